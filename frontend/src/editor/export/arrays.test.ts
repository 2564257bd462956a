/**
 * Array columns (isArray) in every export: PostgreSQL's own arrays, JSON elsewhere with a note.
 * tests/unit/exports/test_arrays.py loads the same document into PostgreSQL, MariaDB and SQLite.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import type { Attribute } from "../model/types";
import { arrayLiteralJson } from "./arrays";
import { djangoFiles } from "./django";
import { col, docOf, tbl } from "./fixtures";
import { laravelZip } from "./laravel";
import { exportSql } from "./sql";

const id = col("t", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });
const array = (name: string, type: Attribute["type"], overrides: Partial<Attribute> = {}) => col("t", name, type, { isArray: true, ...overrides });
const doc = docOf([tbl("t", "t", [
  id,
  array("tags", "TEXT", { isNullable: false, defaultValue: "'{}'::text[]" }),
  array("codes", "VARCHAR", { length: 20, defaultValue: "'{a,\"b c\"}'" }),
  array("amounts", "DECIMAL", { precision: 10, scale: 2 }),
  array("states", "ENUM", { enumValues: "new,done", defaultValue: "'{new}'" }),
  array("odd", "INT", { defaultValue: "ARRAY[1, 2]" }),
])]);

describe("PostgreSQL arrays", () => {
  const sql = exportSql(doc, "postgres");

  it("writes the element type followed by []", () => {
    expect(sql).toContain(`"tags" TEXT[] NOT NULL DEFAULT '{}'`);
    expect(sql).toContain(`"codes" VARCHAR(20)[] DEFAULT '{a,"b c"}'`);
    expect(sql).toContain(`"amounts" DECIMAL(10,2)[],`);
    expect(sql).toContain(`CREATE TYPE "t_states_enum" AS ENUM ('new', 'done');`);
    expect(sql).toContain(`"states" "t_states_enum"[] DEFAULT '{new}'`);
  });

  it("leaves out a default that is not an array literal, with a note", () => {
    expect(sql).toContain(`"odd" INTEGER[],`);
    expect(sql).toContain('Note : t.odd : valeur par défaut "ARRAY[1, 2]" impossible pour le type INT, omise');
  });

  it("a document without isArray (stored before it existed) has no arrays", () => {
    const old = docOf([tbl("t", "t", [id, { ...col("t", "tags", "TEXT"), isArray: undefined as unknown as boolean }])]);
    expect(exportSql(old, "postgres")).toContain(`"tags" TEXT,`);
  });
});

describe("arrays where the target has none", () => {
  it.each([
    ["mysql", "`tags` JSON NOT NULL DEFAULT ('[]')", "t.tags : tableau de TEXT, exporté en JSON (MySQL n'a pas de type tableau)"],
    ["sqlite", `"tags" TEXT NOT NULL DEFAULT '[]'`, "t.tags : tableau de TEXT, exporté en TEXT contenant du JSON (SQLite n'a pas de type tableau)"],
    ["sqlserver", "[tags] NVARCHAR(MAX) NOT NULL DEFAULT N'[]'", "t.tags : tableau de TEXT, exporté en NVARCHAR(MAX) contenant du JSON (SQL Server n'a pas de type tableau)"],
  ] as const)("%s: a JSON array, its default turned into JSON, with a note", (dialect, line, note) => {
    const sql = exportSql(doc, dialect);
    expect(sql).toContain(line);
    expect(sql).toContain(`-- Note : ${note}`);
    expect(sql).toContain("t.codes : tableau de VARCHAR(20)");
    expect(sql).toContain(`'["a","b c"]'`);
    expect(sql).toContain(`'["new"]'`);
    expect(sql).toContain('Note : t.odd : valeur par défaut "ARRAY[1, 2]" sans équivalent JSON, omise');
  });

  it("Laravel writes json(), Django a JSONField (default=list for '{}'), both with a note", () => {
    const files = unzipSync(laravelZip(doc, {}, new Date(Date.UTC(2025, 0, 1))));
    const text = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]));
    const migration = Object.entries(text).find(([name]) => name.includes("create_t_table"))?.[1] ?? "";
    expect(migration).toContain("$table->json('tags')");
    expect(text["README.md"]).toContain("t.tags : tableau de TEXT, exporté en json (le schema builder de Laravel n'a pas de colonne tableau)");
    const django = djangoFiles(doc, "p", { secretKey: "k" });
    expect(django["diagram/models.py"]).toContain("tags = models.JSONField(default=list)");
    expect(django["README.md"]).toContain("t.tags : tableau de TEXT, exporté en JSONField");
  });

  it("a key column becomes bounded text, not JSON", () => {
    const keyed = docOf([tbl("t", "t", [id, array("tags", "TEXT", { isUnique: true })])]);
    expect(exportSql(keyed, "mysql")).toContain("`tags` VARCHAR(255) NULL");
    expect(exportSql(keyed, "mysql")).toContain("exporté en texte JSON (colonne de clé)");
    expect(exportSql(keyed, "postgres")).toContain(`"tags" TEXT[] CONSTRAINT`);
  });
});

describe("PostgreSQL array literals as JSON", () => {
  it.each([
    ["{}", "[]"],
    ["{a,b}", '["a","b"]'],
    ['{"a,b", "say \\"hi\\""}', '["a,b","say \\"hi\\""]'],
    ["{1,NULL,3}", '["1",null,"3"]'],
  ])("%s → %s", (literal, json) => expect(arrayLiteralJson(literal)).toBe(json));

  it.each(["{{1,2},{3,4}}", "a,b", "{a", '{"a}'])("%s is not a one-dimensional literal", (literal) => expect(arrayLiteralJson(literal)).toBeNull());
});

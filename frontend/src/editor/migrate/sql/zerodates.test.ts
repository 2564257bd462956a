/** A migration that writes a zero-date default (MySQL only) relaxes the SQL_MODE as the export does. */
import { describe, expect, it } from "vitest";

import { col, docOf, tbl } from "../../export/fixtures";
import { ZERO_DATE_CLOSING, ZERO_DATE_OPENING } from "../../export/zerodates";
import type { Attribute, DiagramDocument } from "../../model/types";
import { sqlMigration } from ".";

const id = col("t", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });
const version = (...columns: Attribute[]) => docOf([tbl("t", "t", [id, col("t", "name"), ...columns])]);
const zero = (name: string, overrides: Partial<Attribute> = {}) =>
  col("t", name, "DATETIME", { isNullable: false, defaultValue: "0000-00-00 00:00:00", ...overrides });
const wrapped = (sql: string) => sql.includes(ZERO_DATE_OPENING) && sql.trimEnd().endsWith(ZERO_DATE_CLOSING);

describe("zero-date defaults in SQL migrations", () => {
  it("adding such a column relaxes the mode around the script", () => {
    const sql = sqlMigration(version(), version(zero("created")), "mysql");
    expect(sql).toContain("ADD COLUMN `created` DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00' AFTER `name`;");
    expect(wrapped(sql)).toBe(true);
    expect(sql.indexOf(ZERO_DATE_OPENING)).toBeLessThan(sql.indexOf("ALTER TABLE"));
  });

  it("changing a column to such a default, or a table holding one, relaxes it too", () => {
    const changed = sqlMigration(version(zero("created", { defaultValue: "2024-01-01 00:00:00" })), version(zero("created")), "mysql");
    expect(changed).toContain("MODIFY `created` DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00';");
    expect(wrapped(changed)).toBe(true);
    // MySQL checks the other columns' defaults when it rebuilds the table.
    const before = version(zero("created"));
    const after = structuredClone(before);
    after.tables[0].attributes[1].length = 100;
    expect(wrapped(sqlMigration(before, after, "mysql"))).toBe(true);
  });

  it("creating a table with one relaxes it; a change elsewhere does not", () => {
    const other = (doc: DiagramDocument) => ({ ...doc, tables: [...doc.tables, tbl("u", "u", [col("u", "id", "INT", { isPrimaryKey: true, isNullable: false }), col("u", "at", "DATE", { defaultValue: "0000-00-00" })])] });
    expect(wrapped(sqlMigration(version(), other(version()), "mysql"))).toBe(true);
    const untouched = other(version());
    const renamed = structuredClone(untouched);
    renamed.tables[0].attributes[1].name = "title";
    expect(sqlMigration(untouched, renamed, "mysql")).not.toContain("SQL_MODE");
  });

  it.each(["postgres", "sqlite", "sqlserver"] as const)("%s: leaves the default out with a note", (dialect) => {
    const sql = sqlMigration(version(), version(zero("created")), dialect);
    expect(sql).not.toMatch(/DEFAULT N?'0000/);
    expect(sql).not.toContain("SQL_MODE");
    expect(sql).toContain('-- Note : t.created : valeur par défaut "0000-00-00 00:00:00" impossible pour le type DATETIME, omise');
  });
});

/**
 * MySQL's zero dates as defaults (issue 13 items 8 and 12): MySQL keeps them between the
 * mysqldump SQL_MODE lines, every other target leaves them out with a note.
 * tests/unit/exports/test_portability.py loads them into a strict MariaDB.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import type { Attribute } from "../model/types";
import { djangoFiles } from "./django";
import { col, docOf, tbl } from "./fixtures";
import { laravelZip } from "./laravel";
import { exportSql } from "./sql";
import { ZERO_DATE_CLOSING, ZERO_DATE_OPENING } from "./zerodates";

const id = col("t", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });
const withDefault = (type: Attribute["type"], defaultValue: string) =>
  docOf([tbl("t", "t", [id, col("t", "c", type, { defaultValue, isNullable: false })])]);

describe("zero-date defaults in the MySQL export", () => {
  it.each([
    ["DATE", "0000-00-00"],
    ["DATETIME", "0000-00-00 00:00:00"],
    ["DATETIME", "0000-00-00 00:00:00.000000"],
    ["TIMESTAMP", "0000-00-00 00:00:00"],
    ["DATETIME", "0000-00-00"],
  ] as const)("keeps a %s default %s as written", (type, value) => {
    const sql = exportSql(withDefault(type, value), "mysql");
    expect(sql).toContain(`\`c\` ${type} NOT NULL DEFAULT '${value}'`);
    expect(sql).not.toContain("Note :");
  });

  it("relaxes the session's SQL_MODE before the first table and restores it at the very end", () => {
    const sql = exportSql(withDefault("DATETIME", "'0000-00-00 00:00:00'"), "mysql");
    expect(sql.indexOf(ZERO_DATE_OPENING)).toBeGreaterThan(sql.indexOf("SET NAMES utf8mb4;"));
    expect(sql.indexOf(ZERO_DATE_OPENING)).toBeLessThan(sql.indexOf("CREATE TABLE"));
    expect(sql.trimEnd().endsWith(ZERO_DATE_CLOSING)).toBe(true);
  });

  it("leaves the SQL_MODE alone when no default is a zero date", () => {
    for (const [type, value] of [["DATETIME", "2024-01-02 03:04:05"], ["DATE", "2024-00-00"], ["VARCHAR", "0000-00-00"], ["TIME", "00:00:00"]] as const) {
      const sql = exportSql(withDefault(type, value), "mysql");
      expect(sql, `${type} ${value}`).not.toContain("SQL_MODE");
    }
    // A DATE cannot hold the time part: not a zero date but an impossible default, noted.
    const date = exportSql(withDefault("DATE", "0000-00-00 00:00:00"), "mysql");
    expect(date).not.toContain("SQL_MODE");
    expect(date).toContain('Note : t.c : valeur par défaut "0000-00-00 00:00:00" impossible pour le type DATE, omise');
  });
});

describe("zero-date defaults in Laravel and Django", () => {
  const doc = withDefault("DATETIME", "0000-00-00 00:00:00");
  const note = 't.c : valeur par défaut "0000-00-00 00:00:00" impossible pour le type DATETIME, omise';

  it("Laravel's migration has no default (strict MySQL refuses it at migrate time), its README says so", () => {
    const files = unzipSync(laravelZip(doc, {}, new Date(Date.UTC(2025, 0, 1))));
    const text = Object.entries(files).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)] as const);
    const migration = text.find(([name]) => name.includes("migrations/") && name.includes("create_t_table"))?.[1] ?? "";
    expect(migration).toContain("$table->dateTime('c');");
    expect(migration).not.toContain("0000");
    expect(text.find(([name]) => name === "README.md")?.[1]).toContain(`- ${note}`);
  });

  it("Django's field has no default (it must be a real datetime), its README says so", () => {
    const files = djangoFiles(doc, "p", { secretKey: "k" });
    expect(files["diagram/models.py"]).toContain("c = models.DateTimeField()");
    expect(files["README.md"]).toContain(`- ${note}`);
  });
});

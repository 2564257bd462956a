/** Turning isArray on or off is a type change (tests/unit/migrations_sql runs it on PostgreSQL). */
import { describe, expect, it } from "vitest";

import { col, docOf, tbl } from "../../export/fixtures";
import type { Attribute } from "../../model/types";
import { sqlMigration } from ".";

const id = col("t", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });
const version = (overrides: Partial<Attribute>) => docOf([tbl("t", "t", [id, col("t", "tags", "TEXT", overrides)])]);

describe("isArray in SQL migrations", () => {
  it("PostgreSQL wraps each value in a one-element array, keeping NULL", () => {
    const sql = sqlMigration(version({}), version({ isArray: true }), "postgres");
    expect(sql).toContain(`ALTER TABLE "t" ALTER COLUMN "tags" TYPE TEXT[] USING CASE WHEN "tags" IS NULL THEN NULL ELSE ARRAY["tags"::TEXT] END;`);
    expect(sql).not.toContain("ATTENTION");
  });

  it("PostgreSQL keeps an array's first element, reported as destructive", () => {
    const sql = sqlMigration(version({ isArray: true }), version({}), "postgres");
    expect(sql).toContain(`ALTER COLUMN "tags" TYPE TEXT USING "tags"[1]::TEXT;`);
    expect(sql).toMatch(/conversion de « t\.tags » de TEXT\[\] en TEXT/);
  });

  it("an ENUM array changes through text", () => {
    const sql = sqlMigration(version({ type: "ENUM", enumValues: "a,b" }), version({ type: "ENUM", enumValues: "a,b", isArray: true }), "postgres");
    expect(sql).toContain(`TYPE "t_tags_enum"[] USING CASE WHEN "tags" IS NULL THEN NULL ELSE ARRAY["tags"::text::"t_tags_enum"] END;`);
    // Same values: the enumerated type stays.
    expect(sql).not.toContain("CREATE TYPE");
  });

  it("MySQL changes TEXT into JSON, reported as destructive (text that is not JSON is refused)", () => {
    const sql = sqlMigration(version({}), version({ isArray: true }), "mysql");
    expect(sql).toContain("ALTER TABLE `t` MODIFY `tags` JSON NULL;");
    expect(sql).toMatch(/conversion de « t\.tags » de TEXT en JSON/);
  });
});

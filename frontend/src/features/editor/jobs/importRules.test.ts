import { describe, expect, it } from "vitest";

import { formatSize } from "@/shared/lib/fileSize";

import { fileProblem, isDbml, SQL_MAX_BYTES } from "./importRules";

describe("SQL file rules (001 §5)", () => {
  it.each([["dump.sql", null], ["schema.TXT", null], ["shop.dbml", null], ["SHOP.DBML", null], ["dump.sql.gz", "format"], ["shop.dbml.txt.gz", "format"], ["schema.json", "format"]])("%s → %s", (name, problem) => {
    expect(fileProblem({ name, size: 10 })).toBe(problem);
  });

  it("tells a DBML file by its extension", () => {
    expect(isDbml("shop.DBML")).toBe(true);
    expect(isDbml("dbml.sql")).toBe(false);
  });

  it("accepts exactly 10485760 bytes and refuses one more", () => {
    expect(fileProblem({ name: "a.sql", size: SQL_MAX_BYTES })).toBeNull();
    expect(fileProblem({ name: "a.sql", size: SQL_MAX_BYTES + 1 })).toBe("size");
  });

  it("writes sizes in B, KB with 1 decimal, MB with 2 (001 §9)", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(1536)).toBe("1.5 KB");
    expect(formatSize(3 * 1024 * 1024 + 10_000)).toBe("3.01 MB");
  });
});

import { describe, expect, it } from "vitest";

import { addTag, canAdmin, canShare, splitTags, truncateDescription } from "./rules";

describe("workspace display rules (spec 000 §9)", () => {
  it("cuts descriptions longer than 100 characters and adds an ellipsis", () => {
    expect(truncateDescription("a".repeat(100))).toBe("a".repeat(100));
    expect(truncateDescription("a".repeat(101))).toBe(`${"a".repeat(100)}…`);
    expect(truncateDescription(`${"a".repeat(99)} bcd`)).toBe(`${"a".repeat(99)}…`);
  });

  it("shows three tags then the count of the rest", () => {
    expect(splitTags(["a", "b"])).toEqual({ visible: ["a", "b"], hidden: 0 });
    expect(splitTags(["a", "b", "c"])).toEqual({ visible: ["a", "b", "c"], hidden: 0 });
    expect(splitTags(["a", "b", "c", "d", "e"])).toEqual({ visible: ["a", "b", "c"], hidden: 2 });
  });
});

describe("tag input rules (spec 000 §5)", () => {
  it("trims and strips commas", () => {
    expect(addTag([], "  sql, ")).toEqual(["sql"]);
    expect(addTag([], "a,b")).toEqual(["ab"]);
  });

  it("ignores empty values and duplicates, whatever their case", () => {
    expect(addTag(["sql"], " , ")).toEqual(["sql"]);
    expect(addTag(["sql"], "SQL")).toEqual(["sql"]);
    expect(addTag(["sql"], "api")).toEqual(["sql", "api"]);
  });
});

describe("sharing rights", () => {
  it("lets owners, admins and editors share, and only owners and admins administer", () => {
    const levels = ["owner", "admin", "editor", "viewer"] as const;
    expect(levels.map(canShare)).toEqual([true, true, true, false]);
    expect(levels.map(canAdmin)).toEqual([true, true, false, false]);
  });
});

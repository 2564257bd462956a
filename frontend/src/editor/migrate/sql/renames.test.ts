import { describe, expect, it } from "vitest";

import { orderRenames, type Rename } from "./renames";

/** Applies the renames to a set of names, failing on any rename onto a name still taken. */
function apply(names: string[], renames: Rename[]): string[] {
  const taken = new Set(names.map((name) => name.toLowerCase()));
  for (const { from, to } of renames) {
    expect(taken.has(from.toLowerCase()), `${from} exists`).toBe(true);
    taken.delete(from.toLowerCase());
    expect(taken.has(to.toLowerCase()), `${to} is free`).toBe(false);
    taken.add(to.toLowerCase());
  }
  return [...taken].sort();
}

describe("orderRenames", () => {
  it("leaves out names that do not change", () => {
    expect(orderRenames([{ from: "a", to: "a" }])).toEqual([]);
  });

  it("runs a chain from its end", () => {
    const renames = [{ from: "a", to: "b" }, { from: "b", to: "c" }, { from: "c", to: "d" }];
    const ordered = orderRenames(renames);
    expect(ordered).toEqual([{ from: "c", to: "d" }, { from: "b", to: "c" }, { from: "a", to: "b" }]);
    expect(apply(["a", "b", "c"], ordered)).toEqual(["b", "c", "d"]);
  });

  it("goes through a temporary name when two names swap", () => {
    const ordered = orderRenames([{ from: "users", to: "tags" }, { from: "tags", to: "users" }]);
    expect(ordered).toHaveLength(3);
    expect(ordered[0].to).toMatch(/__relata$/);
    expect(apply(["users", "tags"], ordered)).toEqual(["tags", "users"]);
  });

  it("breaks a longer cycle once and keeps a case-only rename in place", () => {
    const renames = [{ from: "a", to: "b" }, { from: "b", to: "c" }, { from: "c", to: "a" }, { from: "Users", to: "users" }];
    const ordered = orderRenames(renames);
    expect(ordered).toHaveLength(5);
    expect(apply(["a", "b", "c", "Users"], ordered)).toEqual(["a", "b", "c", "users"]);
  });

  it("compares names without case, as MySQL and SQL Server may", () => {
    const ordered = orderRenames([{ from: "A", to: "b" }, { from: "B", to: "c" }]);
    expect(ordered.map((rename) => rename.from)).toEqual(["B", "A"]);
  });

  it("orders ten thousand renames quickly (linear)", () => {
    const renames = Array.from({ length: 10_000 }, (_, n) => ({ from: `t${n}`, to: `t${n + 1}` }));
    const started = performance.now();
    const ordered = orderRenames(renames);
    expect(performance.now() - started).toBeLessThan(500);
    expect(ordered[0]).toEqual({ from: "t9999", to: "t10000" });
  });
});

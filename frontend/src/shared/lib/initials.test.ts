import { describe, expect, it } from "vitest";

import { initials } from "./initials";

describe("initials (spec 000 §9: at most 2 characters)", () => {
  it.each([
    ["alice", "AL"],
    ["Jean Dupont", "JD"],
    ["jean-pierre dupont", "JP"],
    ["marie.curie", "MC"],
    ["x", "X"],
    ["  élodie  ", "ÉL"],
    ["", "?"],
    [null, "?"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(initials(name).length).toBeLessThanOrEqual(2);
  });
});

import { describe, expect, it } from "vitest";

import { longFrenchDate } from "./longDate";

describe("the French long date of the folder card (spec 000 §2)", () => {
  it("writes day, month name and year in French", () => {
    expect(longFrenchDate(new Date(2026, 10, 22, 12))).toBe("22 novembre 2026");
    expect(longFrenchDate(new Date(2025, 0, 1, 12))).toBe("1 janvier 2025");
    expect(longFrenchDate(new Date(2024, 7, 15, 12))).toBe("15 août 2024");
  });

  it("reads the server's ISO timestamps", () => {
    expect(longFrenchDate("2026-03-05T12:00:00Z")).toMatch(/^[45] mars 2026$/);
  });
});

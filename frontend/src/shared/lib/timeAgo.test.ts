import { describe, expect, it } from "vitest";

import { timeAgo } from "./timeAgo";

const now = new Date(2026, 10, 24, 15, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("timeAgo (001 §9: now under a minute, then minutes, hours under 24, days under 7, else a long French date)", () => {
  it("says now under one minute, and for a date in the future", () => {
    expect(timeAgo(before(59_000), now)).toEqual({ kind: "now" });
    expect(timeAgo(before(-5 * MINUTE), now)).toEqual({ kind: "now" });
  });

  it("counts whole minutes from 1 to 59", () => {
    expect(timeAgo(before(MINUTE), now)).toEqual({ kind: "minutes", count: 1 });
    expect(timeAgo(before(59 * MINUTE + 59_000), now)).toEqual({ kind: "minutes", count: 59 });
  });

  it("counts hours under 24 and days under 7", () => {
    expect(timeAgo(before(60 * MINUTE), now)).toEqual({ kind: "hours", count: 1 });
    expect(timeAgo(before(24 * 60 * MINUTE - 1000), now)).toEqual({ kind: "hours", count: 23 });
    expect(timeAgo(before(24 * 60 * MINUTE), now)).toEqual({ kind: "days", count: 1 });
    expect(timeAgo(before(7 * 24 * 60 * MINUTE - 1000), now)).toEqual({ kind: "days", count: 6 });
  });

  it("gives the long French date from 7 days on", () => {
    expect(timeAgo(new Date(2026, 10, 17, 15, 0, 0), now)).toEqual({ kind: "date", text: "17 novembre 2026" });
    expect(timeAgo("2025-03-03T10:00:00Z", now)).toEqual({ kind: "date", text: "3 mars 2025" });
  });
});

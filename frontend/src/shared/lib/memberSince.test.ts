import { describe, expect, it } from "vitest";

import { memberSince } from "./memberSince";

const now = new Date("2026-11-22T12:00:00Z");

describe("memberSince (days under 30, months under 365, else years)", () => {
  it("says today, yesterday, then counts days under a month", () => {
    expect(memberSince("2026-11-22T08:00:00Z", now)).toEqual({ unit: "today" });
    expect(memberSince("2026-11-21T08:00:00Z", now)).toEqual({ unit: "yesterday" });
    expect(memberSince("2026-11-20T12:00:00Z", now)).toEqual({ unit: "days", count: 2 });
    expect(memberSince("2026-10-24T12:00:00Z", now)).toEqual({ unit: "days", count: 29 });
  });

  it("switches to months at 30 days", () => {
    expect(memberSince("2026-10-23T12:00:00Z", now)).toEqual({ unit: "months", count: 1 });
    expect(memberSince("2026-05-01T12:00:00Z", now)).toEqual({ unit: "months", count: 6 });
  });

  it("switches to years at 365 days", () => {
    expect(memberSince("2025-11-22T12:00:00Z", now)).toEqual({ unit: "years", count: 1 });
    expect(memberSince("2023-01-01T12:00:00Z", now)).toEqual({ unit: "years", count: 3 });
  });
});

import { afterEach, describe, expect, it } from "vitest";

import { languageStore } from "@/shared/i18n/language";

import { longDate, relativeDate } from "./relativeDate";

// Local-time dates, so calendar days do not depend on the machine's time zone.
const now = new Date(2026, 10, 22, 9, 30); // 22 novembre 2026, 09:30
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 22 - days, hour);

describe("relativeDate (spec 000 §9: today, yesterday, days < 7, weeks < 30 days, months < 365 days, else a French date)", () => {
  it("says today for any time earlier the same calendar day, and for a future date", () => {
    expect(relativeDate(new Date(2026, 10, 22, 0, 1), now)).toEqual({ kind: "today" });
    expect(relativeDate(new Date(2026, 10, 23, 8), now)).toEqual({ kind: "today" });
  });

  it("says yesterday for the previous calendar day even under 24 hours ago", () => {
    expect(relativeDate(new Date(2026, 10, 21, 23, 59), now)).toEqual({ kind: "yesterday" });
    expect(relativeDate(new Date(2026, 10, 21, 0, 0), now)).toEqual({ kind: "yesterday" });
  });

  it("counts days from 2 to 6", () => {
    expect(relativeDate(daysAgo(2), now)).toEqual({ kind: "days", count: 2 });
    expect(relativeDate(daysAgo(6), now)).toEqual({ kind: "days", count: 6 });
  });

  it("counts whole weeks from 7 to 29 days", () => {
    expect(relativeDate(daysAgo(7), now)).toEqual({ kind: "weeks", count: 1 });
    expect(relativeDate(daysAgo(13), now)).toEqual({ kind: "weeks", count: 1 });
    expect(relativeDate(daysAgo(14), now)).toEqual({ kind: "weeks", count: 2 });
    expect(relativeDate(daysAgo(29), now)).toEqual({ kind: "weeks", count: 4 });
  });

  it("counts months from 30 to 364 days, never 12", () => {
    expect(relativeDate(daysAgo(30), now)).toEqual({ kind: "months", count: 1 });
    expect(relativeDate(daysAgo(95), now)).toEqual({ kind: "months", count: 3 });
    expect(relativeDate(daysAgo(364), now)).toEqual({ kind: "months", count: 11 });
  });

  it("gives the French date from 365 days on", () => {
    expect(relativeDate(daysAgo(365), now)).toEqual({ kind: "date", text: "22 novembre 2025" });
    expect(relativeDate(new Date(2024, 2, 3, 10), now)).toEqual({ kind: "date", text: "3 mars 2024" });
  });

  it("accepts ISO strings as the API sends them", () => {
    expect(relativeDate(daysAgo(3).toISOString(), now)).toEqual({ kind: "days", count: 3 });
    expect(longDate(new Date(2025, 0, 1, 12).toISOString())).toBe("1 janvier 2025");
  });
});

describe("the English long date", () => {
  afterEach(() => languageStore.reset("fr"));

  it("writes month name, day and year once the interface is English", () => {
    expect(longDate(new Date(2026, 10, 22, 12), "en")).toBe("November 22, 2026");
    languageStore.reset("en");
    expect(longDate(new Date(2024, 7, 15, 12))).toBe("August 15, 2024");
    expect(relativeDate(new Date(2024, 2, 3, 10), new Date(2026, 0, 1))).toEqual({ kind: "date", text: "March 3, 2024" });
  });
});

describe("the French long date (folder card, subscription card, invitations; spec 000 §2)", () => {
  it("writes day, month name and year in French", () => {
    expect(longDate(new Date(2026, 10, 22, 12))).toBe("22 novembre 2026");
    expect(longDate(new Date(2025, 0, 1, 12))).toBe("1 janvier 2025");
    expect(longDate(new Date(2024, 7, 15, 12))).toBe("15 août 2024");
  });

  it("reads the server's ISO timestamps", () => {
    expect(longDate("2026-03-05T12:00:00Z")).toMatch(/^[45] mars 2026$/);
  });
});

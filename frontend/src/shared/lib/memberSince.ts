import { differenceInCalendarDays, differenceInCalendarMonths, differenceInYears } from "date-fns";

export type MemberSince =
  | { unit: "today" | "yesterday" }
  | { unit: "days" | "months" | "years"; count: number };

/**
 * Days under 30 days, months under 365 days, else years (spec 000 §2); the first two days read
 * as today and yesterday, as French says them, counted in the viewer's calendar days.
 */
export function memberSince(joined: Date | string, now: Date = new Date()): MemberSince {
  const start = typeof joined === "string" ? new Date(joined) : joined;
  const days = Math.max(0, differenceInCalendarDays(now, start));
  if (days === 0) return { unit: "today" };
  if (days === 1) return { unit: "yesterday" };
  if (days < 30) return { unit: "days", count: days };
  if (days < 365) return { unit: "months", count: Math.max(1, differenceInCalendarMonths(now, start)) };
  return { unit: "years", count: Math.max(1, differenceInYears(now, start)) };
}

import { differenceInCalendarDays, differenceInCalendarMonths, differenceInYears } from "date-fns";

export type MemberSince = { unit: "days" | "months" | "years"; count: number };

/** Days under 30 days, months under 365 days, else years (spec 000 §2). */
export function memberSince(joined: Date | string, now: Date = new Date()): MemberSince {
  const start = typeof joined === "string" ? new Date(joined) : joined;
  const days = Math.max(0, differenceInCalendarDays(now, start));
  if (days < 30) return { unit: "days", count: days };
  if (days < 365) return { unit: "months", count: Math.max(1, differenceInCalendarMonths(now, start)) };
  return { unit: "years", count: Math.max(1, differenceInYears(now, start)) };
}

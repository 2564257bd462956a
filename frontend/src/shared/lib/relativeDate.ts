import { differenceInCalendarDays, format } from "date-fns";
import { fr } from "date-fns/locale";

export type RelativeDate =
  | { kind: "today" }
  | { kind: "yesterday" }
  | { kind: "days" | "weeks" | "months"; count: number }
  | { kind: "date"; text: string };

/** A French long date: « 3 mars 2025 ». */
export function frenchDate(value: Date | string): string {
  return format(typeof value === "string" ? new Date(value) : value, "d MMMM yyyy", { locale: fr });
}

/**
 * The update date on diagram cards (spec 000 §9): today, yesterday, days under 7, weeks under 30
 * days, months under 365 days, otherwise the French date. Counted in calendar days of the
 * viewer's time zone, so "yesterday" means the previous calendar day, not 24 hours ago. A date in
 * the future (clock skew) reads as today.
 */
export function relativeDate(value: Date | string, now: Date = new Date()): RelativeDate {
  const date = typeof value === "string" ? new Date(value) : value;
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return { kind: "today" };
  if (days === 1) return { kind: "yesterday" };
  if (days < 7) return { kind: "days", count: days };
  if (days < 30) return { kind: "weeks", count: Math.floor(days / 7) };
  if (days < 365) return { kind: "months", count: Math.min(11, Math.max(1, Math.floor(days / 30))) };
  return { kind: "date", text: frenchDate(date) };
}

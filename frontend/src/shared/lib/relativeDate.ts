import { differenceInCalendarDays, format } from "date-fns";
import { enUS, fr } from "date-fns/locale";

import { currentLanguage } from "@/shared/i18n/current";
import type { Language } from "@/shared/i18n/detect";

export type RelativeDate =
  | { kind: "today" }
  | { kind: "yesterday" }
  | { kind: "days" | "weeks" | "months"; count: number }
  | { kind: "date"; text: string };

const LONG_DATE = {
  fr: { pattern: "d MMMM yyyy", locale: fr },
  en: { pattern: "MMMM d, yyyy", locale: enUS },
} as const;

/** A long date in the interface's language: « 3 mars 2025 », "March 3, 2025". */
export function longDate(value: Date | string, language: Language = currentLanguage()): string {
  const { pattern, locale } = LONG_DATE[language];
  return format(typeof value === "string" ? new Date(value) : value, pattern, { locale });
}

/**
 * The update date on diagram cards (spec 000 §9): today, yesterday, days under 7, weeks under 30
 * days, months under 365 days, otherwise the long date. Counted in calendar days of the
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
  return { kind: "date", text: longDate(date) };
}

import { differenceInMinutes } from "date-fns";

import { longDate } from "./relativeDate";

export type TimeAgo =
  | { kind: "now" }
  | { kind: "minutes" | "hours" | "days"; count: number }
  | { kind: "date"; text: string };

/**
 * How long ago a version was made (001 §9): under a minute "À l'instant", then minutes, hours
 * under 24, days under 7, else the long date. A date in the future (clock skew) is now.
 */
export function timeAgo(value: Date | string, now: Date = new Date()): TimeAgo {
  const date = typeof value === "string" ? new Date(value) : value;
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return { kind: "now" };
  if (minutes < 60) return { kind: "minutes", count: minutes };
  if (minutes < 24 * 60) return { kind: "hours", count: Math.floor(minutes / 60) };
  if (minutes < 7 * 24 * 60) return { kind: "days", count: Math.floor(minutes / (24 * 60)) };
  return { kind: "date", text: longDate(date) };
}

import { twMerge } from "tailwind-merge";

/** Joins class names, skipping falsy ones; a later Tailwind class overrides an earlier one of
 * the same kind (a dialog's `max-w-2xl` beats the default `max-w-md`, whatever the CSS order). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}

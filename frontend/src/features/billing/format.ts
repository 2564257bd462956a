import { localeTag } from "@/shared/i18n/current";

const formats = new Map<string, Intl.NumberFormat>();

/** Prices are in USD, written the reader's way: 9,99 $US in French (spec 000 §9), $9.99 in English. */
export function formatUsd(amount: number, locale: string = localeTag()): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" })));
  return format.format(amount);
}

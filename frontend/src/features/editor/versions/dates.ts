/**
 * A version's dates in the reader's language (001 §9): the long date once it is a week old, and
 * the moment in its details. French keeps the seed's « 25 novembre 2026 à 14:03 ».
 */
import { format } from "date-fns";
import { enUS, fr } from "date-fns/locale";

const FORMATS = {
  fr: { locale: fr, day: "d MMMM yyyy", moment: "d MMMM yyyy 'à' HH:mm" },
  en: { locale: enUS, day: "MMMM d, yyyy", moment: "MMMM d, yyyy 'at' h:mm a" },
} as const;

const formats = (language: string) => (language.startsWith("en") ? FORMATS.en : FORMATS.fr);
const asDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

export function versionDay(value: Date | string, language: string): string {
  const { locale, day } = formats(language);
  return format(asDate(value), day, { locale });
}

export function versionMoment(value: Date | string, language: string): string {
  const { locale, moment } = formats(language);
  return format(asDate(value), moment, { locale });
}

/**
 * Which language a page starts in, decided before anything renders (no module here may import
 * i18next: the catalogue's init reads it). French is the product's language: English is shown only
 * when chosen (this browser's pick, the account's) or asked first by the browser.
 */
import { readStorage } from "@/shared/preferences/storage";
export type Language = "fr" | "en";

export const LANGUAGES: readonly Language[] = ["fr", "en"];
export const DEFAULT_LANGUAGE: Language = "fr";
/** The visitor's pick in this browser (signed in or not). */
export const LANGUAGE_STORAGE_KEY = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The browser's first preferred language we have (« en-GB » is English, « fr-CA » French); a
 * browser asking for neither (« de-DE ») gets French, not the next one it happens to list.
 */
export function detectLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language a page opens in: this browser's pick, else what the browser asks for. (The
 * language store then brings in the signed-in account's, before the first render.)
 */
export function initialLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : detectLanguage(browserLanguages());
}

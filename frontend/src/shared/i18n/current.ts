/**
 * The interface's language as the server must hear it: every API request says it
 * (`Accept-Language`) and every websocket carries it (`?lang=`), so messages the server writes
 * (errors, collaborators' notices) come back in the language the user reads.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./detect";
import { i18n } from "./index";

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag Intl formats numbers and dates with: French as in France, English as in the US. */
export function localeTag(language: Language = currentLanguage()): string {
  return language === "en" ? "en-US" : "fr-FR";
}

/** A websocket address with the language in its query (browsers give a socket no headers). */
export function withLanguage(url: string, language: Language = currentLanguage()): string {
  const parsed = new URL(url);
  parsed.searchParams.set("lang", language);
  return parsed.toString();
}

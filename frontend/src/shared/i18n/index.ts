import i18n from "i18next";
import { initReactI18next } from "react-i18next";

import { initialLanguage, LANGUAGES } from "./detect";
import { en } from "./en";
import { fr } from "./fr";

export const defaultNS = "common";
export const resources = { fr, en } as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)["fr"];
  }
}

/**
 * French has a third plural form for i18next, "many" (a million, 1,5 million: Intl's rules), which
 * the catalogue writes as its plural: without a `_many` key i18next would show the key itself.
 */
export function withFrenchMany<T>(catalogue: T): T {
  if (typeof catalogue !== "object" || catalogue === null) return catalogue;
  // Lists (a guide's sections and blocks) stay lists: components map over them.
  if (Array.isArray(catalogue)) return catalogue.map((item) => withFrenchMany(item)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    out[key] = withFrenchMany(value);
    const base = key.endsWith("_other") ? key.slice(0, -"_other".length) : null;
    if (base !== null && !(`${base}_many` in catalogue)) out[`${base}_many`] = value;
  }
  return out as T;
}

void i18n.use(initReactI18next).init({
  // French stays the default; the language store (./language) then follows the account and picks.
  lng: initialLanguage(),
  fallbackLng: "fr",
  supportedLngs: LANGUAGES,
  defaultNS,
  ns: Object.keys(fr),
  resources: { fr: withFrenchMany(fr), en },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

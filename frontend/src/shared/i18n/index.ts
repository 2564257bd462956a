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

void i18n.use(initReactI18next).init({
  // French stays the default; the language store (./language) then follows the account and picks.
  lng: initialLanguage(),
  fallbackLng: "fr",
  supportedLngs: LANGUAGES,
  defaultNS,
  ns: Object.keys(fr),
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

import i18n from "i18next";
import { initReactI18next } from "react-i18next";

import { fr } from "./fr";

export const defaultNS = "common";
export const resources = { fr } as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)["fr"];
  }
}

void i18n.use(initReactI18next).init({
  lng: "fr",
  fallbackLng: "fr",
  defaultNS,
  ns: Object.keys(fr),
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

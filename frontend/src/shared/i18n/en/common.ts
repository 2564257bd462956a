import type { common as fr } from "../fr/common";
import type { Translation } from "../types";

export const common: Translation<typeof fr> = {
  brand: "Relata",
  tagline: "Database schema designer",
  nav: {
    features: "Features",
    pricing: "Pricing",
    workspace: "Workspace",
    resources: "Resources",
    contact: "Contact",
    docs: "Documentation",
    blog: "Blog",
    login: "Sign in",
    openMenu: "Open the menu",
    home: "Home",
  },
  accountMenu: {
    label: "Account menu",
    myAccount: "My account",
    myDiagrams: "My diagrams",
    help: "Help & Support",
    logout: "Sign out",
  },
  theme: {
    label: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
    saveFailed: "The theme could not be saved to your account. It stays applied in this browser.",
  },
  visitorMenu: { label: "Display and language" },
  language: {
    label: "Language",
    fr: "Français",
    en: "English",
    saveFailed: "The language could not be saved to your account. It stays applied in this browser.",
  },
  footer: {
    copyright: "© 2025 Relata. All rights reserved.",
    privacy: "Privacy policy",
    terms: "Terms of use",
    contact: "Contact",
    help: "Help & Support",
    madeFor: "Built for teams who model their data.",
  },
  actions: {
    confirm: "Confirm",
    cancel: "Cancel",
    close: "Close",
    save: "Save",
    retry: "Retry",
    backHome: "Back to home",
  },
  loading: "Loading...",
  notFound: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
  },
  errorBoundary: {
    title: "An unexpected error occurred",
    body: "Reload the page. If the problem persists, contact us.",
    reload: "Reload the page",
  },
};

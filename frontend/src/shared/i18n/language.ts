/**
 * The interface's language, French or English (issue 17 item 5), kept like the theme
 * (../theme/theme.ts): a pick is kept in local storage under `language` and shown at once; a
 * visitor's first page follows the browser (./detect.ts); a signed-in user's language lives on
 * their account (`language`): it is adopted whenever the session's user changes (sign-in on any
 * browser, the profile fetched again) and saved there when picked from the menu. A failed save is
 * remembered (`language-unsaved`) and sent again on the next profile fetch instead of the
 * account's older language replacing it. <html lang> follows, for screen readers and hyphenation.
 */
import type { i18n as I18n } from "i18next";

import { AccountPreference, type SaveToAccount } from "@/shared/preferences/accountPreference";
import { readStorage, writeStorage } from "@/shared/preferences/storage";

import { DEFAULT_LANGUAGE, initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "./detect";
import { i18n } from "./index";

export { LANGUAGE_STORAGE_KEY, type Language } from "./detect";
/** The id of the signed-in user whose account has not got this browser's pick yet. */
export const LANGUAGE_UNSAVED_KEY = "language-unsaved";

type Listener = () => void;

export class LanguageStore {
  private current: Language;
  private readonly listeners = new Set<Listener>();
  private readonly account: AccountPreference<Language>;
  private stops: Array<() => void> = [];

  constructor(
    private readonly i18next: I18n = i18n,
    save: SaveToAccount<Language> | null = null,
  ) {
    this.current = initialLanguage();
    this.account = new AccountPreference({
      field: "language", unsavedKey: LANGUAGE_UNSAVED_KEY, isValid: isLanguage,
      current: () => this.current,
      adopt: (language) => {
        this.update(language);
        writeStorage(LANGUAGE_STORAGE_KEY, language);
      },
    }, save);
    this.stops.push(() => this.account.destroy());
    // Another tab picked: follow it (an account's language reaches it through the session too).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_STORAGE_KEY) return;
      const stored = readStorage(LANGUAGE_STORAGE_KEY);
      if (isLanguage(stored)) this.update(stored);
    };
    if (typeof window !== "undefined") {
      window.addEventListener("storage", onStorage);
      this.stops.push(() => window.removeEventListener("storage", onStorage));
    }
    this.account.adoptAccount();
    this.apply();
  }

  /** How a pick is saved to the signed-in account (set once the API client is loaded). */
  setSaver(save: SaveToAccount<Language>) {
    this.account.setSaver(save);
  }

  get language(): Language {
    return this.current;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The user picks: the interface changes at once, the pick is kept in this browser and saved to
   * the account when signed in. A failed save rejects (the caller says so); the pick stays here.
   */
  async choose(language: Language): Promise<void> {
    this.update(language);
    writeStorage(LANGUAGE_STORAGE_KEY, language);
    await this.account.saved(language);
  }

  /** Back to a fresh browser's state (tests, between cases). */
  reset(language: Language = DEFAULT_LANGUAGE) {
    this.account.forget();
    this.update(language);
  }

  destroy() {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  private update(language: Language) {
    if (language === this.current && this.i18next.language === language) return;
    this.current = language;
    this.apply();
    this.listeners.forEach((listener) => listener());
  }

  private apply() {
    // The catalogues are bundled: the change is synchronous, every useTranslation re-renders.
    if (this.i18next.language !== this.current) void this.i18next.changeLanguage(this.current);
    if (typeof document === "undefined") return;
    document.documentElement.lang = this.current;
    // index.html's title is French; no page sets its own, so the whole product's one follows.
    document.title = `${this.i18next.t("common:brand")} — ${this.i18next.t("common:tagline")}`;
  }
}

export const languageStore = new LanguageStore();

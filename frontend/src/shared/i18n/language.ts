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

import { session, type User } from "@/shared/auth/session";

import { DEFAULT_LANGUAGE, initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY, readStorage, writeStorage, type Language } from "./detect";
import { i18n } from "./index";

export { LANGUAGE_STORAGE_KEY, type Language } from "./detect";
/** The id of the signed-in user whose account has not got this browser's pick yet. */
export const LANGUAGE_UNSAVED_KEY = "language-unsaved";

type Listener = () => void;
type SaveToAccount = (language: Language) => Promise<User>;

export class LanguageStore {
  private current: Language;
  private readonly listeners = new Set<Listener>();
  private seenUser: User | null = null;
  private retrying = false;
  private stops: Array<() => void> = [];

  constructor(
    private readonly i18next: I18n = i18n,
    private save: SaveToAccount | null = null,
  ) {
    this.current = initialLanguage();
    this.stops.push(session.subscribe(() => this.adoptAccount()));
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
    this.adoptAccount();
    this.apply();
  }

  /** How a pick is saved to the signed-in account (set once the API client is loaded). */
  setSaver(save: SaveToAccount) {
    this.save = save;
    this.seenUser = null;
    this.adoptAccount();
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
    const user = session.get().user;
    if (!user || !session.isSignedIn() || !this.save) return;
    if (user.language === language) return writeStorage(LANGUAGE_UNSAVED_KEY, null);
    writeStorage(LANGUAGE_UNSAVED_KEY, String(user.id));
    await this.save(language);
    if (this.current === language) writeStorage(LANGUAGE_UNSAVED_KEY, null);
  }

  /** Back to a fresh browser's state (tests, between cases). */
  reset(language: Language = DEFAULT_LANGUAGE) {
    this.seenUser = null;
    this.update(language);
  }

  destroy() {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  /**
   * A new or refreshed signed-in user brings their account's language, unless this browser holds
   * a newer pick the account has not got yet: that one is sent again instead.
   */
  private adoptAccount() {
    const user = session.get().user;
    if (user === this.seenUser) return;
    this.seenUser = user;
    if (!user || !isLanguage(user.language)) return;
    if (readStorage(LANGUAGE_UNSAVED_KEY) === String(user.id)) {
      if (user.language === this.current) return writeStorage(LANGUAGE_UNSAVED_KEY, null);
      this.saveAgain();
      return;
    }
    writeStorage(LANGUAGE_UNSAVED_KEY, null);
    if (user.language !== this.current) {
      this.update(user.language);
      writeStorage(LANGUAGE_STORAGE_KEY, user.language);
    }
  }

  private saveAgain() {
    if (this.retrying || !this.save || !session.isSignedIn()) return;
    this.retrying = true;
    const language = this.current;
    this.save(language)
      .then(() => {
        if (this.current === language) writeStorage(LANGUAGE_UNSAVED_KEY, null);
      })
      // Still unsaved: the next profile fetch tries again.
      .catch(() => undefined)
      .finally(() => {
        this.retrying = false;
      });
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

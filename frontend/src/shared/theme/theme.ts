/**
 * The light or dark look of the whole product. A choice (« Clair », « Sombre », « Système ») is
 * kept in local storage under `theme`, read before the first paint by public/theme.js (the
 * Content-Security-Policy allows no inline script), and shown as a `dark` class on <html>.
 * « Système » follows `prefers-color-scheme` live. A signed-in user's choice lives on their
 * account (`theme`): it is adopted whenever the session's user changes (sign-in on any browser,
 * the profile fetched again) and saved there when changed from the menu.
 */
import { AccountPreference, type SaveToAccount } from "@/shared/preferences/accountPreference";
import { readStorage, writeStorage } from "@/shared/preferences/storage";

export type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
/** The id of the signed-in user whose account has not got this browser's choice yet (the save
 * failed, or the page closed before it ended): their account's older choice must not replace it. */
export const THEME_UNSAVED_KEY = "theme-unsaved";
const CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === "string" && (CHOICES as readonly string[]).includes(value);
}

/** What a choice shows given whether the system asks for dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (choice === "system") return systemDark ? "dark" : "light";
  return choice;
}

/** The stored choice; a fresh browser (or an unreadable storage) follows the system. */
export function storedChoice(): ThemeChoice {
  const value = readStorage(THEME_STORAGE_KEY);
  return isThemeChoice(value) ? value : "system";
}

function systemQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
}

type Listener = () => void;

interface State {
  choice: ThemeChoice;
  systemDark: boolean;
}

/**
 * The theme's state, one per page (`themeStore` below). Built from its inputs so that tests can
 * give it a fake media query and a fake account save.
 */
export class ThemeStore {
  private state: State;
  private readonly listeners = new Set<Listener>();
  private readonly account: AccountPreference<ThemeChoice>;
  private stops: Array<() => void> = [];

  constructor(media: MediaQueryList | null = systemQuery(), save: SaveToAccount<ThemeChoice> | null = null) {
    this.state = { choice: storedChoice(), systemDark: Boolean(media?.matches) };
    this.account = new AccountPreference({
      field: "theme", unsavedKey: THEME_UNSAVED_KEY, isValid: isThemeChoice,
      current: () => this.state.choice, adopt: (choice) => this.update({ choice }),
    }, save);
    this.stops.push(() => this.account.destroy());
    const onSystem = (event: MediaQueryListEvent) => this.update({ systemDark: event.matches });
    media?.addEventListener?.("change", onSystem);
    this.stops.push(() => media?.removeEventListener?.("change", onSystem));
    // Another tab chose: follow it (the account's choice reaches it through the session too).
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) this.update({ choice: storedChoice() });
    };
    if (typeof window !== "undefined") {
      window.addEventListener("storage", onStorage);
      this.stops.push(() => window.removeEventListener("storage", onStorage));
    }
    this.account.adoptAccount();
    this.apply();
  }

  /** How a choice is saved to the signed-in account (set once the API client is loaded). */
  setSaver(save: SaveToAccount<ThemeChoice>) {
    this.account.setSaver(save);
  }

  get choice(): ThemeChoice {
    return this.state.choice;
  }

  get resolved(): ResolvedTheme {
    return resolveTheme(this.state.choice, this.state.systemDark);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The user picks: shown at once, kept in this browser, and saved to the account when signed in.
   * A failed save rejects (the caller says so); the choice stays in this browser.
   */
  async choose(choice: ThemeChoice): Promise<void> {
    this.update({ choice });
    await this.account.saved(choice);
  }

  destroy() {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  private update(next: Partial<State>) {
    const before = this.resolved;
    const choiceBefore = this.state.choice;
    this.state = { ...this.state, ...next };
    if (this.state.choice !== choiceBefore) writeStorage(THEME_STORAGE_KEY, this.state.choice);
    if (this.resolved !== before) this.apply();
    if (this.resolved !== before || this.state.choice !== choiceBefore) this.listeners.forEach((listener) => listener());
  }

  private apply() {
    if (typeof document === "undefined") return;
    const root = document.documentElement;
    const dark = this.resolved === "dark";
    root.classList.toggle("dark", dark);
    // Native controls, scrollbars and form fields follow.
    root.style.colorScheme = dark ? "dark" : "light";
  }
}

export const themeStore = new ThemeStore();

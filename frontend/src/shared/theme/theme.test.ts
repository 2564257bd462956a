import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { session, type User } from "@/shared/auth/session";
import { alice } from "@/test/signIn";

import { resolveTheme, storedChoice, ThemeStore, THEME_STORAGE_KEY, THEME_UNSAVED_KEY, type ThemeChoice } from "./theme";

/** A `prefers-color-scheme: dark` query the test turns on and off. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  return {
    media: media as unknown as MediaQueryList,
    set(next: boolean) {
      media.matches = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    listeners,
  };
}

const html = () => document.documentElement;
const isDark = () => html().classList.contains("dark");
const stores: ThemeStore[] = [];

function store(systemDark: boolean, save: ((choice: ThemeChoice) => Promise<User>) | null = null) {
  const system = fakeSystem(systemDark);
  const made = new ThemeStore(system.media, save);
  stores.push(made);
  return { store: made, system };
}

const signInAs = (theme: ThemeChoice) => session.signIn({ access: "A", refresh: "R" }, { ...alice, theme });

beforeEach(() => {
  html().classList.remove("dark");
  html().style.colorScheme = "";
});

afterEach(() => {
  stores.splice(0).forEach((made) => made.destroy());
});

describe("resolveTheme", () => {
  it("shows a fixed choice whatever the system says, and follows it for « Système »", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });
});

describe("ThemeStore", () => {
  it("follows the system in a fresh browser, live", () => {
    expect(storedChoice()).toBe("system");
    const { store: theme, system } = store(true);
    expect(theme.choice).toBe("system");
    expect(isDark()).toBe(true);
    expect(html().style.colorScheme).toBe("dark");
    const seen = vi.fn();
    theme.subscribe(seen);
    system.set(false);
    expect(isDark()).toBe(false);
    expect(html().style.colorScheme).toBe("light");
    expect(theme.resolved).toBe("light");
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("keeps a picked choice in this browser, the system no longer mattering", async () => {
    const { store: theme, system } = store(false);
    await theme.choose("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(isDark()).toBe(true);
    system.set(false);
    expect(isDark()).toBe(true);
    // A reload starts from what was stored.
    const again = store(false).store;
    expect(again.choice).toBe("dark");
    expect(again.resolved).toBe("dark");
  });

  it("takes an unknown stored value for « Système »", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(store(true).store.choice).toBe("system");
  });

  it("adopts the signed-in account's choice, on sign-in and when the profile comes back", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    const { store: theme } = store(false);
    signInAs("dark");
    expect(theme.choice).toBe("dark");
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    session.setUser({ ...alice, theme: "system" });
    expect(theme.choice).toBe("system");
    expect(isDark()).toBe(false);
  });

  it("applies the account's choice when the page opens signed in", () => {
    signInAs("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(store(false).store.resolved).toBe("dark");
  });

  it("keeps the look on sign-out", () => {
    const { store: theme } = store(false);
    signInAs("dark");
    session.clear();
    expect(theme.choice).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("saves a choice to the signed-in account", async () => {
    const save = vi.fn(async (choice: ThemeChoice) => {
      const user = { ...alice, theme: choice };
      session.setUser(user);
      return user;
    });
    const { store: theme } = store(false, save);
    signInAs("light");
    await theme.choose("system");
    expect(save).toHaveBeenCalledWith("system");
    expect(theme.choice).toBe("system");
    await theme.choose("system");
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("saves nothing for a visitor", async () => {
    const save = vi.fn();
    const { store: theme } = store(false, save);
    await theme.choose("dark");
    expect(save).not.toHaveBeenCalled();
    expect(isDark()).toBe(true);
  });

  it("keeps the choice in this browser when the account refuses it", async () => {
    const { store: theme } = store(false, () => Promise.reject(new Error("offline")));
    signInAs("light");
    await expect(theme.choose("dark")).rejects.toThrow("offline");
    expect(theme.choice).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("keeps a choice the account has not got yet over the account's older one, and sends it again", async () => {
    const first = store(false, () => Promise.reject(new Error("offline"))).store;
    signInAs("light");
    await expect(first.choose("dark")).rejects.toThrow("offline");
    first.destroy();
    // The page reloads, signed in, the account still saying light.
    const save = vi.fn(async (choice: ThemeChoice) => {
      const user = { ...alice, theme: choice };
      session.setUser(user);
      return user;
    });
    const { store: theme } = store(false, save);
    expect(theme.choice).toBe("dark");
    expect(isDark()).toBe(true);
    expect(save).toHaveBeenCalledWith("dark");
    await vi.waitFor(() => expect(localStorage.getItem(THEME_UNSAVED_KEY)).toBeNull());
    expect(session.get().user?.theme).toBe("dark");
    // From then on the account leads again (a choice made on another browser).
    session.setUser({ ...alice, theme: "light" });
    expect(theme.choice).toBe("light");
  });

  it("does not hold a choice meant for another account", async () => {
    const { store: theme } = store(false, () => Promise.reject(new Error("offline")));
    signInAs("light");
    await expect(theme.choose("dark")).rejects.toThrow("offline");
    session.clear();
    session.signIn({ access: "B", refresh: "B" }, { ...alice, id: 8, username: "bruno", theme: "system" });
    expect(theme.choice).toBe("system");
    expect(localStorage.getItem(THEME_UNSAVED_KEY)).toBeNull();
  });

  it("follows a choice made in another tab", () => {
    const { store: theme } = store(false);
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY }));
    expect(theme.choice).toBe("dark");
    expect(isDark()).toBe(true);
  });

  it("stops listening once destroyed", () => {
    const { store: theme, system } = store(false);
    theme.destroy();
    expect(system.listeners.size).toBe(0);
  });
});

describe("public/theme.js (before the first paint)", () => {
  const script = readFileSync(resolve(__dirname, "../../../public/theme.js"), "utf8");
  const run = (systemDark: boolean) => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }));
    new Function(script)();
    vi.unstubAllGlobals();
    return isDark();
  };

  it("follows the system without a choice", () => {
    expect(run(true)).toBe(true);
    expect(html().style.colorScheme).toBe("dark");
    html().classList.remove("dark");
    expect(run(false)).toBe(false);
  });

  it("applies a stored choice whatever the system says", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(run(false)).toBe(true);
    html().classList.remove("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(run(true)).toBe(false);
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    expect(run(true)).toBe(true);
  });
});

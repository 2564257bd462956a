import { createInstance, type i18n as I18n } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { session, type User } from "@/shared/auth/session";
import { alice } from "@/test/signIn";

import { detectLanguage, initialLanguage } from "./detect";
import { resources } from "./index";
import { languageStore, LanguageStore, LANGUAGE_STORAGE_KEY, LANGUAGE_UNSAVED_KEY, type Language } from "./language";

const stores: LanguageStore[] = [];
let i18next: I18n;

function setBrowser(languages: string[]) {
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
}

function store(save: ((language: Language) => Promise<User>) | null = null) {
  const made = new LanguageStore(i18next, save);
  stores.push(made);
  return made;
}

const signInAs = (language: Language) => session.signIn({ access: "A", refresh: "R" }, { ...alice, language });

// The page's own store would answer the same sign-ins and storage (one store per page in the
// product): these tests watch only the ones they make.
beforeAll(() => languageStore.destroy());

beforeEach(async () => {
  i18next = createInstance();
  await i18next.init({ lng: "fr", fallbackLng: "fr", resources, initAsync: false, defaultNS: "common" });
});

afterEach(() => {
  stores.splice(0).forEach((made) => made.destroy());
  setBrowser(["fr-FR", "fr"]);
  document.documentElement.lang = "fr";
});

describe("detectLanguage", () => {
  it.each([
    [["en-US", "en"], "en"],
    [["en-GB"], "en"],
    [["fr-CA", "en-US"], "fr"],
    [["de-DE", "en-US"], "en"],
    [["de-DE", "de"], "fr"],
    [[], "fr"],
  ])("%j reads %s", (languages, expected) => {
    expect(detectLanguage(languages)).toBe(expected);
  });
});

describe("LanguageStore", () => {
  it("opens a fresh English browser in English, a German one in French", () => {
    setBrowser(["en-US", "en"]);
    expect(initialLanguage()).toBe("en");
    const english = store();
    expect(english.language).toBe("en");
    expect(i18next.language).toBe("en");
    expect(i18next.t("nav.login")).toBe("Sign in");
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Relata — Database schema designer");
    english.destroy();

    setBrowser(["de-DE"]);
    const german = store();
    expect(german.language).toBe("fr");
    expect(i18next.t("nav.login")).toBe("Connexion");
    expect(document.documentElement.lang).toBe("fr");
    expect(document.title).toBe("Relata — Concepteur de schémas de base de données");
  });

  it("keeps a visitor's pick in this browser over what the browser asks", async () => {
    setBrowser(["en-US"]);
    const language = store();
    const seen = vi.fn();
    language.subscribe(seen);
    await language.choose("fr");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
    expect(seen).toHaveBeenCalledTimes(1);
    expect(store().language).toBe("fr");
  });

  it("adopts the account's language on sign-in, over this browser's", () => {
    setBrowser(["en-US"]);
    const language = store();
    expect(language.language).toBe("en");
    signInAs("fr");
    expect(language.language).toBe("fr");
    expect(i18next.t("accountMenu.logout")).toBe("Déconnexion");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
  });

  it("saves a signed-in pick to the account", async () => {
    signInAs("fr");
    const save = vi.fn(async (language: Language) => ({ ...alice, language }));
    const language = store(save);
    await language.choose("en");
    expect(save).toHaveBeenCalledWith("en");
    expect(localStorage.getItem(LANGUAGE_UNSAVED_KEY)).toBeNull();
    expect(i18next.t("accountMenu.logout")).toBe("Sign out");
  });

  it("does not save what the account already says", async () => {
    signInAs("en");
    const save = vi.fn(async (language: Language) => ({ ...alice, language }));
    await store(save).choose("en");
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps a pick whose save failed, and sends it again on the next profile fetch", async () => {
    signInAs("fr");
    const save = vi.fn<(language: Language) => Promise<User>>().mockRejectedValueOnce(new Error("503"));
    const language = store(save);
    await expect(language.choose("en")).rejects.toThrow("503");
    expect(language.language).toBe("en");
    expect(localStorage.getItem(LANGUAGE_UNSAVED_KEY)).toBe(String(alice.id));

    // The profile comes back with the account's older language: the pick stays and is sent again.
    save.mockImplementation(async (picked) => ({ ...alice, language: picked }));
    session.setUser({ ...alice, language: "fr" });
    expect(language.language).toBe("en");
    expect(save).toHaveBeenLastCalledWith("en");
    await vi.waitFor(() => expect(localStorage.getItem(LANGUAGE_UNSAVED_KEY)).toBeNull());
  });

  it("follows a pick made in another tab", () => {
    const language = store();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    window.dispatchEvent(new StorageEvent("storage", { key: LANGUAGE_STORAGE_KEY, newValue: "en" }));
    expect(language.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });
});

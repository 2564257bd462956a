import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { session } from "@/shared/auth/session";
import { languageStore } from "@/shared/i18n/language";
import { themeStore } from "@/shared/theme/theme";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { alice, signIn } from "@/test/signIn";

import { RootLayout } from "./RootLayout";

withMockApi();
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  signIn();
  server.use(http.get("*/api/users/me/", () => HttpResponse.json({ user: { ...session.get().user }, current_subscription: null })));
});

const renderLayout = () => renderRoutes([{ element: <RootLayout />, children: [at("/", <p>accueil</p>)] }], "/");

async function openMenu() {
  await userEvent.click(screen.getByRole("button", { name: "Menu du compte" }));
  return within(await screen.findByRole("menu"));
}

describe("the theme in the account menu", () => {
  it("offers Clair, Sombre and Système, the account's choice checked", async () => {
    renderLayout();
    const menu = await openMenu();
    expect(menu.getByText("Thème")).toBeInTheDocument();
    expect(menu.getAllByRole("menuitemradio").map((item) => item.textContent).slice(0, 3)).toEqual(["Clair", "Sombre", "Système"]);
    expect(menu.getByRole("menuitemradio", { name: "Clair" })).toHaveAttribute("aria-checked", "true");
  });

  it("turns the page dark at once and saves Sombre to the account", async () => {
    let sent: unknown = null;
    server.use(http.patch("*/api/users/update_profile/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...alice, theme: "dark" });
    }));
    renderLayout();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "Sombre" }));
    expect(document.documentElement).toHaveClass("dark");
    await waitFor(() => expect(sent).toEqual({ theme: "dark" }));
    await waitFor(() => expect(session.get().user?.theme).toBe("dark"));
    expect(menu.getByRole("menuitemradio", { name: "Sombre" })).toHaveAttribute("aria-checked", "true");
    expect(themeStore.choice).toBe("dark");
  });

  it("says so when the account could not save it, and keeps it in this browser", async () => {
    server.use(http.patch("*/api/users/update_profile/", () => HttpResponse.json({ error: "server", message: "x" }, { status: 503 })));
    renderLayout();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "Sombre" }));
    expect(await screen.findByText("Le thème n'a pas pu être enregistré sur votre compte. Il reste appliqué dans ce navigateur.")).toBeInTheDocument();
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});

describe("the language in the account menu", () => {
  it("offers Français and English after Langue, the account's language checked", async () => {
    renderLayout();
    const menu = await openMenu();
    expect(menu.getByText("Langue")).toBeInTheDocument();
    expect(menu.getAllByRole("menuitemradio").map((item) => item.textContent).slice(3)).toEqual(["Français", "English"]);
    expect(menu.getByRole("menuitemradio", { name: "Français" })).toHaveAttribute("aria-checked", "true");
    expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "false");
  });

  it("turns the interface English at once and saves it to the account", async () => {
    let sent: unknown = null;
    server.use(http.patch("*/api/users/update_profile/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...alice, language: "en" });
    }));
    renderLayout();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "English" }));
    // The open menu itself is re-rendered in English.
    expect(await menu.findByText("Language")).toBeInTheDocument();
    expect(menu.getByText("My account")).toBeInTheDocument();
    expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(sent).toEqual({ language: "en" }));
    await waitFor(() => expect(session.get().user?.language).toBe("en"));
    expect(localStorage.getItem("language")).toBe("en");
    expect(languageStore.language).toBe("en");
  });

  it("says so in English when the account could not save it, and keeps it in this browser", async () => {
    server.use(http.patch("*/api/users/update_profile/", () => HttpResponse.json({ error: "server", message: "x" }, { status: 503 })));
    renderLayout();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "English" }));
    expect(await screen.findByText("The language could not be saved to your account. It stays applied in this browser.")).toBeInTheDocument();
    expect(languageStore.language).toBe("en");
    expect(localStorage.getItem("language")).toBe("en");
    expect(localStorage.getItem("language-unsaved")).toBe(String(alice.id));
  });
});

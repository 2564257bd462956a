import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { session } from "@/shared/auth/session";
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
    expect(menu.getAllByRole("menuitemradio").map((item) => item.textContent)).toEqual(["Clair", "Sombre", "Système"]);
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

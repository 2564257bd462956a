import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { session } from "@/shared/auth/session";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { alice, signIn } from "@/test/signIn";

import { RootLayout } from "./RootLayout";

withMockApi();
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

const renderLayout = () => renderRoutes([{ element: <RootLayout />, children: [at("/", <p>accueil</p>)] }], "/");
const footerSwitch = () => within(within(screen.getByRole("contentinfo")).getByRole("group", { name: /^(Langue|Language)$/ }));

describe("the language switch in the footer", () => {
  it("turns a visitor's page English and keeps the pick in this browser, with no account to save to", async () => {
    let saved = false;
    server.use(http.patch("*/api/users/update_profile/", () => {
      saved = true;
      return HttpResponse.json(alice);
    }));
    renderLayout();
    expect(footerSwitch().getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(footerSwitch().getByRole("button", { name: "English" }));
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 Relata. All rights reserved.");
    expect(footerSwitch().getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("language")).toBe("en");
    expect(saved).toBe(false);

    await userEvent.click(footerSwitch().getByRole("button", { name: "Français" }));
    expect(screen.getByRole("link", { name: "Connexion" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("fr");
  });

  it("saves a signed-in user's pick to the account, as the account menu does", async () => {
    signIn();
    let sent: unknown = null;
    server.use(
      http.get("*/api/users/me/", () => HttpResponse.json({ user: { ...session.get().user }, current_subscription: null })),
      http.patch("*/api/users/update_profile/", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...alice, language: "en" });
      }),
    );
    renderLayout();
    await userEvent.click(footerSwitch().getByRole("button", { name: "English" }));
    await waitFor(() => expect(sent).toEqual({ language: "en" }));
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
  });
});

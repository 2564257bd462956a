import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { routes } from "@/app/router";
import { session } from "@/shared/auth/session";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { alice, signIn } from "@/test/signIn";

import { RootLayout } from "./RootLayout";

withMockApi();
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

const PAGES = ["/", "/login", "/pricing", "/projects", "/contact", "/docs", "/blog", "/help", "/my-account", "/projects/my-diagrams"];

/** The global layout around one stub page per address, so each navigation is visible. */
function renderLayout(path = "/") {
  return renderRoutes([{ element: <RootLayout />, children: PAGES.map((page) => at(page, <p>page {page}</p>)) }], path);
}

async function menuItems(trigger: string) {
  await userEvent.click(screen.getByRole("button", { name: trigger }));
  return within(await screen.findByRole("menu")).getAllByRole("menuitem").map((item) => item.textContent);
}

describe("the header signed out (spec 000 §2 global layout)", () => {
  it("shows Fonctionnalités, Tarifs, Workspace, Ressources and Connexion; the footer says © 2025", () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Accueil" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Fonctionnalités", "Tarifs", "Workspace"]);
    expect(within(nav).getByRole("button", { name: "Ressources" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Menu du compte" })).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 Relata. Tous droits réservés.");
  });

  it("opens Contact, Documentation and Blog from the Ressources dropdown", async () => {
    const { router } = renderLayout();
    expect(await menuItems("Ressources")).toEqual(["Contact", "Documentation", "Blog"]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Documentation" }));
    expect(await screen.findByText("page /docs")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/docs");
  });

  it("keeps every link reachable on a small screen through Ouvrir le menu", async () => {
    const { router } = renderLayout("/login");
    expect(await menuItems("Ouvrir le menu")).toEqual(["Fonctionnalités", "Tarifs", "Workspace", "Contact", "Documentation", "Blog"]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Tarifs" }));
    expect(await screen.findByText("page /pricing")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/pricing");
  });
});

describe("the account dropdown signed in (spec 000 §2)", () => {
  function signInAlice() {
    signIn({ ...alice, username: "alice martin" });
    server.use(http.get("*/api/users/me/", () => HttpResponse.json({ user: { ...session.get().user }, current_subscription: null })));
  }

  it("shows two initials, the name and email, and the four entries instead of Connexion", async () => {
    signInAlice();
    renderLayout();
    const trigger = screen.getByRole("button", { name: "Menu du compte" });
    expect(trigger).toHaveTextContent(/^AM$/);
    expect(screen.queryByRole("link", { name: "Connexion" })).not.toBeInTheDocument();
    expect(await menuItems("Menu du compte")).toEqual(["Mon compte", "Mes diagrammes", "Aide & Support", "Déconnexion"]);
    const menu = screen.getByRole("menu");
    expect(menu).toHaveTextContent("alice martin");
    expect(menu).toHaveTextContent("alice@example.com");
  });

  it.each([
    ["Mon compte", "/my-account"],
    ["Mes diagrammes", "/projects/my-diagrams"],
    ["Aide & Support", "/help"],
  ])("opens %s at %s", async (entry, path) => {
    signInAlice();
    const { router } = renderLayout();
    await menuItems("Menu du compte");
    await userEvent.click(screen.getByRole("menuitem", { name: entry }));
    expect(await screen.findByText(`page ${path}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it("logs out to /login and forgets the session", async () => {
    signInAlice();
    let revoked = 0;
    server.use(http.post("*/api/auth/logout/", () => {
      revoked += 1;
      return new HttpResponse(null, { status: 204 });
    }));
    const { router } = renderLayout("/pricing");
    await menuItems("Menu du compte");
    await userEvent.click(screen.getByRole("menuitem", { name: "Déconnexion" }));
    expect(await screen.findByText("page /login")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(revoked).toBe(1);
    expect(session.get().access).toBeNull();
    await waitFor(() => expect(screen.getByRole("link", { name: "Connexion" })).toBeInTheDocument());
  });
});

describe("/diagram/{id} (spec 000 §2, other navigation targets)", () => {
  it("opens the diagram at /projects/{id}", async () => {
    const alias = routes().find((route) => route.path === "/diagram/:projectId");
    expect(alias).toBeDefined();
    const { router } = renderRoutes([alias!, at("/projects/:projectId", <p>designer</p>)], "/diagram/42?v=3");
    expect(await screen.findByText("designer")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/projects/42");
    expect(router.state.location.search).toBe("?v=3");
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { routes } from "@/app/router";
import { renderRoutes } from "@/test/render";
import { withMockApi } from "@/test/server";

import { freePlan, proPlan, servePackages } from "../test/fixtures";

withMockApi();

describe("pricing and checkout in the app", () => {
  it("reaches /pricing from the header's Tarifs link, between Fonctionnalités and Workspace, signed out", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    servePackages([freePlan, proPlan]);
    const { router } = renderRoutes(routes(), "/contact");
    const nav = screen.getByRole("navigation", { name: "Accueil" });
    const labels = within(nav).getAllByRole("link").map((link) => link.textContent);
    expect(labels.slice(0, 3)).toEqual(["Fonctionnalités", "Tarifs", "Workspace"]);

    await userEvent.click(within(nav).getByRole("link", { name: "Tarifs" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Choisissez votre plan" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/pricing");
    expect(await screen.findByRole("article", { name: "Pro" })).toBeInTheDocument();
  });

  it("asks a signed-out visitor to sign in before checkout", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { router } = renderRoutes(routes(), "/checkout/2?billing=annual");
    await screen.findByRole("button", { name: "Se connecter" });
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/checkout/2?billing=annual");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { freePlan, plain, proPlan, servePackages, signInAs, subscriptionOn, teamPlan } from "../test/fixtures";
import { PricingPage } from "./PricingPage";

withMockApi();

function renderPricing() {
  return renderRoutes(
    [
      at("/pricing", <PricingPage />),
      at("/checkout/:packageId", <p>checkout</p>),
      at("/register", <p>register</p>),
      at("/projects", <p>projects</p>),
      at("/contact", <p>contact</p>),
    ],
    "/pricing",
  );
}

const card = (name: string) => screen.getByRole("article", { name });

describe("the pricing page (spec 000 §2 Pricing)", () => {
  it("shows one card per package in display order, monthly by default, with badges, icons and buttons", async () => {
    servePackages([teamPlan, freePlan, proPlan]);
    renderPricing();
    expect(screen.getByRole("heading", { level: 1, name: "Choisissez votre plan" })).toBeInTheDocument();
    await screen.findByRole("article", { name: "Pro" });

    expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-labelledby")))
      .toEqual(["package-1", "package-2", "package-3"]);
    expect(screen.getByRole("radio", { name: "Mensuel" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("radio", { name: /Annuel/ })).toHaveTextContent("-20%");

    expect(within(card("Pro")).getByText("Populaire")).toBeInTheDocument();
    expect(screen.getAllByText("Populaire")).toHaveLength(1);
    expect(screen.queryByText("Plan Actuel")).not.toBeInTheDocument();

    expect(card("Free").querySelector("[data-icon]")).toHaveAttribute("data-icon", "generic");
    expect(card("Pro").querySelector("[data-icon]")).toHaveAttribute("data-icon", "individual");
    expect(card("Team").querySelector("[data-icon]")).toHaveAttribute("data-icon", "team");

    expect(plain(card("Pro").textContent)).toContain("9,99 $US / mois");
    expect(plain(card("Team").textContent)).toContain("1 200,00 $US / mois");
    expect(screen.queryByText(/Économisez/)).not.toBeInTheDocument();

    expect(within(card("Free")).getByRole("link", { name: "Commencer" })).toHaveAttribute("href", "/register");
    expect(within(card("Pro")).getByRole("link", { name: "Choisir ce plan" })).toHaveAttribute("href", "/checkout/2?billing=monthly");
    expect(within(card("Team")).getByRole("link", { name: "Choisir ce plan" })).toHaveAttribute("href", "/checkout/3?billing=monthly");
  });

  it("switches to annual prices, shows Économisez only where the plan saves, and carries the cycle to checkout", async () => {
    servePackages([freePlan, proPlan, teamPlan]);
    const { router } = renderPricing();
    await screen.findByRole("article", { name: "Pro" });
    await userEvent.click(screen.getByRole("radio", { name: /Annuel/ }));

    expect(screen.getByRole("radio", { name: /Annuel/ })).toHaveAttribute("aria-checked", "true");
    expect(plain(card("Pro").textContent)).toContain("95,90 $US / an");
    expect(plain(within(card("Pro")).getByText(/Économisez/).textContent)).toBe("Économisez 23,98 $US");
    expect(within(card("Team")).queryByText(/Économisez/)).not.toBeInTheDocument();
    expect(within(card("Free")).queryByText(/Économisez/)).not.toBeInTheDocument();

    await userEvent.click(within(card("Pro")).getByRole("link", { name: "Choisir ce plan" }));
    await screen.findByText("checkout");
    expect(router.state.location.pathname).toBe("/checkout/2");
    expect(router.state.location.search).toBe("?billing=annual");
  });

  it("derives the feature list from the limits: unlimited wording, no collaboration line at 0 members", async () => {
    servePackages([freePlan, proPlan, teamPlan]);
    renderPricing();
    await screen.findByRole("article", { name: "Pro" });

    expect(within(card("Free")).getByText("3 diagrammes")).toBeInTheDocument();
    expect(within(card("Free")).getByText("10 tables par diagramme")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Diagrammes illimités")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Tables illimitées par diagramme")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText(/Collaboration/)).not.toBeInTheDocument();
    expect(within(card("Free")).queryByText(/Collaboration/)).not.toBeInTheDocument();
    expect(within(card("Team")).getByText("Collaboration en équipe (jusqu'à 10 membres)")).toBeInTheDocument();
    expect(within(card("Team")).getByText("Support prioritaire")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText("Support prioritaire")).not.toBeInTheDocument();
  });

  it("marks the signed-in user's plan and disables its button; the free plan then leads to /projects", async () => {
    servePackages([freePlan, proPlan, teamPlan]);
    signInAs(subscriptionOn(proPlan, { billing_cycle: "monthly" }));
    renderPricing();
    await waitFor(() => expect(within(card("Pro")).getByText("Plan Actuel")).toBeInTheDocument());
    expect(screen.getAllByText("Plan Actuel")).toHaveLength(1);
    expect(within(card("Pro")).getByRole("button", { name: "Plan actuel" })).toBeDisabled();
    expect(within(card("Pro")).queryByRole("link", { name: "Choisir ce plan" })).not.toBeInTheDocument();
    expect(within(card("Free")).getByRole("link", { name: "Commencer" })).toHaveAttribute("href", "/projects");

    // The same plan on its other cycle can be chosen: that is how a cycle is switched.
    await userEvent.click(screen.getByRole("radio", { name: /Annuel/ }));
    expect(within(card("Pro")).getByText("Plan Actuel")).toBeInTheDocument();
    expect(within(card("Pro")).getByRole("link", { name: "Choisir ce plan" })).toHaveAttribute("href", "/checkout/2?billing=annual");
  });

  it("keeps Plan actuel on a current free plan on both cycles", async () => {
    servePackages([freePlan, proPlan]);
    signInAs(subscriptionOn(freePlan));
    renderPricing();
    await waitFor(() => expect(within(card("Free")).getByRole("button", { name: "Plan actuel" })).toBeDisabled());
    await userEvent.click(screen.getByRole("radio", { name: /Annuel/ }));
    expect(within(card("Free")).getByRole("button", { name: "Plan actuel" })).toBeDisabled();
    expect(within(card("Free")).queryByRole("link", { name: "Commencer" })).not.toBeInTheDocument();
  });

  it("opens a detailed comparison: -1 reads Illimité, a team-members limit of 0 a dash", async () => {
    servePackages([freePlan, proPlan, teamPlan]);
    renderPricing();
    await screen.findByRole("article", { name: "Pro" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Voir la comparaison détaillée" }));
    const table = screen.getByRole("table", { name: "Comparaison détaillée des plans" });
    const row = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr")!).getAllByRole("cell").map((cell) => cell.textContent);

    expect(row("Diagrammes")).toEqual(["3", "Illimité", "Illimité"]);
    expect(row("Tables par diagramme")).toEqual(["10", "Illimité", "Illimité"]);
    expect(row("Membres d'équipe")).toEqual(["—", "—", "10"]);
    expect(row("Versions par diagramme")).toEqual(["0", "50", "Illimité"]);
    expect(row("Imports SQL par mois")).toEqual(["0", "20", "Illimité"]);
    expect(row("Support prioritaire")).toEqual(["Non", "Non", "Oui"]);

    await userEvent.click(screen.getByRole("button", { name: "Masquer la comparaison détaillée" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("only logs a failed load: no message, the contact block still leads to /contact", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.get("*/api/packages/", () => HttpResponse.json({ error: "oops", message: "boom" }, { status: 500 })));
    renderPricing();
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Pricing load failed", expect.anything()));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
    logged.mockRestore();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { RequireAuth } from "@/app/guards";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { freePlan, plain, profile, proPlan, servePackages, signInAs, subscriptionOn, teamPlan } from "../test/fixtures";
import { CheckoutPage } from "./CheckoutPage";

withMockApi();

function renderCheckout(path: string) {
  return renderRoutes(
    [
      at("/checkout/:packageId", <RequireAuth><CheckoutPage /></RequireAuth>),
      at("/login", <p>login</p>),
      at("/my-account", <p>account</p>),
      at("/pricing", <p>pricing</p>),
    ],
    path,
  );
}

describe("the checkout page", () => {
  it("sends a signed-out visitor to /login with the full path to come back to", async () => {
    servePackages([freePlan, proPlan]);
    const { router } = renderCheckout("/checkout/2?billing=annual");
    await screen.findByText("login");
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/checkout/2?billing=annual")}`);
  });

  it("summarises the plan and cycle, warns about test mode before paying, then subscribes and goes to My account", async () => {
    servePackages([freePlan, proPlan, teamPlan]);
    signInAs(subscriptionOn(freePlan));
    let body: unknown = null;
    server.use(http.post("*/api/subscriptions/checkout/", async ({ request }) => {
      body = await request.json();
      await delay(30);
      return HttpResponse.json({ subscription: subscriptionOn(proPlan, { billing_cycle: "annual" }), test_mode: true }, { status: 201 });
    }));
    const { router, client } = renderCheckout("/checkout/2?billing=annual");
    await screen.findByText("Récapitulatif");

    expect(screen.getByRole("note", { name: "Mode test" })).toHaveTextContent("aucune carte n'est débitée");
    expect(plain(document.body.textContent)).toContain("95,90 $US / an");
    expect(plain(screen.getByText(/Économisez/).textContent)).toBe("Économisez 23,98 $US");
    expect(screen.getByText("Annuel")).toBeInTheDocument();
    expect(screen.getAllByText("Pro").length).toBeGreaterThan(0);

    client.setQueryData(["users", "me"], { user: profile, current_subscription: subscriptionOn(freePlan) });
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'abonnement" }));
    expect(await screen.findByRole("button", { name: "Confirmation..." })).toBeDisabled();

    expect(await screen.findByText("Votre abonnement Pro est actif (mode test : aucun paiement réel).")).toBeInTheDocument();
    await screen.findByText("account");
    expect(router.state.location.pathname).toBe("/my-account");
    expect(body).toEqual({ package_id: 2, billing_cycle: "annual" });
    expect(client.getQueryState(["users", "me"])?.isInvalidated).toBe(true);
  });

  it("reads an unknown billing value as monthly", async () => {
    servePackages([proPlan]);
    signInAs(subscriptionOn(freePlan));
    let body: unknown = null;
    server.use(http.post("*/api/subscriptions/checkout/", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ subscription: subscriptionOn(proPlan), test_mode: false }, { status: 201 });
    }));
    renderCheckout("/checkout/2?billing=weekly");
    await screen.findByText("Récapitulatif");
    expect(screen.getByText("Mensuel")).toBeInTheDocument();
    expect(plain(document.body.textContent)).toContain("9,99 $US / mois");
    expect(screen.queryByText(/Économisez/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'abonnement" }));
    expect(await screen.findByText("Votre abonnement Pro est actif.")).toBeInTheDocument();
    expect(body).toEqual({ package_id: 2, billing_cycle: "monthly" });
  });

  it("shows the server's message when the checkout is refused, and stays on the page", async () => {
    servePackages([proPlan]);
    signInAs(subscriptionOn(proPlan));
    server.use(http.post("*/api/subscriptions/checkout/", () =>
      HttpResponse.json({ error: "already_subscribed", message: "Vous êtes déjà abonné à ce plan." }, { status: 400 })));
    const { router } = renderCheckout("/checkout/2?billing=monthly");
    await userEvent.click(await screen.findByRole("button", { name: "Confirmer l'abonnement" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Vous êtes déjà abonné à ce plan.");
    expect(router.state.location.pathname).toBe("/checkout/2");
    expect(screen.getByRole("button", { name: "Confirmer l'abonnement" })).toBeEnabled();
  });

  it("falls back to its own message when the server sends none", async () => {
    servePackages([proPlan]);
    signInAs(subscriptionOn(freePlan));
    server.use(http.post("*/api/subscriptions/checkout/", () => new HttpResponse(null, { status: 502 })));
    renderCheckout("/checkout/2");
    await userEvent.click(await screen.findByRole("button", { name: "Confirmer l'abonnement" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors de la souscription");
  });

  it("says so when the plan does not exist, with no way to pay", async () => {
    servePackages([freePlan, proPlan]);
    signInAs(subscriptionOn(freePlan));
    renderCheckout("/checkout/99?billing=monthly");
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce plan n'existe pas.");
    expect(screen.queryByRole("button", { name: "Confirmer l'abonnement" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("link", { name: /Retour aux tarifs/ })[0]).toHaveAttribute("href", "/pricing"));
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { MyAccountPage } from "@/features/account/routes/MyAccountPage";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { freePlan, profile, proPlan, signInAs, subscriptionOn, teamPlan } from "../test/fixtures";
import type { Profile, Subscription } from "../types";

withMockApi();

/** My account against a server whose current subscription the test can change. */
function renderAccount(subscription: Subscription | null, user: Profile = profile) {
  const state = { subscription, meCalls: 0 };
  signInAs(subscriptionOn(freePlan));
  server.use(http.get("*/api/users/me/", () => {
    state.meCalls += 1;
    return HttpResponse.json({ user, current_subscription: state.subscription });
  }));
  const utils = renderRoutes([at("/my-account", <MyAccountPage />), at("/pricing", <p>pricing</p>)], "/my-account");
  return { ...utils, state };
}

const card = () => screen.getByRole("region", { name: "Abonnement" });

describe("the subscription card on My account (spec 000 §2, §4, §8)", () => {
  it("sits between the profile card and the password card", async () => {
    renderAccount(subscriptionOn(proPlan));
    await screen.findByRole("heading", { name: "Abonnement" });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf("Abonnement")).toBe(headings.indexOf("Profil") + 1);
    expect(headings.indexOf("Mot de passe")).toBe(headings.indexOf("Abonnement") + 1);
  });

  it("shows a paid plan: status, cycle, French dates, days left, renewal, usage and the cancel button only", async () => {
    renderAccount(subscriptionOn(proPlan));
    await screen.findByText("Pro");
    const view = within(card());
    expect(view.getByText("Actif")).toBeInTheDocument();
    expect(view.getByText("Mensuel")).toBeInTheDocument();
    expect(view.getByText("12 janvier 2026")).toBeInTheDocument();
    expect(view.getByText("12 février 2026")).toBeInTheDocument();
    expect(view.getByText("12 jours")).toBeInTheDocument();
    expect(view.getByText("Activé")).toBeInTheDocument();

    const diagrams = view.getByRole("progressbar", { name: "Diagrammes" });
    expect(diagrams).toHaveAttribute("aria-valuenow", "67");
    expect(diagrams).toHaveAttribute("data-warning", "false");
    expect(view.getByText("2 / 3")).toBeInTheDocument();

    expect(view.getByRole("button", { name: "Annuler l'abonnement" })).toBeInTheDocument();
    expect(view.queryByRole("button", { name: "Réactiver le renouvellement" })).not.toBeInTheDocument();
    expect(view.getByRole("link", { name: "Changer de plan" })).toHaveAttribute("href", "/pricing");
  });

  it("hides the dates (not the cycle nor the renewal) and both buttons on the free plan, and warns when usage is above 80%", async () => {
    renderAccount(subscriptionOn(freePlan), { ...profile, diagrams_count: 3, diagrams_limit: 3 });
    await screen.findByText("Free");
    const view = within(card());
    expect(view.queryByText("Début")).not.toBeInTheDocument();
    expect(view.queryByText("Fin")).not.toBeInTheDocument();
    expect(view.queryByText(/janvier/)).not.toBeInTheDocument();
    // Only the dates are hidden: the cycle and the renewal still show (spec 000 §2).
    expect(view.getByText("Facturation").nextSibling).toHaveTextContent("Mensuel");
    expect(view.getByText("Renouvellement automatique").nextSibling).toHaveTextContent("Désactivé");
    expect(view.queryByText("Temps restant")).not.toBeInTheDocument();
    expect(view.queryByRole("button", { name: "Annuler l'abonnement" })).not.toBeInTheDocument();
    expect(view.queryByRole("button", { name: "Réactiver le renouvellement" })).not.toBeInTheDocument();
    const diagrams = view.getByRole("progressbar", { name: "Diagrammes" });
    expect(diagrams).toHaveAttribute("aria-valuenow", "100");
    expect(diagrams).toHaveAttribute("data-warning", "true");
    expect(view.getByText("Membres d'équipe").nextSibling).toHaveTextContent("—");
  });

  it("shows an unlimited plan's bar empty with Illimité", async () => {
    renderAccount(subscriptionOn(teamPlan), { ...profile, diagrams_count: 40, diagrams_limit: -1 });
    await screen.findByText("Team");
    const view = within(card());
    expect(view.getByRole("progressbar", { name: "Diagrammes" })).toHaveAttribute("aria-valuenow", "0");
    expect(view.getByText("40 / Illimité")).toBeInTheDocument();
    expect(view.getByText("Membres d'équipe").nextSibling).toHaveTextContent("10");
  });

  it("asks before canceling; Conserver keeps it and sends nothing", async () => {
    let canceled = 0;
    server.use(http.post("*/api/subscriptions/:id/cancel/", () => {
      canceled += 1;
      return HttpResponse.json(subscriptionOn(proPlan, { status: "canceled", auto_renew: false }));
    }));
    renderAccount(subscriptionOn(proPlan));
    await userEvent.click(await screen.findByRole("button", { name: "Annuler l'abonnement" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler l'abonnement ?" });
    expect(dialog).toHaveTextContent("restera actif jusqu'à la fin de la période");
    expect(within(dialog).getByRole("button", { name: "Annuler l'abonnement" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Conserver" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(canceled).toBe(0);
  });

  it("cancels on confirmation, says it stays active until the period ends, and reloads the profile", async () => {
    let path = "";
    const { state } = renderAccount(subscriptionOn(proPlan));
    server.use(http.post("*/api/subscriptions/:id/cancel/", ({ request }) => {
      path = new URL(request.url).pathname;
      state.subscription = subscriptionOn(proPlan, { status: "canceled", auto_renew: false });
      return HttpResponse.json(state.subscription);
    }));
    await userEvent.click(await screen.findByRole("button", { name: "Annuler l'abonnement" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler l'abonnement ?" });
    const callsBefore = state.meCalls;
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'abonnement" }));

    expect(await screen.findByText("Abonnement annulé. Il restera actif jusqu'à la fin de la période.")).toBeInTheDocument();
    expect(path).toBe("/api/subscriptions/40/cancel/");
    await waitFor(() => expect(within(card()).getByText("Annulé")).toBeInTheDocument());
    expect(state.meCalls).toBeGreaterThan(callsBefore);
    expect(within(card()).queryByRole("button", { name: "Annuler l'abonnement" })).not.toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Réactiver le renouvellement" })).toBeInTheDocument();
    expect(within(card()).getByText("Désactivé")).toBeInTheDocument();
  });

  it("says so when canceling fails", async () => {
    server.use(http.post("*/api/subscriptions/:id/cancel/", () =>
      HttpResponse.json({ error: "already_canceled", message: "Cet abonnement est déjà annulé." }, { status: 400 })));
    renderAccount(subscriptionOn(proPlan));
    await userEvent.click(await screen.findByRole("button", { name: "Annuler l'abonnement" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler l'abonnement ?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler l'abonnement" }));
    expect(await screen.findByText("Erreur lors de l'annulation de l'abonnement")).toBeInTheDocument();
    expect(within(card()).getByText("Actif")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Annuler l'abonnement" })).toBeEnabled();
  });

  it("renews a canceled subscription without asking, then shows it active again", async () => {
    let path = "";
    const { state } = renderAccount(subscriptionOn(proPlan, { status: "canceled", auto_renew: false }));
    server.use(http.post("*/api/subscriptions/:id/renew/", ({ request }) => {
      path = new URL(request.url).pathname;
      state.subscription = subscriptionOn(proPlan);
      return HttpResponse.json(state.subscription);
    }));
    await screen.findByText("Annulé");
    expect(within(card()).queryByRole("button", { name: "Annuler l'abonnement" })).not.toBeInTheDocument();
    await userEvent.click(within(card()).getByRole("button", { name: "Réactiver le renouvellement" }));

    expect(await screen.findByText("Renouvellement automatique réactivé")).toBeInTheDocument();
    expect(path).toBe("/api/subscriptions/40/renew/");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(within(card()).getByText("Actif")).toBeInTheDocument());
    expect(within(card()).getByRole("button", { name: "Annuler l'abonnement" })).toBeInTheDocument();
  });

  it("says so when renewing fails", async () => {
    server.use(http.post("*/api/subscriptions/:id/renew/", () =>
      HttpResponse.json({ error: "expired", message: "Cet abonnement a expiré." }, { status: 400 })));
    renderAccount(subscriptionOn(proPlan, { auto_renew: false }));
    await userEvent.click(await screen.findByRole("button", { name: "Réactiver le renouvellement" }));
    expect(await screen.findByText("Erreur lors de la réactivation")).toBeInTheDocument();
  });

  it("shows Aucun abonnement actif with a way to the plans when there is no subscription", async () => {
    const { router } = renderAccount(null);
    expect(await screen.findByText("Aucun abonnement actif")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Voir les plans" }));
    await screen.findByText("pricing");
    expect(router.state.location.pathname).toBe("/pricing");
  });
});

/**
 * The dead ends a newcomer met in the workspace (issue 15): a private link opened signed out,
 * a new diagram left behind a count, quota refusals without a word or a way to the plans, and
 * team diagrams shown with « 0 collaborateur ».
 */
import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { loginThroughForm } from "../support/accounts";
import { createDiagramViaApi, signIn, subscribeViaApi } from "../support/api";
import { person } from "../support/people";

const diagramName = (page: Page) => page.getByRole("textbox", { name: "Nom du diagramme" });

test("a private diagram's link asks a visitor to sign in, then opens the diagram", async ({ browser, request }) => {
  const alice = await person(request, "alice");
  const bob = await person(request, "bob");
  const diagram = await createDiagramViaApi(request, alice.headers, "Plan privé");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/projects/${diagram.id}`);
  await expect(visitor.getByRole("heading", { name: "Diagramme introuvable" })).toBeVisible();
  await visitor.getByRole("link", { name: "Se connecter" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?redirect=%2Fprojects%2F${diagram.id}$`));
  await loginThroughForm(visitor, alice.username);
  await expect(visitor).toHaveURL(new RegExp(`/projects/${diagram.id}$`));
  await expect(diagramName(visitor)).toHaveValue("Plan privé");

  await test.step("a lapsed session is asked to sign in again, and comes back", async () => {
    await visitor.evaluate(() => {
      localStorage.setItem("access", "expired");
      localStorage.setItem("refresh", "expired");
    });
    await visitor.goto(`/projects/${diagram.id}`);
    await visitor.getByRole("link", { name: "Se connecter" }).click();
    await loginThroughForm(visitor, alice.username);
    await expect(visitor).toHaveURL(new RegExp(`/projects/${diagram.id}$`));
    await expect(diagramName(visitor)).toHaveValue("Plan privé");
  });

  await test.step("a signed-in user without access still finds nothing, and is not asked to sign in", async () => {
    const stranger = await (await browser.newContext()).newPage();
    await signIn(stranger, bob.username);
    await stranger.goto(`/projects/${diagram.id}`);
    await expect(stranger.getByRole("heading", { name: "Diagramme introuvable" })).toBeVisible();
    await expect(stranger.getByText("Ce diagramme n'existe pas, ou vous n'y avez pas accès.")).toBeVisible();
    await expect(stranger.getByRole("link", { name: "Se connecter" })).toHaveCount(0);
  });
});

test("a diagram created from the workspace opens in the editor", async ({ page, request }) => {
  const alice = await person(request, "alice");
  await signIn(page, alice.username);
  await page.getByRole("button", { name: "Nouveau Diagramme" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau Diagramme" });
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Premier schéma");
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(diagramName(page)).toHaveValue("Premier schéma");
});

test("quota refusals say why and lead to the plans", async ({ page, request }) => {
  const carla = await person(request, "carla");
  for (const n of [1, 2, 3]) await createDiagramViaApi(request, carla.headers, `Schéma ${n}`);
  const team = await request.post("/api/teams/", { headers: carla.headers, data: { name: "Solo" } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: number }).id;
  await signIn(page, carla.username);

  await test.step("Dupliquer at the diagram limit says why, and offers the plans", async () => {
    await page.goto("/projects/my-diagrams");
    await page.getByRole("button", { name: "Actions pour Schéma 1", exact: true }).click();
    await page.getByRole("menuitem", { name: "Dupliquer", exact: true }).click();
    // The server's own message (its wording belongs to web/billing/messages.py).
    const refusal = page.locator("[data-sonner-toast]").filter({ hasText: /limite de 3 diagramme/ });
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "Voir les plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  await test.step("the free plan's team says before any try that it allows no member", async () => {
    await page.goto(`/projects/team/${teamId}`);
    await page.getByRole("tab", { name: "Membres" }).click();
    const note = page.getByRole("note", { name: "Membres" });
    await expect(note).toContainText("Votre offre ne permet pas d'ajouter de membres à une équipe.");
    await expect(page.getByRole("button", { name: "Ajouter un membre" })).toBeDisabled();
    await note.getByRole("link", { name: "Voir les plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test("a team diagram counts the team's members as its collaborators", async ({ page, request }) => {
  const alice = await person(request, "alice");
  const bob = await person(request, "bob");
  const headers = await subscribeViaApi(request, alice.username, "Équipe");
  const team = await request.post("/api/teams/", { headers, data: { name: "Produit" } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { id: number }).id;
  const added = await request.post(`/api/teams/${teamId}/add_member/`, { headers, data: { user_id: bob.id, role: "member" } });
  expect(added.status()).toBe(201);
  const created = await request.post("/api/projects/", { headers, data: { name: "Commandes", visibility: "team", team: teamId } });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, alice.username);
  await page.goto("/projects/my-diagrams");
  await expect(page.getByRole("article", { name: "Commandes", exact: true })).toContainText("1 collaborateur");
});

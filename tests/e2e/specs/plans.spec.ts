import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, createDiagramViaApi, signIn } from "../support/api";

const QUOTA_MESSAGE =
  "Vous avez atteint la limite de 3 diagrammes de votre plan. Passez à un plan supérieur pour en créer davantage.";

async function createDiagramThroughDialog(page: Page, name: string) {
  await page.getByRole("button", { name: "Nouveau Diagramme" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau Diagramme" });
  await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Créer", exact: true }).click();
  return dialog;
}

test("a free user at the diagram quota subscribes to Pro, cancels and renews", async ({ page, request }) => {
  const username = uniqueName("carla");
  await registerViaApi(request, username);
  const headers = await authHeaders(request, username);
  for (const n of [1, 2, 3]) await createDiagramViaApi(request, headers, `Schéma ${n}`);
  await signIn(page, username);
  await expect(page.getByRole("link", { name: /Mes Diagrammes/ })).toContainText("3 diagrammes");

  await test.step("the fourth diagram is refused with the server's quota message", async () => {
    const dialog = await createDiagramThroughDialog(page, "Schéma 4");
    const error = dialog.getByRole("alert");
    await expect(error).toContainText(QUOTA_MESSAGE);
    await expect(dialog).toBeVisible();
    await error.getByRole("link", { name: "Voir les plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  await test.step("the pricing page shows the plans, the cycles and the current one", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Choisissez votre plan" })).toBeVisible();
    const cycles = page.getByRole("radiogroup", { name: "Période de facturation" });
    await expect(cycles.getByRole("radio", { name: "Mensuel" })).toBeChecked();
    await expect(cycles.getByRole("radio", { name: "Annuel -20%" })).not.toBeChecked();

    const free = page.getByRole("article", { name: "Gratuit" });
    const pro = page.getByRole("article", { name: "Pro" });
    const team = page.getByRole("article", { name: "Équipe" });
    await expect(free.getByText("Plan Actuel", { exact: true })).toBeVisible();
    await expect(free.getByRole("button", { name: "Plan actuel" })).toBeDisabled();
    await expect(pro.getByText("Plan Actuel", { exact: true })).toHaveCount(0);
    await expect(pro.getByText("Populaire", { exact: true })).toBeVisible();
    await expect(pro).toContainText("9,99 $US / mois");
    await expect(team).toContainText("24,99 $US / mois");

    await cycles.getByRole("radio", { name: "Annuel -20%" }).click();
    await expect(cycles.getByRole("radio", { name: "Annuel -20%" })).toBeChecked();
    await expect(pro).toContainText("95,90 $US / an");
    await expect(pro.getByText(/^Économisez /)).toBeVisible();
    await expect(pro.getByRole("link", { name: "Choisir ce plan" })).toHaveAttribute("href", /\/checkout\/\d+\?billing=annual$/);

    await cycles.getByRole("radio", { name: "Mensuel" }).click();
    await expect(pro.getByText(/^Économisez /)).toHaveCount(0);
    await pro.getByRole("link", { name: "Choisir ce plan" }).click();
    await expect(page).toHaveURL(/\/checkout\/\d+\?billing=monthly$/);
  });

  await test.step("checkout in test mode lands on My account with the subscription", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Finaliser votre abonnement" })).toBeVisible();
    const notice = page.getByRole("note", { name: "Mode test" });
    await expect(notice).toContainText("Le paiement est simulé : l'abonnement est activé immédiatement et aucune carte n'est débitée.");
    await expect(page.getByRole("definition")).toHaveText(["Pro", "Mensuel", /^9,99\s\$US \/ mois$/]);
    await page.getByRole("button", { name: "Confirmer l'abonnement" }).click();
    await expect(page.getByText("Votre abonnement Pro est actif (mode test : aucun paiement réel).")).toBeVisible();
    await expect(page).toHaveURL(/\/my-account$/);

    const card = page.getByRole("region", { name: "Abonnement" });
    await expect(card.getByText("Pro", { exact: true })).toBeVisible();
    await expect(card.getByText("Actif", { exact: true })).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "Diagrammes" })).toHaveAttribute("aria-valuetext", "3 / 50");
  });

  await test.step("the fourth diagram can now be created", async () => {
    await page.goto("/projects");
    await createDiagramThroughDialog(page, "Schéma 4");
    // The new diagram opens in the editor.
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole("textbox", { name: "Nom du diagramme" })).toHaveValue("Schéma 4");
    await page.goto("/projects");
    await expect(page.getByRole("link", { name: /Mes Diagrammes/ })).toContainText("4 diagrammes");
  });

  await test.step("the user cancels, keeps the plan until the period ends, then renews", async () => {
    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: "Mon compte" }).click();
    const card = page.getByRole("region", { name: "Abonnement" });
    await expect(card.getByRole("progressbar", { name: "Diagrammes" })).toHaveAttribute("aria-valuetext", "4 / 50");

    // Conserver leaves everything as it was.
    await card.getByRole("button", { name: "Annuler l'abonnement" }).click();
    const modal = page.getByRole("dialog", { name: "Annuler l'abonnement ?" });
    await expect(modal).toContainText("Votre abonnement restera actif jusqu'à la fin de la période en cours, puis ne sera pas renouvelé.");
    await modal.getByRole("button", { name: "Conserver" }).click();
    await expect(modal).toBeHidden();
    await expect(card.getByText("Actif", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Annuler l'abonnement" }).click();
    await modal.getByRole("button", { name: "Annuler l'abonnement" }).click();
    await expect(page.getByText("Abonnement annulé. Il restera actif jusqu'à la fin de la période.")).toBeVisible();
    await expect(card.getByText("Annulé", { exact: true })).toBeVisible();
    await expect(card.getByText("Désactivé", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Annuler l'abonnement" })).toHaveCount(0);
    await expect(card.getByText("Pro", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Réactiver le renouvellement" }).click();
    await expect(page.getByText("Renouvellement automatique réactivé")).toBeVisible();
    await expect(card.getByText("Actif", { exact: true })).toBeVisible();
    await expect(card.getByText("Activé", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Réactiver le renouvellement" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Annuler l'abonnement" })).toBeVisible();
  });
});

/**
 * Versions (001 §2 version manager, §4 "Versions", §8; issue 12): kept from the editor, restored
 * for everyone connected, compared, and refused at the plan's limit. Each person has their own
 * browser context.
 */
import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { addTable } from "../support/editor";
import { openAs, settled, sharedDiagram, tableNames } from "../support/people";

async function openHistory(page: Page) {
  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Historique des versions" }).click();
  const dialog = page.getByRole("dialog", { name: "Versions du diagramme" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const item = (dialog: ReturnType<Page["getByRole"]>, name: string) =>
  dialog.getByTestId("version-item").filter({ hasText: name });

test("a version kept, the diagram changed by two people, then restored for both; the compare view and its migration", async ({ browser, request }) => {
  const { owner, editor, project } = await sharedDiagram(request);
  const a = await openAs(browser, owner, project.id);
  const b = await openAs(browser, editor, project.id);

  await addTable(a, "clients");
  await settled(a);
  let history = await openHistory(a);
  await history.getByRole("tab", { name: "Créer une version" }).click();
  await expect(history.getByRole("button", { name: "Créer la version" })).toBeDisabled();
  await history.getByLabel("Nom de la version").fill("Jalon 1");
  await history.getByLabel("Description (optionnelle)").fill("Le socle");
  await expect(history.getByText("8/500 caractères")).toBeVisible();
  await history.getByRole("button", { name: "Créer la version" }).click();
  await expect(a.getByText('Version "Jalon 1" sauvegardée avec succès')).toBeVisible();
  const kept = item(history, "Jalon 1");
  await expect(kept.getByText("Version actuelle")).toBeVisible();
  await expect(kept.getByRole("button", { name: "Restaurer" })).toBeDisabled();
  await expect(kept.getByText(/1 table · 0 relation ·/)).toBeVisible();
  await a.keyboard.press("Escape");

  // Each adds a table of their own after the version.
  await addTable(b, "produits");
  await settled(b);
  await addTable(a, "commandes");
  await settled(a);
  await expect.poll(() => tableNames(b)).toEqual(["clients", "commandes", "produits"]);

  history = await openHistory(a);
  await expect(item(history, "Jalon 1").getByRole("button", { name: "Restaurer" })).toBeEnabled();
  await expect(history.getByText("Version actuelle")).toHaveCount(0);
  await item(history, "Jalon 1").getByRole("button", { name: "Restaurer" }).click();
  const confirm = a.getByRole("dialog", { name: "Restaurer cette version ?" });
  await expect(confirm.getByText("Votre version actuelle sera automatiquement sauvegardée avant la restauration.")).toBeVisible();
  await confirm.getByRole("button", { name: "Restaurer" }).click();
  await expect(a.getByText('Version "Jalon 1" restaurée avec succès')).toBeVisible();
  await expect.poll(() => tableNames(a)).toEqual(["clients"]);
  // The other editor sees the restore live, and their undo cannot take anything of it back.
  await expect.poll(() => tableNames(b)).toEqual(["clients"]);
  await b.getByRole("img", { name: "Canevas du diagramme" }).click({ position: { x: 5, y: 5 } });
  await b.keyboard.press("Control+z");
  await settled(b);
  await expect.poll(() => tableNames(b)).toEqual(["clients"]);
  await expect.poll(() => tableNames(a)).toEqual(["clients"]);

  // The state before the restore was kept as an automatic version, newest in the list.
  history = await openHistory(a);
  const autosave = item(history, "Sauvegarde automatique avant restauration de « Jalon 1 »");
  await expect(autosave.getByText("Automatique", { exact: true })).toBeVisible();
  await expect(history.getByTestId("version-item").first()).toContainText("Sauvegarde automatique");

  // Compare the autosave with the diagram as it stands: two tables removed.
  await autosave.getByRole("button", { name: "Comparer" }).click();
  const compare = a.getByRole("dialog", { name: "Comparer deux versions" });
  await expect(compare.getByTestId("compare-summary")).toHaveText("0 ajout · 2 suppressions · 0 modification");
  const changes = compare.getByTestId("compare-changes");
  await expect(changes.getByRole("button", { name: /Table « commandes » — supprimée/ })).toBeVisible();
  await expect(changes.getByRole("button", { name: /Table « produits » — supprimée/ })).toBeVisible();
  await changes.getByRole("button", { name: /Table « produits »/ }).click();

  await compare.getByLabel("Télécharger la migration").selectOption("postgres");
  const [download] = await Promise.all([
    a.waitForEvent("download"),
    compare.getByRole("button", { name: "Télécharger la migration" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.postgres\.sql$/);
  const script = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(script).toMatch(/DROP TABLE[^;]*"commandes"/);
  expect(script).toContain("ATTENTION");
});

test("a viewer reads the history but cannot keep or restore; at the plan's limit the form gives way to the limit box", async ({ browser, request }) => {
  const { owner, viewer, project } = await sharedDiagram(request);
  for (let n = 1; n <= 5; n += 1) {
    const made = await request.post(`/api/versions/?project=${project.id}`, { headers: owner.headers, data: { project: project.id, name: `v${n}` } });
    expect(made.status(), await made.text()).toBe(201);
  }

  const v = await openAs(browser, viewer, project.id);
  const seen = await openHistory(v);
  await expect(seen.getByTestId("version-item")).toHaveCount(5);
  await expect(seen.getByRole("button", { name: "Restaurer" })).toHaveCount(0);
  await expect(seen.getByRole("tab", { name: "Créer une version" })).toHaveCount(0);

  const a = await openAs(browser, owner, project.id);
  const history = await openHistory(a);
  await history.getByRole("tab", { name: "Créer une version" }).click();
  await history.getByLabel("Nom de la version").fill("v6");
  await history.getByRole("button", { name: "Créer la version" }).click();
  const box = history.getByRole("alert");
  await expect(box.getByText("Limite de versions atteinte").first()).toBeVisible();
  await box.getByRole("link", { name: "Voir les plans" }).click();
  await expect(a).toHaveURL(/\/pricing$/);
});

import { expect, type Page } from "@playwright/test";

/** The sidebar's button of a table. */
export const tableButton = (page: Page, name: string) =>
  page.getByRole("list", { name: "Tables" }).getByRole("button", { name, exact: true });

/** Adds a table with the sidebar's button and names it as a user would. */
export async function addTable(page: Page, name: string) {
  await page.getByRole("button", { name: "Ajouter une table" }).click();
  const input = page.getByLabel("Nom de la table");
  await expect(input).toBeFocused();
  await input.fill(name);
  await input.press("Enter");
  await expect(tableButton(page, name)).toBeVisible();
}

/**
 * The user documentation in the browser (issue 15): every guide renders from /docs, its
 * screenshots load, its internal links lead to pages that exist, the plans guide shows the plans
 * API's limits, and the editor's shortcuts help opens the editor guide.
 */
import { type Page } from "@playwright/test";

import { expect, test } from "../support/test";
import { person, openAs } from "../support/people";
import { createDiagramViaApi } from "../support/api";

const MISSING = /^(Page introuvable|Guide introuvable|Article introuvable)$/;

/** The guides, as /docs lists them. */
async function guideLinks(page: Page): Promise<string[]> {
  await page.goto("/docs");
  const guides = page.getByRole("navigation", { name: "Guides" }).getByRole("link");
  await expect(guides.first()).toBeVisible();
  return guides.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

test("every guide renders, shows its screenshots and links only to pages that exist", async ({ page, request }) => {
  test.setTimeout(180_000);
  const guides = await guideLinks(page);
  expect(guides.length).toBeGreaterThanOrEqual(7);
  const targets = new Set<string>();

  for (const path of ["/docs", "/help", ...guides]) {
    await page.goto(path);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveText(MISSING);

    const images = page.locator("main img, article img");
    for (const image of await images.all()) {
      const src = (await image.getAttribute("src"))!;
      const response = await request.get(src);
      expect(response.status(), `${path}: ${src}`).toBe(200);
      expect(response.headers()["content-type"], `${path}: ${src}`).toBe("image/png");
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: src }).toBeGreaterThan(0);
    }

    const hrefs = await page.locator("article a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    for (const href of hrefs) {
      if (href.startsWith("#")) await expect(page.locator(`[id="${href.slice(1)}"]`), `${path}${href}`).toHaveCount(1);
      else if (href.startsWith("/")) targets.add(href);
    }
  }

  for (const href of targets) {
    await page.goto(href);
    const title = page.getByRole("heading", { level: 1 }).first();
    await expect(title, href).toBeVisible();
    await expect(title, href).not.toHaveText(MISSING);
    const anchor = new URL(href, "http://relata.test").hash;
    if (anchor) await expect(page.locator(`[id="${anchor.slice(1)}"]`), href).toHaveCount(1);
  }
});

test("the plans guide shows the limits of the plans on offer", async ({ page, request }) => {
  const plans = (await (await request.get("/api/packages/")).json()) as { results: { name: string; max_diagrams: number }[] };
  await page.goto("/docs/offres");
  const table = page.getByRole("table", { name: "Limites de chaque plan" });
  await expect(table.getByRole("columnheader")).toHaveText(["Limite", ...plans.results.map((plan) => plan.name)]);
  const diagrams = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Diagrammes" }) });
  await expect(diagrams.getByRole("cell")).toHaveText(plans.results.map((plan) => (plan.max_diagrams === -1 ? "Illimité" : String(plan.max_diagrams))));
});

test("the editor's shortcuts help opens the editor guide in a new tab", async ({ browser, request }) => {
  const owner = await person(request, "doc");
  const project = await createDiagramViaApi(request, owner.headers, "Guide");
  const editor = await openAs(browser, owner, project.id);
  await editor.getByRole("button", { name: "Raccourcis clavier" }).click();
  const help = editor.getByRole("dialog", { name: "Raccourcis clavier" });
  const opened = editor.context().waitForEvent("page");
  await help.getByRole("link", { name: "Documentation de l'éditeur" }).click();
  const guide = await opened;
  await expect(guide.getByRole("heading", { level: 1, name: "L'éditeur de diagrammes" })).toBeVisible();
  await expect(guide.getByRole("region", { name: "Édition" })).toContainText("Ajouter une table");
  await expect(help).toBeVisible();
});

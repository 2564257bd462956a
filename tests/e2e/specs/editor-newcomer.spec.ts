/**
 * The editor as a newcomer meets it (issue 15): a diagram opens fitted and readable whoever opens
 * it and however often; the toolbar fits a phone; dialogs and relation names show their content;
 * an auto layout says how it went.
 */
import { expect, test } from "../support/test";
import { type APIRequestContext, type Page } from "@playwright/test";

import { loginThroughForm } from "../support/accounts";
import { column, storedGridDiagram, storedRelation, storedTable, tablesOnScreen, unreadableView } from "../support/editor";
import { invite, openAs, person, type Person } from "../support/people";
import { createDiagramViaApi } from "../support/api";

const CUSTOMERS = "clients_avec_un_nom_vraiment_tres_long";
const ORDERS = "commandes_passees_par_les_clients_fideles";

/** Three linked tables far from the origin: a fit that misses them shows an empty corner. */
async function storedDiagram(request: APIRequestContext, owner: Person) {
  const project = await createDiagramViaApi(request, owner.headers, "Boutique");
  const tables = [
    storedTable("t_c", CUSTOMERS, 900, 700, [column("c_id", "id"), column("c_mail", "adresse_de_courriel_principale", "VARCHAR", { length: 255 })]),
    storedTable("t_o", ORDERS, 1500, 700, [column("o_id", "id"), column("o_client", "identifiant_du_client_qui_commande")]),
    storedTable("t_p", "produits", 1200, 1100, [column("p_id", "id")]),
  ];
  const relations = [storedRelation("r_co", "t_c", "c_id", "t_o", "o_client")];
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations }, revision: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);
  return project;
}

async function signInAndOpen(page: Page, who: Person, projectId: number) {
  await page.goto("/login");
  await loginThroughForm(page, who.username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
}

test("a diagram opens fitted and readable, right after sign-in, on every reload and as a viewer", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await person(request, "fit");
  const viewer = await person(request, "fiv");
  const project = await storedDiagram(request, owner);
  await invite(request, owner, project.id, viewer, "viewer");

  for (const who of [owner, viewer, owner, viewer]) {
    // A fresh browser each time: the first editor load after signing in, nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAndOpen(page, who, project.id);
    await expect.poll(() => unreadableView(page, 3), { message: `${who.username} after sign-in` }).toBe("");
    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await expect.poll(() => unreadableView(page, 3), { message: `${who.username} reload ${reload + 1}` }).toBe("");
    }
    await context.close();
  }
});

test("on a phone (390×844) every toolbar control is on screen and can be pressed", async ({ browser, request }) => {
  const owner = await person(request, "pho");
  const project = await storedDiagram(request, owner);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInAndOpen(page, owner, project.id);

  const toolbar = page.getByRole("button", { name: "Zoom avant" }).locator("xpath=..");
  const controls = toolbar.locator("button, select, output");
  // Undo and redo join the bar once the live session lets the owner edit: wait for them.
  await expect.poll(() => controls.count()).toBeGreaterThanOrEqual(10);
  const count = await controls.count();
  for (let n = 0; n < count; n += 1) {
    const control = controls.nth(n);
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute("aria-label")) ?? `control ${n}`;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    expect(box.y + box.height, name).toBeLessThanOrEqual(844);
    // Nothing covers it: the point at its centre belongs to the control.
    const onTop = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, name).toBe(true);
  }
  // And the canvas keeps the width of the screen.
  const canvas = (await page.getByRole("img", { name: "Canevas du diagramme" }).boundingBox())!;
  expect(canvas.width).toBeGreaterThan(380);
  // The top bar too: every menu on screen, nothing to scroll sideways for.
  const bar = page.locator("header").first().locator("a:visible, button:visible, input:visible, h1:visible");
  expect(await bar.count()).toBeGreaterThanOrEqual(5);
  for (const item of await bar.all()) {
    const box = (await item.boundingBox())!;
    const name = (await item.getAttribute("aria-label")) ?? (await item.textContent()) ?? "";
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await page.getByRole("button", { name: "Exporter" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("dialogs fit their content, relation names can be read whole, and an auto layout says how it went", async ({ page, request }) => {
  const owner = await person(request, "lay");
  const project = await storedDiagram(request, owner);
  await signInAndOpen(page, owner, project.id);

  // Shortcuts: every key combination on one line.
  await page.getByRole("button", { name: "Raccourcis clavier" }).click();
  const help = page.getByRole("dialog");
  await expect(help).toBeVisible();
  const combos = help.locator("dd");
  expect(await combos.count()).toBeGreaterThan(5);
  for (const combo of await combos.all()) {
    const keys = await combo.locator("kbd").evaluateAll((kbds) => kbds.map((k) => Math.round(k.getBoundingClientRect().top)));
    expect(new Set(keys).size, await combo.textContent() ?? "").toBe(1);
  }
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // Relations: the full "from → to" text is there to read, on screen and as a tooltip.
  await page.getByRole("tab", { name: /^Relations/ }).click();
  const full = `${CUSTOMERS}.id → ${ORDERS}.identifiant_du_client_qui_commande`;
  const relation = page.getByRole("button", { name: `Sélectionner la relation ${full}` });
  await expect(relation).toHaveAttribute("title", full);
  const clipped = await relation.evaluate((button) => [button, ...button.querySelectorAll("span")].some((e) => e.scrollWidth > e.clientWidth + 1));
  expect(clipped).toBe(false);
  const sidebar = (await page.getByRole("complementary", { name: "Panneau du diagramme" }).boundingBox())!;
  const shown = (await relation.boundingBox())!;
  expect(shown.x + shown.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);

  // Seeds: each column's input wide enough for a value, its name shown whole above it.
  await page.getByRole("tab", { name: /^Tables/ }).click();
  await page.getByRole("list", { name: "Tables" }).getByRole("button", { name: ORDERS, exact: true }).click();
  await page.getByRole("button", { name: "Seeds", exact: true }).click();
  const seeds = page.getByRole("dialog", { name: `Seeds - ${ORDERS}` });
  await seeds.getByRole("button", { name: "Ajouter un seed" }).click();
  const value = seeds.getByRole("textbox", { name: "identifiant_du_client_qui_commande (seed 1)" });
  await expect(value).toBeVisible();
  const input = (await value.boundingBox())!;
  expect(input.width).toBeGreaterThanOrEqual(170);
  const label = value.locator("xpath=preceding-sibling::span");
  await expect(label).toHaveText("identifiant_du_client_qui_commande");
  const text = await label.evaluate((span) => {
    const range = document.createRange();
    range.selectNodeContents(span);
    const drawn = range.getBoundingClientRect();
    return { left: drawn.left, right: drawn.right };
  });
  expect(text.left).toBeGreaterThanOrEqual(input.x - 1);
  expect(text.right).toBeLessThanOrEqual(input.x + input.width + 1);
  await seeds.getByRole("button", { name: "Annuler" }).click();

  // Auto layout: done, and told in words.
  await page.getByRole("button", { name: "Agencer automatiquement" }).click();
  await expect(page.getByText(/^Agencement terminé : (aucune table ne se chevauche|le diagramme)/)).toBeVisible();
});

test("a 300-table diagram opens whole, and « Centrer la vue » shows it whole again (issue 16)", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await person(request, "big");
  const project = await storedGridDiagram(request, owner, 300, (i) => [column(`c${i}`, "id"), column(`d${i}`, "libelle")]);
  const page = await openAs(browser, owner, project.id, undefined, { viewport: { width: 1600, height: 900 } });

  const offCanvas = async () => {
    const view = await tablesOnScreen(page);
    if (!view || view.tables.length !== 300) return "not loaded";
    return view.tables.filter((t) => t.x < 0 || t.y < 0 || t.x + t.width > view.canvas.width || t.y + t.height > view.canvas.height).length;
  };
  await expect.poll(offCanvas, { message: "tables off the canvas once opened" }).toBe(0);

  for (let step = 0; step < 5; step += 1) await page.getByRole("button", { name: "Zoom avant" }).click();
  await expect.poll(async () => (await tablesOnScreen(page))!.scale).toBeGreaterThan(0.4);
  expect(await offCanvas()).toBeGreaterThan(200);

  await page.getByRole("button", { name: "Centrer la vue" }).click();
  await expect.poll(offCanvas, { message: "tables off the canvas after « Centrer la vue »" }).toBe(0);
  expect((await tablesOnScreen(page))!.scale).toBeLessThan(0.1);
});

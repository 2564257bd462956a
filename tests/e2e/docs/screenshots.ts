/**
 * The documentation's screenshots, taken from the real product so they stay true: a fresh server
 * (tests/e2e/server.py), two accounts, a shop diagram with two versions seeded through the API,
 * then the editor and its menus at 1280×800. The PNGs go to frontend/public/docs/, which the
 * guides show (frontend/src/shared/i18n/fr/docs/*.ts name them).
 *
 *   cd tests/e2e && npm run docs:screenshots
 */
import { fileURLToPath } from "node:url";

import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { registerViaApi } from "../support/accounts";
import { authHeaders, createDiagramViaApi } from "../support/api";
import { invite, openAs, type Person } from "../support/people";
import { firstDraft, shop, SHOP_SQL } from "./diagram";

const OUT = fileURLToPath(new URL("../../../frontend/public/docs/", import.meta.url));
const VIEWPORT = { width: 1280, height: 800 };

async function account(request: APIRequestContext, username: string): Promise<Person> {
  const user = await registerViaApi(request, username);
  return { id: user.id, username, headers: await authHeaders(request, username) };
}

async function saveDocument(request: APIRequestContext, who: Person, projectId: number, schema: object, revision: number) {
  const saved = await request.patch(`/api/projects/${projectId}/update_schema/`, { headers: who.headers, data: { schema, revision } });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { revision: number }).revision;
}

async function keepVersion(request: APIRequestContext, who: Person, projectId: number, name: string, description: string) {
  const created = await request.post("/api/versions/", { headers: who.headers, data: { project: projectId, name, description } });
  expect(created.status(), await created.text()).toBe(201);
}

/** A signed-in page of its own browser, on the diagram, live and showing every table. */
async function openDiagram(browser: Browser, who: Person, projectId: number): Promise<Page> {
  const page = await openAs(browser, who, projectId, undefined, { viewport: VIEWPORT, locale: "fr-FR" });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: unknown[] } } }).__relataEditor.document.tables.length)).toBe(shop.tables.length);
  await page.evaluate(() => (window as unknown as { __relataEditor: { centerView: () => void } }).__relataEditor.centerView());
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}${name}`, animations: "disabled" });

test("documentation screenshots", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const camille = await account(request, "camille");
  const yanis = await account(request, "yanis");
  const project = await createDiagramViaApi(request, camille.headers, "Boutique en ligne");
  let revision = await saveDocument(request, camille, project.id, firstDraft, 0);
  await keepVersion(request, camille, project.id, "Catalogue et clients", "Première ébauche : le catalogue et les comptes clients.");
  revision = await saveDocument(request, camille, project.id, shop, revision);
  await keepVersion(request, camille, project.id, "Commandes", "Les commandes et leurs lignes.");
  await invite(request, camille, project.id, yanis, "editor");

  const page = await openDiagram(browser, camille, project.id);
  await shot(page, "editeur.png");

  await page.getByRole("button", { name: "Exporter" }).click();
  await page.getByRole("menuitem", { name: "SQL (autres bases)" }).hover();
  await expect(page.getByRole("menuitem", { name: "PostgreSQL" })).toBeVisible();
  await shot(page, "exports.png");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await page.getByRole("button", { name: "Partager" }).click();
  await expect(page.getByRole("button", { name: "Activer le partage" })).toBeVisible();
  await shot(page, "partage.png");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Activer le partage" })).toHaveCount(0);

  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Importer un fichier SQL" }).click();
  const importing = page.getByRole("dialog", { name: "Importer un fichier SQL" });
  await importing.getByLabel("Fichier SQL").setInputFiles({ name: "fournisseurs.sql", mimeType: "text/plain", buffer: Buffer.from(SHOP_SQL) });
  await expect(importing.getByText(/fournisseurs\.sql/)).toBeVisible();
  await shot(page, "import-sql.png");
  await importing.getByRole("button", { name: "Annuler" }).click();
  await expect(importing).toHaveCount(0);

  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Historique des versions" }).click();
  const history = page.getByRole("dialog", { name: "Versions du diagramme" });
  await expect(history.getByTestId("version-item")).toHaveCount(2);
  await expect(history.getByText("Version actuelle")).toBeVisible();
  await shot(page, "versions.png");
  await page.keyboard.press("Escape");
  await expect(history).toHaveCount(0);

  // Yanis joins and points between the products and the orders: Camille sees his avatar and his
  // named cursor. The point is a place of the diagram, put on his screen through his camera.
  const guest = await openDiagram(browser, yanis, project.id);
  await expect(page.getByRole("button", { name: /yanis/ }).first()).toBeVisible();
  const box = (await guest.getByRole("img", { name: "Canevas du diagramme" }).boundingBox())!;
  const camera = await guest.evaluate(() => (window as unknown as { __relataEditor: { camera: { scale: number; offsetX: number; offsetY: number } } }).__relataEditor.camera);
  const world = { x: 480, y: 255 };
  await guest.mouse.move(box.x + world.x * camera.scale + camera.offsetX, box.y + world.y * camera.scale + camera.offsetY, { steps: 8 });
  await expect(page.getByTestId("remote-cursor")).toHaveCount(1);
  await expect(page.getByTestId("remote-cursor")).toContainText("yanis");
  await shot(page, "collaboration.png");
});

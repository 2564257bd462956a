import { readFile } from "node:fs/promises";

import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";
import { addTable, tableButton } from "../support/editor";

/** Where a table's header or one of its rows is on screen, from the engine's own state. */
async function tablePoint(page: Page, name: string, part: "header" | { row: number; edge?: "right" }) {
  return page.evaluate(([tableName, where]) => {
    const editor = (window as unknown as { __relataEditor: { document: { tables: Array<{ name: string; x: number; y: number; width: number }> }; camera: { scale: number; offsetX: number; offsetY: number } } }).__relataEditor;
    const table = editor.document.tables.find((t) => t.name === tableName)!;
    const box = document.querySelector("canvas")!.getBoundingClientRect();
    const { scale, offsetX, offsetY } = editor.camera;
    const worldX = where === "header" ? table.x + 60 : where.edge === "right" ? table.x + table.width - 3 : table.x + 60;
    const worldY = where === "header" ? table.y + 17 : table.y + 35 + 28 * where.row + 14;
    return { x: box.left + worldX * scale + offsetX, y: box.top + worldY * scale + offsetY };
  }, [name, part] as const);
}

async function openNewDiagram(page: Page, request: import("@playwright/test").APIRequestContext) {
  const username = uniqueName("edi");
  await registerViaApi(request, username);
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  const access = await page.evaluate(() => localStorage.getItem("access"));
  const response = await request.post("/api/projects/", { data: { name: "Boutique en ligne" }, headers: { Authorization: `Bearer ${access}` } });
  expect(response.status()).toBe(201);
  const project = await response.json();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  return { project, access: access! };
}


/** Open a table's item in the sidebar (items stay as the user left them). */
async function expand(page: Page, name: string) {
  const opener = page.getByRole("button", { name: `Déplier ${name}`, exact: true });
  if (await opener.isVisible()) await opener.click();
  await expect(page.getByRole("list", { name: `Attributs de ${name}` })).toBeVisible();
}

test("a user designs tables, links them on the canvas, undoes and redoes, and finds everything after a reload", async ({ page, request }) => {
  const { project, access } = await openNewDiagram(page, request);
  await addTable(page, "clients");
  await addTable(page, "commandes");

  // Attributes of several types on "clients".
  const clientAttributes = page.getByRole("list", { name: "Attributs de clients" });
  await expand(page, "clients");
  await page.getByRole("list", { name: "Attributs de clients" }).locator("xpath=..").getByRole("button", { name: "Ajouter un attribut" }).click();
  const newRow = clientAttributes.getByRole("group").last();
  await newRow.getByLabel("Nom de l'attribut").fill("inscrit_le");
  await newRow.getByLabel("Nom de l'attribut").press("Enter");
  await newRow.getByRole("button", { name: /^Type de inscrit_le/ }).click();
  await page.getByLabel("Rechercher un type...").fill("TIMESTAMP");
  await page.getByLabel("Rechercher un type...").press("Enter");
  await expect(newRow.getByRole("button", { name: "Type de inscrit_le : TIMESTAMP" })).toBeVisible();

  // Move "commandes" away on the canvas (one undoable drag), then link the tables by dragging
  // from the right edge of clients.id onto the header of commandes (a new clients_id column).
  const header = await tablePoint(page, "commandes", "header");
  await page.mouse.move(header.x, header.y);
  await page.mouse.down();
  await page.mouse.move(header.x + 250, header.y + 40, { steps: 8 });
  await page.mouse.move(header.x + 450, header.y + 80, { steps: 8 });
  await page.mouse.up();
  const from = await tablePoint(page, "clients", { row: 0, edge: "right" });
  const to = await tablePoint(page, "commandes", "header");
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole("tab", { name: "Relations (1)" })).toBeVisible();
  await expand(page, "commandes");
  await expect(page.getByRole("list", { name: "Attributs de commandes" }).getByLabel("Nom de l'attribut").last()).toHaveValue("clients_id");

  // A relation inside one table is refused.
  const idRow = await tablePoint(page, "clients", { row: 0, edge: "right" });
  const ownHeader = await tablePoint(page, "clients", "header");
  await page.mouse.move(idRow.x, idRow.y);
  await page.mouse.down();
  await page.mouse.move(ownHeader.x, ownHeader.y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText("Une relation doit relier deux tables différentes.").first()).toBeVisible();

  // Rename and recolour, then undo and redo with the buttons and the keyboard.
  await tableButton(page, "clients").dblclick();
  await page.getByLabel("Nom de la table").fill("acheteurs");
  await page.getByLabel("Nom de la table").press("Enter");
  await page.getByRole("button", { name: "Couleur de acheteurs" }).click();
  await page.getByRole("button", { name: "Rouge" }).click();
  const colorOf = (name: string) => page.evaluate((n) => (window as unknown as { __relataEditor: { document: { tables: Array<{ name: string; color: string }> } } }).__relataEditor.document.tables.find((t) => t.name === n)?.color, name);
  await expect.poll(() => colorOf("acheteurs")).toBe("#ef4444");
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect.poll(() => colorOf("acheteurs")).toBe("#6366f1");
  await page.getByRole("img", { name: "Canevas du diagramme" }).focus();
  await page.keyboard.press("Control+y");
  await expect.poll(() => colorOf("acheteurs")).toBe("#ef4444");
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await expect.poll(() => colorOf("clients")).toBe("#6366f1");
  await page.getByRole("button", { name: "Rétablir" }).click();
  await page.keyboard.press("Control+Shift+Z");
  await expect.poll(() => colorOf("acheteurs")).toBe("#ef4444");

  // Saved: a reload finds the tables, the attribute and its type, the relation and the colour.
  // The status turns to "saving" in the same tick as each edit, so the message below can only be
  // the last edit's, and nothing is left pending.
  await expect(page.getByText("Sauvegardé localement et sur le serveur")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-pending", "0");
  const saved = await (await request.get(`/api/projects/${project.id}`, { headers: { Authorization: `Bearer ${access}` } })).json();
  expect(saved.schema.tables.map((t: { name: string }) => t.name).sort()).toEqual(["acheteurs", "commandes"]);
  await page.reload();
  await expect(tableButton(page, "acheteurs")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Relations (1)" })).toBeVisible();
  await expand(page, "acheteurs");
  await expect(page.getByRole("button", { name: "Type de inscrit_le : TIMESTAMP" })).toBeVisible();
  await expect.poll(() => colorOf("acheteurs")).toBe("#ef4444");
});

/** Drags a relation from the right edge of a table's first row onto another table's part. */
async function dragRelation(page: Page, from: string, to: string, part: "header" | { row: number }) {
  const start = await tablePoint(page, from, { row: 0, edge: "right" });
  const end = await tablePoint(page, to, part);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
}

const attributeOf = (page: Page, table: string, name: string) =>
  page.evaluate(([t, n]) => (window as unknown as { __relataEditor: { document: { tables: Array<{ name: string; attributes: Array<{ name: string; isForeignKey: boolean; referencedTable: string | null }> }> } } })
    .__relataEditor.document.tables.find((x) => x.name === t)?.attributes.find((a) => a.name === n), [table, name] as const);

test("a relation says what it made, and deleting it takes its foreign key out of every export", async ({ page, request }) => {
  await openNewDiagram(page, request);
  await addTable(page, "users");
  await addTable(page, "profiles");
  const header = await tablePoint(page, "profiles", "header");
  await page.mouse.move(header.x, header.y);
  await page.mouse.down();
  await page.mouse.move(header.x + 400, header.y + 60, { steps: 8 });
  await page.mouse.up();

  // Dropped on the header: a new key column, and the toast says so.
  await dragRelation(page, "users", "profiles", "header");
  await expect(page.getByText("Relation 1:N créée : nouvelle colonne profiles.users_id, clé étrangère vers users.id.")).toBeVisible();
  expect(await attributeOf(page, "profiles", "users_id")).toMatchObject({ isForeignKey: true });

  // Deleted from the Relations tab: the column stays, its key goes, and no export writes it.
  await page.getByRole("tab", { name: "Relations (1)" }).click();
  await page.getByRole("button", { name: /^Supprimer la relation/ }).click();
  await expect(page.getByRole("tab", { name: "Relations (0)" })).toBeVisible();
  expect(await attributeOf(page, "profiles", "users_id")).toMatchObject({ isForeignKey: false, referencedTable: null });
  const pending = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter" }).click();
  await page.getByRole("menuitem", { name: "SQL (MySQL)" }).click();
  const sql = (await readFile((await (await pending).path())!)).toString();
  expect(sql).toContain("`users_id`");
  expect(sql).not.toMatch(/FOREIGN KEY|REFERENCES/);

  // Undo brings back the relation and its key together.
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Relations (1)" })).toBeVisible();
  expect(await attributeOf(page, "profiles", "users_id")).toMatchObject({ isForeignKey: true });

  // Dropped on the key row: the seed's key-to-key 1:1 link, said as such.
  await dragRelation(page, "users", "profiles", { row: 0 });
  await expect(page.getByText(/^Relation 1:1 créée : la clé primaire profiles\.id référence users\.id\./)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Relations (2)" })).toBeVisible();
});

test("a user exports PNG and JSON, and a signed-out visitor opens the public link read-only", async ({ page, request, browser }) => {
  const { project } = await openNewDiagram(page, request);
  await page.getByRole("button", { name: "Exporter" }).click();
  await page.getByRole("menuitem", { name: "PNG", exact: true }).click();
  await expect(page.getByText("Aucune table à exporter")).toBeVisible();

  await addTable(page, "produits");
  await page.getByRole("button", { name: "Exporter" }).click();
  const pngDownload = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "PNG", exact: true }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/^Boutique_en_ligne_\d{8}_\d{6}\.png$/);
  const bytes = await readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  // Scale 2 with 80 px of padding around a 250 px wide table: (250 + 160) × 2.
  expect(bytes.readUInt32BE(16)).toBe(820);

  await page.getByRole("button", { name: "Exporter" }).click();
  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "JSON", exact: true }).click();
  const json = JSON.parse(await readFile((await (await jsonDownload).path())!, "utf8"));
  expect(json.format).toBe(1);
  expect(json.tables.map((t: { name: string }) => t.name)).toEqual(["produits"]);

  await page.getByRole("button", { name: "Exporter" }).click();
  const legacyDownload = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "JSON (ancien format GoJS)" }).click();
  const legacy = JSON.parse(await readFile((await (await legacyDownload).path())!, "utf8"));
  expect(legacy.nodeDataArray[0].label).toBe("produits");

  // Public link: Copier turns sharing on first.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Partager" }).click();
  await page.getByRole("button", { name: "Copier" }).click();
  await expect(page.getByText("Lien copié avec succès")).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const key = link.searchParams.get("key");
  expect(key).toMatch(/^[\w-]{22,}$/);
  await expect.poll(async () => (await (await request.get(`/api/project/public/${project.id}/?key=${key}`)).json()).schema?.tables?.length).toBe(1);
  // Its id alone opens nothing: nobody reads shared diagrams by counting ids.
  expect((await request.get(`/api/project/public/${project.id}/`)).status()).toBe(404);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/projects/${project.id}`);
  await expect(anonymous.getByRole("heading", { name: "Diagramme introuvable" })).toBeVisible();
  await anonymous.goto(`${link.pathname}${link.search}`);
  await expect(anonymous.getByText("Lecture seule")).toBeVisible();
  await expect(anonymous.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  await expect(anonymous.getByRole("button", { name: "Ajouter une table" })).toHaveCount(0);
  await expect(anonymous.getByRole("button", { name: "Annuler", exact: true })).toHaveCount(0);
  await expect.poll(() => anonymous.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: unknown[] } } }).__relataEditor.document.tables.length)).toBe(1);
  await visitor.close();
});

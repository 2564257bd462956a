import { readFile } from "node:fs/promises";

import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, subscribeViaApi } from "../support/api";

const SHOP_SQL = `
-- A small shop, MySQL flavour, with data rows and a procedure the importer must pass over.
CREATE TABLE customers (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  email VARCHAR(190) NOT NULL,
  status ENUM('active','blocked') DEFAULT 'active',
  PRIMARY KEY (id),
  UNIQUE KEY uq_email (email)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE orders (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id INT UNSIGNED NOT NULL,
  total DECIMAL(10,2) NOT NULL DEFAULT 0,
  created_at DATETIME,
  KEY idx_created (created_at DESC),
  CONSTRAINT fk_orders_customer FOREIGN KEY (customer_id) REFERENCES customers (id) ON DELETE CASCADE
);
CREATE TABLE order_lines (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  order_id BIGINT NOT NULL REFERENCES orders(id),
  product VARCHAR(120) NOT NULL,
  quantity INT NOT NULL DEFAULT 1
);
INSERT INTO customers VALUES (1, 'a@example.com', 'active');
DELIMITER ;;
CREATE PROCEDURE noop() BEGIN SELECT 1; END;;
DELIMITER ;
CREATE TABLE broken ((;
`;

type Rect = { x: number; y: number; w: number; h: number };

/** The tables' rectangles as the engine draws them. */
async function rects(page: Page): Promise<Rect[]> {
  return page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { document: { tables: Array<{ x: number; y: number; width: number; height: number; attributes: unknown[] }> } } }).__relataEditor;
    return editor.document.tables.map((t) => ({ x: t.x, y: t.y, w: Math.max(t.width, 200), h: Math.max(t.height, 35 + 28 * Math.max(1, t.attributes.length) + 12) }));
  });
}

const overlaps = (boxes: Rect[]) =>
  boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)).length;

async function openDiagram(page: Page, request: import("@playwright/test").APIRequestContext, plan: "Pro" | null) {
  const username = uniqueName("sch");
  await registerViaApi(request, username);
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  if (plan) await subscribeViaApi(request, username, plan);
  const project = await (await request.post("/api/projects/", { data: { name: "Import boutique" }, headers: await authHeaders(request, username) })).json();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  return project as { id: number };
}

async function openImport(page: Page) {
  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Importer un fichier SQL" }).click();
  return page.getByRole("dialog", { name: "Importer un fichier SQL" });
}

test("a user imports a SQL file, watches the progress and gets the tables laid out without overlap", async ({ page, request }) => {
  await openDiagram(page, request, "Pro");
  const dialog = await openImport(page);
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("{}") });
  await expect(dialog.getByText("Format non supporté. Utilisez .sql, .txt ou .dbml")).toBeVisible();
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "boutique.sql", mimeType: "application/sql", buffer: Buffer.from(SHOP_SQL) });
  await expect(dialog.getByText(/boutique\.sql/)).toBeVisible();
  await expect(dialog.getByLabel("Agencer automatiquement les tables")).toBeChecked();
  await expect(dialog.getByLabel("Fusionner avec le diagramme existant")).not.toBeChecked();
  await dialog.getByRole("button", { name: "Importer" }).click();

  await expect(dialog.getByText("Import réussi! 3 table(s) importée(s).")).toBeVisible({ timeout: 30_000 });
  // The procedure is not drawn and the broken statement is reported with its line.
  await expect(dialog.getByText("2 instructions ignorées")).toBeVisible();
  await expect(dialog.getByText(/Ligne 28 — Syntaxe non reconnue/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();

  await expect(page.getByRole("tab", { name: "Tables (3)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Relations (2)" })).toBeVisible();
  const boxes = await rects(page);
  expect(boxes).toHaveLength(3);
  expect(overlaps(boxes)).toBe(0);

  // The import is one undoable step.
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Tables (0)" })).toBeVisible();
  await page.getByRole("button", { name: "Rétablir" }).click();
  await expect(page.getByRole("tab", { name: "Tables (3)" })).toBeVisible();

  // Piled-up tables are spread by the layout action, again without overlap.
  await page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { document: { tables: Array<{ id: string }> }; dispatch: (c: unknown) => void } }).__relataEditor;
    editor.dispatch({ type: "BATCH", name: "pile", timestamp: 0, data: { commands: editor.document.tables.map((t) => ({ type: "MOVE_TABLE", name: "pile", timestamp: 0, data: { tableId: t.id, x: 100, y: 100 } })) } });
  });
  expect(overlaps(await rects(page))).toBe(3);
  await page.getByRole("button", { name: "Agencer automatiquement" }).click();
  await expect(page.getByText(/Tables agencées/)).toBeVisible();
  await expect.poll(async () => overlaps(await rects(page))).toBe(0);
});

test("a free user meets the import limit with a way to the plans", async ({ page, request }) => {
  await openDiagram(page, request, null);
  const dialog = await openImport(page);
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "boutique.sql", mimeType: "application/sql", buffer: Buffer.from(SHOP_SQL) });
  await dialog.getByRole("button", { name: "Importer" }).click();
  await expect(dialog.getByText("Limite atteinte")).toBeVisible();
  await expect(dialog.getByText("Changez de plan pour importer votre diagramme")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Importer" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Voir les plans" })).toHaveAttribute("href", "/pricing");
});

test("a user exports the diagram as SQL, Laravel and Django", async ({ page, request }) => {
  const project = await openDiagram(page, request, "Pro");
  const dialog = await openImport(page);
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "boutique.sql", mimeType: "application/sql", buffer: Buffer.from(SHOP_SQL) });
  await dialog.getByRole("button", { name: "Importer" }).click();
  await dialog.getByRole("button", { name: "Fermer" }).click({ timeout: 30_000 });
  expect(project.id).toBeGreaterThan(0);

  async function download(open: () => Promise<void>) {
    const pending = page.waitForEvent("download");
    await open();
    const file = await pending;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  }
  const exportMenu = () => page.getByRole("button", { name: "Exporter" }).click();

  const mysql = await download(async () => {
    await exportMenu();
    await page.getByRole("menuitem", { name: "SQL (MySQL)" }).click();
  });
  expect(mysql.name).toMatch(/^Import_boutique_\d{8}_\d{6}\.sql$/);
  const sql = mysql.bytes.toString();
  expect(sql).toContain("ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci");
  // Referenced tables first (001 §5).
  expect(sql.indexOf("CREATE TABLE `customers`")).toBeLessThan(sql.indexOf("CREATE TABLE `orders`"));
  expect(sql.indexOf("CREATE TABLE `orders`")).toBeLessThan(sql.indexOf("CREATE TABLE `order_lines`"));

  const postgres = await download(async () => {
    await exportMenu();
    await page.getByRole("menuitem", { name: "SQL (autres bases)" }).press("ArrowRight");
    await page.getByRole("menuitem", { name: "PostgreSQL" }).click();
  });
  expect(postgres.bytes.toString()).toMatch(/CREATE TABLE "customers"/);

  const laravel = await download(async () => {
    await exportMenu();
    await page.getByRole("menuitem", { name: "Laravel (Migrations)" }).click();
    const laravelDialog = page.getByRole("dialog", { name: "Export Laravel" });
    await laravelDialog.getByRole("button", { name: "Exporter" }).click();
  });
  expect(laravel.name).toMatch(/\.zip$/);
  expect(laravel.bytes.subarray(0, 2).toString()).toBe("PK");
  expect(laravel.bytes.toString("latin1")).toMatch(/create_customers_table\.php/);

  const django = await download(async () => {
    await exportMenu();
    await page.getByRole("menuitem", { name: "Django (Models)" }).click();
  });
  expect(django.bytes.subarray(0, 2).toString()).toBe("PK");
  expect(django.bytes.toString("latin1")).toMatch(/models\.py/);
});

test("a composite foreign key comes in as one relation, is edited in the sidebar and leaves as one key", async ({ page, request }) => {
  await openDiagram(page, request, "Pro");
  const dialog = await openImport(page);
  const sql = "CREATE TABLE p (a int, b int, PRIMARY KEY (a,b));\nCREATE TABLE c (id int PRIMARY KEY, a int, b int, FOREIGN KEY (a,b) REFERENCES p (a,b));\n";
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "composite.sql", mimeType: "application/sql", buffer: Buffer.from(sql) });
  await dialog.getByRole("button", { name: "Importer" }).click();
  await expect(dialog.getByText("Import réussi! 2 table(s) importée(s).")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Fermer" }).click();

  await page.getByRole("tab", { name: "Relations (1)" }).click();
  await page.getByRole("button", { name: "Déplier la relation p.(a, b) → c.(a, b)" }).click();
  await expect(page.getByLabel("Colonne de la clé 2")).toHaveValue(/.+/);

  async function postgresExport() {
    const pending = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter" }).click();
    await page.getByRole("menuitem", { name: "SQL (autres bases)" }).press("ArrowRight");
    await page.getByRole("menuitem", { name: "PostgreSQL" }).click();
    return readFile((await (await pending).path())!, "utf8");
  }
  expect(await postgresExport()).toMatch(/FOREIGN KEY \("a", "b"\) REFERENCES "p" \("a", "b"\)/);

  // Taking b out of the key leaves a one-column key, which p(a, b) cannot be the target of.
  await page.getByRole("button", { name: "Retirer la paire de colonnes 2" }).click();
  await expect(page.getByRole("button", { name: "Replier la relation p.a → c.a" })).toBeVisible();
  expect(await postgresExport()).not.toMatch(/FOREIGN KEY/);

  // Undo brings the whole key back.
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("button", { name: "Replier la relation p.(a, b) → c.(a, b)" })).toBeVisible();
  expect(await postgresExport()).toMatch(/FOREIGN KEY \("a", "b"\) REFERENCES "p" \("a", "b"\)/);
});

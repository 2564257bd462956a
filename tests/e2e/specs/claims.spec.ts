/**
 * The home and pricing pages promise only what the product does (issue 15, item 10). The home
 * page's text is pinned here, card by card, next to the checks that back it: a new promise fails
 * until it has its check, and a promise that stops being true fails its check.
 */
import { readFile } from "node:fs/promises";

import { type APIRequestContext, type Page } from "@playwright/test";

import { expect, test } from "../support/test";
import { loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, createDiagramViaApi, subscribeViaApi } from "../support/api";
import { addTable } from "../support/editor";
import { invite, openAs, person, settled, tableNames } from "../support/people";

/** What the home page says, and the test below that proves each part. */
const HOME = {
  hero: "Dessinez tables, colonnes et relations sur un canevas sauvegardé dans le cloud. Collaborez en direct, importez votre SQL existant (plans payants) et exportez en SQL, en migrations Laravel ou en modèles Django.",
  cards: [
    ["Conception intuitive", "Ajoutez tables, attributs et index en quelques clics, tracez les relations en glissant d'une table à l'autre. Chaque action s'annule et se rétablit."],
    ["Visualisation claire", "Un canevas avec zoom, agencement automatique des tables et relations lisibles."],
    ["Export SQL", "Générez le script SQL de votre diagramme pour MySQL, PostgreSQL, SQLite ou SQL Server, des migrations Laravel ou des modèles Django, directement depuis l'éditeur."],
    ["Sauvegarde cloud", "Vos diagrammes sont enregistrés automatiquement sur le serveur et accessibles partout, avec un historique de versions."],
    ["Collaboration", "Travaillez ensemble : équipes et dossiers partagés, rôles, invitations et édition simultanée en temps réel."],
    ["Rapidité", "Un moteur de rendu pensé pour les grands schémas : seules les tables visibles sont dessinées, et un mode de rendu allégé prend le relais sur les plus grands diagrammes."],
  ],
  cta: "Créez un compte gratuit et lancez votre premier diagramme en moins d'une minute.",
};

type Plan = {
  id: number; name: string; monthly_price: number; annual_price: number; savings_percentage: number;
  max_diagrams: number; max_tables_per_diagram: number; max_team_members: number;
  max_versions_per_diagram: number; max_imports_per_month: number; priority_support: boolean;
};

async function plans(request: APIRequestContext): Promise<Plan[]> {
  return ((await (await request.get("/api/packages/")).json()) as { results: Plan[] }).results;
}

async function openDiagram(page: Page, request: APIRequestContext, plan: "Pro" | null) {
  const username = uniqueName("clm");
  await registerViaApi(request, username);
  if (plan) await subscribeViaApi(request, username, plan);
  const headers = await authHeaders(request, username);
  const project = await createDiagramViaApi(request, headers, "Promesses");
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  return { project, headers };
}

/** A point of a table on the screen: its header, or the right edge of its first row. */
async function tablePoint(page: Page, name: string, part: "header" | "key") {
  return page.evaluate(([tableName, where]) => {
    const editor = (window as unknown as { __relataEditor: { document: { tables: Array<{ name: string; x: number; y: number; width: number }> }; camera: { scale: number; offsetX: number; offsetY: number } } }).__relataEditor;
    const table = editor.document.tables.find((t) => t.name === tableName)!;
    const box = document.querySelector("canvas")!.getBoundingClientRect();
    const { scale, offsetX, offsetY } = editor.camera;
    const [x, y] = where === "header" ? [table.x + 60, table.y + 17] : [table.x + table.width - 3, table.y + 35 + 14];
    return { x: box.left + x * scale + offsetX, y: box.top + y * scale + offsetY };
  }, [name, part] as const);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

const documentOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: Array<{ name: string; attributes: unknown[]; indexes: unknown[] }>; relations: unknown[] } } }).__relataEditor.document);

/** Clicks an export entry and gives the downloaded file's name and text. */
async function download(page: Page, ...path: string[]) {
  await page.getByRole("button", { name: "Exporter" }).click();
  // A submenu is opened from the keyboard: a pointer crossing to it may close it on the way.
  for (const step of path.slice(0, -1)) {
    await page.getByRole("menuitem", { name: step }).focus();
    await page.keyboard.press("ArrowRight");
  }
  const pending = page.waitForEvent("download");
  const item = page.getByRole("menuitem", { name: path[path.length - 1], exact: true });
  await expect(item).toBeVisible();
  if (path.length > 1) {
    await item.focus();
    await page.keyboard.press("Enter");
  } else {
    await item.click();
  }
  const file = await pending;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("the home page makes exactly the promises this spec checks", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(HOME.hero, { exact: true })).toBeVisible();
  const cards = page.locator("#fonctionnalites li");
  await expect(cards).toHaveCount(HOME.cards.length);
  for (const [index, [title, body]] of HOME.cards.entries()) {
    await expect(cards.nth(index).getByRole("heading")).toHaveText(title);
    await expect(cards.nth(index).locator("p")).toHaveText(body);
  }
  await expect(page.getByText(HOME.cta, { exact: true })).toBeVisible();
});

test("intuitive design, visualisation, exports and cloud saving work as the home page says", async ({ page, request }) => {
  const { project, headers } = await openDiagram(page, request, "Pro");

  // Tables and attributes in a click each; an index too.
  await addTable(page, "clients");
  await addTable(page, "commandes");
  const opener = page.getByRole("button", { name: "Déplier clients", exact: true });
  const attributes = page.getByRole("list", { name: "Attributs de clients" });
  // Collapsed or open, whichever the sidebar settled on: wait for one, then open it if need be.
  await expect(opener.or(attributes)).toBeVisible();
  if (await opener.isVisible()) await opener.click();
  await expect(attributes).toBeVisible();
  const clients = async () => (await documentOf(page)).tables.find((t) => t.name === "clients")!;
  const columns = (await clients()).attributes.length;
  const item = attributes.locator("xpath=..");
  await item.getByRole("button", { name: "Ajouter un attribut" }).click();
  await expect.poll(async () => (await clients()).attributes.length).toBe(columns + 1);
  await item.getByRole("button", { name: "Ajouter un index" }).click();
  await expect.poll(async () => (await clients()).indexes.length).toBe(1);

  // A relation drawn by dragging from one table to the other.
  const header = await tablePoint(page, "commandes", "header");
  await drag(page, header, { x: header.x + 400, y: header.y + 60 });
  await drag(page, await tablePoint(page, "clients", "key"), await tablePoint(page, "commandes", "header"));
  await expect(page.getByRole("tab", { name: "Relations (1)" })).toBeVisible();

  // Every action undoes and redoes.
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Relations (0)" })).toBeVisible();
  await page.getByRole("button", { name: "Rétablir" }).click();
  await expect(page.getByRole("tab", { name: "Relations (1)" })).toBeVisible();

  // Zoom and automatic layout.
  const zoom = page.getByLabel("Niveau de zoom");
  const before = await zoom.textContent();
  await page.getByRole("button", { name: "Zoom avant" }).click();
  await expect(zoom).not.toHaveText(before!);
  await page.getByRole("button", { name: "Agencer automatiquement" }).click();
  await expect(page.getByText(/^Tables agencées/)).toBeVisible({ timeout: 30_000 });

  // SQL for the four engines, Laravel migrations and Django models, from the editor.
  for (const path of [["SQL (MySQL)"], ["SQL (autres bases)", "PostgreSQL"], ["SQL (autres bases)", "SQLite"], ["SQL (autres bases)", "SQL Server"]]) {
    const { name, bytes } = await download(page, ...path);
    expect(name, path.join(" > ")).toMatch(/\.sql$/);
    expect(bytes.toString(), path.join(" > ")).toMatch(/CREATE TABLE \S*clients\S* /);
    expect(bytes.toString(), path.join(" > ")).toMatch(/CREATE TABLE \S*commandes\S* /);
  }
  const django = await download(page, "Django (Models)");
  expect(django.name).toMatch(/\.zip$/);
  expect(django.bytes.subarray(0, 2).toString()).toBe("PK");
  await page.getByRole("button", { name: "Exporter" }).click();
  await page.getByRole("menuitem", { name: "Laravel (Migrations)" }).click();
  const laravelFile = page.waitForEvent("download");
  await page.getByRole("dialog", { name: "Export Laravel" }).getByRole("button", { name: "Exporter" }).click();
  const laravel = await laravelFile;
  expect(laravel.suggestedFilename()).toMatch(/\.zip$/);

  // Saved on the server without a save button, and a version history to go back to.
  await settled(page);
  const saved = await (await request.get(`/api/projects/${project.id}`, { headers })).json();
  expect(saved.schema.tables.map((t: { name: string }) => t.name).sort()).toEqual(["clients", "commandes"]);
  expect(saved.schema.relations).toHaveLength(1);
  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Historique des versions" }).click();
  const history = page.getByRole("dialog", { name: "Versions du diagramme" });
  await history.getByRole("tab", { name: "Créer une version" }).click();
  await history.getByLabel("Nom de la version").fill("Promesse tenue");
  await history.getByRole("button", { name: "Créer la version" }).click();
  await expect(page.getByText('Version "Promesse tenue" sauvegardée avec succès')).toBeVisible();
});

test("a large diagram gets the lighter rendering mode on its own", async ({ page, request }) => {
  const { project, headers } = await openDiagram(page, request, "Pro");
  const tables = Array.from({ length: 80 }, (_, i) => ({
    id: `t${i}`, name: `table_${i}`, x: (i % 10) * 300, y: Math.floor(i / 10) * 200, width: 250, height: 80, attributes: [],
  }));
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, {
    headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect.poll(() => tableNames(page).then((names) => names.length)).toBe(80);
  const mode = page.getByLabel("Mode de rendu");
  await expect(mode.locator("option")).toHaveText(["Automatique (performance)", "haute qualité", "équilibré", "performance"]);
});

test("SQL import works on paid plans for the four engines and is refused on the free plan", async ({ request }) => {
  const all = await plans(request);
  const free = all.find((plan) => plan.monthly_price === 0)!;
  expect(free.max_imports_per_month).toBe(0);
  expect(all.some((plan) => plan.monthly_price > 0 && plan.max_imports_per_month !== 0)).toBe(true);

  const username = uniqueName("imp");
  await registerViaApi(request, username);
  const freeHeaders = await authHeaders(request, username);
  const freeProject = await createDiagramViaApi(request, freeHeaders, "Import gratuit");
  const refused = await request.post(`/api/projects/${freeProject.id}/import_sql/`, {
    headers: freeHeaders, multipart: { sql_file: { name: "a.sql", mimeType: "application/sql", buffer: Buffer.from("CREATE TABLE a (id INT);") } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("quota_reached");

  const headers = await subscribeViaApi(request, username, "Pro");
  const scripts: Array<[string, string]> = [
    ["mysql", "CREATE TABLE `clients` (`id` INT UNSIGNED NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;"],
    ["postgres", "CREATE TABLE clients (id SERIAL PRIMARY KEY, tags TEXT[]);"],
    ["sqlite", "CREATE TABLE clients (id INTEGER PRIMARY KEY AUTOINCREMENT);"],
    ["tsql", "CREATE TABLE [dbo].[clients] ([id] INT IDENTITY(1,1) NOT NULL PRIMARY KEY);"],
  ];
  for (const [dialect, sql] of scripts) {
    const project = await createDiagramViaApi(request, headers, `Import ${dialect}`);
    const started = await request.post(`/api/projects/${project.id}/import_sql/`, {
      headers, multipart: { sql_file: { name: `${dialect}.sql`, mimeType: "application/sql", buffer: Buffer.from(sql) }, dialect },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await expect.poll(async () => (await (await request.get(`/api/jobs/${id}/`, { headers })).json()).status, { timeout: 30_000 }).toBe("succeeded");
    const stored = await (await request.get(`/api/projects/${project.id}`, { headers })).json();
    expect(stored.schema.tables.map((t: { name: string }) => t.name), dialect).toEqual(["clients"]);
  }
});

test("teams, shared folders, roles, invitations and live editing work together", async ({ browser, request }) => {
  const owner = await person(request, "own");
  const guest = await person(request, "gst");
  await subscribeViaApi(request, owner.username, "Pro");
  const team = await request.post("/api/teams/", { headers: owner.headers, data: { name: uniqueName("Équipe ") } });
  expect(team.status()).toBe(201);
  const teamId = (await team.json()).id as number;
  const member = await request.post(`/api/teams/${teamId}/add_member/`, { headers: owner.headers, data: { user_id: guest.id, role: "member" } });
  expect(member.status(), await member.text()).toBe(201);
  const folder = await request.post("/api/folders/", { headers: owner.headers, data: { name: "Partagé", team: teamId } });
  expect(folder.status(), await folder.text()).toBe(201);
  const seen = await request.get(`/api/folders/${(await folder.json()).id}/`, { headers: guest.headers });
  expect(seen.status()).toBe(200);

  // An invitation with a role, then both edit the same diagram at the same time.
  const project = await createDiagramViaApi(request, owner.headers, "Atelier");
  await invite(request, owner, project.id, guest, "editor");
  const a = await openAs(browser, owner, project.id);
  const b = await openAs(browser, guest, project.id);
  await addTable(a, "clients");
  await expect.poll(() => tableNames(b)).toEqual(["clients"]);
  await settled(a);
  await addTable(b, "commandes");
  await settled(b);
  await expect.poll(() => tableNames(a)).toEqual(["clients", "commandes"]);
});

test("the pricing page lists each plan's limits as the API enforces them", async ({ page, request }) => {
  const all = await plans(request);
  const expectedLines = (plan: Plan) => {
    const counted = (value: number, one: string, other: string, unlimited: string) =>
      value === -1 ? unlimited : `${value} ${value < 2 ? one : other}`;
    const lines = [
      counted(plan.max_diagrams, "diagramme", "diagrammes", "Diagrammes illimités"),
      counted(plan.max_tables_per_diagram, "table par diagramme", "tables par diagramme", "Tables illimitées par diagramme"),
    ];
    if (plan.max_team_members === -1) lines.push("Collaboration en équipe (membres illimités)");
    else if (plan.max_team_members === 1) lines.push("Collaboration en équipe (1 membre)");
    else if (plan.max_team_members > 1) lines.push(`Collaboration en équipe (jusqu'à ${plan.max_team_members} membres)`);
    if (plan.max_versions_per_diagram !== 0) lines.push(counted(plan.max_versions_per_diagram, "version par diagramme", "versions par diagramme", "Versions illimitées par diagramme"));
    if (plan.max_imports_per_month !== 0) lines.push(counted(plan.max_imports_per_month, "import SQL par mois", "imports SQL par mois", "Imports SQL illimités"));
    if (plan.priority_support) lines.push("Support prioritaire");
    return lines;
  };

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Choisissez votre plan" })).toBeVisible();
  for (const plan of all) {
    const card = page.getByRole("article", { name: plan.name });
    await expect(card.getByRole("listitem"), plan.name).toHaveText(expectedLines(plan));
  }

  // « -20% » on the annual side: every paid plan's annual price saves 20 %.
  await expect(page.getByText("-20%")).toBeVisible();
  for (const plan of all.filter((candidate) => candidate.monthly_price > 0)) {
    expect(plan.savings_percentage, plan.name).toBe(20);
    expect(plan.annual_price, plan.name).toBeLessThanOrEqual(plan.monthly_price * 12 * 0.8);
  }

  // « Commencez gratuitement » and the home page's « compte gratuit »: a new account is on a
  // free plan that allows diagrams.
  await expect(page.getByText("Commencez gratuitement, passez à un plan supérieur quand vos schémas grandissent.")).toBeVisible();
  const username = uniqueName("gra");
  await registerViaApi(request, username);
  const current = await (await request.get("/api/subscriptions/current/", { headers: await authHeaders(request, username) })).json();
  const free = all.find((plan) => plan.id === current.package)!;
  expect(free.monthly_price).toBe(0);
  expect(free.max_diagrams).not.toBe(0);
});

/**
 * Issue 16 item 1: a 5 000-table diagram (~38 MB of JSON) is saved after every edit. It is
 * stored through the whole-document save, gzip-compressed as the editor sends its imports (over
 * the 10 MiB of a plain body); opened in the designer, edits travel as commands and are there
 * after a reload. Edits made while the socket is down wait in the browser's local copy (its
 * pending commands: the document is too large to copy) and are saved once it is back, a command
 * too large for a socket frame going over HTTP.
 */
import { gzipSync } from "node:zlib";

import type { APIRequestContext, WebSocketRoute } from "@playwright/test";

import { expect, test } from "../support/test";

import { registerViaApi, uniqueName } from "../support/accounts";
import { createDiagramViaApi, signIn, subscribeViaApi } from "../support/api";
import { addTable, column, storedRelation, storedTable } from "../support/editor";
import { saveStatus, settled } from "../support/people";

const TABLES = 5000;

function bigDocument() {
  const tables = Array.from({ length: TABLES }, (_, t) =>
    storedTable(`t${t}`, `table_${t}`, (t % 100) * 340, Math.floor(t / 100) * 700,
      Array.from({ length: 20 }, (_, c) => column(`a${t}_${c}`, c === 0 ? "id" : `column_${c}`, c % 3 ? "VARCHAR" : "INT"))));
  const relations = Array.from({ length: TABLES * 1.5 }, (_, r) =>
    storedRelation(`r${r}`, `t${r % TABLES}`, `a${r % TABLES}_0`, `t${(r * 7 + 1) % TABLES}`, `a${(r * 7 + 1) % TABLES}_${1 + (r % 19)}`));
  return { format: 1, tables, relations };
}

type Probe = { tables: Array<{ id: string; name: string; x: number; y: number; attributes: Array<{ name: string }> }> };
const documentOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const doc = (window as unknown as { __relataEditor: { document: Probe } }).__relataEditor.document;
    const first = doc.tables.find((t) => t.id === "t42")!;
    return { count: doc.tables.length, first: { x: first.x, y: first.y, column: first.attributes[3].name }, names: doc.tables.slice(-3).map((t) => t.name) };
  });

/** A 5 000-table diagram stored by a compressed whole save; its owner's name and the project. */
async function storedBigDiagram(request: APIRequestContext) {
  const owner = uniqueName("big");
  await registerViaApi(request, owner);
  const headers = await subscribeViaApi(request, owner, "Équipe");
  const project = await createDiagramViaApi(request, headers, "Très grand schéma");
  const plain = Buffer.from(JSON.stringify({ schema: bigDocument(), revision: 0 }));
  expect(plain.length).toBeGreaterThan(10 * 1024 * 1024);
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, {
    headers: { ...headers, "Content-Type": "application/json", "Content-Encoding": "gzip" },
    data: gzipSync(plain),
    timeout: 60_000,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).tables_count).toBe(TABLES);
  return { owner, project };

}

test("a 5 000-table diagram saves every edit, and they are there after a reload", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, project } = await storedBigDiagram(request);
  await signIn(page, owner);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect.poll(async () => (await documentOf(page)).count, { timeout: 30_000 }).toBe(TABLES);

  // A table dragged and a column renamed, as the designer's gestures send them, then a table
  // added through the sidebar.
  await page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { dispatch: (command: unknown) => void } }).__relataEditor;
    editor.dispatch({ type: "MOVE_TABLE", name: "Déplacer la table", timestamp: Date.now(), data: { tableId: "t42", x: 1234, y: 5678 } });
    editor.dispatch({ type: "UPDATE_ATTRIBUTE", name: "Modifier l'attribut", timestamp: Date.now(), data: { tableId: "t42", attributeId: "a42_3", changes: { name: "renommée" } } });
  });
  await addTable(page, "ajoutee_apres_import");
  await settled(page);
  await expect(saveStatus(page)).not.toHaveText("Impossible de sauvegarder les données");

  await page.reload();
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect.poll(async () => (await documentOf(page)).count, { timeout: 30_000 }).toBe(TABLES + 1);
  const after = await documentOf(page);
  expect(after.first).toEqual({ x: 1234, y: 5678, column: "renommée" });
  expect(after.names).toContain("ajoutee_apres_import");
});

test("edits of a 5 000-table diagram made while the socket is down wait in the browser, then are saved, a bulk edit too large for a frame included", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { owner, project } = await storedBigDiagram(request);
  let offline = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws\/diagrams\//, (socket) => {
    if (offline) return socket.close({ code: 4000, reason: "hors ligne" });
    socket.connectToServer();
    open.push(socket);
  });
  await signIn(page, owner);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect.poll(async () => (await documentOf(page)).count, { timeout: 30_000 }).toBe(TABLES);

  offline = true;
  for (const socket of open.splice(0)) await socket.close({ code: 4000, reason: "hors ligne" });
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "offline");
  // A table dragged, then every table's comment set at once: ~1.08 MB, more than a frame holds.
  await page.evaluate((tables) => {
    const editor = (window as unknown as { __relataEditor: { dispatch: (command: unknown) => void } }).__relataEditor;
    editor.dispatch({ type: "MOVE_TABLE", name: "Déplacer la table", timestamp: Date.now(), data: { tableId: "t42", x: 4321, y: 8765 } });
    const comment = "Table reprise de l'ancien système de facturation, à revoir avant la migration.";
    editor.dispatch({ type: "BATCH", name: "Commenter les tables", timestamp: Date.now(), data: { commands: Array.from({ length: tables }, (_, t) => ({ type: "UPDATE_TABLE", name: "Modifier la table", timestamp: Date.now(), data: { tableId: `t${t}`, changes: { comment: `${comment} (${t})` } } })) } });
  }, TABLES);
  await expect(saveStatus(page)).toHaveAttribute("data-pending", "2");
  await expect(saveStatus(page)).toContainText("Sauvegardé localement uniquement");
  await page.waitForTimeout(1_000); // the local copy is written 300 ms after an edit
  await expect(saveStatus(page)).not.toHaveText("Impossible de sauvegarder les données");

  offline = false;
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await settled(page);
  await expect(page.getByText("Modification trop volumineuse pour être envoyée.")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect.poll(async () => (await documentOf(page)).count, { timeout: 30_000 }).toBe(TABLES);
  expect((await documentOf(page)).first).toMatchObject({ x: 4321, y: 8765 });
  const comment = await page.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: Array<{ id: string; comment: string }> } } }).__relataEditor.document.tables.find((t) => t.id === "t4999")!.comment);
  expect(comment).toMatch(/\(4999\)$/);
});

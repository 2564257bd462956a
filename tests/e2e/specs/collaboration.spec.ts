/**
 * Live collaboration in two browsers (001 §2 avatars, §4 "Live collaboration", §8 command_error;
 * web/realtime/PROTOCOL.md). Each person has their own browser context, as two people would.
 */
import { expect, test } from "../support/test";
import { type Page, type WebSocketRoute } from "@playwright/test";

import { addTable, tableButton } from "../support/editor";
import { createDiagramViaApi } from "../support/api";
import { openAs, person, saveStatus, settled, sharedDiagram, tableNames } from "../support/people";

test("two editors see each other's tables, faces and cursors, and both tables are saved", async ({ browser, request }) => {
  const { owner, editor, project } = await sharedDiagram(request);
  const a = await openAs(browser, owner, project.id);
  const b = await openAs(browser, editor, project.id);

  // Each sees the other in the header.
  await expect(a.getByTestId("collaborator").and(a.locator(`[data-user-id="${editor.id}"]`))).toBeVisible();
  await expect(b.getByTestId("collaborator").and(b.locator(`[data-user-id="${owner.id}"]`))).toBeVisible();

  // Both add a table at the same moment: neither loses theirs (before, B's save was refused).
  await Promise.all([addTable(a, "clients"), addTable(b, "commandes")]);
  await expect.poll(() => tableNames(a)).toEqual(["clients", "commandes"]);
  await expect.poll(() => tableNames(b)).toEqual(["clients", "commandes"]);
  await expect(tableButton(b, "clients")).toBeVisible();

  // A's pointer over the canvas shows on B's canvas with A's name.
  const canvas = await a.getByRole("img", { name: "Canevas du diagramme" }).boundingBox();
  for (let step = 0; step < 5; step += 1) await a.mouse.move(canvas!.x + 200 + step * 20, canvas!.y + 150 + step * 10);
  await expect(b.getByTestId("remote-cursor").filter({ hasText: owner.username })).toBeVisible();

  // Saved on the server: what both show is what a fresh fetch gives, and a reload finds it.
  const revision = Math.max(await settled(a), await settled(b));
  const saved = await (await request.get(`/api/projects/${project.id}`, { headers: owner.headers })).json();
  expect(saved.revision).toBeGreaterThanOrEqual(revision);
  expect(saved.schema.tables.map((t: { name: string }) => t.name).sort()).toEqual(["clients", "commandes"]);
  await b.reload();
  await expect.poll(() => tableNames(b)).toEqual(["clients", "commandes"]);
});

test("a viewer watches the diagram change live but cannot change it", async ({ browser, request }) => {
  const { owner, viewer, project } = await sharedDiagram(request);
  const a = await openAs(browser, owner, project.id);
  const c = await openAs(browser, viewer, project.id);
  await expect(c.getByRole("banner").getByText("Lecture seule")).toBeVisible();
  await expect(c.getByRole("button", { name: "Ajouter une table" })).toBeDisabled();

  await addTable(a, "factures");
  await expect.poll(() => tableNames(c)).toEqual(["factures"]);
  const revision = await settled(a);

  // The table shortcut does nothing for a reader, and nothing reaches the server.
  await c.getByRole("img", { name: "Canevas du diagramme" }).click();
  await c.keyboard.press("t");
  await expect.poll(() => tableNames(c)).toEqual(["factures"]);
  const saved = await (await request.get(`/api/projects/${project.id}`, { headers: owner.headers })).json();
  expect(saved.revision).toBe(revision);
});

test("edits made while offline arrive once the connection is back", async ({ browser, request }) => {
  const { owner, editor, project } = await sharedDiagram(request);
  let offline = false;
  const open: WebSocketRoute[] = [];
  const b = await openAs(browser, editor, project.id, (page) =>
    page.routeWebSocket(/\/ws\/diagrams\//, (socket) => {
      if (offline) return socket.close({ code: 4000, reason: "hors ligne" });
      socket.connectToServer();
      open.push(socket);
    }),
  );
  const a = await openAs(browser, owner, project.id);

  offline = true;
  for (const socket of open.splice(0)) await socket.close({ code: 4000, reason: "hors ligne" });
  await expect(b.getByTestId("connection-status")).toHaveAttribute("data-connection", "offline");
  await addTable(b, "hors_ligne");
  await expect(saveStatus(b)).toHaveAttribute("data-pending", /[1-9]/);
  await expect(saveStatus(b)).toContainText("Sauvegardé localement uniquement");
  expect(await tableNames(a)).toEqual([]);

  offline = false;
  await expect(b.getByTestId("connection-status")).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect.poll(() => tableNames(a), { timeout: 15_000 }).toEqual(["hors_ligne"]);
  await settled(b);
});

test("a collaborator whose access is revoked is cut off at once", async ({ browser, request }) => {
  const { owner, editor, project } = await sharedDiagram(request);
  const b = await openAs(browser, editor, project.id);
  await addTable(b, "avant");
  await settled(b);

  const collaborators = await (await request.get(`/api/projects/${project.id}/collaborators/`, { headers: owner.headers })).json();
  const entry = collaborators.results.find((c: { user_details: { id: number } }) => c.user_details.id === editor.id);
  const removed = await request.delete(`/api/projects/${project.id}/collaborators/${entry.id}/`, { headers: owner.headers });
  expect(removed.status()).toBe(204);

  await expect(b.getByText("Vous n'avez plus accès à ce diagramme.").first()).toBeVisible();
  await expect.poll(() => b.evaluate(() => (window as unknown as { __relataEditor: { isEditable: boolean } }).__relataEditor.isEditable)).toBe(false);
});

test("the plan's table limit refuses the table that would pass it, says why and offers the plans", async ({ browser, request }) => {
  const owner = await person(request, "quo");
  const project = await createDiagramViaApi(request, owner.headers, "Au plafond");
  const tables = Array.from({ length: 30 }, (_, n) => ({ id: `t${n}`, name: `table_${n}`, x: (n % 6) * 300, y: Math.floor(n / 6) * 200, width: 250, height: 75, attributes: [] }));
  const filled = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 } });
  expect(filled.status(), await filled.text()).toBe(200);

  const a = await openAs(browser, owner, project.id);
  await a.getByRole("button", { name: "Ajouter une table" }).click();
  await expect(a.getByText("Votre plan limite un diagramme à 30 tables.", { exact: false })).toBeVisible();
  await expect(a.getByRole("button", { name: "Voir les plans" }).or(a.getByRole("link", { name: "Voir les plans" })).first()).toBeVisible();
  await expect.poll(async () => (await tableNames(a)).length).toBe(30);
});

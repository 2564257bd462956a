import { expect, test } from "../support/test";

import { createDiagramViaApi, signIn } from "../support/api";
import { column, storedTable, tableButton } from "../support/editor";
import { openAs, person, settled, sharedDiagram } from "../support/people";

type Place = { x: number; y: number };
type Shown = {
  tables: Array<{ name: string } & Place>;
  areas: Array<{ id: string; name: string; width: number; height: number } & Place>;
  notes: Array<{ id: string; text: string } & Place>;
};

/** What the page's editor shows now (read at each poll: never a value kept from before). */
function shown(page: import("@playwright/test").Page): Promise<Shown> {
  return page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { document: Shown } }).__relataEditor;
    const doc = editor.document;
    return {
      tables: doc.tables.map(({ name, x, y }) => ({ name, x, y })),
      areas: (doc.areas ?? []).map(({ id, name, x, y, width, height }) => ({ id, name, x, y, width, height })),
      notes: (doc.notes ?? []).map(({ id, text, x, y }) => ({ id, text, x, y })),
    };
  });
}

/** A world point's place on the page (CSS pixels), at the editor's camera now. */
function onPage(page: import("@playwright/test").Page, world: Place) {
  return page.evaluate((w) => {
    const editor = (window as unknown as { __relataEditor: { camera: { scale: number; offsetX: number; offsetY: number } } }).__relataEditor;
    const box = document.querySelector("canvas")!.getBoundingClientRect();
    const { scale, offsetX, offsetY } = editor.camera;
    return { x: box.left + w.x * scale + offsetX, y: box.top + w.y * scale + offsetY };
  }, world);
}

const tableAt = (state: Shown, name: string) => state.tables.find((t) => t.name === name);

test("an area drawn around a table carries it when dragged, in one undo step; a note's text is kept", async ({ page, request }) => {
  const owner = await person(request, "zon");
  const project = await createDiagramViaApi(request, owner.headers, "Zones");
  const tables = [
    storedTable("t1", "commandes", 100, 100, [column("c1", "id")]),
    storedTable("t2", "stock", 1400, 100, [column("c2", "id")]),
  ];
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  await signIn(page, owner.username);
  await page.goto(`/projects/${project.id}`);
  await expect(tableButton(page, "commandes")).toBeVisible();

  // The area surrounds the selected table.
  await tableButton(page, "commandes").click();
  await page.getByRole("button", { name: "Ajouter une zone" }).click();
  await expect.poll(async () => (await shown(page)).areas.map((a) => a.name)).toEqual(["Nouvelle zone"]);
  const area = (await shown(page)).areas[0];
  expect(area.x).toBeLessThan(100);
  expect(area.x + area.width).toBeGreaterThan(350);

  // Dragged by its label: the table inside follows, the one outside stays.
  const from = await onPage(page, { x: area.x + 40, y: area.y + 12 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(from.x + step * 24, from.y + step * 12);
  await page.mouse.up();
  await expect.poll(async () => {
    const now = await shown(page);
    const moved = now.areas[0];
    return { dx: moved.x - area.x - (tableAt(now, "commandes")!.x - 100), dy: moved.y - area.y - (tableAt(now, "commandes")!.y - 100), movedBy: moved.x - area.x, stock: tableAt(now, "stock") };
  }).toEqual({ dx: 0, dy: 0, movedBy: expect.any(Number), stock: { name: "stock", x: 1400, y: 100 } });
  expect(tableAt(await shown(page), "commandes")!.x).toBeGreaterThan(100);

  // One undo puts back the area and its table.
  await page.getByRole("toolbar", { name: "Zones et notes" }).waitFor();
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect.poll(async () => {
    const now = await shown(page);
    return { area: { x: now.areas[0].x, y: now.areas[0].y }, table: tableAt(now, "commandes") };
  }).toEqual({ area: { x: area.x, y: area.y }, table: { name: "commandes", x: 100, y: 100 } });

  // A note, typed in place, is saved with the diagram. Made in the middle of the view: a view on
  // the empty canvas below the tables (clicking a table in the sidebar centred the view on it).
  await page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { width: number; height: number; setCamera: (c: object) => void } }).__relataEditor;
    editor.setCamera({ scale: 1, offsetX: editor.width / 2 - 800, offsetY: editor.height / 2 - 900 });
  });
  await page.getByRole("button", { name: "Ajouter une note" }).click();
  const text = page.getByRole("textbox", { name: "Texte de la note" });
  await expect(text).toBeFocused();
  await text.fill("À relire avec l’équipe");
  await text.press("Control+Enter");
  await expect(text).toBeHidden();
  await expect.poll(async () => (await shown(page)).notes.map((n) => n.text)).toEqual(["À relire avec l’équipe"]);
  await settled(page);

  await page.reload();
  await expect(tableButton(page, "commandes")).toBeVisible();
  await expect.poll(async () => (await shown(page)).notes.map((n) => n.text)).toEqual(["À relire avec l’équipe"]);
  await expect.poll(async () => (await shown(page)).areas.map((a) => a.name)).toEqual(["Nouvelle zone"]);

  // Selected with a click and deleted with the Delete key; the area's table stays.
  const note = (await shown(page)).notes[0];
  const at = await onPage(page, { x: note.x + 30, y: note.y + 60 });
  await page.mouse.click(at.x, at.y);
  await expect(page.getByRole("toolbar", { name: "Note sélectionnée" })).toBeVisible();
  await page.keyboard.press("Delete");
  await expect.poll(async () => (await shown(page)).notes).toEqual([]);
  await expect.poll(async () => (await shown(page)).tables.map((t) => t.name).sort()).toEqual(["commandes", "stock"]);
});

test("live: a collaborator's area and note appear at once; a viewer sees them but cannot edit", async ({ browser, request }) => {
  const { owner, editor, viewer, project } = await sharedDiagram(request);
  const a = await openAs(browser, owner, project.id);
  const b = await openAs(browser, editor, project.id);
  const v = await openAs(browser, viewer, project.id);

  await a.getByRole("button", { name: "Ajouter une zone" }).click();
  await a.getByRole("button", { name: "Ajouter une note" }).click();
  const text = a.getByRole("textbox", { name: "Texte de la note" });
  await text.fill("Vu par tous");
  await text.press("Control+Enter");

  for (const other of [b, v]) {
    await expect.poll(async () => (await shown(other)).notes.map((n) => n.text)).toEqual(["Vu par tous"]);
    await expect.poll(async () => (await shown(other)).areas.map((n) => n.name)).toEqual(["Nouvelle zone"]);
  }

  // The collaborator moves the note by a drag; the owner sees it where they put it.
  const note = (await shown(b)).notes[0];
  const from = await onPage(b, { x: note.x + 20, y: note.y + 60 });
  await b.mouse.move(from.x, from.y);
  await b.mouse.down();
  for (let step = 1; step <= 4; step += 1) await b.mouse.move(from.x + step * 30, from.y);
  await b.mouse.up();
  await expect.poll(async () => (await shown(b)).notes[0].x).toBeGreaterThan(note.x);
  const moved = (await shown(b)).notes[0].x;
  await expect.poll(async () => (await shown(a)).notes[0].x).toBe(moved);

  // The viewer: no buttons; a double-click opens no field, a drag moves nothing.
  await expect(v.getByRole("button", { name: "Ajouter une note" })).toHaveCount(0);
  const seen = (await shown(v)).notes[0];
  const at = await onPage(v, { x: seen.x + 20, y: seen.y + 60 });
  await v.mouse.dblclick(at.x, at.y);
  await expect(v.getByRole("textbox", { name: "Texte de la note" })).toHaveCount(0);
  await v.mouse.move(at.x, at.y);
  await v.mouse.down();
  await v.mouse.move(at.x + 100, at.y + 50);
  await v.mouse.up();
  expect((await shown(v)).notes[0]).toMatchObject({ x: seen.x, y: seen.y, text: "Vu par tous" });
  await settled(a);
  await settled(b);
});

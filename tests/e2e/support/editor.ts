import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { createDiagramViaApi, subscribeViaApi } from "./api";
import type { Person } from "./people";

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

type Box = { x: number; y: number; width: number; height: number };
type Attribute = { id: string; name: string; type: string };

/** A stored column as the document keeps it (model/factory.ts newAttribute's defaults). */
export const column = (id: string, name: string, type = "INT", extra: Record<string, unknown> = {}) => ({
  id, name, type, isNullable: false, isPrimaryKey: name === "id", isForeignKey: false, isUnique: false,
  isAutoIncrement: false, unsigned: false, isArray: false, defaultValue: null, length: null, precision: null,
  scale: null, comment: "", enumValues: "", referencedTable: null, referencedAttribute: null, ...extra,
});

/** A stored table at (x, y) with these columns. */
export const storedTable = (id: string, name: string, x: number, y: number, attributes: Attribute[]) => ({
  id, name, x, y, width: 250, height: 35 + 28 * attributes.length + 12, color: "#6366f1", comment: "", schema: "public",
  attributes, indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
});

/** A diagram of `count` tables for an owner put on the Pro plan, stored through the API: 15 to a
 * row, 900 × 600 apart as a layout with room for relations leaves them (at 10 % the canvas shows
 * a third of 300). */
export async function storedGridDiagram(request: APIRequestContext, owner: Person, count: number,
  columnsOf: (i: number) => Attribute[] = (i) => [column(`c${i}`, "id")]) {
  await subscribeViaApi(request, owner.username, "Pro");
  const project = await createDiagramViaApi(request, owner.headers, "Grand schéma");
  const tables = Array.from({ length: count }, (_, i) =>
    storedTable(`t${i}`, `table_${i}`, (i % 15) * 900, Math.floor(i / 15) * 600, columnsOf(i)));
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);
  return project;
}

/** A stored one-to-many relation from `from`'s column to `to`'s. */
export const storedRelation = (id: string, from: string, fromColumn: string, to: string, toColumn: string) => ({
  id, type: "one-to-many", fromTableId: from, toTableId: to, fromAttributeId: fromColumn, toAttributeId: toColumn,
  name: "", label: "", onDelete: "CASCADE", onUpdate: "CASCADE", color: null, isDashed: false,
  cardinality: { from: "1", to: "N" }, extraPairs: [],
});

/** Where each table of the page's editor is on screen, and the canvas's box (CSS pixels). */
export function tablesOnScreen(page: Page) {
  return page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor?: { document: { tables: Array<{ name: string; x: number; y: number; width: number; height: number }> }; camera: { scale: number; offsetX: number; offsetY: number } } }).__relataEditor;
    const canvas = document.querySelector("canvas")?.getBoundingClientRect();
    if (!editor || !canvas) return null;
    const { scale, offsetX, offsetY } = editor.camera;
    const tables: Array<{ name: string } & Box> = editor.document.tables.map((t) => ({
      name: t.name, x: t.x * scale + offsetX, y: t.y * scale + offsetY, width: t.width * scale, height: t.height * scale,
    }));
    return { scale, canvas: { width: canvas.width, height: canvas.height }, tables };
  });
}

/**
 * Why the view does not show the diagram fitted and readable, or "" when it does: every table
 * inside the canvas, at 50 % or more, the diagram's centre near the canvas's.
 */
export async function unreadableView(page: Page, expectedTables: number): Promise<string> {
  const view = await tablesOnScreen(page);
  if (!view) return "no editor yet";
  if (view.tables.length !== expectedTables) return `${view.tables.length} tables loaded`;
  if (view.scale < 0.5) return `zoom ${Math.round(view.scale * 100)} %`;
  const outside = view.tables.filter((t) => t.x < 0 || t.y < 0 || t.x + t.width > view.canvas.width || t.y + t.height > view.canvas.height);
  if (outside.length) return `off the canvas: ${outside.map((t) => t.name).join(", ")}`;
  const left = Math.min(...view.tables.map((t) => t.x));
  const right = Math.max(...view.tables.map((t) => t.x + t.width));
  if (Math.abs((left + right) / 2 - view.canvas.width / 2) > 20) return `off centre (${Math.round(left)}–${Math.round(right)} of ${view.canvas.width})`;
  return "";
}

/** What lies under a point of the canvas (world coordinates), most specific first. */
import { ANNOTATION } from "../model/annotations";
import { HIT, TABLE } from "../model/constants";
import { contains, tableRect, type Rect } from "../model/geometry";
import type { Area, Note, Relation, Table } from "../model/types";
import type { RouteCache } from "../routing/routes";
import type { SceneIndex } from "../spatial/sceneIndex";

export type Hit =
  | { kind: "resize"; table: Table }
  | { kind: "connector"; table: Table; attributeId: string | null }
  | { kind: "header"; table: Table }
  | { kind: "row"; table: Table; attributeId: string }
  | { kind: "body"; table: Table }
  | { kind: "relation"; relation: Relation }
  | { kind: "note"; note: Note; part: "resize" | "body" }
  | { kind: "area"; area: Area; part: "resize" | "label" | "body" }
  | { kind: "empty" };

/** The notes and areas of the document, for hit testing (absent: only tables and relations). */
export interface Annotations {
  notes?: readonly Note[];
  areas?: readonly Area[];
}

const onHandle = (rect: Rect, x: number, y: number, scale: number) =>
  Math.hypot(rect.x + rect.width - x, rect.y + rect.height - y) <= HIT.resizeHandle(scale);

/** The topmost of `items` (the last drawn) under the point, its resize handle counting as in. */
function topmost<T extends Rect>(items: readonly T[] | undefined, x: number, y: number, scale: number): T | null {
  if (!items) return null;
  for (let at = items.length - 1; at >= 0; at -= 1) {
    if (contains(items[at], x, y) || onHandle(items[at], x, y, scale)) return items[at];
  }
  return null;
}

export function rowAt(table: Table, y: number): string | null {
  if (table.isCollapsed) return null;
  const row = Math.floor((y - table.y - TABLE.headerHeight) / TABLE.rowHeight);
  return row >= 0 && row < table.attributes.length ? table.attributes[row].id : null;
}

/** `relationTolerance` is the click's (001 §9: max(8, 15/scale)); hovering passes its own, 10/scale. */
export function hitTest(
  index: SceneIndex, routes: RouteCache, x: number, y: number, scale: number,
  relationTolerance = HIT.relationTolerance(scale),
  annotations: Annotations = {},
): Hit {
  const table = index.tableAt(x, y);
  if (table) {
    const rect = tableRect(table);
    const handle = HIT.resizeHandle(scale);
    if (Math.hypot(rect.x + rect.width - x, rect.y + rect.height - y) <= handle) return { kind: "resize", table };
    if (rect.x + rect.width - x <= handle) return { kind: "connector", table, attributeId: rowAt(table, y) };
    if (y - rect.y <= TABLE.headerHeight) return { kind: "header", table };
    const attributeId = rowAt(table, y);
    return attributeId ? { kind: "row", table, attributeId } : { kind: "body", table };
  }
  // Drawn tables over notes over relations over areas: the topmost wins.
  const note = topmost(annotations.notes, x, y, scale);
  if (note) return { kind: "note", note, part: onHandle(note, x, y, scale) ? "resize" : "body" };
  const relation = routes.relationAt(x, y, relationTolerance);
  if (relation) return { kind: "relation", relation };
  const area = topmost(annotations.areas, x, y, scale);
  if (area) {
    const part = onHandle(area, x, y, scale) ? "resize" : y - area.y <= ANNOTATION.labelHeight ? "label" : "body";
    return { kind: "area", area, part };
  }
  return { kind: "empty" };
}

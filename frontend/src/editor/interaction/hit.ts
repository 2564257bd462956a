/** What lies under a point of the canvas (world coordinates), most specific first. */
import { HIT, TABLE } from "../model/constants";
import { tableRect } from "../model/geometry";
import type { Relation, Table } from "../model/types";
import type { RouteCache } from "../routing/routes";
import type { SceneIndex } from "../spatial/sceneIndex";

export type Hit =
  | { kind: "resize"; table: Table }
  | { kind: "connector"; table: Table; attributeId: string | null }
  | { kind: "header"; table: Table }
  | { kind: "row"; table: Table; attributeId: string }
  | { kind: "body"; table: Table }
  | { kind: "relation"; relation: Relation }
  | { kind: "empty" };

export function rowAt(table: Table, y: number): string | null {
  if (table.isCollapsed) return null;
  const row = Math.floor((y - table.y - TABLE.headerHeight) / TABLE.rowHeight);
  return row >= 0 && row < table.attributes.length ? table.attributes[row].id : null;
}

/** `relationTolerance` is the click's (001 §9: max(8, 15/scale)); hovering passes its own, 10/scale. */
export function hitTest(
  index: SceneIndex, routes: RouteCache, x: number, y: number, scale: number,
  relationTolerance = HIT.relationTolerance(scale),
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
  const relation = routes.relationAt(x, y, relationTolerance);
  return relation ? { kind: "relation", relation } : { kind: "empty" };
}

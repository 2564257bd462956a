/**
 * The spatial index of tables (rbush) for hit testing and viewport culling. It follows the
 * document by reference: only tables whose object changed are re-indexed, so a move of one table
 * among thousands costs one removal and one insertion, and no walk over the other tables' entries
 * (a drag frame must not cost in proportion to the document).
 */
import RBush from "rbush";

import { contains, tableRect, type Rect } from "../model/geometry";
import { replacedTables } from "../model/tableChanges";
import type { DiagramDocument, Table } from "../model/types";

interface Item {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: string;
}

function itemOf(table: Table): Item {
  const r = tableRect(table);
  return { minX: r.x, minY: r.y, maxX: r.x + r.width, maxY: r.y + r.height, id: table.id };
}

export class SceneIndex {
  private tree = new RBush<Item>();
  private items = new Map<string, Item>();
  private tables = new Map<string, Table>();
  /** Drawing order: later tables are on top. */
  private order = new Map<string, number>();
  private doc: DiagramDocument | null = null;
  /** Index entries examined by syncs (tests pin that a move touches one, not every table). */
  examined = 0;

  sync(doc: DiagramDocument): void {
    if (doc === this.doc) return;
    const replaced = this.doc ? replacedTables(this.doc.tables, doc.tables) : null;
    if (replaced) replaced.forEach((at) => this.reindex(doc.tables[at]));
    else this.rebuild(doc);
    this.doc = doc;
  }

  private reindex(table: Table) {
    this.examined += 1;
    const old = this.items.get(table.id);
    if (old) this.tree.remove(old);
    const item = itemOf(table);
    this.items.set(table.id, item);
    this.tables.set(table.id, table);
    this.tree.insert(item);
  }

  private rebuild(doc: DiagramDocument) {
    const first = this.doc === null || this.items.size === 0;
    const seen = new Set<string>();
    const fresh: Item[] = [];
    this.examined += doc.tables.length;
    doc.tables.forEach((table, position) => {
      seen.add(table.id);
      this.order.set(table.id, position);
      if (this.tables.get(table.id) === table) return;
      const old = this.items.get(table.id);
      if (old && !first) this.tree.remove(old);
      const item = itemOf(table);
      this.items.set(table.id, item);
      this.tables.set(table.id, table);
      if (first) fresh.push(item);
      else this.tree.insert(item);
    });
    if (first) this.tree.load(fresh);
    for (const id of [...this.items.keys()]) {
      if (seen.has(id)) continue;
      this.tree.remove(this.items.get(id)!);
      this.items.delete(id);
      this.tables.delete(id);
      this.order.delete(id);
    }
  }

  /** The rectangle around everything indexed, null when empty. */
  bounds(): Rect | null {
    const root = this.tree.toJSON() as { minX: number; minY: number; maxX: number; maxY: number; children: unknown[] };
    if (!root.children.length || !Number.isFinite(root.minX)) return null;
    return { x: root.minX, y: root.minY, width: root.maxX - root.minX, height: root.maxY - root.minY };
  }

  /** Tables meeting the rectangle, in drawing order. */
  search(rect: Rect): Table[] {
    return this.tree
      .search({ minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height })
      .sort((a, b) => this.order.get(a.id)! - this.order.get(b.id)!)
      .map((item) => this.tables.get(item.id)!);
  }

  /** The topmost table under a world point. */
  tableAt(x: number, y: number): Table | null {
    const hits = this.tree.search({ minX: x, minY: y, maxX: x, maxY: y });
    let best: Item | null = null;
    for (const item of hits) {
      if (!best || this.order.get(item.id)! > this.order.get(best.id)!) best = item;
    }
    if (!best) return null;
    const table = this.tables.get(best.id)!;
    return contains(tableRect(table), x, y) ? table : null;
  }

  get size(): number {
    return this.items.size;
  }
}

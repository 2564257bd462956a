/**
 * Relation routing (001 §9): orthogonal paths leaving and entering tables at the attribute rows,
 * with a clearance stub out of each table, stacked relations between the same tables offset by
 * 8 px, loops on one side when tables overlap horizontally, and rounded corners when drawn.
 * Routes are cached per relation and recomputed only when one of its two tables changed; a change
 * of tables alone (a drag frame) reaches only the moved tables' relations.
 */
import RBush from "rbush";

import { ROUTING } from "../model/constants";
import { attributeCenterY, tableRect, type Rect } from "../model/geometry";
import { replacedTables } from "../model/tableChanges";
import { relationPairs, type DiagramDocument, type Relation, type Table } from "../model/types";

export interface Point {
  x: number;
  y: number;
}

export interface Route {
  relation: Relation;
  points: Point[];
  /** A composite key's comb at each end: polylines joining the rows of all its columns. */
  brackets: Point[][];
  bounds: Rect;
}

/** How far outside the table a composite key's comb runs along its rows. */
export const BRACKET_OFFSET = 4;

/**
 * The comb of a composite key at one end of its route: a tick out of each key row, joined by a
 * bar alongside the table, so the line is seen to hold every column and not only the first.
 */
function bracketAt(table: Table, attributeIds: (string | null)[], at: Point, toward: Point): Point[][] {
  if (attributeIds.length < 2 || table.isCollapsed) return [];
  const rows = attributeIds.filter((id) => id !== null && table.attributes.some((a) => a.id === id))
    .map((id) => attributeCenterY(table, id));
  if (rows.length < 2) return [];
  const x = at.x + (Math.sign(toward.x - at.x) || 1) * BRACKET_OFFSET;
  const top = Math.min(...rows, at.y);
  const bottom = Math.max(...rows, at.y);
  return [[{ x, y: top }, { x, y: bottom }], ...rows.map((y) => [{ x: at.x, y }, { x, y }])];
}

/** The combs of a relation whose key has several columns; none for a one-column key. */
export function bracketsOf(from: Table, to: Table, relation: Relation, points: Point[]): Point[][] {
  const pairs = relationPairs(relation);
  if (pairs.length < 2) return [];
  const last = points.length - 1;
  return [
    ...bracketAt(from, pairs.map((p) => p.fromAttributeId), points[0], points[1]),
    ...bracketAt(to, pairs.map((p) => p.toAttributeId), points[last], points[last - 1]),
  ];
}

interface RouteItem {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  route: Route;
}

function boundsOf(points: Point[]): Rect {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The path of one relation; `lane` separates relations joining the same two tables. */
export function routeBetween(from: Table, to: Table, relation: Relation, lane: number): Point[] {
  const a = tableRect(from);
  const b = tableRect(to);
  const shift = lane * ROUTING.stackOffset;
  const ay = attributeCenterY(from, relation.fromAttributeId) + (relation.fromAttributeId ? 0 : shift);
  const by = attributeCenterY(to, relation.toAttributeId) + (relation.toAttributeId ? 0 : shift);

  if (from.id === to.id) {
    const x = a.x + a.width + ROUTING.offset + shift;
    const y2 = by === ay ? ay + 14 : by;
    return [{ x: a.x + a.width, y: ay }, { x, y: ay }, { x, y: y2 }, { x: a.x + a.width, y: y2 }];
  }
  const gap = ROUTING.clearanceMin * 2;
  if (b.x >= a.x + a.width + gap) {
    const mid = (a.x + a.width + b.x) / 2 + shift;
    return [{ x: a.x + a.width, y: ay }, { x: mid, y: ay }, { x: mid, y: by }, { x: b.x, y: by }];
  }
  if (a.x >= b.x + b.width + gap) {
    const mid = (b.x + b.width + a.x) / 2 + shift;
    return [{ x: a.x, y: ay }, { x: mid, y: ay }, { x: mid, y: by }, { x: b.x + b.width, y: by }];
  }
  // Overlapping horizontally: leave and enter on the right side, around both tables. The loop
  // clears them by the routing offset (30, inside the 15–40 clearance) and stacked relations sit
  // 8 px apart; growing the clearance with the lane as well counted the shift twice (380, 388,
  // 397, 413… instead of 380, 388, 396, 404…).
  const x = Math.max(a.x + a.width, b.x + b.width) + ROUTING.offset + shift;
  return [{ x: a.x + a.width, y: ay }, { x, y: ay }, { x, y: by }, { x: b.x + b.width, y: by }];
}

interface Cached {
  route: Route;
  from: Table;
  to: Table;
  lane: number;
  item: RouteItem;
}

function routeItem(from: Table, to: Table, relation: Relation, lane: number): RouteItem {
  const points = routeBetween(from, to, relation, lane);
  const brackets = bracketsOf(from, to, relation, points);
  const route: Route = { relation, points, brackets, bounds: boundsOf(brackets.length ? points.concat(...brackets) : points) };
  return {
    minX: route.bounds.x, minY: route.bounds.y,
    maxX: route.bounds.x + route.bounds.width, maxY: route.bounds.y + route.bounds.height, route,
  };
}

export class RouteCache {
  private routes = new Map<string, Cached>();
  private tree = new RBush<RouteItem>();
  private doc: DiagramDocument | null = null;
  private tablesById = new Map<string, Table>();
  /** The routed relations at each table: what a move of that table re-routes. */
  private byTable = new Map<string, Cached[]>();
  /** Relations examined by syncs, and routes computed (tests pin that a move of one table
   * touches only its own relations). */
  examined = 0;
  routed = 0;

  sync(doc: DiagramDocument): void {
    if (doc === this.doc) return;
    // Lanes depend on the relations alone, routes on their two tables: with the same relations,
    // only the relations of replaced tables move (a drag frame re-routes the dragged table's).
    const replaced = this.doc && doc.relations === this.doc.relations ? replacedTables(this.doc.tables, doc.tables) : null;
    if (replaced) replaced.forEach((at) => this.follow(doc.tables[at]));
    else this.rebuild(doc);
    this.doc = doc;
  }

  private follow(table: Table) {
    this.tablesById.set(table.id, table);
    for (const cached of this.byTable.get(table.id) ?? []) {
      this.examined += 1;
      const from = this.tablesById.get(cached.route.relation.fromTableId)!;
      const to = this.tablesById.get(cached.route.relation.toTableId)!;
      if (cached.from === from && cached.to === to) continue; // re-routed with its other table
      this.tree.remove(cached.item);
      this.place(cached, from, to, cached.route.relation, cached.lane);
      this.tree.insert(cached.item);
    }
  }

  private place(cached: Cached, from: Table, to: Table, relation: Relation, lane: number) {
    this.routed += 1;
    cached.item = routeItem(from, to, relation, lane);
    cached.route = cached.item.route;
    cached.from = from;
    cached.to = to;
    cached.lane = lane;
  }

  private rebuild(doc: DiagramDocument) {
    const tables = new Map(doc.tables.map((t) => [t.id, t]));
    const lanes = new Map<string, number>();
    const seen = new Set<string>();
    const bulk: RouteItem[] = [];
    const first = this.routes.size === 0;
    this.byTable = new Map();
    const atTable = (id: string, cached: Cached) => {
      const list = this.byTable.get(id);
      if (list) list.push(cached);
      else this.byTable.set(id, [cached]);
    };
    for (const relation of doc.relations) {
      this.examined += 1;
      const from = tables.get(relation.fromTableId);
      const to = tables.get(relation.toTableId);
      if (!from || !to) continue;
      const pair = from.id < to.id ? `${from.id}|${to.id}` : `${to.id}|${from.id}`;
      const lane = lanes.get(pair) ?? 0;
      lanes.set(pair, lane + 1);
      seen.add(relation.id);
      let cached = this.routes.get(relation.id);
      if (!cached || cached.route.relation !== relation || cached.from !== from || cached.to !== to || cached.lane !== lane) {
        if (cached && !first) this.tree.remove(cached.item);
        const item = routeItem(from, to, relation, lane);
        this.routed += 1;
        cached = { route: item.route, from, to, lane, item };
        this.routes.set(relation.id, cached);
        if (first) bulk.push(item);
        else this.tree.insert(item);
      }
      atTable(from.id, cached);
      if (to.id !== from.id) atTable(to.id, cached);
    }
    if (first && bulk.length) this.tree.load(bulk);
    for (const [id, cached] of [...this.routes]) {
      if (seen.has(id)) continue;
      this.tree.remove(cached.item);
      this.routes.delete(id);
    }
    this.tablesById = tables;
  }

  /** The rectangle around everything indexed, null when empty. */
  bounds(): Rect | null {
    const root = this.tree.toJSON() as { minX: number; minY: number; maxX: number; maxY: number; children: unknown[] };
    if (!root.children.length || !Number.isFinite(root.minX)) return null;
    return { x: root.minX, y: root.minY, width: root.maxX - root.minX, height: root.maxY - root.minY };
  }

  search(rect: Rect): Route[] {
    return this.tree
      .search({ minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height })
      .map((item) => item.route);
  }

  /** The routes at a table, as last synced. */
  routesAt(tableId: string): Route[] {
    return (this.byTable.get(tableId) ?? []).map((cached) => cached.route);
  }

  /** Whether the routes are those of this document. */
  isAt(doc: DiagramDocument): boolean {
    return this.doc === doc;
  }

  get(relationId: string): Route | undefined {
    return this.routes.get(relationId)?.route;
  }

  /** The relation whose path passes within `tolerance` of a world point. */
  relationAt(x: number, y: number, tolerance: number): Relation | null {
    let best: { relation: Relation; distance: number } | null = null;
    for (const item of this.tree.search({ minX: x - tolerance, minY: y - tolerance, maxX: x + tolerance, maxY: y + tolerance })) {
      const distance = distanceToPolyline(item.route.points, x, y);
      if (distance <= tolerance && (!best || distance < best.distance)) best = { relation: item.route.relation, distance };
    }
    return best?.relation ?? null;
  }
}

export function distanceToPolyline(points: Point[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / length));
    best = Math.min(best, Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy)));
  }
  return best;
}

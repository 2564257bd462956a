import { describe, expect, it } from "vitest";

import { apply } from "../commands/reducer";
import { command } from "../commands/types";
import { HIT } from "../model/constants";
import type { DiagramDocument } from "../model/types";
import { compositeDocument, documentOf, randomDocument, relation, seeded, table, withRandomRelations } from "../testing/fixtures";
import { hitTest } from "../interaction/hit";
import { SceneIndex } from "../spatial/sceneIndex";
import { BRACKET_OFFSET, distanceToPolyline, RouteCache, routeBetween } from "./routes";

// A at x 0–250 with rows id (y 49) and name (y 77); B to its right with rows id (149) and a_id (177).
const A = table("A", 0, 0, ["id", "name"]);
const B = table("B", 400, 100, ["id", "a_id"]);

describe("composite keys", () => {
  it("draws a comb over every key row at both ends, and none for a one-column key", () => {
    const doc = compositeDocument();
    const cache = new RouteCache();
    cache.sync(doc);
    const [route] = cache.search({ x: -1000, y: -1000, width: 3000, height: 3000 });
    // p(a, b) on the left, rows at y 49 and 77; c(id, a, b) on the right, a and b at 77 and 105.
    const [p, c] = doc.tables;
    const left = p.x + p.width + BRACKET_OFFSET;
    const right = c.x - BRACKET_OFFSET;
    expect(route.brackets).toEqual([
      [{ x: left, y: 49 }, { x: left, y: 77 }],
      [{ x: 250, y: 49 }, { x: left, y: 49 }],
      [{ x: 250, y: 77 }, { x: left, y: 77 }],
      [{ x: right, y: 77 }, { x: right, y: 105 }],
      [{ x: 400, y: 77 }, { x: right, y: 77 }],
      [{ x: 400, y: 105 }, { x: right, y: 105 }],
    ]);

    const single = documentOf(doc.tables, [{ ...doc.relations[0], extraPairs: [] }]);
    cache.sync(single);
    expect(cache.search({ x: -1000, y: -1000, width: 3000, height: 3000 })[0].brackets).toEqual([]);
  });

  it("draws no comb on a collapsed table, whose rows are hidden", () => {
    const doc = compositeDocument();
    doc.tables[1] = { ...doc.tables[1], isCollapsed: true };
    const cache = new RouteCache();
    cache.sync(doc);
    const [route] = cache.search({ x: -1000, y: -1000, width: 3000, height: 3000 });
    expect(route.brackets).toHaveLength(3);
    expect(route.brackets.every((line) => line.every((point) => point.x < 400))).toBe(true);
  });
});

describe("routeBetween", () => {
  it("leaves the right edge at the source row's centre and enters the left edge of a table to the right", () => {
    const points = routeBetween(A, B, relation("r", A, B, "id", "a_id"), 0);
    expect(points).toEqual([
      { x: 250, y: 49 },
      { x: 325, y: 49 },
      { x: 325, y: 177 },
      { x: 400, y: 177 },
    ]);
  });

  it("is orthogonal: every segment is horizontal or vertical", () => {
    const random = seeded(3);
    for (let i = 0; i < 200; i += 1) {
      const a = table("a", random() * 1000, random() * 1000, ["id", "x", "y"]);
      const b = table("b", random() * 1000, random() * 1000, ["id", "x", "y"]);
      const points = routeBetween(a, b, relation("r", a, b, "x", "y"), Math.floor(random() * 4));
      for (let p = 1; p < points.length; p += 1) {
        const horizontal = points[p].y === points[p - 1].y;
        const vertical = points[p].x === points[p - 1].x;
        expect(horizontal || vertical).toBe(true);
      }
    }
  });

  it("uses the other sides when the target is to the left: source's left edge, target's right edge", () => {
    const a = { ...A, x: 600 };
    const b = { ...B, x: 0 };
    const points = routeBetween(a, b, relation("r", a, b, "id", "a_id"), 0);
    expect(points[0]).toEqual({ x: 600, y: 49 });
    expect(points[points.length - 1]).toEqual({ x: 250, y: 177 });
    expect(points[1].x).toBe(425); // half-way across the gap
  });

  it("loops on the right, outside both tables, when they overlap horizontally", () => {
    const b = { ...B, x: 100, y: 300 };
    const points = routeBetween(A, b, relation("r", A, b, "id", "a_id"), 0);
    expect(points[0]).toEqual({ x: 250, y: 49 });
    expect(points[3]).toEqual({ x: 350, y: 300 + 35 + 28 + 14 });
    // The vertical run is 30 (routing offset, 001 §9) right of the rightmost edge.
    expect(points[1].x).toBe(380);
    expect(points[2].x).toBe(380);
  });

  it("treats tables closer than twice the 15 px clearance as overlapping", () => {
    const b = { ...B, x: 250 + 29 };
    expect(routeBetween(A, b, relation("r", A, b, "id", "a_id"), 0)[3].x).toBe(b.x + 250); // enters on the right
    const c = { ...B, x: 250 + 30 };
    expect(routeBetween(A, c, relation("r", A, c, "id", "a_id"), 0)[3].x).toBe(c.x); // enters on the left
  });

  it("anchors at the header centre when a relation has no attributes", () => {
    const points = routeBetween(A, B, relation("r", A, B), 0);
    expect(points[0].y).toBe(17.5);
    expect(points[3].y).toBe(117.5);
  });

  it("offsets relations between the same pair by 8 px per lane (001 §9)", () => {
    const r = relation("r", A, B, "id", "a_id");
    const mids = [0, 1, 2, 3].map((lane) => routeBetween(A, B, r, lane)[1].x);
    expect(mids).toEqual([325, 333, 341, 349]);
    // Without attribute rows the ends are stacked vertically too.
    const free = [0, 1, 2].map((lane) => routeBetween(A, B, relation("f", A, B), lane));
    expect(free.map((p) => p[0].y)).toEqual([17.5, 25.5, 33.5]);
    expect(free.map((p) => p[3].y)).toEqual([117.5, 125.5, 133.5]);
  });

  it("offsets looping relations by 8 px per lane as well", () => {
    const b = { ...B, x: 100, y: 300 };
    const r = relation("r", A, b, "id", "a_id");
    expect([0, 1, 2, 3, 4].map((lane) => routeBetween(A, b, r, lane)[1].x)).toEqual([380, 388, 396, 404, 412]);
  });

  it("draws a self-relation as a loop on the right edge between the two rows", () => {
    const points = routeBetween(A, A, relation("self", A, A, "id", "name"), 0);
    expect(points).toEqual([
      { x: 250, y: 49 },
      { x: 280, y: 49 },
      { x: 280, y: 77 },
      { x: 250, y: 77 },
    ]);
  });

  it("opens a self-relation on one row into a visible loop (14 px tall)", () => {
    const points = routeBetween(A, A, relation("self", A, A, "id", "id"), 1);
    expect(points.map((p) => p.y)).toEqual([49, 49, 63, 63]);
    expect(points[1].x).toBe(288);
  });
});

describe("RouteCache", () => {
  const C = table("C", 0, 400, ["id", "a_id", "b_id"]);
  const r1 = relation("r1", A, B, "id", "a_id");
  const r2 = relation("r2", B, C, "id", "b_id");
  const r3 = relation("r3", A, C, "id", "a_id");

  it("recomputes only the routes touching a changed table", () => {
    const cache = new RouteCache();
    const before = documentOf([A, B, C], [r1, r2, r3]);
    cache.sync(before);
    const [route1, route2, route3] = ["r1", "r2", "r3"].map((id) => cache.get(id)!);
    const after = apply(before, command("MOVE_TABLE", "Déplacer la table", { tableId: "C", x: 900, y: 400 }));
    cache.sync(after);
    expect(cache.get("r1")).toBe(route1);
    expect(cache.get("r2")).not.toBe(route2);
    expect(cache.get("r3")).not.toBe(route3);
    expect(cache.get("r3")!.points[3].x).toBe(900);
    // The spatial search follows the new path.
    const found = cache.search({ x: 880, y: 450, width: 30, height: 30 }).map((r) => r.relation.id).sort();
    expect(found).toEqual(["r2", "r3"]);
  });

  it("keeps every route when the document changes elsewhere", () => {
    const cache = new RouteCache();
    const D = table("D", 3000, 3000);
    const before = documentOf([A, B, C, D], [r1, r2, r3]);
    cache.sync(before);
    const routes = ["r1", "r2", "r3"].map((id) => cache.get(id));
    cache.sync(apply(before, command("UPDATE_TABLE", "", { tableId: "D", changes: { name: "Renamed" } })));
    expect(["r1", "r2", "r3"].map((id) => cache.get(id))).toEqual(routes);
    ["r1", "r2", "r3"].forEach((id, i) => expect(cache.get(id)).toBe(routes[i]));
  });

  it("recomputes a relation whose own fields changed, and the lane of the next one when one is removed", () => {
    const cache = new RouteCache();
    const second = relation("r1b", A, B, "id", "a_id");
    let doc = documentOf([A, B, C], [r1, second, r2]);
    cache.sync(doc);
    const secondRoute = cache.get("r1b")!;
    const r2Route = cache.get("r2")!;
    expect(secondRoute.points[1].x).toBe(333); // lane 1
    doc = apply(doc, command("REMOVE_RELATION", "", { relationId: "r1" }));
    cache.sync(doc);
    expect(cache.get("r1")).toBeUndefined();
    expect(cache.get("r1b")!.points[1].x).toBe(325); // now lane 0
    expect(cache.get("r2")).toBe(r2Route);
    doc = apply(doc, command("UPDATE_RELATION", "", { relationId: "r2", changes: { color: "#ef4444" } }));
    cache.sync(doc);
    expect(cache.get("r2")).not.toBe(r2Route);
    expect(cache.get("r2")!.relation.color).toBe("#ef4444");
  });

  it("drops routes of removed tables and skips relations to missing tables", () => {
    const cache = new RouteCache();
    const dangling = relation("ghost", A, table("Z", 0, 0));
    let doc = documentOf([A, B, C], [r1, r2, r3, dangling]);
    cache.sync(doc);
    expect(cache.get("ghost")).toBeUndefined();
    doc = apply(doc, command("REMOVE_TABLE", "", { tableId: "B" }));
    cache.sync(doc);
    expect(cache.get("r1")).toBeUndefined();
    expect(cache.get("r2")).toBeUndefined();
    expect(cache.get("r3")).toBeDefined();
    expect(cache.search({ x: -1e5, y: -1e5, width: 2e5, height: 2e5 }).map((r) => r.relation.id)).toEqual(["r3"]);
  });

  it("bounds each route by its points", () => {
    const cache = new RouteCache();
    cache.sync(documentOf([A, B], [r1]));
    expect(cache.get("r1")!.bounds).toEqual({ x: 250, y: 49, width: 150, height: 128 });
  });
});

describe("relationAt and hit tolerance max(8, 15/scale) (001 §9)", () => {
  const doc = documentOf([A, B], [relation("r", A, B, "id", "a_id")]);
  const cache = new RouteCache();
  cache.sync(doc);
  const index = new SceneIndex();
  index.sync(doc);

  it("computes the tolerance", () => {
    expect(HIT.relationTolerance(1)).toBe(15);
    expect(HIT.relationTolerance(0.5)).toBe(30);
    expect(HIT.relationTolerance(2)).toBe(8);
    expect(HIT.relationTolerance(3)).toBe(8);
  });

  it("finds a relation within the tolerance of its path", () => {
    // 12 units below the first horizontal run (y 49, x 250–325).
    expect(cache.relationAt(290, 61, HIT.relationTolerance(1))?.id).toBe("r");
    expect(cache.relationAt(290, 61, HIT.relationTolerance(3))).toBeNull();
    expect(cache.relationAt(290, 56.9, HIT.relationTolerance(3))?.id).toBe("r");
    // 12 units right of the vertical run (x 325).
    expect(cache.relationAt(337, 100, 15)?.id).toBe("r");
    expect(cache.relationAt(337, 100, 11.9)).toBeNull();
  });

  it("is what the canvas hit test uses at each zoom", () => {
    expect(hitTest(index, cache, 290, 61, 1)).toMatchObject({ kind: "relation" });
    expect(hitTest(index, cache, 290, 61, 3)).toEqual({ kind: "empty" });
    expect(hitTest(index, cache, 290, 49 + 25, 0.5)).toMatchObject({ kind: "relation" });
    expect(hitTest(index, cache, 290, 49 + 25, 1)).toEqual({ kind: "empty" });
  });

  it("picks the nearest of several relations", () => {
    const two = new RouteCache();
    two.sync(documentOf([A, B], [relation("near", A, B, "id", "a_id"), relation("far", A, B, "id", "a_id")]));
    // Vertical runs at x 325 (lane 0) and 333 (lane 1).
    expect(two.relationAt(327, 100, 15)?.id).toBe("near");
    expect(two.relationAt(332, 100, 15)?.id).toBe("far");
  });
});

describe("distanceToPolyline", () => {
  const path = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }];

  it("measures to the nearest segment, perpendicular inside it", () => {
    expect(distanceToPolyline(path, 5, 3)).toBe(3);
    expect(distanceToPolyline(path, 14, 5)).toBe(4);
    expect(distanceToPolyline(path, 5, 0)).toBe(0);
  });

  it("measures to the end point beyond a segment's end", () => {
    expect(distanceToPolyline(path, -3, -4)).toBe(5);
    expect(distanceToPolyline(path, 13, 14)).toBe(5);
  });

  it("handles a zero-length segment and a lone point", () => {
    expect(distanceToPolyline([{ x: 1, y: 1 }, { x: 1, y: 1 }], 4, 5)).toBe(5);
    expect(distanceToPolyline([{ x: 1, y: 1 }], 4, 5)).toBe(Infinity);
  });
});

describe("a drag frame re-routes the dragged table's relations only (issue 16)", () => {
  const doc = withRandomRelations(seeded(3), randomDocument(seeded(2), 2000, 40_000), 3000);
  const dragged = doc.tables[777];
  const own = doc.relations.filter((r) => r.fromTableId === dragged.id || r.toTableId === dragged.id);
  const moveTo = (x: number, y: number) => apply(doc, command("MOVE_TABLE", "Déplacer la table", { tableId: dragged.id, x, y }));

  it("examines and routes each of its relations once a step, none of the 3 000 others", () => {
    expect(own.length).toBeGreaterThan(1);
    const cache = new RouteCache();
    cache.sync(doc);
    const others = doc.relations.filter((r) => !own.includes(r)).map((r) => cache.get(r.id));
    for (let step = 1; step <= 30; step += 1) {
      const { examined, routed } = cache;
      cache.sync(moveTo(dragged.x + step * 13, dragged.y - step * 7));
      expect(cache.examined - examined).toBe(own.length);
      expect(cache.routed - routed).toBe(own.length);
    }
    doc.relations.filter((r) => !own.includes(r)).forEach((r, i) => expect(cache.get(r.id)).toBe(others[i]));
  });

  it("ends with the routes a fresh cache computes, found at their new places", () => {
    const cache = new RouteCache();
    cache.sync(doc);
    let last = doc;
    for (let step = 1; step <= 10; step += 1) cache.sync(last = moveTo(dragged.x - step * 50, dragged.y + step * 20));
    const fresh = new RouteCache();
    fresh.sync(last);
    for (const r of doc.relations) expect(cache.get(r.id)?.points).toEqual(fresh.get(r.id)?.points);
    const everywhere = { x: -1e6, y: -1e6, width: 2e6, height: 2e6 };
    const ids = (routes: { relation: { id: string } }[]) => routes.map((route) => route.relation.id).sort();
    expect(ids(cache.search(everywhere))).toEqual(ids(fresh.search(everywhere)));
    const at = tableRectAround(last, dragged.id);
    expect(ids(cache.search(at))).toEqual(ids(fresh.search(at)));
  });

  it("rebuilds when the relations change during the drag (a collaborator's)", () => {
    const cache = new RouteCache();
    cache.sync(doc);
    const moved = moveTo(dragged.x + 100, dragged.y);
    const removed = apply(moved, command("REMOVE_RELATION", "", { relationId: own[0].id }));
    cache.sync(removed);
    expect(cache.get(own[0].id)).toBeUndefined();
    const fresh = new RouteCache();
    fresh.sync(removed);
    for (const r of removed.relations) expect(cache.get(r.id)?.points).toEqual(fresh.get(r.id)?.points);
  });
});

function tableRectAround(doc: DiagramDocument, id: string) {
  const t = doc.tables.find((entry) => entry.id === id)!;
  return { x: t.x - 10, y: t.y - 10, width: 400, height: 400 };
}

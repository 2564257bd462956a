import { describe, expect, it } from "vitest";

import { apply } from "../commands/reducer";
import { command } from "../commands/types";
import { tableRect } from "../model/geometry";
import type { DiagramDocument } from "../model/types";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { documentOf, linkedGrid, relation, table } from "../testing/fixtures";
import { GridPainter } from "./grid";
import { coveredArea, DirtyRegion, sameView } from "./partialFrame";
import { Renderer, type Scene } from "./renderer";
import { TableBitmaps } from "./tableBitmaps";

/** 12 × 8 tables 320 apart, each linked to its right-hand neighbour. */
const board = (): DiagramDocument => linkedGrid(12, 8, 320, 220);

const moveTo = (doc: DiagramDocument, id: string, x: number, y: number) => apply(doc, command("MOVE_TABLE", "Déplacer la table", { tableId: id, x, y }));

function setup(doc: DiagramDocument) {
  const surfaces = recordingSurfaces();
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(surfaces.factory), new GridPainter(surfaces.factory));
  const ctx = new RecordingContext();
  const base: Scene = {
    doc, camera: { scale: 0.5, offsetX: 0, offsetY: 0 }, width: 1600, height: 900, pixelRatio: 1, level: "performance",
    selection: { kind: "table", id: "t5_3" }, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: true, handles: true,
  };
  let scene = base;
  return {
    renderer, ctx,
    frame: (overrides: Partial<Scene> = {}) => {
      ctx.reset();
      scene = { ...scene, ...overrides };
      return renderer.draw(ctx.asCtx, scene);
    },
  };
}

describe("partial frames (issue 16 item 4)", () => {
  it("redraws, clipped, only the dragged table, its relations and what they cross", () => {
    let doc = board();
    const { frame, ctx } = setup(doc);
    const whole = frame();
    expect(whole.partial).toBe(false);
    const dragged = doc.tables.find((t) => t.id === "t5_3")!;
    for (let step = 1; step <= 5; step += 1) {
      doc = moveTo(doc, "t5_3", dragged.x + step * 10, dragged.y + step * 4);
      const stats = frame({ doc });
      expect(stats.partial).toBe(true);
      expect(ctx.n("clip")).toBe(1);
      // The dragged table, the tables its two relations lead to, neighbours within the margin.
      expect(stats.tables).toBeGreaterThanOrEqual(3);
      expect(stats.tables).toBeLessThan(whole.tables / 4);
      expect(stats.relations).toBeLessThan(whole.relations / 4);
      expect(ctx.n("drawImage")).toBe(stats.tables);
      expect(ctx.n("arc")).toBe(1); // the dragged (selected) table's resize handle, redrawn
    }
  });

  it("draws whole frames when anything but a few tables changed", () => {
    const doc = board();
    const moved = moveTo(doc, "t5_3", 1700, 700);
    const cases: Array<[string, Partial<Scene>]> = [
      ["the camera", { doc: moved, camera: { scale: 0.5, offsetX: 1, offsetY: 0 } }],
      ["the selection", { doc: moved, selection: null }],
      ["the hover", { doc: moved, hoverTableId: "t0_0" }],
      ["the relations", { doc: apply(moved, command("REMOVE_RELATION", "", { relationId: "r1_1" })) }],
      ["a table added", { doc: apply(moved, command("ADD_TABLE", "", { table: table("new", 0, 0) })) }],
      ["the zoom moving", { doc: moved, zooming: true }],
      ["nothing (the canvas may have been cleared)", {}],
    ];
    for (const [what, change] of cases) {
      const { frame } = setup(doc);
      frame();
      expect(frame(change).partial, what).toBe(false);
    }
  });

  it("draws a whole frame after the canvas was resized or cleared, after a zooming or an incomplete one", () => {
    const doc = board();
    const { frame, renderer } = setup(doc);
    frame();
    renderer.forget();
    expect(frame({ doc: moveTo(doc, "t5_3", 1700, 700) }).partial).toBe(false);
    // Pictures drawn at their old sharpness while the zoom moved: the next frame redraws them all.
    const zoomed = setup(doc);
    zoomed.frame({ zooming: true });
    expect(zoomed.frame({ doc: moveTo(doc, "t5_3", 1700, 700) }).partial).toBe(false);
    // A frame short of painting budget leaves tables simplified: the next redraws them all.
    const fresh = setup(doc);
    expect(fresh.frame({ paintBudget: 2 }).incomplete).toBe(true);
    expect(fresh.frame({ doc: moveTo(doc, "t5_3", 1700, 700), paintBudget: 2 }).partial).toBe(false);
  });

  it("draws a whole frame when the region would cover most of the screen, or too many tables moved", () => {
    const doc = board();
    const small = setup(doc);
    small.frame({ camera: { scale: 1, offsetX: 0, offsetY: 0 }, width: 300, height: 200 });
    expect(small.frame({ doc: moveTo(doc, "t0_0", 5, 5) }).partial).toBe(false);
    const { frame } = setup(doc);
    frame();
    const many = doc.tables.slice(0, 17).reduce((d, t) => moveTo(d, t.id, t.x + 5, t.y + 5), doc);
    expect(frame({ doc: many }).partial).toBe(false);
  });
});

describe("DirtyRegion", () => {
  it("covers a route by its segments, not by its bounds", () => {
    const region = new DirtyRegion(1);
    const a = table("a", 0, 0, ["id"]);
    const b = table("b", 1000, 600, ["id", "a_id"]);
    const doc = documentOf([a, b], [relation("r", a, b, "id", "a_id")]);
    const routes = new RouteCache();
    routes.sync(doc);
    region.addRoute(routes.get("r")!);
    const pixels = coveredArea(region.onScreen({ scale: 1, offsetX: 0, offsetY: 0 }, 1600, 900, 1));
    expect(pixels).toBeLessThan(0.1 * 1600 * 900);
    // A table between the ends, away from the path, is not in it.
    expect(region.meetsTable(table("aside", 700, 50))).toBe(false);
    expect(region.meetsTable(table("on", 560, 200))).toBe(true);
  });

  it("rounds out to whole device pixels and stays on the screen", () => {
    const region = new DirtyRegion(1);
    region.addTable(table("t", -100, 10.3));
    const [r] = region.onScreen({ scale: 1.5, offsetX: 0.4, offsetY: 0 }, 800, 600, 2);
    expect(r.x).toBe(0);
    expect([r.y, r.width, r.height].every(Number.isInteger)).toBe(true);
    const rect = tableRect(table("t", -100, 10.3));
    expect(r.y).toBeLessThanOrEqual(rect.y * 1.5 * 2);
  });

  it("counts overlapping pixels once", () => {
    expect(coveredArea([{ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 }])).toBe(175);
    expect(coveredArea([{ x: 0, y: 0, width: 10, height: 10 }, { x: 0, y: 0, width: 10, height: 10 }])).toBe(100);
    expect(coveredArea([])).toBe(0);
  });
});

describe("sameView", () => {
  const base: Scene = {
    doc: documentOf([]), camera: { scale: 1, offsetX: 0, offsetY: 0 }, width: 800, height: 600, pixelRatio: 1, level: "performance",
    selection: { kind: "table", id: "a" }, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: true,
  };

  it("compares the camera and the selection by value, the rest by identity, the document not at all", () => {
    expect(sameView(base, { ...base, doc: documentOf([table("x", 0, 0)]), camera: { ...base.camera }, selection: { kind: "table", id: "a" } })).toBe(true);
    expect(sameView(base, { ...base, draft: { from: { x: 0, y: 0 }, to: { x: 1, y: 1 } } })).toBe(false);
    expect(sameView(base, { ...base, rowMarks: new Map() })).toBe(false);
    expect(sameView(base, { ...base, selection: { kind: "relation", id: "a" } })).toBe(false);
  });

  it("treats a field it does not know as a change", () => {
    expect(sameView(base, { ...base, something: 1 } as Scene)).toBe(false);
  });
});

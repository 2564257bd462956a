import { describe, expect, it } from "vitest";

import { apply } from "../commands/reducer";
import { command } from "../commands/types";
import { intersects, tableRect } from "../model/geometry";
import type { DiagramDocument, Relation, Table } from "../model/types";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { compositeDocument, documentOf, relation, seeded, table } from "../testing/fixtures";
import { visibleWorld, type Camera } from "../viewport/camera";
import { GridPainter } from "./grid";
import { Renderer, type Scene } from "./renderer";
import { TableBitmaps } from "./tableBitmaps";

function setup(doc: DiagramDocument, factory = recordingSurfaces()) {
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(factory.factory), new GridPainter(factory.factory));
  const ctx = new RecordingContext();
  const base: Scene = {
    doc, camera: { scale: 1, offsetX: 0, offsetY: 0 }, width: 800, height: 600, pixelRatio: 1,
    level: "high-quality", selection: null, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: false,
  };
  return {
    renderer, ctx, made: factory.made,
    frame: (overrides: Partial<Scene> = {}) => {
      ctx.reset();
      return renderer.draw(ctx.asCtx, { ...base, ...overrides });
    },
  };
}

/** A 10 × 10 grid of tables 400 apart: a 800 × 600 screen at 100 % shows only a few. */
function grid(): DiagramDocument {
  const tables: Table[] = [];
  for (let i = 0; i < 10; i += 1) for (let j = 0; j < 10; j += 1) tables.push(table(`t${i}_${j}`, i * 400, j * 300, ["id", "name", "email"]));
  return documentOf(tables);
}

const visible = (doc: DiagramDocument, camera: Camera) =>
  doc.tables.filter((t) => intersects(tableRect(t), visibleWorld(camera, 800, 600)));

const paintsIn = (made: Array<{ ctx: RecordingContext }>) => made.reduce((sum, s) => sum + s.ctx.total, 0);

describe("Renderer", () => {
  it("draws only the tables the viewport shows (culling)", () => {
    const doc = grid();
    const { frame, ctx, made } = setup(doc);
    const camera = { scale: 1, offsetX: -150, offsetY: -100 };
    const expected = visible(doc, camera);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(20);
    const stats = frame({ camera });
    expect(stats).toMatchObject({ detail: "full", tables: expected.length, relations: 0 });
    expect(ctx.n("drawImage")).toBe(expected.length);
    expect(made).toHaveLength(expected.length);
    expect(made.flatMap((s) => s.ctx.texts)).toEqual(expect.arrayContaining(expected.map((t) => t.name)));
  });

  it("draws the dotted grid with one fill, not a rectangle per dot (issue 16)", () => {
    const { frame, ctx } = setup(documentOf([]));
    frame({ showGrid: true, width: 1600, height: 900 });
    // The background and the grid: a thousand dots at 100 % were a thousand rectangles a frame.
    expect(ctx.n("fillRect")).toBe(2);
  });

  it("paints tables into cached pictures at full detail and draws them with drawImage", () => {
    const doc = grid();
    const { frame, ctx, made } = setup(doc);
    frame();
    const shown = visible(doc, { scale: 1, offsetX: 0, offsetY: 0 }).length;
    expect(made).toHaveLength(shown);
    // The screen itself receives no text: every table comes from its picture.
    expect(ctx.n("fillText")).toBe(0);
    expect(ctx.n("drawImage")).toBe(shown);
    for (const surface of made) expect(surface.ctx.n("fillText")).toBeGreaterThan(0);
  });

  it("paints no table again on a second frame of the same document (zero paints, only drawImage)", () => {
    const doc = grid();
    const { frame, ctx, made } = setup(doc);
    frame();
    const surfaces = made.length;
    const painted = paintsIn(made);
    frame();
    expect(made).toHaveLength(surfaces);
    expect(paintsIn(made)).toBe(painted);
    expect(ctx.n("drawImage")).toBe(surfaces);
    expect(ctx.n("fillText")).toBe(0);
    expect(ctx.n("measureText")).toBe(0);
  });

  it("repaints only the table that changed", () => {
    const doc = grid();
    const { frame, made } = setup(doc);
    frame();
    const surfaces = made.length;
    const before = made.map((s) => s.ctx.total);
    const renamed = apply(doc, command("UPDATE_TABLE", "Renommer la table", { tableId: "t0_0", changes: { name: "clients" } }));
    frame({ doc: renamed });
    expect(made).toHaveLength(surfaces + 1);
    expect(made[surfaces].ctx.texts).toContain("clients");
    made.slice(0, surfaces).forEach((s, i) => expect(s.ctx.total).toBe(before[i]));
  });

  it("repaints only the table whose selection changed", () => {
    const doc = grid();
    const { frame, made } = setup(doc);
    frame();
    const surfaces = made.length;
    frame({ selection: { kind: "table", id: "t0_1" } });
    expect(made).toHaveLength(surfaces + 1);
    frame({ selection: { kind: "table", id: "t0_1" } });
    expect(made).toHaveLength(surfaces + 1);
  });

  it("draws the selected table's resize handle where a drag resizes it, only when asked (001 §9)", () => {
    const doc = grid();
    const { frame, ctx } = setup(doc);
    frame({ selection: { kind: "table", id: "t0_1" } });
    expect(ctx.n("arc")).toBe(0); // a viewer's canvas, a PNG export
    frame({ selection: { kind: "table", id: "t0_1" }, handles: true });
    expect(ctx.n("arc")).toBe(1);
    frame({ selection: null, handles: true });
    expect(ctx.n("arc")).toBe(0);
  });

  it("paints only newly uncovered tables when panning, and reuses pictures while the zoom moves", () => {
    const doc = grid();
    const { frame, made } = setup(doc);
    frame({ camera: { scale: 1.05, offsetX: 0, offsetY: 0 } });
    const first = made.length;
    frame({ camera: { scale: 1.1, offsetX: 0, offsetY: 0 }, zooming: true });
    expect(made).toHaveLength(first);
    // At rest, the tables on screen are painted again at 110 %, then panning paints only the new ones.
    frame({ camera: { scale: 1.1, offsetX: 0, offsetY: 0 } });
    expect(made).toHaveLength(2 * first);
    const panned = { scale: 1.1, offsetX: -400, offsetY: 0 };
    const before = new Set(visible(doc, { scale: 1.1, offsetX: 0, offsetY: 0 }).map((t) => t.id));
    const uncovered = visible(doc, panned).filter((t) => !before.has(t.id));
    frame({ camera: panned });
    expect(made).toHaveLength(2 * first + uncovered.length);
  });

  it("forgets the picture of a removed table", () => {
    const doc = grid();
    const { frame, renderer } = setup(doc);
    frame();
    const cached = renderer.bitmaps.size;
    frame({ doc: apply(doc, command("REMOVE_TABLE", "Supprimer la table", { tableId: "t0_0" })) });
    expect(renderer.bitmaps.size).toBe(cached - 1);
  });

  it("paints directly when no offscreen surface is available", () => {
    const doc = grid();
    const { frame, ctx } = setup(doc, { factory: () => null, made: [] });
    frame();
    expect(ctx.n("drawImage")).toBe(0);
    expect(ctx.texts).toContain("t0_0");
    expect(ctx.texts).toContain("email");
  });

  it("draws headers only when zoomed out: the names, no rows", () => {
    const doc = grid();
    const { frame, ctx, made } = setup(doc);
    const camera = { scale: 0.2, offsetX: 0, offsetY: 0 };
    const stats = frame({ camera });
    expect(stats.detail).toBe("headers");
    expect(made).toHaveLength(0);
    expect(ctx.texts.sort()).toEqual(visible(doc, camera).map((t) => t.name).sort());
  });

  it("draws no text at all at low zoom (blocks)", () => {
    const doc = grid();
    const { frame, ctx, made } = setup(doc);
    const camera = { scale: 0.1, offsetX: 0, offsetY: 0 };
    const stats = frame({ camera });
    expect(stats.detail).toBe("blocks");
    expect(ctx.n("fillText")).toBe(0);
    expect(ctx.n("measureText")).toBe(0);
    expect(ctx.n("drawImage")).toBe(0);
    expect(made).toHaveLength(0);
    // The background, then one block per table.
    expect(ctx.n("fillRect")).toBe(1 + visible(doc, camera).length);
  });

  it("follows the performance level: balanced shows headers where high quality still shows rows", () => {
    const doc = grid();
    const { frame } = setup(doc);
    const camera = { scale: 0.3, offsetX: 0, offsetY: 0 };
    expect(frame({ camera, level: "high-quality" }).detail).toBe("full");
    expect(frame({ camera, level: "balanced" }).detail).toBe("headers");
  });

  describe("relations", () => {
    /** 40 tables in view at 30 % and `count` random relations between distinct tables. */
    function network(count: number, style: (i: number) => Partial<Relation> = () => ({})) {
      const random = seeded(17);
      const tables: Table[] = [];
      for (let i = 0; i < 8; i += 1) for (let j = 0; j < 5; j += 1) tables.push(table(`t${i}_${j}`, i * 330, j * 400, ["id", "ref"]));
      const relations: Relation[] = [];
      for (let i = 0; i < count; i += 1) {
        const a = Math.floor(random() * tables.length);
        const b = (a + 1 + Math.floor(random() * (tables.length - 1))) % tables.length;
        relations.push(relation(`r${i}`, tables[a], tables[b], "id", "ref", style(i)));
      }
      return documentOf(tables, relations);
    }
    const camera = { scale: 0.3, offsetX: 0, offsetY: 0 };

    it("strokes 1 000 relations of one colour in one path (plus one for their ends)", () => {
      const doc = network(1000);
      const { frame, ctx } = setup(doc);
      const stats = frame({ camera });
      expect(stats.detail).toBe("full");
      expect(stats.relations).toBe(1000);
      expect(ctx.n("stroke")).toBe(2);
      expect(ctx.n("moveTo")).toBeGreaterThanOrEqual(3000); // each path and both of its ends were traced
    });

    it("strokes one path per style group (colour × dashed)", () => {
      const doc = network(900, (i) => ({ color: i % 3 === 0 ? "#ef4444" : null, isDashed: i % 3 === 1 }));
      const { frame, ctx } = setup(doc);
      frame({ camera });
      expect(ctx.n("stroke")).toBe(3 * 2);
      frame({ camera: { scale: 0.1, offsetX: 0, offsetY: 0 } }); // blocks: no ends
      expect(ctx.n("stroke")).toBe(3);
    });

    it("draws the selected and hovered relations on their own, on top", () => {
      const doc = network(1000);
      const { frame, ctx } = setup(doc);
      frame({ camera, selection: { kind: "relation", id: "r5" }, hoverRelationId: "r6" });
      expect(ctx.n("stroke")).toBe(2 + 2);
    });

    it("traces a composite key's combs with its ends: a bar and a tick per row at each end", () => {
      const doc = compositeDocument();
      const { frame, ctx } = setup(doc);
      frame();
      const composite = ctx.n("moveTo");
      frame({ doc: documentOf(doc.tables, [{ ...doc.relations[0], extraPairs: [] }]) });
      expect(composite - ctx.n("moveTo")).toBe(2 * 3);
    });

    it("culls relations outside the view", () => {
      const a = table("a", 0, 0);
      const b = table("b", 400, 0);
      const c = table("c", 5000, 5000);
      const d = table("d", 5400, 5000);
      const { frame } = setup(documentOf([a, b, c, d], [relation("near", a, b, "id", "id"), relation("far", c, d, "id", "id")]));
      expect(frame().relations).toBe(1);
    });
  });
});

describe("the landing place of a dragged relation", () => {
  it("frames the row that would become the key, or the table with a ghost row for a new column", () => {
    const doc = documentOf([table("a", 0, 0, ["id", "name"]), table("b", 400, 0, ["id", "a_id"])]);
    const s = setup(doc);
    s.frame();
    const plain = { fillRect: s.ctx.n("fillRect"), strokeRect: s.ctx.n("strokeRect"), setLineDash: s.ctx.n("setLineDash") };
    s.frame({ dropTarget: { tableId: "b", attributeId: "b.a_id" } });
    expect(s.ctx.n("fillRect") - plain.fillRect).toBe(1);
    expect(s.ctx.n("strokeRect") - plain.strokeRect).toBe(1);
    expect(s.ctx.n("setLineDash")).toBe(plain.setLineDash);
    s.frame({ dropTarget: { tableId: "b", attributeId: null } });
    expect(s.ctx.n("strokeRect") - plain.strokeRect).toBe(2); // the table, dashed, and the ghost row
    expect(s.ctx.n("setLineDash") - plain.setLineDash).toBe(2);
    s.frame({ dropTarget: { tableId: "gone", attributeId: null } });
    expect(s.ctx.n("strokeRect")).toBe(plain.strokeRect);
  });
});

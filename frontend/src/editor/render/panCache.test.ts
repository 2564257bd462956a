import { describe, expect, it } from "vitest";

import { apply } from "../commands/reducer";
import { command } from "../commands/types";
import type { DiagramDocument } from "../model/types";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { linkedGrid } from "../testing/fixtures";
import type { Camera } from "../viewport/camera";
import { GridPainter } from "./grid";
import { PAN_CACHE_MAX_PIXELS } from "./panCache";
import { Renderer, type Scene } from "./renderer";
import { TableBitmaps } from "./tableBitmaps";

/** 10 × 10 tables 400 apart (4000 × 3000), each linked to its right-hand neighbour. */
const board = (): DiagramDocument => linkedGrid(10, 10, 400, 300);

/** At 10 % the whole board (400 × 300 pixels) is on an 800 × 600 screen. */
const WHOLE: Camera = { scale: 0.1, offsetX: 100, offsetY: 100 };

function setup(doc: DiagramDocument, overrides: Partial<Scene> = {}) {
  const surfaces = recordingSurfaces();
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(surfaces.factory), new GridPainter(surfaces.factory), surfaces.factory);
  const ctx = new RecordingContext();
  let scene: Scene = {
    doc, camera: WHOLE, width: 800, height: 600, pixelRatio: 1, level: "performance",
    selection: null, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: true, handles: true, ...overrides,
  };
  return {
    made: surfaces.made, ctx,
    frame: (changes: Partial<Scene> = {}) => {
      ctx.reset();
      scene = { ...scene, ...changes };
      return renderer.draw(ctx.asCtx, scene);
    },
    panBy: (dx: number, dy: number) => {
      ctx.reset();
      scene = { ...scene, camera: { ...scene.camera, offsetX: scene.camera.offsetX + dx, offsetY: scene.camera.offsetY + dy } };
      return renderer.draw(ctx.asCtx, scene);
    },
  };
}

describe("pan frames from a kept picture (issue 16)", () => {
  it("draws a pan frame at an unchanged scale as one image: no table, no relation", () => {
    const { frame, panBy, ctx, made } = setup(board());
    const first = frame();
    expect(first.cached).toBeUndefined();
    expect(first.tables).toBe(100);
    // The first pan frame draws the scene once more, into the picture, and copies it.
    const making = panBy(12, -7);
    expect(making).toMatchObject({ cached: true, tables: 100 });
    const pictures = made.length;
    expect(ctx.n("drawImage")).toBe(1);
    for (let step = 0; step < 5; step += 1) {
      const stats = panBy(-30, 20);
      expect(stats).toMatchObject({ cached: true, tables: 0, relations: 0, incomplete: false });
      expect(ctx.n("drawImage")).toBe(1);
      expect(ctx.n("stroke")).toBe(0);
      expect(ctx.n("fillText")).toBe(0);
      expect(ctx.n("fillRect")).toBe(1); // the background; the grid is no longer drawn at 10 %
    }
    expect(made).toHaveLength(pictures);
  });

  it("copies the picture on a pan by fractions of a pixel, the whole diagram in view", () => {
    const { frame, panBy } = setup(board(), { camera: { scale: 0.1, offsetX: 100.35, offsetY: 100.8 } });
    frame();
    panBy(0.3, 0.45);
    for (let step = 0; step < 40; step += 1) expect(panBy(9.73, -3.37)).toMatchObject({ cached: true, tables: 0 });
  });

  it("draws the scene again when the document, the selection, the hover or the scale changes", () => {
    const doc = board();
    const changes: Array<[string, (d: DiagramDocument) => Partial<Scene>]> = [
      ["document", (d) => ({ doc: apply(d, command("MOVE_TABLE", "Déplacer la table", { tableId: "t3_3", x: 1210, y: 905 })) })],
      ["selection", () => ({ selection: { kind: "table", id: "t3_3" } })],
      ["hover", () => ({ hoverTableId: "t3_3" })],
      ["scale", () => ({ camera: { scale: 0.11, offsetX: 90, offsetY: 90 } })],
    ];
    for (const [what, change] of changes) {
      const { frame, panBy } = setup(doc);
      frame();
      panBy(5, 5);
      expect(panBy(5, 5), what).toMatchObject({ cached: true, tables: 0 });
      const stats = frame(change(doc));
      expect(stats.cached, what).toBeUndefined();
      expect(stats.tables, what).toBeGreaterThan(0);
    }
  });

  it("draws the scene again past the picture's margin, and copies it within", () => {
    // At 100 % the board is larger than the screen: the picture holds the screen and a margin
    // (a quarter of 800 pixels on each side).
    const { frame, panBy, made } = setup(board(), { camera: { scale: 1, offsetX: -1000, offsetY: -1000 } });
    frame();
    const making = panBy(-10, 0);
    expect(making).toMatchObject({ cached: true });
    expect(making.tables).toBeGreaterThan(0);
    const pictures = made.filter((s) => s.width >= 800);
    expect(pictures.map((s) => [s.width, s.height])).toEqual([[1200, 1000]]);
    expect(panBy(-150, 0)).toMatchObject({ cached: true, tables: 0 });
    const past = panBy(-100, 0); // 260 pixels: past the 200 of margin
    expect(past.tables).toBeGreaterThan(0);
    expect(panBy(-20, 0)).toMatchObject({ cached: true, tables: 0 });
  });

  it("keeps a smaller margin where the larger one would pass the pixel cap", () => {
    // 1600 × 900 at a pixel ratio of 2, over a board of 8000 × 6000 device pixels: a margin of
    // 800 would make 4800 × 3400 pixels, past the cap; one of 320 makes 3840 × 2440.
    const { frame, panBy, made } = setup(board(), { width: 1600, height: 900, pixelRatio: 2, camera: { scale: 1, offsetX: -1000, offsetY: -1000 } });
    frame();
    expect(panBy(-10, 0)).toMatchObject({ cached: true });
    expect(made.filter((s) => s.width >= 3200).map((s) => [s.width, s.height])).toEqual([[3840, 2440]]);
    expect(panBy(-100, -100)).toMatchObject({ cached: true, tables: 0 });
  });

  it("keeps no picture above the pixel cap: frames are drawn as before", () => {
    // A 5000 × 4000 screen over a board of 8000 × 6000 pixels (200 %).
    expect(5000 * 4000).toBeGreaterThan(PAN_CACHE_MAX_PIXELS);
    const { frame, panBy } = setup(board(), { width: 5000, height: 4000, camera: { scale: 2, offsetX: -500, offsetY: -500 } });
    frame();
    for (let step = 0; step < 3; step += 1) {
      const stats = panBy(-10, -10);
      expect(stats.cached).toBeUndefined();
      expect(stats.tables).toBeGreaterThan(0);
    }
  });

  it("makes no picture while a relation is being drawn out", () => {
    const { frame, panBy } = setup(board());
    frame({ draft: { from: { x: 0, y: 0 }, to: { x: 5000, y: 5000 } } });
    panBy(5, 5);
    expect(panBy(5, 5).cached).toBeUndefined();
  });
});

/** Areas and notes in a frame (issue 17): culled, under the tables, with the tables' level of detail. */
import { describe, expect, it } from "vitest";

import type { Area, DiagramDocument, Note } from "../model/types";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { documentOf, table } from "../testing/fixtures";
import { GridPainter } from "./grid";
import { wrapText } from "./paintAnnotations";
import { Renderer, type Scene } from "./renderer";
import { TableBitmaps } from "./tableBitmaps";

const area: Area = { id: "g", x: 0, y: 0, width: 700, height: 400, name: "Facturation", color: "#3b82f6" };
const far: Area = { id: "far", x: 50_000, y: 50_000, width: 700, height: 400, name: "Loin", color: "#ef4444" };
const note: Note = { id: "n", x: 400, y: 450, width: 200, height: 60, text: "Une note assez longue pour passer à la ligne plusieurs fois", color: "#eab308" };

function setup(doc: DiagramDocument) {
  const factory = recordingSurfaces();
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(factory.factory), new GridPainter(factory.factory));
  const ctx = new RecordingContext();
  const base: Scene = {
    doc, camera: { scale: 1, offsetX: 0, offsetY: 0 }, width: 800, height: 600, pixelRatio: 1,
    level: "high-quality", selection: null, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: false,
  };
  return {
    ctx, renderer,
    frame: (overrides: Partial<Scene> = {}) => {
      ctx.reset();
      return renderer.draw(ctx.asCtx, { ...base, ...overrides });
    },
  };
}

const docWith = (): DiagramDocument => ({ ...documentOf([table("commandes", 100, 100)]), areas: [area, far], notes: [note] });

describe("areas and notes in a frame", () => {
  it("draws those in view only, the area's name before (under) the table's, the note's text wrapped and cut", () => {
    const { frame, ctx } = setup(docWith());
    // 20 %: tables show their header only, no rows; areas their name; notes no text.
    const headers = frame({ camera: { scale: 0.2, offsetX: 0, offsetY: 0 } });
    expect(headers).toMatchObject({ detail: "headers", annotations: 2 });
    expect(ctx.texts).toEqual(["Facturation", "commandes"]);

    const full = frame();
    expect(full).toMatchObject({ detail: "full", annotations: 2 });
    // 60 high: two lines of 19 inside the padding, the second cut with an ellipsis.
    expect(ctx.texts[0]).toBe("Facturation");
    expect(ctx.texts.slice(1)).toHaveLength(2);
    expect(ctx.texts[2].endsWith("…")).toBe(true);
  });

  it("far out, no text at all, as tables", () => {
    const { frame, ctx } = setup(docWith());
    expect(frame({ camera: { scale: 0.05, offsetX: 0, offsetY: 0 } })).toMatchObject({ detail: "blocks", annotations: 2 });
    expect(ctx.texts).toEqual([]);
  });

  it("nothing is drawn for areas and notes out of view", () => {
    const { frame, ctx } = setup({ ...documentOf([]), areas: [far], notes: [{ ...note, x: -5000 }] });
    expect(frame()).toMatchObject({ annotations: 0 });
    expect(ctx.n("fillText")).toBe(0);
    expect(ctx.n("strokeRect")).toBe(0);
  });

  it("a moved note redraws the whole frame (it lies under tables), a moved table alone only its part", () => {
    const doc = docWith();
    const { frame } = setup(doc);
    frame();
    const movedTable = { ...doc, tables: [{ ...doc.tables[0], x: 120 }] };
    expect(frame({ doc: movedTable }).partial).toBe(true);
    expect(frame({ doc: { ...movedTable, notes: [{ ...note, x: 420 }] } }).partial).toBe(false);
  });

  it("the selected note shows the resize handle on an editable canvas only", () => {
    const { frame, ctx } = setup(docWith());
    frame({ selection: { kind: "note", id: "n" }, handles: true });
    expect(ctx.n("arc")).toBe(1);
    frame({ selection: { kind: "note", id: "n" }, handles: false });
    expect(ctx.n("arc")).toBe(0);
  });
});

describe("wrapText", () => {
  const ctx = new RecordingContext().asCtx; // 7 units a character
  it("keeps line breaks, moves words down and cuts a word wider than the line", () => {
    expect(wrapText(ctx, "un deux trois\nquatre", 70)).toEqual(["un deux", "trois", "quatre"]);
    expect(wrapText(ctx, "abcdefghijklmnop", 35)).toEqual(["abcde", "fghij", "klmno", "p"]);
    expect(wrapText(ctx, "", 70)).toEqual([""]);
  });
});

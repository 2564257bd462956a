import { describe, expect, it } from "vitest";

import { Editor } from "../editor";
import { diagramSvg } from "../export/svg";
import { renderPng } from "../export/png";
import { PNG_EXPORT } from "../model/constants";
import type { DiagramDocument } from "../model/types";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { RecordingContext } from "../testing/fakeContext";
import { documentOf, relation, table } from "../testing/fixtures";
import { GridPainter } from "./grid";
import { COLORS, DARK_CANVAS, LIGHT_CANVAS, paintWith } from "./paintTable";
import { Renderer, type Scene } from "./renderer";
import type { Surface, SurfaceFactory } from "./tableBitmaps";
import { TableBitmaps } from "./tableBitmaps";

/** A recording context that also notes the colour of everything filled or stroked. */
class StyleContext extends RecordingContext {
  readonly fills: string[] = [];
  readonly strokes: string[] = [];
  /** Text colours apart: a header's name is white whatever the palette, as the light body is. */
  readonly textFills: string[] = [];
  fillRect(x: number, y: number, w: number, h: number) { this.fills.push(String(this.fillStyle)); super.fillRect(x, y, w, h); }
  fill() { this.fills.push(String(this.fillStyle)); super.fill(); }
  fillText(text: string, x: number, y: number) { this.textFills.push(String(this.fillStyle)); super.fillText(text, x, y); }
  stroke() { this.strokes.push(String(this.strokeStyle)); super.stroke(); }
  strokeRect(x: number, y: number, w: number, h: number) { this.strokes.push(String(this.strokeStyle)); super.strokeRect(x, y, w, h); }
}

function styleSurfaces() {
  const made: StyleContext[] = [];
  const sizes: Array<[number, number]> = [];
  const factory: SurfaceFactory = (width, height) => {
    const ctx = new StyleContext();
    made.push(ctx);
    sizes.push([width, height]);
    return { width, height, getContext: () => ctx } as unknown as Surface;
  };
  return { factory, made, sizes };
}

function shop(): DiagramDocument {
  const users = table("users", 0, 0, ["id", "email"]);
  const orders = table("orders", 400, 0, ["id", "user_id"]);
  return documentOf([users, orders], [relation("r", users, orders, "id", "user_id")]);
}

function setup() {
  const surfaces = styleSurfaces();
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(surfaces.factory), new GridPainter(surfaces.factory));
  const base: Scene = {
    doc: shop(), camera: { scale: 1, offsetX: 50, offsetY: 50 }, width: 900, height: 400, pixelRatio: 1,
    level: "high-quality", selection: null, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: true,
  };
  // One screen, as the app has: the grid's tile is kept for it.
  const screen = new StyleContext();
  const frame = (overrides: Partial<Scene> = {}) => {
    screen.fills.length = 0;
    screen.strokes.length = 0;
    renderer.draw(screen.asCtx, { ...base, ...overrides });
    return screen;
  };
  return { renderer, frame, made: surfaces.made };
}

const painted = (contexts: StyleContext[]) => contexts.flatMap((ctx) => [...ctx.fills, ...ctx.strokes]);
const written = (contexts: StyleContext[]) => contexts.flatMap((ctx) => ctx.textFills);

describe("Canvas palette", () => {
  it("paints background, tables, text and relations in the dark palette when asked", () => {
    const { frame, made } = setup();
    const screen = frame({ palette: DARK_CANVAS });
    expect(screen.fills[0]).toBe(DARK_CANVAS.background);
    expect(screen.strokes).toContain(DARK_CANVAS.relation);
    const tables = painted(made);
    expect(tables).toEqual(expect.arrayContaining([DARK_CANVAS.body, DARK_CANVAS.border, DARK_CANVAS.grid]));
    expect(written(made)).toEqual(expect.arrayContaining([DARK_CANVAS.text, DARK_CANVAS.muted, DARK_CANVAS.key]));
    for (const light of [LIGHT_CANVAS.body, LIGHT_CANVAS.background, LIGHT_CANVAS.grid, LIGHT_CANVAS.border]) {
      expect([...screen.fills, ...tables]).not.toContain(light);
    }
    expect(written(made)).not.toContain(LIGHT_CANVAS.text);
    // The header keeps the colour its author chose, under white text.
    expect(tables).toContain(shop().tables[0].color);
    expect(written(made)).toContain("#ffffff");
  });

  it("shows the selection and a hovered relation in the dark palette", () => {
    const { frame, made } = setup();
    const screen = frame({ palette: DARK_CANVAS, selection: { kind: "table", id: "users" }, hoverRelationId: "r" });
    expect(painted(made)).toContain(DARK_CANVAS.selection);
    expect(screen.strokes).toContain(DARK_CANVAS.hover);
    expect(screen.strokes).not.toContain(LIGHT_CANVAS.hover);
  });

  it("is light without a palette, and the palette never outlives the frame", () => {
    const { frame, made } = setup();
    const screen = frame();
    expect(screen.fills[0]).toBe(LIGHT_CANVAS.background);
    expect(painted(made)).toContain(LIGHT_CANVAS.body);
    frame({ palette: DARK_CANVAS });
    expect(COLORS).toBe(LIGHT_CANVAS);
    expect(() => paintWith(DARK_CANVAS, () => { throw new Error("boom"); })).toThrow("boom");
    expect(COLORS).toBe(LIGHT_CANVAS);
  });

  it("repaints the cached table pictures and the grid when the palette changes, and only then", () => {
    const { frame, made, renderer } = setup();
    frame({ palette: LIGHT_CANVAS });
    const first = made.length;
    expect(first).toBe(3); // two tables and the grid's tile
    frame({ palette: LIGHT_CANVAS });
    expect(made).toHaveLength(first);
    frame({ palette: DARK_CANVAS });
    expect(made).toHaveLength(first * 2);
    expect(painted(made.slice(first))).toEqual(expect.arrayContaining([DARK_CANVAS.body, DARK_CANVAS.grid]));
    expect(painted(made.slice(first))).not.toContain(LIGHT_CANVAS.body);
    expect(renderer.bitmaps.size).toBe(2);
    // Back to light: painted again, not the dark pictures reused.
    frame({ palette: LIGHT_CANVAS });
    expect(made).toHaveLength(first * 3);
    expect(painted(made.slice(first * 2))).toContain(LIGHT_CANVAS.body);
  });
});

describe("Editor palette", () => {
  it("draws a new frame in the new palette when the app changes theme", () => {
    const frames: Array<() => void> = [];
    const editor = new Editor((callback) => frames.push(callback));
    editor.load(shop());
    editor.resize(800, 600, 1);
    const screen = new StyleContext();
    editor.attach(screen.asCtx);
    frames.splice(0).forEach((run) => run());
    expect(screen.fills[0]).toBe(LIGHT_CANVAS.background);
    let views = 0;
    editor.subscribeView(() => { views += 1; });
    editor.setPalette(DARK_CANVAS);
    expect(views).toBe(1);
    expect(frames).toHaveLength(1);
    screen.fills.length = 0;
    frames.splice(0).forEach((run) => run());
    expect(screen.fills[0]).toBe(DARK_CANVAS.background);
    editor.setPalette(DARK_CANVAS);
    expect(frames).toHaveLength(0);
  });
});

describe("Exports stay light", () => {
  it("PNG: white background and light tables, even right after a dark frame", () => {
    setup().frame({ palette: DARK_CANVAS });
    const surfaces = styleSurfaces();
    renderPng(shop(), surfaces.factory);
    const [picture, ...tables] = surfaces.made;
    expect(picture.fills[0]).toBe(PNG_EXPORT.background);
    expect(PNG_EXPORT.background).toBe("#ffffff");
    expect(painted(tables)).toContain(LIGHT_CANVAS.body);
    expect(written(tables)).toContain(LIGHT_CANVAS.text);
    expect(painted([picture, ...tables])).not.toContain(DARK_CANVAS.body);
    expect(written(tables)).not.toContain(DARK_CANVAS.text);
  });

  it("PNG asked dark: the dark canvas's background and tables, the spec's size kept", () => {
    const surfaces = styleSurfaces();
    const light = styleSurfaces();
    renderPng(shop(), surfaces.factory, { dark: true });
    renderPng(shop(), light.factory);
    const [picture, ...tables] = surfaces.made;
    expect(picture.fills[0]).toBe(DARK_CANVAS.background);
    expect(painted(tables)).toContain(DARK_CANVAS.body);
    expect(written(tables)).toContain(DARK_CANVAS.text);
    expect(painted(tables)).not.toContain(LIGHT_CANVAS.body);
    expect(surfaces.sizes[0]).toEqual(light.sizes[0]);
    expect(COLORS).toBe(LIGHT_CANVAS);
  });

  it("SVG (and the PDF drawn from it): light tables", () => {
    setup().frame({ palette: DARK_CANVAS });
    const { markup } = diagramSvg(shop(), { measure: (text) => text.length * 7 });
    expect(markup).toContain(`fill="${LIGHT_CANVAS.text}"`);
    expect(markup).not.toContain(DARK_CANVAS.body);
    expect(markup).not.toContain(DARK_CANVAS.text);
  });
});

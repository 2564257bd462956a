import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import { command } from "@/editor/commands/types";
import { tableRect, unionRect, type Rect } from "@/editor/model/geometry";
import { DARK_CANVAS, LIGHT_CANVAS } from "@/editor/render/paintTable";
import { RecordingContext, recordingSurfaces } from "@/editor/testing/fakeContext";
import { documentOf, table } from "@/editor/testing/fixtures";

import { fitTransform, minimapBounds, toMinimap, viewRect } from "./minimapMath";
import { MinimapView, REBUILD_MS } from "./minimapView";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(dots: Array<{ x: number; y: number; color: string }> = [], views: Array<{ rect: Rect; color: string }> = []) {
  const editor = new Editor(() => 0);
  editor.resize(800, 600, 1);
  editor.load(documentOf([table("a", 0, 0), table("b", 3000, 2000, ["id"], { color: "#ef4444" })]));
  const ctx = new RecordingContext();
  const surfaces = recordingSurfaces();
  const frames: Array<() => void> = [];
  const view = new MinimapView(editor, {
    width: 200, height: 140, pixelRatio: 1, ctx: ctx.asCtx, surfaces: surfaces.factory, dots: () => dots, views: () => views,
    schedule: (cb) => frames.push(cb), cancel: () => undefined, now: () => Date.now(),
  });
  const flush = () => frames.splice(0).forEach((cb) => cb());
  const transform = () => {
    const content = unionRect(editor.document.tables.map(tableRect));
    return fitTransform(minimapBounds(content, viewRect(editor.camera, 800, 600))!, 200, 140);
  };
  const frameOnPanel = () => toMinimap(transform(), viewRect(editor.camera, 800, 600)!);
  return { editor, ctx, surfaces, view, flush, frames, transform, frameOnPanel };
}

describe("MinimapView", () => {
  it("shows areas and notes too, under the tables, and takes them into its bounds (issue 17)", () => {
    const { view, surfaces, flush, editor } = setup();
    editor.load({
      ...editor.document,
      areas: [{ id: "g", x: -500, y: -500, width: 800, height: 600, name: "Zone", color: "#3b82f6" }],
      notes: [{ id: "n", x: 5000, y: 0, width: 200, height: 120, text: "", color: "#eab308" }],
    });
    flush();
    vi.advanceTimersByTime(REBUILD_MS);
    flush();
    const painted = surfaces.made.at(-1)!;
    expect(painted.ctx.n("fillRect")).toBe(4);
    // From the area's corner (-500) to the note's edge (5200): wider than the tables' 3250 × ~2100.
    expect(view.builds).toBeGreaterThan(0);
    expect(painted.width / painted.height).toBeGreaterThan(2);
  });

  it("paints the tables once into a bitmap, then each frame only draws it with the view's frame", () => {
    const { view, ctx, surfaces, flush, editor } = setup();
    flush();
    expect(view.builds).toBe(1);
    expect(surfaces.made[0].ctx.n("fillRect")).toBe(2);
    expect(ctx.n("drawImage")).toBe(1);
    expect(ctx.n("strokeRect")).toBe(1);
    ctx.reset();
    for (let i = 1; i <= 10; i += 1) {
      editor.panBy(5, 5);
      flush();
    }
    expect(view.builds).toBe(1);
    expect(ctx.n("fillRect")).toBe(10); // the view frame's tint, nothing per table
    expect(ctx.n("drawImage")).toBe(10);
  });

  it("redraws the view's frame in the dark palette when the app turns dark, without painting the tables again", () => {
    const { view, ctx, flush, editor } = setup();
    flush();
    expect(ctx.strokeStyle).toBe(LIGHT_CANVAS.selection);
    ctx.reset();
    editor.setPalette(DARK_CANVAS);
    flush();
    expect(ctx.n("strokeRect")).toBe(1);
    expect(ctx.strokeStyle).toBe(DARK_CANVAS.selection);
    // The bitmap holds only the tables' own colours, the same in both themes.
    expect(view.builds).toBe(1);
  });

  it("repaints a document changing under a drag at most every REBUILD_MS, and its last state", () => {
    const { view, editor } = setup();
    for (let i = 0; i < 30; i += 1) {
      editor.showPreview(command("MOVE_TABLE", "Déplacer la table", { tableId: "a", x: i * 10, y: 0 }));
      vi.advanceTimersByTime(16);
    }
    // 480 ms of drag: the first change at once, then one per 250 ms.
    expect(view.builds).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(REBUILD_MS);
    const before = view.builds;
    editor.showPreview(command("MOVE_TABLE", "Déplacer la table", { tableId: "a", x: 999, y: 0 }));
    vi.advanceTimersByTime(REBUILD_MS);
    expect(view.builds).toBe(before + 1);
  });

  it("centres the view on a clicked point, keeping the zoom", () => {
    const { view, editor, transform } = setup();
    editor.setCamera({ scale: 0.5, offsetX: 0, offsetY: 0 });
    const t = transform();
    const setCamera = vi.spyOn(editor, "setCamera");
    // The table b's middle on the panel.
    const target = toMinimap(t, { x: 3125, y: 2040, width: 0, height: 0 });
    view.pointerDown(target.x, target.y);
    view.pointerUp();
    expect(setCamera).toHaveBeenCalledTimes(1);
    const camera = setCamera.mock.calls[0][0];
    expect(camera.scale).toBe(0.5);
    expect(camera.offsetX).toBeCloseTo(400 - 3125 * 0.5);
    expect(camera.offsetY).toBeCloseTo(300 - 2040 * 0.5);
  });

  it("drags the view's frame by where it was grabbed, the panel still while the pointer is down", () => {
    const { view, editor, frameOnPanel, transform } = setup();
    const frame = frameOnPanel();
    const t = transform();
    const start = { x: frame.x + 2, y: frame.y + 2 };
    const before = editor.camera;
    view.pointerDown(start.x, start.y);
    expect(editor.camera).toBe(before); // grabbing the frame does not jump it
    view.pointerMove(start.x + 20, start.y + 10);
    expect(editor.camera.offsetX).toBeCloseTo(before.offsetX - (20 / t.scale) * before.scale);
    expect(editor.camera.offsetY).toBeCloseTo(before.offsetY - (10 / t.scale) * before.scale);
    view.pointerMove(start.x + 40, start.y + 10);
    expect(editor.camera.offsetX).toBeCloseTo(before.offsetX - (40 / t.scale) * before.scale);
    view.pointerUp();
    const moved = editor.camera;
    view.pointerMove(0, 0);
    expect(editor.camera).toBe(moved); // no drag without the pointer down
  });

  it("draws a dot per collaborator's cursor, in their colour", () => {
    const { ctx, flush } = setup([{ x: 10, y: 10, color: "#ef4444" }, { x: 200, y: 500, color: "#22c55e" }]);
    flush();
    expect(ctx.n("arc")).toBe(2);
  });

  it("frames each collaborator's view in their colour, under this user's own frame", () => {
    const { ctx, flush } = setup([], [{ rect: { x: 0, y: 0, width: 400, height: 300 }, color: "#22c55e" }]);
    flush();
    expect(ctx.n("strokeRect")).toBe(2);
  });

  it("stops listening once destroyed", () => {
    const { view, editor, frames } = setup();
    frames.length = 0;
    view.destroy();
    editor.panBy(10, 10);
    expect(frames).toHaveLength(0);
  });
});

import { describe, expect, it, vi } from "vitest";

import { tableRect } from "../model/geometry";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { table } from "../testing/fixtures";
import { drawPicture, TableBitmaps, type Surface } from "./tableBitmaps";

const size = { width: 250, height: 100 };

/** A cache on recording surfaces, one table, and a paint callback that counts its calls. */
function onePicture() {
  const { factory, made } = recordingSurfaces();
  let paints = 0;
  return { bitmaps: new TableBitmaps(factory), made, t: table("t", 0, 0), paint: () => { paints += 1; }, painted: () => paints };
}

describe("TableBitmaps", () => {
  it("paints at the screen's exact scale, reusing another scale's picture only while the zoom moves (issue 16)", () => {
    const { bitmaps, made, t, paint, painted } = onePicture();
    expect(bitmaps.get(t, 1.05, false, size, paint)).toMatchObject({ scale: 1.05 });
    expect(made[0]).toMatchObject({ width: Math.ceil(250 * 1.05) + 2, height: 105 + 2 });
    expect(bitmaps.get(t, 1.1, false, size, paint, { allowBlurry: true })).toMatchObject({ scale: 1.05 });
    expect(painted()).toBe(1);
    // At rest at 110 %, a picture made at 105 % would be resampled on every frame: painted again.
    expect(bitmaps.get(t, 1.1, false, size, paint)).toMatchObject({ scale: 1.1 });
    expect(painted()).toBe(2);
  });

  it("paints once and reuses the picture while the table looks the same at the same scale and selection", () => {
    const { bitmaps, made, t, paint, painted } = onePicture();
    const first = bitmaps.get(t, 1, false, size, paint);
    expect(bitmaps.get(t, 1, false, size, paint)).toEqual(first);
    expect(painted()).toBe(1);
    bitmaps.get({ ...t, name: "renamed" }, 1, false, size, paint); // the reducer changed what it shows
    bitmaps.get({ ...t, name: "renamed" }, 2, false, size, paint);
    expect(painted()).toBe(3);
    expect(made[0]).toMatchObject({ width: 252, height: 102 }); // 1 px margin on each side
  });

  it("reuses the picture of a moved table: a drag frame paints no table", () => {
    const { bitmaps, made, t, paint, painted } = onePicture();
    const first = bitmaps.get(t, 1, false, size, paint);
    for (let step = 1; step <= 10; step += 1) expect(bitmaps.get({ ...t, x: step * 7, y: -step }, 1, false, size, paint)).toEqual(first);
    expect(painted()).toBe(1);
    expect(made).toHaveLength(1);
    // A moved table that also changed (a collaborator's edit mid-drag) is painted again.
    bitmaps.get({ ...t, x: 500, color: "#ef4444" }, 1, false, size, paint);
    expect(painted()).toBe(2);
  });

  it("drops the least recently used pictures past its pixel budget", () => {
    const { factory } = recordingSurfaces();
    const budget = 252 * 102 * 4; // room for four pictures at 100 %
    const bitmaps = new TableBitmaps(factory, budget);
    const tables = ["a", "b", "c", "d"].map((id) => table(id, 0, 0));
    let paints = 0;
    const paint = () => { paints += 1; };
    for (const t of tables) bitmaps.get(t, 1, false, size, paint);
    bitmaps.get(tables[0], 1, false, size, paint); // a is now the most recent
    bitmaps.get(table("e", 0, 0), 1, false, size, paint); // pushes b out
    expect(bitmaps.size).toBe(4);
    paints = 0;
    bitmaps.get(tables[0], 1, false, size, paint);
    expect(paints).toBe(0);
    bitmaps.get(tables[1], 1, false, size, paint);
    expect(paints).toBe(1);
  });

  it("forgets tables no longer in the document", () => {
    const { factory } = recordingSurfaces();
    const bitmaps = new TableBitmaps(factory);
    for (const id of ["a", "b", "c"]) bitmaps.get(table(id, 0, 0), 1, false, size, () => {});
    bitmaps.retain(new Set(["b"]));
    expect(bitmaps.size).toBe(1);
  });

  it("refuses absurdly large pictures (the caller paints directly)", () => {
    const { factory, made } = recordingSurfaces();
    const bitmaps = new TableBitmaps(factory, 1000);
    expect(bitmaps.get(table("t", 0, 0), 1, false, size, () => {})).toBeNull();
    expect(made).toHaveLength(0);
  });
});

describe("drawPicture", () => {
  const surface = { width: 252, height: 132 } as unknown as Surface;
  const rect = tableRect(table("t", 100.4, 50.7));

  it("copies a picture made at the screen's scale to whole device pixels, unscaled (issue 16)", () => {
    const ctx = new RecordingContext();
    const draw = vi.spyOn(ctx, "drawImage");
    const transforms = vi.spyOn(ctx, "setTransform");
    drawPicture(ctx.asCtx, { surface, scale: 2 }, rect, { scale: 1, offsetX: 10.3, offsetY: -3.6 }, 2);
    // 100.4 × 2 + 20.6 = 221.4 → 221, less the picture's 1 px margin; 50.7 × 2 − 7.2 = 94.2 → 94.
    expect(draw).toHaveBeenCalledWith(surface, 220, 93);
    expect(transforms.mock.calls).toEqual([[1, 0, 0, 1, 0, 0], [2, 0, 0, 2, 20.6, -7.2]]);
  });

  it("scales a picture made at another zoom into the table's rectangle", () => {
    const ctx = new RecordingContext();
    const draw = vi.spyOn(ctx, "drawImage");
    drawPicture(ctx.asCtx, { surface, scale: 2 }, rect, { scale: 0.9, offsetX: 0, offsetY: 0 }, 2);
    expect(draw).toHaveBeenCalledWith(surface, 100.4 - 0.5, 50.7 - 0.5, 126, 66);
    expect(ctx.n("setTransform")).toBe(0);
  });
});

import { describe, expect, it } from "vitest";

import { recordingSurfaces } from "../testing/fakeContext";
import { table } from "../testing/fixtures";
import { bucketFor, TableBitmaps } from "./tableBitmaps";

const size = { width: 250, height: 100 };

describe("TableBitmaps", () => {
  it("buckets zoom by quarter octaves, rounding up so pictures are never blurry", () => {
    expect(bucketFor(1)).toBe(1);
    expect(bucketFor(2)).toBe(2);
    expect(bucketFor(0.5)).toBe(0.5);
    expect(bucketFor(1.05)).toBeCloseTo(2 ** 0.25, 12);
    expect(bucketFor(1.1)).toBeCloseTo(2 ** 0.25, 12);
    for (let s = 0.1; s < 6; s += 0.013) expect(bucketFor(s)).toBeGreaterThanOrEqual(s - 1e-9);
  });

  it("paints once and reuses the picture while the table object, bucket and selection are the same", () => {
    const { factory, made } = recordingSurfaces();
    const bitmaps = new TableBitmaps(factory);
    const t = table("t", 0, 0);
    let paints = 0;
    const paint = () => { paints += 1; };
    const first = bitmaps.get(t, 1, false, size, paint);
    expect(bitmaps.get(t, 1, false, size, paint)).toEqual(first);
    expect(paints).toBe(1);
    bitmaps.get({ ...t }, 1, false, size, paint); // a new object: the reducer changed it
    bitmaps.get({ ...t }, 2, false, size, paint);
    expect(paints).toBe(3);
    expect(made[0]).toMatchObject({ width: 252, height: 102 }); // 1 px margin on each side
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

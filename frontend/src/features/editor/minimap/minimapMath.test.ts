import { describe, expect, it } from "vitest";

import { cameraCentredOn, contains, fitTransform, minimapBounds, minimapToWorld, sharedViewRect, toMinimap, viewRect } from "./minimapMath";

describe("minimap math", () => {
  it("fits bounds into the panel, centred, keeping proportions", () => {
    // 2000 × 1000 world into 200 × 140 less 6 px padding: width decides (188 / 2000).
    const t = fitTransform({ x: 0, y: 0, width: 2000, height: 1000 }, 200, 140);
    expect(t.scale).toBeCloseTo(0.094);
    const box = toMinimap(t, { x: 0, y: 0, width: 2000, height: 1000 });
    expect(box.x).toBeCloseTo(6);
    expect(box.width).toBeCloseTo(188);
    expect(box.y + box.height / 2).toBeCloseTo(70);
  });

  it("maps panel points back to the world they show", () => {
    const t = fitTransform({ x: -500, y: 200, width: 1000, height: 700 }, 200, 140);
    const world = minimapToWorld(t, 100, 70);
    expect(world.x).toBeCloseTo(0);
    expect(world.y).toBeCloseTo(550);
    const back = toMinimap(t, { x: world.x, y: world.y, width: 0, height: 0 });
    expect(back.x).toBeCloseTo(100);
    expect(back.y).toBeCloseTo(70);
  });

  it("covers both the tables and the view, so the view's frame stays in the panel", () => {
    expect(minimapBounds({ x: 0, y: 0, width: 100, height: 100 }, { x: 500, y: -50, width: 200, height: 100 })).toEqual({ x: 0, y: -50, width: 700, height: 150 });
    expect(minimapBounds(null, { x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(minimapBounds(null, null)).toBeNull();
  });

  it("gives the world rectangle of the main view, none for an unsized canvas", () => {
    expect(viewRect({ scale: 0.5, offsetX: 100, offsetY: -50 }, 800, 600)).toEqual({ x: -200, y: 100, width: 1600, height: 1200 });
    expect(viewRect({ scale: 1, offsetX: 0, offsetY: 0 }, 0, 600)).toBeNull();
  });

  it("centres the view on a world point without changing the zoom", () => {
    const camera = cameraCentredOn({ scale: 0.25, offsetX: 9, offsetY: 9 }, 800, 600, 1000, 2000);
    expect(camera).toEqual({ scale: 0.25, offsetX: 400 - 250, offsetY: 300 - 500 });
    const view = viewRect(camera, 800, 600)!;
    expect(view.x + view.width / 2).toBeCloseTo(1000);
    expect(view.y + view.height / 2).toBeCloseTo(2000);
  });

  it("tells whether a point is inside a rectangle, edges included", () => {
    const rect = { x: 10, y: 10, width: 20, height: 20 };
    expect(contains(rect, 10, 30)).toBe(true);
    expect(contains(rect, 31, 20)).toBe(false);
  });

  it("frames a collaborator's view with their screen's size, or ours when they sent none", () => {
    const view = { scale: 2, offset: { x: -200, y: 100 } };
    expect(sharedViewRect({ ...view, viewport: { width: 1600, height: 1000 } }, { width: 800, height: 600 })).toEqual({ x: 100, y: -50, width: 800, height: 500 });
    expect(sharedViewRect(view, { width: 800, height: 600 })).toEqual({ x: 100, y: -50, width: 400, height: 300 });
  });
});

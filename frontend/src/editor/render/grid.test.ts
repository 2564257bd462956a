import { describe, expect, it, vi } from "vitest";

import { GRID } from "../model/constants";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { GridPainter } from "./grid";
import { COLORS } from "./paintTable";

function setup(factory = recordingSurfaces()) {
  const grid = new GridPainter(factory.factory);
  const ctx = new RecordingContext();
  return { grid, ctx, made: factory.made };
}

describe("GridPainter", () => {
  it("fills the screen with one pattern at any zoom where the dots are 8 px apart or more", () => {
    const { grid, ctx } = setup();
    for (const scale of [0.2, 0.5, 1, 2.5]) {
      ctx.reset();
      grid.draw(ctx.asCtx, { scale, offsetX: 13, offsetY: -7 }, 1600, 900, 1);
      expect(ctx.n("fillRect")).toBe(1);
    }
    ctx.reset();
    grid.draw(ctx.asCtx, { scale: 0.19, offsetX: 0, offsetY: 0 }, 1600, 900, 1);
    expect(ctx.total).toBe(0);
  });

  it("puts a dot of the grid colour in a tile one grid step wide on screen, anchored where the dots fall", () => {
    const { grid, ctx, made } = setup();
    const translate = vi.spyOn(ctx, "translate");
    const scale = vi.spyOn(ctx, "scale");
    grid.draw(ctx.asCtx, { scale: 0.7, offsetX: 100, offsetY: -50 }, 1600, 900, 2);
    const step = GRID.spacing * 0.7; // 28 px on screen, 56 device pixels
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ width: 56, height: 56 });
    expect(made[0].ctx.n("fillRect")).toBe(1);
    expect(made[0].ctx.fillStyle).toBe(COLORS.grid);
    expect(translate).toHaveBeenCalledWith(100 % step, step - (50 % step));
    // Pattern pixels are device pixels: one tile is one step on screen, unscaled.
    expect(scale).toHaveBeenCalledWith(0.5, 0.5);
  });

  it("draws a rectangle per dot where a step is no whole number of pixels (a scaled pattern is resampled each frame)", () => {
    const { grid, ctx, made } = setup();
    grid.draw(ctx.asCtx, { scale: 0.73, offsetX: 0, offsetY: 0 }, 290, 140, 1); // 29.2 px a step
    expect(made).toHaveLength(0);
    expect(ctx.n("fillRect")).toBe(10 * 5);
  });

  it("makes the tile once for a pan, again when the zoom changes", () => {
    const { grid, ctx, made } = setup();
    for (let x = 0; x < 50; x += 1) grid.draw(ctx.asCtx, { scale: 1, offsetX: x * 7, offsetY: x }, 1600, 900, 1);
    expect(made).toHaveLength(1);
    expect(ctx.n("createPattern")).toBe(1);
    grid.draw(ctx.asCtx, { scale: 1.5, offsetX: 0, offsetY: 0 }, 1600, 900, 1);
    expect(made).toHaveLength(2);
  });

  it("draws a rectangle per dot where no tile can be made", () => {
    const grid = new GridPainter(() => null);
    const ctx = new RecordingContext();
    grid.draw(ctx.asCtx, { scale: 1, offsetX: 0, offsetY: 0 }, 400, 200, 1);
    expect(ctx.n("fillRect")).toBe(10 * 5);
  });
});

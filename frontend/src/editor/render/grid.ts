/**
 * The canvas's dotted grid. Drawn as one pattern fill where a grid step is a whole number of
 * device pixels (100 %, 50 %, 25 %…): a rectangle per dot was a thousand draw calls a frame at
 * 100 % and twenty thousand zoomed out, rasterised again on every frame of a pan or a drag.
 */
import { GRID } from "../model/constants";
import type { Camera } from "../viewport/camera";
import type { Ctx2D } from "./paintTable";
import { COLORS } from "./paintTable";
import { defaultSurfaceFactory, type SurfaceFactory } from "./tableBitmaps";

/** Dots closer than this on screen are too dense to help. */
const MIN_STEP = 8;

interface Tile {
  key: string;
  ctx: Ctx2D;
  pattern: CanvasPattern;
  /** Its side in device pixels. */
  side: number;
}

export class GridPainter {
  private tile: Tile | null = null;

  constructor(private readonly factory: SurfaceFactory = defaultSurfaceFactory) {}

  draw(ctx: Ctx2D, camera: Camera, width: number, height: number, pixelRatio: number) {
    const step = GRID.spacing * camera.scale;
    if (step < MIN_STEP) return;
    const size = Math.max(1, Math.min(2, camera.scale * 1.5));
    const startX = ((camera.offsetX % step) + step) % step;
    const startY = ((camera.offsetY % step) + step) % step;
    // A tile is whole device pixels and must not be scaled (a scaled pattern is resampled pixel by
    // pixel on every frame, dearer than the dots): where a step is no whole number of pixels, as
    // at most zooms in motion, the dots are drawn one by one.
    const side = step * pixelRatio;
    const tile = Math.abs(side - Math.round(side)) < 1e-6 ? this.tileFor(ctx, Math.round(side), size, pixelRatio) : null;
    if (!tile) return drawDots(ctx, startX, startY, step, size, width, height);
    // Anchored on a whole pixel, the fill is a copy of the tile (dots within half a pixel).
    ctx.save();
    ctx.translate(Math.round(startX * pixelRatio) / pixelRatio, Math.round(startY * pixelRatio) / pixelRatio);
    ctx.scale(1 / pixelRatio, 1 / pixelRatio);
    ctx.fillStyle = tile.pattern;
    ctx.fillRect(-tile.side, -tile.side, width * pixelRatio + 2 * tile.side, height * pixelRatio + 2 * tile.side);
    ctx.restore();
  }

  private tileFor(ctx: Ctx2D, side: number, size: number, pixelRatio: number): Tile | null {
    const key = `${side}|${size}|${pixelRatio}|${COLORS.grid}`;
    if (this.tile?.key === key && this.tile.ctx === ctx) return this.tile;
    const surface = this.factory(side, side);
    const tileCtx = surface?.getContext("2d") as Ctx2D | null | undefined;
    if (!surface || !tileCtx) return null;
    tileCtx.fillStyle = COLORS.grid;
    tileCtx.fillRect(0, 0, size * pixelRatio, size * pixelRatio);
    const pattern = ctx.createPattern(surface as CanvasImageSource, "repeat");
    if (!pattern) return null;
    this.tile = { key, ctx, pattern, side };
    return this.tile;
  }
}

/** One rectangle per dot: where a tile would be scaled, or none can be made (no offscreen canvas). */
function drawDots(ctx: Ctx2D, startX: number, startY: number, step: number, size: number, width: number, height: number) {
  ctx.fillStyle = COLORS.grid;
  for (let x = startX; x < width; x += step) {
    for (let y = startY; y < height; y += step) ctx.fillRect(x, y, size, size);
  }
}

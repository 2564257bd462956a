/**
 * Cached pictures of tables at full detail. A table is painted at the screen's scale and reused on
 * every frame until what it shows changes (the reducer replaces a table only when it changes; a
 * move changes only where the picture goes) or the zoom comes to rest elsewhere, so panning over
 * hundreds of tables or dragging one costs one pixel-for-pixel copy each. While the zoom moves,
 * pictures made at another scale are reused, scaled. Least recently used pictures are dropped
 * past a pixel budget.
 */
import type { Rect } from "../model/geometry";
import { sameLook } from "../model/tableChanges";
import type { Table } from "../model/types";
import type { Camera } from "../viewport/camera";

export type Surface = HTMLCanvasElement | OffscreenCanvas;
export type SurfaceFactory = (width: number, height: number) => Surface | null;

export const defaultSurfaceFactory: SurfaceFactory = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  if (typeof document !== "undefined") {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas.getContext("2d") ? canvas : null;
  }
  return null;
};

interface Entry {
  table: Table;
  /** The device pixels per world unit it was painted at. */
  scale: number;
  selected: boolean;
  surface: Surface;
  pixels: number;
}

/** A table's picture and the device pixels per world unit it was painted at. */
export interface Picture {
  surface: Surface;
  scale: number;
}

export class TableBitmaps {
  private entries = new Map<string, Entry>();
  private pixels = 0;

  constructor(
    private readonly factory: SurfaceFactory = defaultSurfaceFactory,
    private readonly budget = 48_000_000,
  ) {}

  /**
   * The cached picture, painting it with `paint` when missing or stale; null if unavailable.
   * `allowBlurry` reuses a picture made at another zoom (while the zoom is moving);
   * `canPaint` false forbids painting a new one this frame (the frame's painting budget is spent).
   */
  get(
    table: Table,
    pixelScale: number,
    selected: boolean,
    size: { width: number; height: number },
    paint: (ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, scale: number) => void,
    options: { allowBlurry?: boolean; canPaint?: boolean } = {},
  ): Picture | null {
    // At the screen's exact scale, not a nearby one: a picture drawn scaled is filtered pixel by
    // pixel on every frame (five times a copy's cost), a pan at rest would pay it all along.
    const scale = pixelScale;
    const cached = this.entries.get(table.id);
    // A moved table draws the same picture: a drag repaints nothing.
    const usable = cached && cached.selected === selected && sameLook(cached.table, table);
    if (usable && (cached.scale === scale || options.allowBlurry)) {
      this.entries.delete(table.id); // re-insert: most recently used last
      cached.table = table;
      this.entries.set(table.id, cached);
      return { surface: cached.surface, scale: cached.scale };
    }
    if (options.canPaint === false) return null;
    const width = Math.ceil(size.width * scale) + 2;
    const height = Math.ceil(size.height * scale) + 2;
    if (width * height > this.budget / 4) return null; // absurdly large: draw it directly
    const surface = this.factory(width, height);
    const ctx = surface?.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!surface || !ctx) return null;
    if (cached) this.drop(table.id);
    paint(ctx, scale);
    this.entries.set(table.id, { table, scale, selected, surface, pixels: width * height });
    this.pixels += width * height;
    this.evict();
    return { surface, scale };
  }

  private drop(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.pixels -= entry.pixels;
    this.entries.delete(id);
  }

  private evict() {
    for (const id of this.entries.keys()) {
      if (this.pixels <= this.budget) break;
      this.drop(id);
    }
  }

  /** Forget every picture (they were painted in another palette). */
  clear() {
    this.entries.clear();
    this.pixels = 0;
  }

  /** Forget tables no longer in the document. */
  retain(ids: Set<string>) {
    for (const id of [...this.entries.keys()]) if (!ids.has(id)) this.drop(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Draws a table's picture at its place, the context holding the world's transform. A picture made
 * at the screen's own scale is copied pixel for pixel at a whole pixel: at a fractional position
 * the canvas filters every pixel of it, which cost several times a copy (most of a pan or drag
 * frame's time, in the raster after the frame's script). It lands within half a pixel.
 */
export function drawPicture(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, picture: Picture,
  rect: Rect, camera: Camera, pixelRatio: number) {
  const k = camera.scale * pixelRatio;
  const source = picture.surface as CanvasImageSource;
  if (picture.scale !== k) {
    const margin = 1 / picture.scale;
    ctx.drawImage(source, rect.x - margin, rect.y - margin, picture.surface.width / picture.scale, picture.surface.height / picture.scale);
    return;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(source, Math.round(rect.x * k + camera.offsetX * pixelRatio) - 1, Math.round(rect.y * k + camera.offsetY * pixelRatio) - 1);
  ctx.setTransform(k, 0, 0, k, camera.offsetX * pixelRatio, camera.offsetY * pixelRatio);
}

/**
 * Cached pictures of tables at full detail. A table is painted once per zoom bucket and reused on
 * every frame until its object changes (the reducer replaces a table only when it changes), so
 * panning over hundreds of tables costs one drawImage each. Least recently used pictures are
 * dropped past a pixel budget.
 */
import type { Table } from "../model/types";

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
  bucket: number;
  selected: boolean;
  surface: Surface;
  pixels: number;
}

/** Zoom buckets of a quarter octave: close enough to look sharp, few enough to reuse. */
export function bucketFor(pixelScale: number): number {
  return 2 ** (Math.ceil(Math.log2(pixelScale) * 4) / 4);
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
  ): { surface: Surface; bucket: number } | null {
    const bucket = bucketFor(pixelScale);
    const cached = this.entries.get(table.id);
    const usable = cached && cached.table === table && cached.selected === selected;
    if (usable && (cached.bucket === bucket || options.allowBlurry)) {
      this.entries.delete(table.id); // re-insert: most recently used last
      this.entries.set(table.id, cached);
      return { surface: cached.surface, bucket: cached.bucket };
    }
    if (options.canPaint === false) return null;
    const width = Math.ceil(size.width * bucket) + 2;
    const height = Math.ceil(size.height * bucket) + 2;
    if (width * height > this.budget / 4) return null; // absurdly large: draw it directly
    const surface = this.factory(width, height);
    const ctx = surface?.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!surface || !ctx) return null;
    if (cached) this.drop(table.id);
    paint(ctx, bucket);
    this.entries.set(table.id, { table, bucket, selected, surface, pixels: width * height });
    this.pixels += width * height;
    this.evict();
    return { surface, bucket };
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

  /** Forget tables no longer in the document. */
  retain(ids: Set<string>) {
    for (const id of [...this.entries.keys()]) if (!ids.has(id)) this.drop(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Frames that redraw part of the screen. When only a few tables changed since the last frame and
 * nothing else did (a drag frame: same view, same selection, same relations), the screen outside
 * those tables' old and new places and their relations' old and new paths is already right. The
 * frame clips to that region and draws only what meets it: the canvas is rasterised on the main
 * thread, and a whole 1600×900 frame was most of a drag frame's time whatever was dragged.
 */
import { HIT } from "../model/constants";
import { intersects, tableRect, type Rect } from "../model/geometry";
import type { Table } from "../model/types";
import type { Route } from "../routing/routes";
import type { Camera } from "../viewport/camera";
import type { Scene } from "./renderer";

/** Past this many changed tables, or this share of the screen, a whole frame costs no more. */
export const PARTIAL_MAX_TABLES = 16;
export const PARTIAL_MAX_SHARE = 0.5;

/**
 * Everything but the document is what the last frame drew. Fields compare by identity, so a
 * field added to the scene later makes frames whole until it is known here. `offsets` false:
 * the camera may have moved, at the same scale (a pan).
 */
export function sameView(a: Scene, b: Scene, { offsets = true } = {}): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Scene)[]);
  for (const key of keys) {
    if (key === "doc" || key === "paintBudget") continue;
    if (key === "camera") {
      if (a.camera.scale !== b.camera.scale) return false;
      if (offsets && (a.camera.offsetX !== b.camera.offsetX || a.camera.offsetY !== b.camera.offsetY)) return false;
    } else if (key === "selection") {
      if (a.selection?.kind !== b.selection?.kind || a.selection?.id !== b.selection?.id) return false;
    } else if (a[key] !== b[key]) return false;
  }
  return true;
}

/** How far, in world units, what is drawn for a table reaches past its rectangle: the resize
 * handle on its corner, a hover outline, a shadow. */
export function tablePad(scale: number): number {
  return HIT.resizeHandle(scale) + 16 / scale;
}

/** How far a route's drawing reaches past its points: a crow's foot (6 across, 10 along), a
 * composite key's comb, the stroke. */
export function routePad(scale: number): number {
  return 12 + 4 / scale;
}

const grow = (r: Rect, pad: number): Rect => ({ x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad });

/** The world rectangles a frame must redraw, and what meets them. */
export class DirtyRegion {
  private rects: Rect[] = [];

  constructor(private readonly scale: number) {}

  addTable(table: Table) {
    this.rects.push(grow(tableRect(table), tablePad(this.scale)));
  }

  /** A route by its segments: a relation across the screen dirties a band, not a rectangle. */
  addRoute(route: Route) {
    const pad = routePad(this.scale);
    for (const line of [route.points, ...route.brackets]) {
      for (let i = 1; i < line.length; i += 1) {
        const a = line[i - 1];
        const b = line[i];
        this.rects.push(grow({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) }, pad));
      }
    }
  }

  meetsTable(table: Table): boolean {
    return this.meets(grow(tableRect(table), tablePad(this.scale)));
  }

  meetsRoute(route: Route): boolean {
    return this.meets(grow(route.bounds, routePad(this.scale)));
  }

  private meets(rect: Rect): boolean {
    return this.rects.some((r) => intersects(r, rect));
  }

  /** Where to look for what meets the region: its bounds within `view`. */
  within(view: Rect): Rect | null {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const r of this.rects) {
      minX = Math.min(minX, r.x);
      minY = Math.min(minY, r.y);
      maxX = Math.max(maxX, r.x + r.width);
      maxY = Math.max(maxY, r.y + r.height);
    }
    const x = Math.max(minX, view.x);
    const y = Math.max(minY, view.y);
    const right = Math.min(maxX, view.x + view.width);
    const bottom = Math.min(maxY, view.y + view.height);
    return right < x || bottom < y ? null : { x, y, width: right - x, height: bottom - y };
  }

  /** The region in whole device pixels, within the screen: drawing clipped to it leaves no seam. */
  onScreen(camera: Camera, width: number, height: number, pixelRatio: number): Rect[] {
    const k = camera.scale * pixelRatio;
    const screen = { right: width * pixelRatio, bottom: height * pixelRatio };
    const out: Rect[] = [];
    for (const r of this.rects) {
      const x = Math.max(0, Math.floor(r.x * k + camera.offsetX * pixelRatio));
      const y = Math.max(0, Math.floor(r.y * k + camera.offsetY * pixelRatio));
      const right = Math.min(screen.right, Math.ceil((r.x + r.width) * k + camera.offsetX * pixelRatio));
      const bottom = Math.min(screen.bottom, Math.ceil((r.y + r.height) * k + camera.offsetY * pixelRatio));
      if (right > x && bottom > y) out.push({ x, y, width: right - x, height: bottom - y });
    }
    return out;
  }
}

/** The pixels of the rectangles, overlaps counted once (sweep over x; a few dozen rectangles). */
export function coveredArea(rects: Rect[]): number {
  const xs = [...new Set(rects.flatMap((r) => [r.x, r.x + r.width]))].sort((a, b) => a - b);
  let area = 0;
  for (let i = 1; i < xs.length; i += 1) {
    const left = xs[i - 1];
    const spans = rects.filter((r) => r.x <= left && r.x + r.width >= xs[i]).map((r) => [r.y, r.y + r.height]).sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let end = -Infinity;
    for (const [top, bottom] of spans) {
      if (bottom <= end) continue;
      covered += bottom - Math.max(top, end);
      end = bottom;
    }
    area += covered * (xs[i] - left);
  }
  return area;
}

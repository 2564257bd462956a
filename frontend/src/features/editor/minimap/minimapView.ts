/**
 * The minimap's drawing and gestures, framework-free. Cost is what matters with 1000 tables: the
 * tables are painted into a cached bitmap only when the document changes, at most every
 * REBUILD_MS while a drag previews new positions; a camera change (every pan frame) only redraws
 * that bitmap, the view's frame and the collaborators' dots, in the minimap's own frame.
 */
import type { Editor } from "@/editor/editor";
import { areasOf, notesOf } from "@/editor/model/annotations";
import { tableRect, unionRect, type Rect } from "@/editor/model/geometry";
import type { DiagramDocument } from "@/editor/model/types";
import { LIGHT_CANVAS, type CanvasPalette, type Ctx2D } from "@/editor/render/paintTable";
import { defaultSurfaceFactory, type Surface, type SurfaceFactory } from "@/editor/render/tableBitmaps";
import type { Camera } from "@/editor/viewport/camera";

import { cameraCentredOn, contains, fitTransform, minimapBounds, minimapToWorld, toMinimap, viewRect, type MinimapTransform } from "./minimapMath";

/** A document changing under a drag is repainted at most this often. */
export const REBUILD_MS = 250;

export type MinimapEditor = Pick<Editor, "camera" | "document" | "width" | "height" | "setCamera" | "subscribe" | "subscribeView">
  & Partial<Pick<Editor, "palette">>;

export interface MinimapDot {
  x: number;
  y: number;
  color: string;
}

export interface MinimapOptions {
  width: number;
  height: number;
  pixelRatio: number;
  /** The panel's context; null draws nothing (jsdom) but the gestures still work. */
  ctx: Ctx2D | null;
  surfaces?: SurfaceFactory;
  /** Collaborators' cursors, in world coordinates. */
  dots?: () => Iterable<MinimapDot>;
  /** Collaborators' views, in world coordinates. */
  views?: () => Iterable<{ rect: Rect; color: string }>;
  schedule?: (callback: () => void) => number;
  cancel?: (handle: number) => void;
  now?: () => number;
}

const DOT_RADIUS = 3;

interface Picture {
  surface: Surface;
  content: Rect;
  /** Device pixels per world unit it was painted at. */
  scale: number;
}

export class MinimapView {
  private picture: Picture | null = null;
  private paintedDoc: DiagramDocument | null = null;
  private content: Rect | null = null;
  private lastBuild = -Infinity;
  private rebuildTimer: ReturnType<typeof setTimeout> | null = null;
  private frame: number | null = null;
  private camera: Camera;
  private palette: CanvasPalette | undefined;
  /** Frozen while the pointer is down: a transform following the view would slide under it. */
  private dragTransform: MinimapTransform | null = null;
  /** Where, from the view's centre, the frame was grabbed (world units). */
  private grab = { x: 0, y: 0 };
  private readonly stops: Array<() => void>;
  private readonly schedule: (callback: () => void) => number;
  private readonly cancel: (handle: number) => void;
  private readonly now: () => number;
  /** Frames and bitmap paints so far (tests). */
  frames = 0;
  builds = 0;

  constructor(private readonly editor: MinimapEditor, private readonly options: MinimapOptions) {
    this.schedule = options.schedule ?? ((cb) => requestAnimationFrame(cb));
    this.cancel = options.cancel ?? ((handle) => cancelAnimationFrame(handle));
    this.now = options.now ?? (() => globalThis.performance?.now?.() ?? Date.now());
    this.camera = editor.camera;
    this.palette = editor.palette;
    this.build();
    this.stops = [
      editor.subscribe(() => this.documentMaybeChanged()),
      editor.subscribeView(() => {
        // Also fired by drag previews (a new document) and hover: only what the minimap shows counts.
        this.documentMaybeChanged();
        if (editor.camera !== this.camera) {
          this.camera = editor.camera;
          this.invalidate();
        }
        // The bitmap holds only the tables' own colours: the theme changes the view's frame.
        if (editor.palette !== this.palette) {
          this.palette = editor.palette;
          this.invalidate();
        }
      }),
    ];
    this.invalidate();
  }

  destroy() {
    this.stops.forEach((stop) => stop());
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    if (this.frame !== null) this.cancel(this.frame);
    this.rebuildTimer = null;
    this.frame = null;
  }

  /** The transform of this frame: the tables and the view, fitted. */
  transform(): MinimapTransform | null {
    if (this.dragTransform) return this.dragTransform;
    const bounds = minimapBounds(this.content, viewRect(this.editor.camera, this.editor.width, this.editor.height));
    return bounds ? fitTransform(bounds, this.options.width, this.options.height) : null;
  }

  /** Panel point (CSS pixels): on the frame it grabs it, elsewhere it centres the view there
   * first, and the drag goes on from it. False when there is nothing to navigate. */
  pointerDown(x: number, y: number): boolean {
    const t = this.transform();
    const view = viewRect(this.editor.camera, this.editor.width, this.editor.height);
    if (!t || !view) return false;
    this.dragTransform = t;
    const world = minimapToWorld(t, x, y);
    const centre = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    this.grab = contains(toMinimap(t, view), x, y) ? { x: world.x - centre.x, y: world.y - centre.y } : { x: 0, y: 0 };
    this.pointerMove(x, y);
    return true;
  }

  pointerMove(x: number, y: number) {
    const t = this.dragTransform;
    if (!t) return;
    const world = minimapToWorld(t, x, y);
    const { camera, width, height } = this.editor;
    const next = cameraCentredOn(camera, width, height, world.x - this.grab.x, world.y - this.grab.y);
    if (next.offsetX !== camera.offsetX || next.offsetY !== camera.offsetY) this.editor.setCamera(next);
  }

  pointerUp() {
    if (!this.dragTransform) return;
    this.dragTransform = null;
    this.invalidate();
  }

  get dragging(): boolean {
    return this.dragTransform !== null;
  }

  invalidate() {
    if (this.frame !== null || !this.options.ctx) return;
    this.frame = this.schedule(() => {
      this.frame = null;
      this.draw();
    });
  }

  private documentMaybeChanged() {
    if (this.editor.document === this.paintedDoc || this.rebuildTimer) return;
    const wait = this.lastBuild + REBUILD_MS - this.now();
    if (wait <= 0) return this.build();
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      this.build();
    }, wait);
  }

  private build() {
    const doc = this.editor.document;
    this.paintedDoc = doc;
    this.lastBuild = this.now();
    const rects = doc.tables.map(tableRect);
    this.content = unionRect([...rects, ...areasOf(doc), ...notesOf(doc)]);
    this.picture = this.content ? this.paint(doc, rects, this.content) : null;
    this.invalidate();
  }

  /** The tables as blocks of their colour, fitted to the panel at the screen's pixel ratio. */
  private paint(doc: DiagramDocument, rects: readonly Rect[], content: Rect): Picture | null {
    if (!this.options.ctx) return null;
    const { width, height, pixelRatio } = this.options;
    const scale = fitTransform(content, width, height).scale * pixelRatio;
    const surface = (this.options.surfaces ?? defaultSurfaceFactory)(Math.ceil(content.width * scale) + 1, Math.ceil(content.height * scale) + 1);
    const ctx = surface?.getContext("2d") as Ctx2D | null | undefined;
    if (!surface || !ctx) return null;
    this.builds += 1;
    ctx.clearRect(0, 0, surface.width, surface.height);
    const block = (rect: Rect) =>
      ctx.fillRect((rect.x - content.x) * scale, (rect.y - content.y) * scale, Math.max(1, rect.width * scale), Math.max(1, rect.height * scale));
    // Areas faint under the tables, notes as blocks of their colour (issue 17).
    ctx.globalAlpha = 0.2;
    for (const area of areasOf(doc)) {
      ctx.fillStyle = area.color;
      block(area);
    }
    ctx.globalAlpha = 1;
    for (const note of notesOf(doc)) {
      ctx.fillStyle = note.color;
      block(note);
    }
    let color = "";
    rects.forEach((rect, at) => {
      const fill = doc.tables[at].color;
      if (fill !== color) ctx.fillStyle = color = fill;
      // A table smaller than a pixel still shows as one.
      block(rect);
    });
    return { surface, content, scale };
  }

  private draw() {
    const ctx = this.options.ctx;
    if (!ctx) return;
    this.frames += 1;
    const { width, height, pixelRatio } = this.options;
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const t = this.transform();
    if (!t) return;
    const picture = this.picture;
    if (picture) {
      const at = toMinimap(t, picture.content);
      const ratio = t.scale / picture.scale;
      ctx.drawImage(picture.surface, at.x, at.y, picture.surface.width * ratio, picture.surface.height * ratio);
    }
    ctx.lineWidth = 1;
    for (const { rect, color } of this.options.views?.() ?? []) {
      const frame = toMinimap(t, rect);
      ctx.strokeStyle = color;
      ctx.strokeRect(frame.x, frame.y, frame.width, frame.height);
    }
    for (const dot of this.options.dots?.() ?? []) {
      ctx.fillStyle = dot.color;
      ctx.beginPath();
      ctx.arc(dot.x * t.scale + t.offsetX, dot.y * t.scale + t.offsetY, DOT_RADIUS, 0, Math.PI * 2);
      ctx.fill();
    }
    const view = viewRect(this.editor.camera, this.editor.width, this.editor.height);
    if (!view) return;
    const frame = toMinimap(t, view);
    const frameColor = (this.editor.palette ?? LIGHT_CANVAS).selection;
    ctx.save();
    ctx.globalAlpha = 0.1;
    ctx.fillStyle = frameColor;
    ctx.fillRect(frame.x, frame.y, frame.width, frame.height);
    ctx.restore();
    ctx.strokeStyle = frameColor;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(frame.x, frame.y, frame.width, frame.height);
  }
}

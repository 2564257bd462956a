/**
 * The Canvas 2D renderer. Each frame draws only what the viewport shows (spatial index search),
 * at the level of detail the zoom and the performance level allow, reusing cached table
 * pictures at full detail. It is called by the editor's frame loop only when something changed.
 */
import { DIFF_COLORS, type RowMarks } from "../diff/display";
import { areasOf, notesOf } from "../model/annotations";
import { HIT, ROUTING, TABLE } from "../model/constants";
import { tableRect, unionRect, type Rect } from "../model/geometry";
import { replacedTables } from "../model/tableChanges";
import type { DiagramDocument, Relation, Table } from "../model/types";
import type { Route, RouteCache, Point } from "../routing/routes";
import type { SceneIndex } from "../spatial/sceneIndex";
import { visibleWorld, type Camera } from "../viewport/camera";
import { detailFor, effectsFor, type Detail, type PerformanceLevel } from "./detail";
import { COLORS, LIGHT_CANVAS, paintTableBlock, paintTableFull, paintTableHeader, paintWith, type CanvasPalette, type Ctx2D } from "./paintTable";
import { GridPainter } from "./grid";
import { paintAreas, paintNotes } from "./paintAnnotations";
import { covers, pictureBox, shift, surfaceFor, type PanPicture } from "./panCache";
import { coveredArea, DirtyRegion, PARTIAL_MAX_SHARE, PARTIAL_MAX_TABLES, routePad, sameView, tablePad } from "./partialFrame";
import { defaultSurfaceFactory, drawPicture, TableBitmaps, type SurfaceFactory } from "./tableBitmaps";

export type Selection =
  | { kind: "table"; id: string }
  | { kind: "relation"; id: string }
  | { kind: "note"; id: string }
  | { kind: "area"; id: string }
  | null;

/** Where a dragged relation would land: a row, or the table (null: a key column is added). */
export interface DropTarget {
  tableId: string;
  attributeId: string | null;
}

export interface Scene {
  doc: DiagramDocument;
  camera: Camera;
  width: number;
  height: number;
  pixelRatio: number;
  level: PerformanceLevel;
  selection: Selection;
  hoverRelationId: string | null;
  hoverTableId: string | null;
  /** A relation being dragged out, in world coordinates. */
  draft: { from: Point; to: Point } | null;
  dropTarget?: DropTarget | null;
  showGrid: boolean;
  /** Defaults to the canvas colour; PNG exports use white. */
  background?: string;
  /** The canvas's colours: light unless the app is dark (exports leave it light). */
  palette?: CanvasPalette;
  /** The zoom is moving: reuse table pictures at their old sharpness. */
  zooming?: boolean;
  /** Table pictures painted per frame at most; the rest show simplified until the next one. */
  paintBudget?: number;
  /** Show the selected table's resize handle (an editable canvas; never in a PNG export). */
  handles?: boolean;
  /** Attribute rows tinted by what a comparison found (the compare view). */
  rowMarks?: RowMarks | null;
}

export interface FrameStats {
  detail: Detail;
  tables: number;
  relations: number;
  /** Areas and notes drawn (issue 17). */
  annotations?: number;
  /** Some tables were drawn simplified for lack of painting budget: draw another frame. */
  incomplete: boolean;
  /** Only what changed was redrawn (a drag frame); `tables` and `relations` count what was. */
  partial?: boolean;
  /** A pan frame: the kept picture of the scene (panCache.ts), made on this frame when `tables`
   * or `relations` are not zero, else only copied. */
  cached?: boolean;
}

export class Renderer {
  private tablesSeen: DiagramDocument["tables"] | null = null;
  /** What the last frame drew, on which context, and whether all of it as it should look. */
  private last: { scene: Scene; ctx: Ctx2D; complete: boolean } | null = null;
  /** The scene's picture kept for panning (panCache.ts). */
  private panPicture: PanPicture | null = null;
  /** The world rectangle around everything drawn for a document at a scale. */
  private contentOf: { doc: DiagramDocument; scale: number; rect: Rect | null } | null = null;
  /** The palette the cached pictures were painted in. */
  private palette: CanvasPalette = LIGHT_CANVAS;

  constructor(
    private readonly index: SceneIndex,
    private readonly routes: RouteCache,
    readonly bitmaps: TableBitmaps = new TableBitmaps(),
    private readonly grid: GridPainter = new GridPainter(),
    private readonly surfaces: SurfaceFactory = defaultSurfaceFactory,
  ) {}

  /** The canvas lost what it showed (resized, another context): the next frame draws it all. */
  forget() {
    this.last = null;
    this.panPicture = null;
  }

  /** Everything a frame of this document draws at this scale lies within it (index synced). */
  private content(scene: Scene): Rect | null {
    const { doc, camera: { scale } } = scene;
    if (this.contentOf?.doc === doc && this.contentOf.scale === scale) return this.contentOf.rect;
    const grow = (r: Rect | null, pad: number) => (r ? [{ x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad }] : []);
    const rect = unionRect([
      ...grow(this.index.bounds(), tablePad(scale)), ...grow(this.routes.bounds(), routePad(scale)),
      // Areas and notes: their border's width beyond them, whatever the scale.
      ...grow(unionRect([...areasOf(doc), ...notesOf(doc)]), 4 / scale),
    ]);
    this.contentOf = { doc, scale, rect };
    return rect;
  }

  /**
   * A pan frame from the kept picture, or from a new one when the camera only moved since a
   * complete frame; null: draw the frame as usual (a picture that no longer applies is dropped).
   */
  private panFrame(ctx: Ctx2D, scene: Scene): FrameStats | null {
    const kept = this.panPicture;
    this.panPicture = null;
    // A relation's draft reaches the pointer, wherever it is; a zoom in motion changes the scale.
    if (scene.draft || scene.dropTarget || scene.zooming) return null;
    const still = (a: Scene) => a.doc === scene.doc && sameView(a, scene, { offsets: false });
    const content = this.content(scene);
    if (kept && kept.ctx === ctx && still(kept.scene) && covers(kept, content, scene)) {
      this.panPicture = kept;
      // Shifted by a fraction of a pixel (rounded), the screen is not exactly what a partial
      // frame would draw over: the next frame other than a pan draws it all.
      const exact = this.blit(ctx, scene, kept);
      this.last = { scene, ctx, complete: exact };
      return { detail: detailFor(scene.camera.scale, scene.level), tables: 0, relations: 0, incomplete: false, cached: true };
    }
    const last = this.last;
    const moved = last && (last.scene.camera.offsetX !== scene.camera.offsetX || last.scene.camera.offsetY !== scene.camera.offsetY);
    if (!last || last.ctx !== ctx || !last.complete || !moved || !still(last.scene)) return null;
    const box = pictureBox(scene, content);
    if (!box) return null;
    const made = surfaceFor(kept, box.right - box.left, box.bottom - box.top, this.surfaces);
    if (!made) return null;
    const dpr = scene.pixelRatio;
    const camera = { scale: scene.camera.scale, offsetX: scene.camera.offsetX - box.left / dpr, offsetY: scene.camera.offsetY - box.top / dpr };
    const stats = this.paint(made.ctx, { ...scene, camera, width: made.surface.width / dpr, height: made.surface.height / dpr, showGrid: false }, null, null, false);
    const picture: PanPicture = { scene, ctx, surface: made.surface, surfaceCtx: made.ctx, camera };
    this.blit(ctx, scene, picture);
    // Tables left simplified (the painting budget spent) are not kept: the next frames draw them.
    if (!stats.incomplete) this.panPicture = picture;
    this.last = { scene, ctx, complete: !stats.incomplete };
    return { ...stats, cached: true };
  }

  /** Background and grid at the camera's place, then the picture, shifted by whole pixels. */
  private blit(ctx: Ctx2D, scene: Scene, picture: PanPicture): boolean {
    const { camera, pixelRatio: dpr } = scene;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = scene.background ?? COLORS.background;
    ctx.fillRect(0, 0, scene.width, scene.height);
    if (scene.showGrid) this.grid.draw(ctx, camera, scene.width, scene.height, dpr);
    const at = shift(picture, camera, dpr);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(picture.surface as CanvasImageSource, at.x, at.y);
    ctx.setTransform(dpr * camera.scale, 0, 0, dpr * camera.scale, dpr * camera.offsetX, dpr * camera.offsetY);
    return Math.abs(at.x - (camera.offsetX - picture.camera.offsetX) * dpr) < 1e-6 && Math.abs(at.y - (camera.offsetY - picture.camera.offsetY) * dpr) < 1e-6;
  }

  /**
   * The region a frame must redraw when only some tables changed since the last one, null for
   * a whole frame. Called before the caches follow the document: they still hold the old paths.
   */
  private changedSince(ctx: Ctx2D, scene: Scene): { region: DirtyRegion; changed: Table[] } | null {
    const last = this.last;
    if (!last || last.ctx !== ctx || !last.complete || scene.zooming) return null;
    const before = last.scene.doc;
    // A note or an area changed (dragged, edited): they lie under tables, a whole frame redraws them.
    if (scene.doc.notes !== before.notes || scene.doc.areas !== before.areas) return null;
    if (scene.doc === before || scene.doc.relations !== before.relations || !this.routes.isAt(before) || !sameView(last.scene, scene)) return null;
    const replaced = replacedTables(before.tables, scene.doc.tables);
    if (!replaced || replaced.length === 0 || replaced.length > PARTIAL_MAX_TABLES) return null;
    const region = new DirtyRegion(scene.camera.scale);
    for (const at of replaced) {
      region.addTable(before.tables[at]);
      this.routes.routesAt(before.tables[at].id).forEach((route) => region.addRoute(route));
    }
    return { region, changed: replaced.map((at) => scene.doc.tables[at]) };
  }

  draw(ctx: Ctx2D, scene: Scene): FrameStats {
    const palette = scene.palette ?? LIGHT_CANVAS;
    if (palette !== this.palette) {
      // Every kept picture shows the other palette: tables, the pan picture, the screen.
      this.palette = palette;
      this.bitmaps.clear();
      this.forget();
    }
    return paintWith(palette, () => this.drawFrame(ctx, scene));
  }

  private drawFrame(ctx: Ctx2D, scene: Scene): FrameStats {
    const { camera, pixelRatio: dpr } = scene;
    const since = this.changedSince(ctx, scene);
    this.index.sync(scene.doc);
    this.routes.sync(scene.doc);
    let clip: Rect[] | null = null;
    if (since) {
      for (const table of since.changed) {
        since.region.addTable(table);
        this.routes.routesAt(table.id).forEach((route) => since.region.addRoute(route));
      }
      clip = since.region.onScreen(camera, scene.width, scene.height, dpr);
      if (coveredArea(clip) > PARTIAL_MAX_SHARE * scene.width * scene.height * dpr * dpr) clip = null;
    }
    const region = clip && since ? since.region : null;
    if (scene.doc.tables !== this.tablesSeen) {
      // Pictures of removed tables would otherwise stay until the pixel budget pushed them out;
      // tables only replaced (a drag frame) remove none.
      if (!this.tablesSeen || !replacedTables(this.tablesSeen, scene.doc.tables)) this.bitmaps.retain(new Set(scene.doc.tables.map((t) => t.id)));
      this.tablesSeen = scene.doc.tables;
    }
    if (clip) this.panPicture = null;
    const panned = clip ? null : this.panFrame(ctx, scene);
    if (panned) return panned;
    const stats = this.paint(ctx, scene, clip, region, true);
    // A frame drawn while the zoom moved shows pictures at their old sharpness: the frames after
    // it redraw everything (the one after the zoom rests sharpens them).
    this.last = { scene, ctx, complete: !stats.incomplete && !scene.zooming };
    return stats;
  }

  /** A frame, or a part of it (`clip`, what meets `region`); `opaque` false: no background. */
  private paint(ctx: Ctx2D, scene: Scene, clip: Rect[] | null, region: DirtyRegion | null, opaque: boolean): FrameStats {
    const { camera, pixelRatio: dpr } = scene;
    if (clip) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      for (const r of clip) ctx.rect(r.x, r.y, r.width, r.height);
      ctx.clip();
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = scene.background ?? COLORS.background;
    if (opaque) ctx.fillRect(0, 0, scene.width, scene.height);
    if (scene.showGrid) this.grid.draw(ctx, camera, scene.width, scene.height, dpr);

    const view = visibleWorld(camera, scene.width, scene.height);
    ctx.setTransform(dpr * camera.scale, 0, 0, dpr * camera.scale, dpr * camera.offsetX, dpr * camera.offsetY);
    const detail = detailFor(camera.scale, scene.level);
    const effects = effectsFor(scene.level);

    // A partial frame looks where the region is, and draws what meets it.
    const area = region ? region.within(view) : view;
    const routes = !area ? [] : region ? this.routes.search(area).filter((route) => region.meetsRoute(route)) : this.routes.search(area);
    // Areas and notes meeting what is redrawn (the clip keeps a partial frame to its region).
    const annotated = scene.selection?.kind === "note" || scene.selection?.kind === "area" ? scene.selection : null;
    let annotations = area ? paintAreas(ctx, areasOf(scene.doc), area, detail, camera.scale, annotated?.kind === "area" ? annotated.id : null) : 0;
    this.drawRelations(ctx, routes, scene, detail, effects.roundedRelations);
    if (area) annotations += paintNotes(ctx, notesOf(scene.doc), area, detail, camera.scale, annotated?.kind === "note" ? annotated.id : null);

    const tables = !area ? [] : region ? this.index.search(area).filter((table) => region.meetsTable(table)) : this.index.search(area);
    const selectedTable = scene.selection?.kind === "table" ? scene.selection.id : null;
    let budget = scene.paintBudget ?? Infinity;
    let incomplete = false;
    for (const table of tables) {
      const rect = tableRect(table);
      const selected = table.id === selectedTable;
      if (detail === "full") {
        const picture = this.bitmaps.get(table, camera.scale * dpr, selected, rect, (bitmap, scale) => {
          budget -= 1;
          bitmap.setTransform(scale, 0, 0, scale, 1, 1);
          paintTableFull(bitmap, table, rect.width, selected, false);
        }, { allowBlurry: scene.zooming, canPaint: budget > 0 });
        if (picture) {
          drawPicture(ctx, picture, rect, camera, dpr);
        } else if (budget <= 0) {
          incomplete = true;
          this.direct(ctx, rect.x, rect.y, () => paintTableHeader(ctx, table, rect.width, selected));
        } else {
          this.direct(ctx, rect.x, rect.y, () => paintTableFull(ctx, table, rect.width, selected, effects.shadows));
        }
      } else if (detail === "headers") {
        this.direct(ctx, rect.x, rect.y, () => paintTableHeader(ctx, table, rect.width, selected));
      } else {
        paintTableBlock(ctx, table, rect.x, rect.y, rect.width, selected);
      }
      const marks = detail === "full" && !table.isCollapsed ? scene.rowMarks?.get(table.id) : undefined;
      if (marks) tintRows(ctx, table.attributes, marks, rect);
      if (table.id === scene.hoverTableId && !selected) {
        ctx.lineWidth = 2 / camera.scale;
        ctx.strokeStyle = COLORS.hover;
        ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
      }
    }

    const handleTable = scene.handles && selectedTable ? tables.find((t) => t.id === selectedTable) : undefined;
    if (handleTable) drawResizeHandle(ctx, tableRect(handleTable), camera.scale);
    const handleAnnotation = scene.handles && annotated
      ? (annotated.kind === "note" ? notesOf(scene.doc) : areasOf(scene.doc)).find((item) => item.id === annotated.id)
      : undefined;
    if (handleAnnotation) drawResizeHandle(ctx, handleAnnotation, camera.scale);

    const dropTable = scene.dropTarget ? tables.find((t) => t.id === scene.dropTarget!.tableId) : undefined;
    if (dropTable) drawDropTarget(ctx, dropTable, scene.dropTarget!.attributeId, camera.scale);

    if (scene.draft) {
      ctx.setLineDash([6 / camera.scale, 4 / camera.scale]);
      ctx.lineWidth = 2 / camera.scale;
      ctx.strokeStyle = COLORS.relationSelected;
      ctx.beginPath();
      ctx.moveTo(scene.draft.from.x, scene.draft.from.y);
      ctx.lineTo(scene.draft.to.x, scene.draft.to.y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (clip) ctx.restore();
    return { detail, tables: tables.length, relations: routes.length, annotations, incomplete, partial: Boolean(clip) };
  }

  /** `paint` with its origin at (`x`, `y`). Moved there and back rather than between save()
   * and restore(): they copy the whole drawing state, 340 ms a frame for the 10 000 tables of a
   * fitted view; the painters set every style they use. */
  private direct(ctx: Ctx2D, x: number, y: number, paint: () => void) {
    ctx.translate(x, y);
    paint();
    ctx.translate(-x, -y);
  }

  private drawRelations(ctx: Ctx2D, routes: Route[], scene: Scene, detail: Detail, rounded: boolean) {
    const scale = scene.camera.scale;
    const selectedId = scene.selection?.kind === "relation" ? scene.selection.id : null;
    // One path per style: a few strokes for thousands of relations.
    const groups = new Map<string, Route[]>();
    const emphasised: Route[] = [];
    for (const route of routes) {
      const relation = route.relation;
      if (relation.id === selectedId || relation.id === scene.hoverRelationId) {
        emphasised.push(route);
        continue;
      }
      const key = `${relationColor(relation)}|${relation.isDashed ? 1 : 0}`;
      const group = groups.get(key);
      if (group) group.push(route);
      else groups.set(key, [route]);
    }
    ctx.lineWidth = relationLineWidth(scale);
    for (const [key, group] of groups) {
      const [color, dashed] = key.split("|");
      ctx.strokeStyle = color;
      ctx.setLineDash(dashed === "1" ? RELATION_DASH : []);
      ctx.beginPath();
      for (const route of group) tracePath(ctx, route.points, rounded && detail !== "blocks");
      ctx.stroke();
      if (detail === "full") {
        ctx.beginPath();
        for (const route of group) traceEnds(ctx, route);
        ctx.stroke();
      }
    }
    ctx.setLineDash([]);
    for (const route of emphasised) {
      ctx.lineWidth = Math.max(2.5, 2 / scale);
      ctx.strokeStyle = route.relation.id === selectedId ? COLORS.relationSelected : COLORS.hover;
      ctx.beginPath();
      tracePath(ctx, route.points, rounded);
      traceEnds(ctx, route);
      ctx.stroke();
    }
  }
}

/**
 * The landing place of a dragged relation: the row that will become the foreign key, or, on the
 * rest of the table, the table outlined with a ghost row where the new key column will appear.
 */
function drawDropTarget(ctx: Ctx2D, table: Table, attributeId: string | null, scale: number) {
  const rect = tableRect(table);
  const row = attributeId ? table.attributes.findIndex((a) => a.id === attributeId) : -1;
  ctx.save();
  ctx.lineWidth = 2 / scale;
  ctx.strokeStyle = COLORS.selection;
  ctx.fillStyle = COLORS.selection;
  if (row >= 0 && !table.isCollapsed) {
    const y = rect.y + TABLE.headerHeight + row * TABLE.rowHeight;
    ctx.globalAlpha = 0.18;
    ctx.fillRect(rect.x, y, rect.width, TABLE.rowHeight);
    ctx.globalAlpha = 1;
    ctx.strokeRect(rect.x, y, rect.width, TABLE.rowHeight);
  } else {
    ctx.setLineDash([6 / scale, 4 / scale]);
    ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
    ctx.globalAlpha = 0.12;
    ctx.fillRect(rect.x, rect.y + rect.height, rect.width, TABLE.rowHeight);
    ctx.globalAlpha = 1;
    ctx.strokeRect(rect.x, rect.y + rect.height, rect.width, TABLE.rowHeight);
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** A translucent band over each marked attribute row, in its change's colour. */
function tintRows(ctx: Ctx2D, attributes: readonly { id: string }[], marks: Map<string, keyof typeof DIFF_COLORS>,
  rect: { x: number; y: number; width: number }) {
  ctx.save();
  ctx.globalAlpha = 0.18;
  attributes.forEach((attribute, row) => {
    const kind = marks.get(attribute.id);
    if (!kind) return;
    ctx.fillStyle = DIFF_COLORS[kind];
    ctx.fillRect(rect.x + 1, rect.y + TABLE.headerHeight + row * TABLE.rowHeight, rect.width - 2, TABLE.rowHeight);
  });
  ctx.restore();
}

/** A dot on the bottom-right corner where a drag resizes the table: without it nothing tells. */
function drawResizeHandle(ctx: Ctx2D, rect: { x: number; y: number; width: number; height: number }, scale: number) {
  ctx.beginPath();
  ctx.arc(rect.x + rect.width, rect.y + rect.height, HIT.resizeHandle(scale) * 0.6, 0, Math.PI * 2);
  ctx.fillStyle = COLORS.selection;
  ctx.fill();
  ctx.lineWidth = 1.5 / scale;
  ctx.strokeStyle = COLORS.handleRing;
  ctx.stroke();
}

/** A relation's stroke colour: its own, else the canvas's. */
export function relationColor(relation: Relation): string {
  return relation.color ?? COLORS.relation;
}

/** The dash pattern of a dashed relation, in world units. */
export const RELATION_DASH = [6, 4];

/** A relation's line width in world units: 1.5, and never thinner than a screen pixel. */
export function relationLineWidth(scale: number): number {
  return Math.max(1.5, 1 / scale);
}

/** A polyline with corners rounded to the routing radius (about 12, spec 001 §9). */
export function tracePath(ctx: Ctx2D, points: Point[], rounded: boolean) {
  ctx.moveTo(points[0].x, points[0].y);
  for (let i = 1; i < points.length - 1; i += 1) {
    if (rounded) {
      const a = points[i - 1];
      const b = points[i];
      const c = points[i + 1];
      const radius = Math.min(ROUTING.cornerRadius, Math.hypot(b.x - a.x, b.y - a.y) / 2, Math.hypot(c.x - b.x, c.y - b.y) / 2);
      ctx.arcTo(b.x, b.y, c.x, c.y, radius);
    } else {
      ctx.lineTo(points[i].x, points[i].y);
    }
  }
  const last = points[points.length - 1];
  ctx.lineTo(last.x, last.y);
}

/**
 * Crow's foot for a many end, a bar for a one end, drawn where the path meets each table; and a
 * composite key's combs over its rows.
 */
export function traceEnds(ctx: Ctx2D, { points, relation, brackets }: Route) {
  traceEnd(ctx, points[0], points[1], relation.cardinality.from);
  traceEnd(ctx, points[points.length - 1], points[points.length - 2], relation.cardinality.to);
  for (const bracket of brackets) tracePath(ctx, bracket, false);
}

function traceEnd(ctx: Ctx2D, at: Point, toward: Point, cardinality: "1" | "N") {
  const direction = Math.sign(toward.x - at.x) || 1;
  const x = at.x + direction * 10;
  if (cardinality === "N") {
    ctx.moveTo(x, at.y);
    ctx.lineTo(at.x, at.y - 6);
    ctx.moveTo(x, at.y);
    ctx.lineTo(at.x, at.y + 6);
  } else {
    ctx.moveTo(x, at.y - 6);
    ctx.lineTo(x, at.y + 6);
  }
}

/**
 * PNG export (001 §9): the whole diagram at scale 2 with 80 px of padding on a white
 * background, named {projectName}_{timestamp}.png; at least one table is needed. Asked for, the
 * picture can use the dark canvas instead (the app's dark mode never changes the default).
 */
import { areasOf, notesOf } from "../model/annotations";
import { PNG_EXPORT } from "../model/constants";
import { tableRect, unionRect } from "../model/geometry";
import type { DiagramDocument } from "../model/types";
import { DARK_CANVAS, type Ctx2D } from "../render/paintTable";
import { Renderer } from "../render/renderer";
import { TableBitmaps, type Surface, type SurfaceFactory, defaultSurfaceFactory } from "../render/tableBitmaps";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";

/** Browsers refuse canvases much past this many pixels per side. */
const MAX_SIDE = 16_000;

export class NothingToExport extends Error {}
/** The browser gave no canvas to draw the picture on (001 §8: "Canvas non trouvé"). */
export class CanvasMissing extends Error {}
/** A canvas, but no way to draw on it or encode it (001 §8: "Canvas editor non disponible"). */
export class CanvasUnavailable extends Error {}

export interface PngPlan {
  width: number;
  height: number;
  pixelRatio: number;
  offsetX: number;
  offsetY: number;
}

/** The exported area in world units: every table with the padding around, whole units wide. */
export interface ExportFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the picture exports (PNG, SVG and PDF alike): the tables, areas and notes; none, nothing to export. */
export function exportFrame(doc: DiagramDocument): ExportFrame {
  const bounds = unionRect([...doc.tables.map(tableRect), ...areasOf(doc), ...notesOf(doc)]);
  if (!bounds) throw new NothingToExport();
  return {
    x: bounds.x - PNG_EXPORT.padding,
    y: bounds.y - PNG_EXPORT.padding,
    width: Math.ceil(bounds.width + PNG_EXPORT.padding * 2),
    height: Math.ceil(bounds.height + PNG_EXPORT.padding * 2),
  };
}

/** Size and placement of the picture; the scale drops below 2 only for giant diagrams. */
export function planPng(doc: DiagramDocument): PngPlan {
  const { x, y, width, height } = exportFrame(doc);
  const pixelRatio = Math.min(PNG_EXPORT.scale, MAX_SIDE / width, MAX_SIDE / height);
  return { width, height, pixelRatio, offsetX: -x, offsetY: -y };
}

export interface PngOptions {
  /** The dark canvas's colours and background instead of white. */
  dark?: boolean;
}

export function renderPng(doc: DiagramDocument, factory: SurfaceFactory = defaultSurfaceFactory, options: PngOptions = {}): Surface {
  const plan = planPng(doc);
  const surface = factory(Math.round(plan.width * plan.pixelRatio), Math.round(plan.height * plan.pixelRatio));
  if (!surface) throw new CanvasMissing();
  const ctx = surface.getContext("2d") as Ctx2D | null;
  if (!ctx) throw new CanvasUnavailable();
  const renderer = new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(factory));
  renderer.draw(ctx, {
    doc,
    camera: { scale: 1, offsetX: plan.offsetX, offsetY: plan.offsetY },
    width: plan.width,
    height: plan.height,
    pixelRatio: plan.pixelRatio,
    level: "high-quality",
    selection: null,
    hoverRelationId: null,
    hoverTableId: null,
    draft: null,
    showGrid: false,
    background: options.dark ? DARK_CANVAS.background : PNG_EXPORT.background,
    palette: options.dark ? DARK_CANVAS : undefined,
  });
  return surface;
}

export async function pngBlob(doc: DiagramDocument, factory: SurfaceFactory = defaultSurfaceFactory, options: PngOptions = {}): Promise<Blob> {
  const surface = renderPng(doc, factory, options);
  if ("convertToBlob" in surface) return surface.convertToBlob({ type: "image/png" });
  return new Promise((resolve, reject) =>
    (surface as HTMLCanvasElement).toBlob((blob) => (blob ? resolve(blob) : reject(new CanvasUnavailable())), "image/png"),
  );
}

/** {projectName}_{timestamp}.png with the name reduced to what file systems accept. */
export function exportFileName(projectName: string, extension: string, now: Date = new Date()): string {
  const safe = projectName.trim().replace(/[\\/:*?"<>|\s]+/g, "_").replace(/^_+|_+$/g, "") || "diagramme";
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..+$/, "").replace("T", "_");
  return `${safe}_${stamp}.${extension}`;
}

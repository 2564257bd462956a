/**
 * SVG export (issue 17): the diagram as the PNG export shows it (same frame and padding, white
 * background, full detail), but as vectors with its names as real text, selectable and
 * searchable. It is painted by the canvas's own painters through an SVG-writing context
 * (svgContext.ts) rather than by a parallel writer: a change to how a table or a relation end
 * looks reaches every export without anyone remembering this file.
 */
import { areasOf, notesOf } from "../model/annotations";
import { PNG_EXPORT } from "../model/constants";
import { tableRect } from "../model/geometry";
import type { DiagramDocument } from "../model/types";
import { FONT, paintTableFull } from "../render/paintTable";
import { RELATION_DASH, relationColor, relationLineWidth, traceEnds, tracePath } from "../render/renderer";
import { effectsFor } from "../render/detail";
import { paintAreas, paintNotes } from "../render/paintAnnotations";
import { RouteCache } from "../routing/routes";
import { exportFrame, type ExportFrame } from "./png";
import { escapeXml, num, SvgContext, type TextFlavour, type TextMeasure } from "./svgContext";

export { NothingToExport } from "./png";

/** For browsers and drawing programs: the canvas's fonts, the text centred as the canvas does. */
export const CANVAS_TEXT: TextFlavour = { family: null, weight: (w) => (w === "normal" ? null : w), middle: 'dominant-baseline="central"' };

export interface SvgOptions {
  /** Text widths (ellipses, the right-aligned types); defaults to the browser's canvas. */
  measure?: TextMeasure;
  text?: TextFlavour;
}

export interface DiagramSvg {
  markup: string;
  frame: ExportFrame;
}

/** The SVG document of the whole diagram; throws NothingToExport without a table. */
export function diagramSvg(doc: DiagramDocument, options: SvgOptions = {}): DiagramSvg {
  const frame = exportFrame(doc);
  const text = options.text ?? CANVAS_TEXT;
  const family = text.family ?? FONT;
  const ctx = new SvgContext(options.measure ?? canvasMeasure(), text, family);
  ctx.raw(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}"` +
      ` viewBox="${num(frame.x)} ${num(frame.y)} ${frame.width} ${frame.height}" font-family="${escapeXml(family)}" xml:space="preserve">`,
  );
  ctx.fillStyle = PNG_EXPORT.background;
  ctx.fillRect(frame.x, frame.y, frame.width, frame.height);

  // As the canvas draws them: areas under everything, notes over the relations, under the tables.
  if (areasOf(doc).length > 0) {
    ctx.raw('<g class="areas">');
    paintAreas(ctx.asCtx, areasOf(doc), frame, "full", 1, null);
    ctx.raw("</g>");
  }

  // As the canvas draws them: relations under the tables, at the PNG export's detail level.
  const rounded = effectsFor("high-quality").roundedRelations;
  const routes = new RouteCache();
  routes.sync(doc);
  ctx.raw('<g class="relations">');
  for (const relation of doc.relations) {
    const route = routes.get(relation.id);
    if (!route) continue;
    ctx.raw(`<g class="relation" data-relation-id="${escapeXml(relation.id)}">`);
    ctx.lineWidth = relationLineWidth(1);
    ctx.strokeStyle = relationColor(relation);
    ctx.setLineDash(relation.isDashed ? RELATION_DASH : []);
    ctx.beginPath();
    tracePath(ctx.asCtx, route.points, rounded);
    ctx.stroke();
    ctx.beginPath();
    traceEnds(ctx.asCtx, route);
    ctx.stroke();
    ctx.raw("</g>");
  }
  ctx.setLineDash([]);
  ctx.raw("</g>");
  if (notesOf(doc).length > 0) {
    ctx.raw('<g class="notes">');
    paintNotes(ctx.asCtx, notesOf(doc), frame, "full", 1, null);
    ctx.raw("</g>");
  }

  for (const table of doc.tables) {
    const rect = tableRect(table);
    ctx.raw(`<g class="table" data-table-id="${escapeXml(table.id)}" transform="translate(${num(rect.x)} ${num(rect.y)})">`);
    ctx.raw(`<title>${escapeXml(table.name)}</title>`);
    paintTableFull(ctx.asCtx, table, rect.width, false, false);
    ctx.raw("</g>");
  }
  ctx.raw("</svg>");
  return { markup: ctx.markup(), frame };
}

export function svgBlob(doc: DiagramDocument, options?: SvgOptions): Blob {
  return new Blob(['<?xml version="1.0" encoding="UTF-8"?>\n', diagramSvg(doc, options).markup], { type: "image/svg+xml" });
}

/** Text widths from a canvas context, the ones the canvas itself measures with. */
export function canvasMeasure(): TextMeasure {
  const canvas = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(1, 1) : document.createElement("canvas");
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return roughMeasure;
  // The context rewrites the font it is given: remember what was asked, not what it says.
  let current = "";
  return (text, font) => {
    if (font !== current) context.font = current = font;
    return context.measureText(text).width;
  };
}

/** Without a canvas: about the width of an average sans-serif letter. */
const roughMeasure: TextMeasure = (text, font) => {
  const size = Number(/([\d.]+)px/.exec(font)?.[1] ?? 12);
  return text.length * size * 0.55;
};

/**
 * PDF export (issue 17): the SVG export (svg.ts) drawn into a PDF by jsPDF and svg2pdf.js, so
 * vectors with real, selectable text on one page the size of the diagram and its padding.
 * The two libraries weigh about 400 kB: they are loaded only when a PDF is asked for.
 *
 * The text is set in Helvetica, one of the fonts every PDF reader has, so nothing is embedded;
 * widths (ellipses, right-aligned types) are measured in it, so the text fits as on the canvas.
 * Its encoding covers Western European scripts (WinAnsi): other letters would need a font file.
 */
import type { DiagramDocument } from "../model/types";
import { exportFrame } from "./png";
import { diagramSvg } from "./svg";
import { parseFont, type TextFlavour } from "./svgContext";

export { NothingToExport } from "./png";

/** The largest page side PDF readers agree to open (Acrobat's limit), in points. */
const MAX_PAGE_SIDE = 14_400;

const PDF_TEXT: TextFlavour = {
  family: "helvetica",
  // The standard fonts have a regular and a bold cut: the canvas's 600 is the bold one.
  weight: (weight) => (weight === "bold" || Number(weight) >= 600 ? "bold" : null),
  middle: 'alignment-baseline="middle"',
};

export interface PdfOptions {
  /** The document's title in the reader. */
  title?: string;
  /** Deflated streams (default); tests turn it off to read the text. */
  compress?: boolean;
}

/** The PDF of the whole diagram; throws NothingToExport without a table (before loading anything). */
export async function diagramPdf(doc: DiagramDocument, options: PdfOptions = {}): Promise<Uint8Array> {
  const frame = exportFrame(doc);
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import("jspdf"), import("svg2pdf.js")]);
  // One world unit is one point; a giant diagram is scaled down to a page readers open.
  const scale = Math.min(1, MAX_PAGE_SIDE / frame.width, MAX_PAGE_SIDE / frame.height);
  const width = frame.width * scale;
  const height = frame.height * scale;
  const pdf = new jsPDF({
    unit: "pt",
    format: [width, height],
    orientation: width > height ? "landscape" : "portrait",
    compress: options.compress ?? true,
  });
  if (options.title) pdf.setProperties({ title: options.title });
  const { markup } = diagramSvg(doc, {
    text: PDF_TEXT,
    measure: (text, font) => {
      const spec = parseFont(font);
      const fontStyle = PDF_TEXT.weight(spec.weight) ?? "normal";
      return pdf.getStringUnitWidth(text, { fontName: "helvetica", fontStyle }) * spec.size;
    },
  });
  const svg = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  await svg2pdf(svg, pdf, { x: 0, y: 0, width, height });
  return new Uint8Array(pdf.output("arraybuffer"));
}

export async function pdfBlob(doc: DiagramDocument, options?: PdfOptions): Promise<Blob> {
  const bytes = await diagramPdf(doc, options);
  return new Blob([bytes as BlobPart], { type: "application/pdf" });
}

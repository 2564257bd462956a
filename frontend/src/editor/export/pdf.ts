/**
 * PDF export (issue 17): the SVG export (svg.ts) drawn into a PDF by jsPDF and svg2pdf.js, so
 * vectors with real, selectable text on one page the size of the diagram and its padding.
 * The two libraries weigh about 400 kB: they are loaded only when a PDF is asked for.
 *
 * Text is set in Helvetica, one of the fonts every PDF reader has, so nothing is embedded and
 * the file stays small. Helvetica's encoding (WinAnsi) covers Western European letters only: a
 * diagram with other ones (Cyrillic, Greek, Polish…) gets Inter, the canvas's font, embedded
 * (only the letters used). Widths (ellipses, right-aligned types) are measured in the font
 * used, so the text fits as on the canvas.
 */
import interRegularUrl from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url";
import interSemiBoldUrl from "@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url";

import type { DiagramDocument } from "../model/types";
import { typeLabel } from "../render/paintTable";
import { exportFrame } from "./png";
import { diagramSvg } from "./svg";
import { parseFont, type TextFlavour } from "./svgContext";

export { NothingToExport } from "./png";

/** The largest page side PDF readers agree to open (Acrobat's limit), in points. */
const MAX_PAGE_SIDE = 14_400;

/** The standard fonts have a regular and a bold cut: the canvas's 600 is the bold one. */
const boldOrRegular = (weight: string) => (weight === "bold" || Number(weight) >= 600 ? "bold" : null);

const flavour = (family: string): TextFlavour => ({ family, weight: boldOrRegular, middle: 'alignment-baseline="middle"' });

/** The TrueType files of Inter's regular and semi-bold cuts. */
export interface InterFonts {
  regular: ArrayBuffer;
  semiBold: ArrayBuffer;
}

export interface PdfOptions {
  /** The document's title in the reader. */
  title?: string;
  /** Deflated streams (default); tests turn it off to read the text. */
  compress?: boolean;
  /** Where Inter comes from when Helvetica cannot write the names (default: the app's assets). */
  loadInter?: () => Promise<InterFonts>;
}

/** WinAnsi's letters beyond Latin-1 (its 0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Whether Helvetica can write `text`: printable Latin-1 and WinAnsi's extras. */
export function helveticaCanWrite(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) continue;
    return false;
  }
  return true;
}

/** Every text the export writes: names, column names, types (markers and ellipses are WinAnsi). */
function helveticaSuffices(doc: DiagramDocument): boolean {
  return doc.tables.every((table) => helveticaCanWrite(table.name)
    && table.attributes.every((attribute) => helveticaCanWrite(attribute.name) && helveticaCanWrite(typeLabel(attribute))));
}

async function fetchInter(): Promise<InterFonts> {
  const load = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.arrayBuffer();
  };
  const [regular, semiBold] = await Promise.all([load(interRegularUrl), load(interSemiBoldUrl)]);
  return { regular, semiBold };
}

/** jsPDF's virtual files hold binary strings. */
function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = "";
  for (let at = 0; at < bytes.length; at += 0x8000) out += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return out;
}

/** The PDF of the whole diagram; throws NothingToExport without a table (before loading anything). */
export async function diagramPdf(doc: DiagramDocument, options: PdfOptions = {}): Promise<Uint8Array> {
  const frame = exportFrame(doc);
  const needsInter = !helveticaSuffices(doc);
  const [{ jsPDF }, { svg2pdf }, inter] = await Promise.all([
    import("jspdf"),
    import("svg2pdf.js"),
    needsInter ? (options.loadInter ?? fetchInter)() : null,
  ]);
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
  let family = "helvetica";
  if (inter) {
    family = "Inter";
    pdf.addFileToVFS("Inter-Regular.ttf", binaryString(inter.regular));
    pdf.addFileToVFS("Inter-SemiBold.ttf", binaryString(inter.semiBold));
    pdf.addFont("Inter-Regular.ttf", family, "normal");
    pdf.addFont("Inter-SemiBold.ttf", family, "bold");
  }
  const { markup } = diagramSvg(doc, {
    text: flavour(family),
    measure: (text, font) => {
      const spec = parseFont(font);
      return pdf.getStringUnitWidth(text, { fontName: family, fontStyle: boldOrRegular(spec.weight) ?? "normal" }) * spec.size;
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

/**
 * A stand-in for the canvas 2D context that writes SVG elements instead of pixels, so the
 * vector exports are drawn by the very painting code of the canvas (paintTable.ts, the
 * renderer's relation tracing): what a table or a relation looks like is decided in one place.
 * It implements the part of the context those painters use; a method they start calling
 * without being listed here fails loudly (TypeError) rather than drawing something else.
 */
import type { Ctx2D } from "../render/paintTable";

/** Width of `text` in the CSS `font` (e.g. "600 14px Inter, sans-serif"). */
export type TextMeasure = (text: string, font: string) => number;

/** How the text is written: for browsers and editors (the canvas's fonts), or for svg2pdf,
 * which knows only the PDF standard fonts and reads `alignment-baseline`, not `dominant-baseline`. */
export interface TextFlavour {
  /** The family written on the root element; `null`: the canvas's own. */
  family: string | null;
  /** The weight attribute for a CSS weight ("600"), or null for none. */
  weight: (weight: string) => string | null;
  /** The attribute placing the text's middle on `y`, as the canvas's `textBaseline = "middle"`. */
  middle: string;
}

export interface FontSpec {
  weight: string;
  size: number;
  family: string;
}

const FONT_PATTERN = /^\s*(?:(normal|bold|[1-9]00)\s+)?([\d.]+)px\s+(.+)$/;

/** The parts of a CSS `font` shorthand as the painters write it ("[weight ]{size}px {family}"). */
export function parseFont(font: string): FontSpec {
  const match = FONT_PATTERN.exec(font);
  if (!match) return { weight: "normal", size: 10, family: "sans-serif" };
  return { weight: match[1] ?? "normal", size: Number(match[2]), family: match[3].trim() };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A coordinate in a few bytes: two decimals are far below what anyone sees. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

interface Point {
  x: number;
  y: number;
}

export class SvgContext {
  fillStyle: string = "#000000";
  strokeStyle: string = "#000000";
  lineWidth = 1;
  font = "10px sans-serif";
  textBaseline: CanvasTextBaseline = "alphabetic";
  /** Areas' and notes' translucent fills (issue 17): an opacity on what is drawn meanwhile. */
  globalAlpha = 1;
  // Shadows are not exported (the PNG export paints its tables without them too).
  shadowColor = "transparent";
  shadowBlur = 0;
  shadowOffsetY = 0;

  private readonly out: string[] = [];
  private path: string[] = [];
  private current: Point | null = null;
  private start: Point | null = null;
  private dash: number[] = [];

  constructor(
    private readonly measure: TextMeasure,
    private readonly flavour: TextFlavour,
    /** The family the root element sets: texts in it do not repeat it (thousands of them). */
    private readonly rootFamily: string,
  ) {}

  get asCtx(): Ctx2D {
    return this as unknown as Ctx2D;
  }

  /** Raw markup (an opening or closing group, a title), written as is. */
  raw(markup: string) {
    this.out.push(markup);
  }

  markup(): string {
    return this.out.join("");
  }

  beginPath() {
    this.path = [];
    this.current = null;
    this.start = null;
  }

  moveTo(x: number, y: number) {
    this.path.push(`M${num(x)} ${num(y)}`);
    this.current = { x, y };
    this.start = { x, y };
  }

  lineTo(x: number, y: number) {
    if (!this.current) return this.moveTo(x, y);
    this.path.push(`L${num(x)} ${num(y)}`);
    this.current = { x, y };
  }

  closePath() {
    if (!this.current) return;
    this.path.push("Z");
    this.current = this.start;
  }

  /**
   * The canvas's arcTo: a line to where the circle of `radius` touches the line from the current
   * point to (x1, y1), then the arc to where it touches the line from there to (x2, y2).
   */
  arcTo(x1: number, y1: number, x2: number, y2: number, radius: number) {
    const p0 = this.current;
    if (!p0) return this.moveTo(x1, y1);
    const ax = p0.x - x1, ay = p0.y - y1, bx = x2 - x1, by = y2 - y1;
    const la = Math.hypot(ax, ay), lb = Math.hypot(bx, by);
    const cross = ax * by - ay * bx;
    // Degenerate corners (a point repeated, three points aligned, no radius) are a straight line.
    if (radius <= 0 || la === 0 || lb === 0 || Math.abs(cross) < 1e-9 * la * lb) return this.lineTo(x1, y1);
    const cos = (ax * bx + ay * by) / (la * lb);
    const tangent = radius * Math.sqrt((1 + cos) / (1 - cos)); // radius / tan(angle / 2)
    const t1 = { x: x1 + (ax / la) * tangent, y: y1 + (ay / la) * tangent };
    const t2 = { x: x1 + (bx / lb) * tangent, y: y1 + (by / lb) * tangent };
    this.lineTo(t1.x, t1.y);
    // Turning clockwise on screen (y down) is SVG's positive sweep.
    const sweep = (x1 - p0.x) * (y2 - y1) - (y1 - p0.y) * (x2 - x1) > 0 ? 1 : 0;
    this.path.push(`A${num(radius)} ${num(radius)} 0 0 ${sweep} ${num(t2.x)} ${num(t2.y)}`);
    this.current = t2;
  }

  setLineDash(segments: number[]) {
    this.dash = [...segments];
  }

  getLineDash(): number[] {
    return [...this.dash];
  }

  fill() {
    if (this.path.length) this.out.push(`<path d="${this.path.join("")}" fill="${escapeXml(this.fillStyle)}"${this.opacity("fill")}/>`);
  }

  stroke() {
    if (this.path.length) this.out.push(`<path d="${this.path.join("")}" fill="none"${this.strokeAttributes()}/>`);
  }

  fillRect(x: number, y: number, width: number, height: number) {
    this.out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${escapeXml(this.fillStyle)}"${this.opacity("fill")}/>`);
  }

  strokeRect(x: number, y: number, width: number, height: number) {
    this.out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="none"${this.strokeAttributes()}/>`);
  }

  measureText(text: string): { width: number } {
    return { width: this.measure(text, this.font) };
  }

  fillText(text: string, x: number, y: number) {
    const font = parseFont(this.font);
    const family = this.flavour.family ?? font.family;
    const familyAttribute = family === this.rootFamily ? "" : ` font-family="${escapeXml(family)}"`;
    const weight = this.flavour.weight(font.weight);
    const baseline = this.textBaseline === "middle" ? ` ${this.flavour.middle}` : "";
    this.out.push(
      `<text x="${num(x)}" y="${num(y)}"${familyAttribute} font-size="${num(font.size)}"` +
        `${weight ? ` font-weight="${weight}"` : ""} fill="${escapeXml(this.fillStyle)}"${this.opacity("fill")}${baseline}>${escapeXml(text)}</text>`,
    );
  }

  private strokeAttributes(): string {
    const dash = this.dash.length ? ` stroke-dasharray="${this.dash.map(num).join(" ")}"` : "";
    return ` stroke="${escapeXml(this.strokeStyle)}" stroke-width="${num(this.lineWidth)}"${dash}${this.opacity("stroke")}`;
  }

  private opacity(kind: "fill" | "stroke"): string {
    return this.globalAlpha < 1 ? ` ${kind}-opacity="${num(this.globalAlpha)}"` : "";
  }
}

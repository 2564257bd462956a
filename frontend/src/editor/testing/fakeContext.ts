/**
 * A recording stand-in for CanvasRenderingContext2D: implements exactly the methods and
 * properties the renderer uses and counts every call, so tests can assert what a frame cost.
 * A method the renderer starts calling without being listed here fails loudly (TypeError).
 */
import type { Ctx2D } from "../render/paintTable";
import type { Surface, SurfaceFactory } from "../render/tableBitmaps";

export class RecordingContext {
  readonly calls = new Map<string, number>();
  readonly texts: string[] = [];
  fillStyle: unknown = "#000";
  globalAlpha = 1;
  strokeStyle: unknown = "#000";
  lineWidth = 1;
  font = "";
  textBaseline = "alphabetic";
  shadowColor = "transparent";
  shadowBlur = 0;
  shadowOffsetY = 0;

  private count(name: string) {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
  }

  /** How many times a method was called. */
  n(name: string): number {
    return this.calls.get(name) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const value of this.calls.values()) sum += value;
    return sum;
  }

  reset() {
    this.calls.clear();
    this.texts.length = 0;
  }

  setTransform(..._args: number[]) { this.count("setTransform"); }
  save() { this.count("save"); }
  restore() { this.count("restore"); }
  translate(_x: number, _y: number) { this.count("translate"); }
  scale(_x: number, _y: number) { this.count("scale"); }
  fillRect(_x: number, _y: number, _w: number, _h: number) { this.count("fillRect"); }
  strokeRect(_x: number, _y: number, _w: number, _h: number) { this.count("strokeRect"); }
  clearRect(_x: number, _y: number, _w: number, _h: number) { this.count("clearRect"); }
  drawImage(..._args: unknown[]) { this.count("drawImage"); }
  beginPath() { this.count("beginPath"); }
  closePath() { this.count("closePath"); }
  moveTo(_x: number, _y: number) { this.count("moveTo"); }
  lineTo(_x: number, _y: number) { this.count("lineTo"); }
  arcTo(..._args: number[]) { this.count("arcTo"); }
  arc(..._args: number[]) { this.count("arc"); }
  stroke() { this.count("stroke"); }
  fill() { this.count("fill"); }
  clip() { this.count("clip"); }
  rect(_x: number, _y: number, _w: number, _h: number) { this.count("rect"); }
  setLineDash(_segments: number[]) { this.count("setLineDash"); }
  fillText(text: string, _x: number, _y: number) {
    this.count("fillText");
    this.texts.push(text);
  }
  createPattern(image: unknown, repetition: string) {
    this.count("createPattern");
    return { image, repetition };
  }
  measureText(text: string) {
    this.count("measureText");
    return { width: text.length * 7 };
  }

  get asCtx(): Ctx2D {
    return this as unknown as Ctx2D;
  }
}

/** Offscreen surfaces backed by recording contexts; `made` lists them in creation order. */
export function recordingSurfaces() {
  const made: Array<{ width: number; height: number; ctx: RecordingContext }> = [];
  const factory: SurfaceFactory = (width, height) => {
    const ctx = new RecordingContext();
    const surface = { width, height, ctx, getContext: () => ctx };
    made.push(surface);
    return surface as unknown as Surface;
  };
  return { factory, made };
}

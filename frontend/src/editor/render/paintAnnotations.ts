/**
 * Painting areas and notes (issue 17), in world coordinates, with the level of detail tables
 * follow: at "blocks" no text at all, at "headers" an area's name but no note text (as tables show
 * their name without rows), at "full" everything. Areas lie under everything; notes above the
 * relations, under the tables. Shared by the canvas and the PNG/SVG/PDF exports.
 */
import { ANNOTATION } from "../model/annotations";
import { intersects, type Rect } from "../model/geometry";
import type { Area, Note } from "../model/types";
import type { Detail } from "./detail";
import { COLORS, FONT, fitText, type Ctx2D } from "./paintTable";

/** What an area's fill and a note's tint take of their colour. */
const AREA_FILL_ALPHA = 0.08;
const NOTE_TINT_ALPHA = 0.28;

/** The lines a note's text wraps to at its width, kept while the note and the font stay the same
 * (measuring text is the costly part; a frame redraws every visible note). */
const wrapped = new WeakMap<Note, { width: number; lines: string[] }>();

/** `text` wrapped to `max` world units: its own line breaks kept, words moved down, a word too long
 * for a line cut where it overflows. */
export function wrapText(ctx: Ctx2D, text: string, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/(\s+)/)) {
      const candidate = line + word;
      if (line === "" || ctx.measureText(candidate).width <= max) {
        line = candidate;
        continue;
      }
      lines.push(line.trimEnd());
      line = word.trimStart();
    }
    // One word wider than the note: cut into pieces that fit.
    while (line.length > 1 && ctx.measureText(line).width > max) {
      let cut = line.length - 1;
      while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > max) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
    lines.push(line);
  }
  return lines;
}

function noteLines(ctx: Ctx2D, note: Note, max: number): string[] {
  const kept = wrapped.get(note);
  if (kept && kept.width === max) return kept.lines;
  const lines = wrapText(ctx, note.text, max);
  wrapped.set(note, { width: max, lines });
  return lines;
}

/** The areas that meet `view`, their fill, border and (but far out) name. */
export function paintAreas(ctx: Ctx2D, areas: readonly Area[], view: Rect, detail: Detail, scale: number, selectedId: string | null): number {
  let drawn = 0;
  for (const area of areas) {
    if (!intersects(area, view)) continue;
    drawn += 1;
    ctx.globalAlpha = AREA_FILL_ALPHA;
    ctx.fillStyle = area.color;
    ctx.fillRect(area.x, area.y, area.width, area.height);
    ctx.globalAlpha = 1;
    const selected = area.id === selectedId;
    ctx.lineWidth = selected ? Math.max(2.5, 2 / scale) : Math.max(1.5, 1 / scale);
    ctx.strokeStyle = selected ? COLORS.selection : area.color;
    ctx.strokeRect(area.x, area.y, area.width, area.height);
    if (detail === "blocks" || !area.name) continue;
    ctx.font = `600 ${ANNOTATION.labelFont}px ${FONT}`;
    ctx.textBaseline = "middle";
    ctx.fillStyle = COLORS.text;
    ctx.fillText(fitText(ctx, area.name, area.width - 24), area.x + 12, area.y + ANNOTATION.labelHeight / 2);
  }
  return drawn;
}

/** The notes that meet `view`: a tinted sheet with a coloured edge, and at full detail its text,
 * wrapped and cut at the bottom. */
export function paintNotes(ctx: Ctx2D, notes: readonly Note[], view: Rect, detail: Detail, scale: number, selectedId: string | null): number {
  let drawn = 0;
  for (const note of notes) {
    if (!intersects(note, view)) continue;
    drawn += 1;
    const selected = note.id === selectedId;
    if (detail === "blocks") {
      ctx.fillStyle = selected ? COLORS.selection : note.color;
      ctx.fillRect(note.x, note.y, note.width, note.height);
      continue;
    }
    ctx.fillStyle = COLORS.body;
    ctx.fillRect(note.x, note.y, note.width, note.height);
    ctx.globalAlpha = NOTE_TINT_ALPHA;
    ctx.fillStyle = note.color;
    ctx.fillRect(note.x, note.y, note.width, note.height);
    ctx.globalAlpha = 1;
    // A band of the full colour along the top: the note reads as one even where it is pale.
    ctx.fillRect(note.x, note.y, note.width, Math.min(6, note.height));
    ctx.lineWidth = selected ? Math.max(2.5, 2 / scale) : Math.max(1, 1 / scale);
    ctx.strokeStyle = selected ? COLORS.selection : note.color;
    ctx.strokeRect(note.x, note.y, note.width, note.height);
    if (detail !== "full" || !note.text) continue;
    const pad = ANNOTATION.notePadding;
    ctx.font = `${ANNOTATION.noteFont}px ${FONT}`;
    // Middle, as every painter here sets it: the SVG export knows how to place that baseline.
    ctx.textBaseline = "middle";
    ctx.fillStyle = COLORS.text;
    const lines = noteLines(ctx, note, Math.max(1, note.width - pad * 2));
    const room = Math.max(0, Math.floor((note.height - pad * 2) / ANNOTATION.noteLine));
    const shown = lines.slice(0, room);
    // Text beyond the note's height is clipped: the last line that fits says so.
    if (lines.length > room && room > 0) shown[room - 1] = fitText(ctx, `${shown[room - 1]}…`, note.width - pad * 2);
    shown.forEach((line, row) => ctx.fillText(line, note.x + pad, note.y + pad + (row + 0.5) * ANNOTATION.noteLine));
  }
  return drawn;
}

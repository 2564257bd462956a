/**
 * Editing notes and areas (issue 17) as pure functions, like actions.ts for tables: from the
 * document and what the user did to the command to dispatch, or null when nothing would change.
 */
import { command, type Command } from "./commands/types";
import { ANNOTATION, AREA, NOTE, tablesInArea } from "./model/annotations";
import { LIMITS } from "./model/generated/constants";
import { tableRect, unionRect } from "./model/geometry";
import { newId } from "./model/factory";
import type { Area, DiagramDocument, Note } from "./model/types";
import { tr } from "./i18n";

const findNote = (doc: DiagramDocument, id: string) => doc.notes?.find((n) => n.id === id);
const findArea = (doc: DiagramDocument, id: string) => doc.areas?.find((a) => a.id === id);

/** A new note centred on `at` (the middle of the view). */
export function addNote(at: { x: number; y: number }, text = ""): { command: Command; note: Note } {
  const note: Note = {
    id: newId("n"), text, color: NOTE.defaultColor, width: NOTE.defaultWidth, height: NOTE.defaultHeight,
    x: Math.round(at.x - NOTE.defaultWidth / 2), y: Math.round(at.y - NOTE.defaultHeight / 2),
  };
  return { command: command("ADD_NOTE", tr("commands.addNote"), { note }), note };
}

/**
 * A new area: around the given tables with a margin (the selected table, so that an area is made
 * where it is wanted), else of the default size centred on `at`. Added last: drawn over (and hit before) the areas already there, so one made inside another stays reachable.
 */
export function addArea(doc: DiagramDocument, at: { x: number; y: number }, name: string, aroundTableIds: readonly string[] = []): { command: Command; area: Area } {
  const ids = new Set(aroundTableIds);
  const around = unionRect(doc.tables.filter((t) => ids.has(t.id)).map(tableRect));
  const margin = ANNOTATION.areaMargin;
  const { width, height } = ANNOTATION.defaultArea;
  const box = around
    ? { x: around.x - margin, y: around.y - margin - ANNOTATION.labelHeight, width: around.width + 2 * margin, height: around.height + 2 * margin + ANNOTATION.labelHeight }
    : { x: at.x - width / 2, y: at.y - height / 2, width, height };
  const area: Area = {
    id: newId("g"), name: name.slice(0, LIMITS.nameLength), color: AREA.defaultColor,
    x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height),
  };
  return { command: command("ADD_AREA", tr("commands.addArea"), { area }), area };
}

export const removeNote = (noteId: string): Command => command("REMOVE_NOTE", tr("commands.removeNote"), { noteId });

/** Removing an area leaves its tables where they are. */
export const removeArea = (areaId: string): Command => command("REMOVE_AREA", tr("commands.removeArea"), { areaId });

export const moveNote = (noteId: string, x: number, y: number): Command =>
  command("MOVE_NOTE", tr("commands.moveNote"), { noteId, x: Math.round(x), y: Math.round(y) });

/** Where the tables an area held were when its move started. */
export type Members = ReadonlyArray<{ tableId: string; x: number; y: number }>;

/** The tables inside the area now, to be carried by its move. */
export function membersOf(doc: DiagramDocument, areaId: string): Members {
  const area = findArea(doc, areaId);
  return area ? tablesInArea(doc, area).map((t) => ({ tableId: t.id, x: t.x, y: t.y })) : [];
}

/** The area to (`x`, `y`), its members moved by as much from where they were at the start. One
 * command, so one undo step brings them all back. */
export function moveArea(area: Pick<Area, "id" | "x" | "y">, x: number, y: number, members: Members): Command {
  const dx = Math.round(x) - area.x;
  const dy = Math.round(y) - area.y;
  return command("MOVE_AREA", tr("commands.moveArea"), {
    areaId: area.id, x: area.x + dx, y: area.y + dy,
    tables: members.map((m) => ({ tableId: m.tableId, x: m.x + dx, y: m.y + dy })),
  });
}

/** The arrows move the selected note, or the area with the tables inside it. */
export function nudgeAnnotation(doc: DiagramDocument, target: { kind: "note" | "area"; id: string }, dx: number, dy: number): Command | null {
  if (target.kind === "note") {
    const note = findNote(doc, target.id);
    return note ? moveNote(note.id, note.x + dx, note.y + dy) : null;
  }
  const area = findArea(doc, target.id);
  return area ? moveArea(area, area.x + dx, area.y + dy, membersOf(doc, area.id)) : null;
}

const clampSize = (value: number, min: number) => Math.min(LIMITS.size, Math.max(min, Math.round(value)));

export function resizeNote(noteId: string, width: number, height: number): Command {
  const min = ANNOTATION.minNote;
  return command("UPDATE_NOTE", tr("commands.resizeNote"), { noteId, changes: { width: clampSize(width, min.width), height: clampSize(height, min.height) } });
}

export function resizeArea(areaId: string, width: number, height: number): Command {
  const min = ANNOTATION.minArea;
  return command("UPDATE_AREA", tr("commands.resizeArea"), { areaId, changes: { width: clampSize(width, min.width), height: clampSize(height, min.height) } });
}

/** The note's text, cut to what a document holds (4000 characters). */
export function setNoteText(doc: DiagramDocument, noteId: string, text: string): Command | null {
  const note = findNote(doc, noteId);
  const next = text.slice(0, LIMITS.textLength);
  if (!note || note.text === next) return null;
  return command("UPDATE_NOTE", tr("commands.editNote"), { noteId, changes: { text: next } });
}

export function renameArea(doc: DiagramDocument, areaId: string, name: string): Command | null {
  const area = findArea(doc, areaId);
  const next = name.trim().slice(0, LIMITS.nameLength);
  if (!area || area.name === next) return null;
  return command("UPDATE_AREA", tr("commands.renameArea"), { areaId, changes: { name: next } });
}

export function setNoteColor(doc: DiagramDocument, noteId: string, color: string): Command | null {
  const note = findNote(doc, noteId);
  if (!note || note.color === color) return null;
  return command("UPDATE_NOTE", tr("commands.recolorNote"), { noteId, changes: { color } });
}

export function setAreaColor(doc: DiagramDocument, areaId: string, color: string): Command | null {
  const area = findArea(doc, areaId);
  if (!area || area.color === color) return null;
  return command("UPDATE_AREA", tr("commands.recolorArea"), { areaId, changes: { color } });
}

/**
 * Notes and areas on the canvas (issue 17): their geometry, and which tables an area holds.
 * Membership is geometric (document/shape.py): a table belongs to an area while its whole box lies
 * within the area's rectangle; nothing in the document lists it.
 */
import { AREA, NOTE } from "./generated/constants";
import { tableRect, type Rect } from "./geometry";
import type { Area, DiagramDocument, Note, Table } from "./types";

export { AREA, NOTE };

/** World sizes of what is drawn on notes and areas. */
export const ANNOTATION = {
  /** The band at the top of an area holding its name: a press there drags, a double-click renames. */
  labelHeight: 32,
  labelFont: 16,
  noteFont: 14,
  noteLine: 19,
  notePadding: 10,
  /** What a resize keeps at least (a note must still hold a line; an area its label). */
  minNote: { width: 80, height: 40 },
  minArea: { width: 160, height: 80 },
  defaultArea: { width: 640, height: 400 },
  /** Room left around a table an area is made around. */
  areaMargin: 40,
} as const;

export const noteRect = (note: Note): Rect => ({ x: note.x, y: note.y, width: note.width, height: note.height });
export const areaRect = (area: Area): Rect => ({ x: area.x, y: area.y, width: area.width, height: area.height });

/** `inner` lies whole within `outer`. */
export function within(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/** The tables an area holds now, in document order. */
export function tablesInArea(doc: DiagramDocument, area: Area): Table[] {
  const rect = areaRect(area);
  return doc.tables.filter((table) => within(tableRect(table), rect));
}

/** Each area's tables when a table may belong to one area only (DBML table groups, the
 * server's layout: document/areas.py): the smallest area it lies in. By area id. */
export function areaMembers(doc: DiagramDocument): Map<string, Table[]> {
  const areas = [...areasOf(doc)].sort((a, b) => a.width * a.height - b.width * b.height);
  const members = new Map<string, Table[]>(areasOf(doc).map((area) => [area.id, []]));
  for (const table of doc.tables) {
    const box = tableRect(table);
    const owner = areas.find((area) => within(box, areaRect(area)));
    if (owner) members.get(owner.id)?.push(table);
  }
  return members;
}

export const notesOf = (doc: DiagramDocument): readonly Note[] => doc.notes ?? [];
export const areasOf = (doc: DiagramDocument): readonly Area[] => doc.areas ?? [];

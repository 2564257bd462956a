/**
 * Notes and areas in a comparison (issue 17). They are layout, not schema: diff.ts leaves them out
 * of the counts and the migration. They are listed on their own, and coloured on the compare
 * canvas like tables (removed ones put back), so a reader sees what the other version wrote.
 */
import type { Area, DiagramDocument, Note } from "../model/types";
import { diffList, type EntityChange } from "./diff";
import { DIFF_COLORS } from "./display";

export interface AnnotationDiff {
  notes: EntityChange<Note>[];
  areas: EntityChange<Area>[];
}

const NOTE_FIELDS = ["text", "color", "x", "y", "width", "height"] as const satisfies readonly (keyof Note)[];
const AREA_FIELDS = ["name", "color", "x", "y", "width", "height"] as const satisfies readonly (keyof Area)[];

export function diffAnnotations(before: DiagramDocument, after: DiagramDocument): AnnotationDiff {
  return {
    notes: diffList(before.notes ?? [], after.notes ?? [], NOTE_FIELDS),
    areas: diffList(before.areas ?? [], after.areas ?? [], AREA_FIELDS),
  };
}

export const isEmptyAnnotationDiff = (diff: AnnotationDiff) => diff.notes.length === 0 && diff.areas.length === 0;

/** `doc` (the compare canvas's newer version) with its notes and areas in their change's colour,
 * the unchanged ones grey, the removed ones back where they were. */
export function compareAnnotations(doc: DiagramDocument, diff: AnnotationDiff): DiagramDocument {
  function coloured<T extends { id: string; color: string }>(items: readonly T[] | undefined, changes: EntityChange<T>[]): T[] {
    const kinds = new Map(changes.map((change) => [change.id, change.kind]));
    const shown = (items ?? []).map((item) => ({ ...item, color: DIFF_COLORS[kinds.get(item.id) ?? "unchanged"] }));
    for (const change of changes) if (change.kind === "removed") shown.push({ ...change.before!, color: DIFF_COLORS.removed });
    return shown;
  }
  if (!doc.notes?.length && !doc.areas?.length && isEmptyAnnotationDiff(diff)) return doc;
  return { ...doc, notes: coloured(doc.notes, diff.notes), areas: coloured(doc.areas, diff.areas) };
}

/**
 * The compare canvas: the newer version drawn with what the older one had and lost put back
 * (removed tables where they were, removed attributes where they stood, removed relations), and
 * every change coloured — green added, red removed, amber changed, the rest greyed so changes
 * stand out at any zoom.
 */
import type { Attribute, DiagramDocument, Relation, Table } from "../model/types";
import type { ChangeKind, DocumentDiff, TableChange } from "./diff";

export const DIFF_COLORS: Record<ChangeKind | "unchanged", string> = {
  added: "#16a34a",
  removed: "#dc2626",
  changed: "#d97706",
  unchanged: "#94a3b8",
};

/** Attribute rows to tint, by table id then attribute id. */
export type RowMarks = Map<string, Map<string, ChangeKind>>;

export interface CompareView {
  doc: DiagramDocument;
  rows: RowMarks;
}

/** The attributes of the newer table with the removed ones back after the attribute that
 * preceded them in the older table. */
function mergedAttributes(change: TableChange): Attribute[] {
  const after = change.after!.attributes;
  const removed = new Set(change.attributes.filter((a) => a.kind === "removed").map((a) => a.id));
  if (!removed.size) return after;
  const merged = [...after];
  const before = change.before!.attributes;
  before.forEach((attribute, i) => {
    if (!removed.has(attribute.id)) return;
    const previousId = i > 0 ? before[i - 1].id : null;
    const at = previousId === null ? -1 : merged.findIndex((a) => a.id === previousId);
    merged.splice(at + 1, 0, attribute);
  });
  return merged;
}

export function compareView(after: DiagramDocument, diff: DocumentDiff): CompareView {
  const changes = new Map(diff.tables.map((change) => [change.id, change]));
  const rows: RowMarks = new Map();
  const paint = (table: Table, kind: ChangeKind | "unchanged", attributes = table.attributes): Table => ({
    ...table,
    attributes,
    color: DIFF_COLORS[kind],
    isCollapsed: false,
  });
  const tables = after.tables.map((table) => {
    const change = changes.get(table.id);
    if (!change) return paint(table, "unchanged");
    if (change.kind === "changed" && change.attributes.length) {
      rows.set(table.id, new Map(change.attributes.map((a) => [a.id, a.kind])));
      return paint(table, "changed", mergedAttributes(change));
    }
    return paint(table, change.kind);
  });
  for (const change of diff.tables) {
    if (change.kind === "removed") tables.push(paint(change.before!, "removed"));
  }
  const relationKinds = new Map(diff.relations.map((change) => [change.id, change.kind]));
  const colour = (relation: Relation): Relation => {
    const kind = relationKinds.get(relation.id);
    return kind ? { ...relation, color: DIFF_COLORS[kind], isDashed: kind === "removed" } : { ...relation, color: DIFF_COLORS.unchanged, isDashed: false };
  };
  const relations = after.relations.map(colour);
  for (const change of diff.relations) {
    if (change.kind === "removed") relations.push(colour(change.before!));
  }
  return { doc: { ...after, tables, relations }, rows };
}

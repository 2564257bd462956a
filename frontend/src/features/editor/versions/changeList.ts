/**
 * The compare view's side list: one line per changed entity, in the order of the diff (tables,
 * with their columns and indexes, then relations), each pointing at the table that shows it.
 */
import type { ChangeKind, DocumentDiff, FieldChange } from "@/editor/diff/diff";
import type { DiagramDocument } from "@/editor/model/types";

export type ChangeSubject = "table" | "attribute" | "index" | "relation";

export interface ChangeLine {
  key: string;
  kind: ChangeKind;
  subject: ChangeSubject;
  /** The table to reveal on the canvas. */
  tableId: string;
  /** Names for the label: the table, the entity, and for a relation its two tables. */
  names: { table: string; name: string; from?: string; to?: string };
  /** The old name when the entity was renamed. */
  renamedFrom: string | null;
  /** The fields that changed, besides the name. */
  fields: string[];
}

function detail(fields: FieldChange[]): { renamedFrom: string | null; fields: string[] } {
  const name = fields.find((f) => f.field === "name");
  return { renamedFrom: name ? String(name.before) : null, fields: fields.filter((f) => f.field !== "name").map((f) => f.field) };
}

/** `before` and `after` name the tables of relations whichever side still has them. */
export function changeLines(diff: DocumentDiff, before: DiagramDocument, after: DiagramDocument): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const table of diff.tables) {
    const tableName = (table.after ?? table.before)!.name;
    if (table.kind !== "changed" || table.fields.length) {
      lines.push({ key: `t:${table.id}`, kind: table.kind, subject: "table", tableId: table.id, names: { table: tableName, name: tableName }, ...detail(table.fields) });
    }
    for (const attribute of table.attributes) {
      const name = (attribute.after ?? attribute.before)!.name;
      lines.push({ key: `a:${attribute.id}`, kind: attribute.kind, subject: "attribute", tableId: table.id, names: { table: tableName, name }, ...detail(attribute.fields) });
    }
    for (const index of table.indexes) {
      const name = (index.after ?? index.before)!.name;
      lines.push({ key: `i:${table.id}:${index.id}`, kind: index.kind, subject: "index", tableId: table.id, names: { table: tableName, name }, ...detail(index.fields) });
    }
  }
  const tableNames = new Map<string, string>();
  for (const table of before.tables) tableNames.set(table.id, table.name);
  for (const table of after.tables) tableNames.set(table.id, table.name);
  for (const relation of diff.relations) {
    const value = (relation.after ?? relation.before)!;
    const from = tableNames.get(value.fromTableId) ?? "?";
    const to = tableNames.get(value.toTableId) ?? "?";
    lines.push({
      key: `r:${relation.id}`, kind: relation.kind, subject: "relation", tableId: value.fromTableId,
      names: { table: from, name: value.name, from, to }, renamedFrom: null, fields: relation.fields.map((f) => f.field),
    });
  }
  return lines;
}

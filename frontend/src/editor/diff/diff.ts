/**
 * What changed between two versions of a diagram, entity by entity (issue 12, compare). Tables,
 * attributes, indexes and relations are matched by id, so a renamed column is one change of its
 * name, never a removal and an addition. Only what the database would see counts: where a table
 * sits, its size, colour or folding, and a relation's colour and dash, are layout.
 */
import { sameValue as same } from "../commands/history";
import type { Attribute, DiagramDocument, Index, Relation, Table } from "../model/types";

export type ChangeKind = "added" | "removed" | "changed";

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface EntityChange<T> {
  id: string;
  kind: ChangeKind;
  /** Null when added. */
  before: T | null;
  /** Null when removed. */
  after: T | null;
  /** The fields that differ, for a change (empty when added or removed). */
  fields: FieldChange[];
}

export interface TableChange extends EntityChange<Table> {
  attributes: EntityChange<Attribute>[];
  indexes: EntityChange<Index>[];
}

export interface DocumentDiff {
  /** Tables with anything changed, in the newer version's order, then the removed ones. */
  tables: TableChange[];
  relations: EntityChange<Relation>[];
  /** Counts of changed entities of every kind, tables, attributes, indexes and relations together. */
  counts: Record<ChangeKind, number>;
}

const TABLE_FIELDS = ["name", "schema", "comment", "slug", "softDeletes", "seeds"] as const satisfies readonly (keyof Table)[];
const ATTRIBUTE_FIELDS = [
  "name", "type", "length", "precision", "scale", "unsigned", "isNullable", "isPrimaryKey", "isForeignKey", "isUnique",
  "isAutoIncrement", "defaultValue", "enumValues", "comment", "referencedTable", "referencedAttribute",
] as const satisfies readonly (keyof Attribute)[];
const INDEX_FIELDS = ["name", "type", "method", "comment", "attributes"] as const satisfies readonly (keyof Index)[];
const RELATION_FIELDS = [
  "name", "label", "type", "fromTableId", "toTableId", "fromAttributeId", "toAttributeId", "extraPairs", "onDelete", "onUpdate",
  "cardinality",
] as const satisfies readonly (keyof Relation)[];

function fieldChanges<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    // A list field added to the document later (extraPairs) is missing from older versions: none is [].
    const was = before[field] ?? [];
    const is = after[field] ?? [];
    if (!same(was, is)) changes.push({ field: String(field), before: was, after: is });
  }
  return changes;
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Added, changed and removed entities of one list, matched by id. */
export function diffList<T extends { id: string }>(before: readonly T[], after: readonly T[], fields: readonly (keyof T)[]): EntityChange<T>[] {
  const old = byId(before);
  const changes: EntityChange<T>[] = [];
  const seen = new Set<string>();
  for (const item of after) {
    seen.add(item.id);
    const previous = old.get(item.id);
    if (!previous) {
      changes.push({ id: item.id, kind: "added", before: null, after: item, fields: [] });
    } else if (previous !== item) {
      const differing = fieldChanges(previous, item, fields);
      if (differing.length) changes.push({ id: item.id, kind: "changed", before: previous, after: item, fields: differing });
    }
  }
  for (const item of before) {
    if (!seen.has(item.id)) changes.push({ id: item.id, kind: "removed", before: item, after: null, fields: [] });
  }
  return changes;
}

function diffTable(before: Table | undefined, after: Table | undefined): TableChange | null {
  if (!before) return { id: after!.id, kind: "added", before: null, after: after!, fields: [], attributes: [], indexes: [] };
  if (!after) return { id: before.id, kind: "removed", before, after: null, fields: [], attributes: [], indexes: [] };
  // Untouched tables keep their object across edits (the reducer copies only what changes).
  if (before === after) return null;
  const fields = fieldChanges(before, after, TABLE_FIELDS);
  const attributes = before.attributes === after.attributes ? [] : diffList(before.attributes, after.attributes, ATTRIBUTE_FIELDS);
  const indexes = before.indexes === after.indexes ? [] : diffList(before.indexes, after.indexes, INDEX_FIELDS);
  if (!fields.length && !attributes.length && !indexes.length) return null;
  return { id: after.id, kind: "changed", before, after, fields, attributes, indexes };
}

export function diffDocuments(before: DiagramDocument, after: DiagramDocument): DocumentDiff {
  const old = byId(before.tables);
  const tables: TableChange[] = [];
  const kept = new Set<string>();
  for (const table of after.tables) {
    kept.add(table.id);
    const change = diffTable(old.get(table.id), table);
    if (change) tables.push(change);
  }
  for (const table of before.tables) {
    if (!kept.has(table.id)) tables.push(diffTable(table, undefined)!);
  }
  const relations = diffList(before.relations, after.relations, RELATION_FIELDS);
  const counts: Record<ChangeKind, number> = { added: 0, removed: 0, changed: 0 };
  for (const table of tables) {
    // A table counts as changed for its own fields; its attributes and indexes count themselves.
    if (table.kind !== "changed" || table.fields.length) counts[table.kind] += 1;
    for (const item of [...table.attributes, ...table.indexes]) counts[item.kind] += 1;
  }
  for (const relation of relations) counts[relation.kind] += 1;
  return { tables, relations, counts };
}

export function isEmptyDiff(diff: DocumentDiff): boolean {
  return diff.tables.length === 0 && diff.relations.length === 0;
}

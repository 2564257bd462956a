/**
 * What pairs the two versions' export models (issue 12): tables by table id (a pivot by its
 * relation, through its `pivot:<relation id>` id), columns by attribute id, indexes by index id,
 * unique constraints by their column, foreign keys by their (first) child column. Names never pair
 * anything, so a renamed table or column is a rename, not a drop and an add.
 */
import type { ExportSchema, XColumn, XForeignKey, XIndex, XTable } from "../../export/schema";
import type { DiagramDocument } from "../../model/types";

export interface Pair<T> {
  before: T;
  after: T;
}

export type KeyedKind = "primary" | "unique" | "index";

/** What the engines keep as an index: the primary key, a one-column unique constraint, an index. */
export interface Keyed {
  /** `primary`, `unique:<column id>` or `index:<index id>`: stable across versions. */
  key: string;
  kind: KeyedKind;
  /** Empty for the primary key, which every engine names itself. */
  name: string;
  table: XTable;
  columns: XColumn[];
  index: XIndex | null;
}

/**
 * The document's index id of each exported index. The export keeps a table's indexes in document
 * order, leaving out those with no column of the table (export/schema.ts, step 3): the same filter
 * pairs them back.
 */
export function indexIds(doc: DiagramDocument, schema: ExportSchema): Map<XIndex, string> {
  const ids = new Map<XIndex, string>();
  const exported = new Map(schema.tables.map((table) => [table.id, table]));
  for (const table of doc.tables) {
    if (table.indexes.length === 0) continue;
    const xTable = exported.get(table.id);
    if (!xTable) continue;
    const own = new Set(table.attributes.map((attribute) => attribute.id));
    const kept = table.indexes.filter((index) => index.attributes.some((entry) => own.has(entry.attributeId)));
    if (kept.length !== xTable.indexes.length) continue;
    const seen = new Set<string>();
    kept.forEach((index, at) => {
      // Two indexes sharing an id would pair with one another's twin: the second gets its rank.
      const id = seen.has(index.id) ? `${index.id}#${at}` : index.id;
      seen.add(id);
      ids.set(xTable.indexes[at], id);
    });
  }
  return ids;
}

export function keyedOf(table: XTable, ids: ReadonlyMap<XIndex, string>): Keyed[] {
  const keyed: Keyed[] = [];
  if (table.primaryKey.length > 0) keyed.push({ key: "primary", kind: "primary", name: "", table, columns: table.primaryKey, index: null });
  for (const column of table.columns) {
    if (column.unique) keyed.push({ key: `unique:${column.id}`, kind: "unique", name: column.uniqueName, table, columns: [column], index: null });
  }
  table.indexes.forEach((index, at) => {
    const key = `index:${ids.get(index) ?? `#${at}:${index.name}`}`;
    keyed.push({ key, kind: "index", name: index.name, table, columns: index.columns.map((entry) => entry.column), index });
  });
  return keyed;
}

/** A copy spelled with column ids instead of names, so that a renamed column compares equal. */
export const byIdColumn = (column: XColumn): XColumn => ({ ...column, name: column.id });

export function byIdIndex(index: XIndex): XIndex {
  return { ...index, name: "", relationName: "", columns: index.columns.map(({ column, order }) => ({ column: byIdColumn(column), order })) };
}

/** What pairs a foreign key with its other version: its first child column, in no other key of its version. */
export const foreignKeyId = (fk: XForeignKey) => fk.columns[0].id;

/** A key's columns and what they reference, by id, so that renamed columns compare equal. */
export const foreignKeyTarget = (fk: XForeignKey) =>
  `${fk.columns.map((column) => column.id).join(", ")} → ${fk.refTable.id}.(${fk.refColumns.map((column) => column.id).join(", ")})`;

/**
 * The difference between two export models, as one dialect sees it: what each dialect would
 * write is compared (a change it spells the same way is no change), entities are paired by id
 * (match.ts), and the foreign keys that would block a step are listed for dropping first and
 * re-adding last.
 */
import type { ExportSchema, XColumn, XForeignKey, XIndex, XTable } from "../../export/schema";
import { foreignKeyId, type Keyed, keyedOf, type Pair } from "./match";

/** How a dialect writes each object; equal texts mean nothing to do. */
export interface Spelling {
  column(table: XTable, column: XColumn): string;
  /** Null when the dialect does not create it (SQL Server's indexes on MAX columns). */
  keyed(item: Keyed): string | null;
  /** Without its name (`rule.renamesKeys` handles that) but with the actions the engine gets. */
  foreignKey(fk: XForeignKey, schema: ExportSchema): string;
}

export interface Rules {
  /** SQL Server: a column cannot change under an index or a key; those go first, come back after. */
  freeChangedColumns?: boolean;
  /** MySQL: InnoDB adds, drops or needs an index under each key; keys go while such an index changes. */
  resetKeysOnIndexChange?: boolean;
  /** PostgreSQL renames a key whose only change is its name; the others drop and re-add it. */
  renamesKeys?: boolean;
  /** SQLite: keys live in the table's definition, a change to them rebuilds the table. */
  keysInTable?: boolean;
  /** Tables the dialect rebuilds (copy into a new table) rather than alters. */
  rebuilds?: (change: TableChange) => boolean;
}

export interface ColumnChange extends Pair<XColumn> {
  renamed: boolean;
  /** The dialect writes the column differently. */
  changed: boolean;
}

export interface TableChange extends Pair<XTable> {
  renamed: boolean;
  /** Columns in both versions, in the new version's order. */
  columns: ColumnChange[];
  added: XColumn[];
  dropped: XColumn[];
  /** The old version's primary key, unique constraints and indexes that go (dropped or changed). */
  dropKeyed: Keyed[];
  /** The new version's that come (new or changed). */
  addKeyed: Keyed[];
  /** Same definition in both versions, renamed or not. */
  keptKeyed: Pair<Keyed>[];
  /** Same definition, new name. */
  renameKeyed: Pair<Keyed>[];
  /** The table's own foreign keys differ. */
  keysChanged: boolean;
  rebuild: boolean;
}

export interface Plan extends Pair<ExportSchema> {
  /** New tables, in the new version's dependency order. */
  created: XTable[];
  /** Tables that go, dependents first. */
  dropped: XTable[];
  /** Tables in both versions, in the new version's order. */
  tables: TableChange[];
  /** Old keys to drop before anything else. */
  dropKeys: XForeignKey[];
  /** New keys to add once every table and column is there (those of new tables included). */
  addKeys: XForeignKey[];
  renameKeys: Pair<XForeignKey>[];
  /** Column id → its change, for both versions' columns that are in both. */
  columnChanges: Map<string, ColumnChange>;
  /** Table id → its change. */
  tableChanges: Map<string, TableChange>;
}

export type IndexIds = Pair<ReadonlyMap<XIndex, string>>;

export function plan(schemas: Pair<ExportSchema>, ids: IndexIds, spelling: Spelling, rules: Rules = {}): Plan {
  const { before, after } = schemas;
  const oldTables = new Map(before.tables.map((table) => [table.id, table]));
  const newIds = new Set(after.tables.map((table) => table.id));
  const created = after.tables.filter((table) => !oldTables.has(table.id));
  const dropped = before.tables.filter((table) => !newIds.has(table.id)).reverse();
  const columnChanges = new Map<string, ColumnChange>();
  const tables = after.tables.filter((table) => oldTables.has(table.id)).map((table) =>
    tableChange(oldTables.get(table.id) as XTable, table, ids, spelling, rules, columnChanges));
  const tableChanges = new Map(tables.map((change) => [change.after.id, change]));

  // Own keys compared by what the dialect writes, to decide the rebuilds first.
  const newKeys = new Map(after.foreignKeys.map((fk) => [foreignKeyId(fk), fk]));
  const sameKey = (a: XForeignKey, b: XForeignKey | undefined) =>
    b !== undefined && b.table.id === a.table.id && spelling.foreignKey(a, before) === spelling.foreignKey(b, after);
  for (const change of tables) {
    const mine = change.before.foreignKeys;
    const theirs = change.after.foreignKeys;
    change.keysChanged = mine.length !== theirs.length || mine.some((fk) => !sameKey(fk, newKeys.get(foreignKeyId(fk))));
    change.rebuild = rules.rebuilds?.(change) ?? false;
    if (change.rebuild) {
      change.dropKeyed = keyedOf(change.before, ids.before);
      change.addKeyed = keyedOf(change.after, ids.after);
      change.keptKeyed = [];
      change.renameKeyed = [];
    }
  }
  const result: Plan = { before, after, created, dropped, tables, dropKeys: [], addKeys: [], renameKeys: [], columnChanges, tableChanges };
  if (rules.keysInTable) return result;

  const droppedAt = new Map(dropped.map((table, at) => [table.id, at]));
  const kept = new Set<XForeignKey>();
  for (const fk of before.foreignKeys) {
    const next = newKeys.get(foreignKeyId(fk));
    const holder = tableChanges.get(fk.table.id);
    if (!holder) {
      // The table goes with its keys, unless one points at a table dropped before it (a cycle).
      const at = droppedAt.get(fk.table.id) as number;
      const target = droppedAt.get(fk.refTable.id);
      if (target !== undefined && target < at) result.dropKeys.push(fk);
      continue;
    }
    if (next && sameKey(fk, next) && !blocked(fk, next, result, rules)) {
      kept.add(next);
      if (fk.name !== next.name) {
        if (rules.renamesKeys) result.renameKeys.push({ before: fk, after: next });
        else {
          kept.delete(next);
          result.dropKeys.push(fk);
        }
      }
      continue;
    }
    result.dropKeys.push(fk);
  }
  result.addKeys = after.tables.flatMap((table) => table.foreignKeys).filter((fk) => !kept.has(fk));
  return result;
}

function tableChange(before: XTable, after: XTable, ids: IndexIds, spelling: Spelling, rules: Rules, changes: Map<string, ColumnChange>): TableChange {
  const oldColumns = new Map(before.columns.map((column) => [column.id, column]));
  const newIds = new Set(after.columns.map((column) => column.id));
  const columns: ColumnChange[] = [];
  const added: XColumn[] = [];
  for (const column of after.columns) {
    const old = oldColumns.get(column.id);
    if (!old) {
      added.push(column);
      continue;
    }
    const change = {
      before: old, after: column, renamed: old.name !== column.name,
      changed: !sameDefinition(old, column) && spelling.column(before, old) !== spelling.column(after, column),
    };
    columns.push(change);
    changes.set(column.id, change);
  }
  const dropped = before.columns.filter((column) => !newIds.has(column.id));
  const changedIds = new Set(columns.filter((change) => change.changed).map((change) => change.after.id));

  const oldKeyed = new Map(keyedOf(before, ids.before).map((item) => [item.key, item]));
  const dropKeyed: Keyed[] = [];
  const addKeyed: Keyed[] = [];
  const keptKeyed: Pair<Keyed>[] = [];
  const renameKeyed: Pair<Keyed>[] = [];
  const pinned = (item: Keyed) => rules.freeChangedColumns === true && item.columns.some((column) => changedIds.has(column.id));
  const matched = new Set<Keyed>();
  for (const item of keyedOf(after, ids.after)) {
    const old = oldKeyed.get(item.key);
    const spelled = spelling.keyed(item);
    if (old && spelling.keyed(old) === spelled && !pinned(old)) {
      matched.add(old);
      keptKeyed.push({ before: old, after: item });
      if (old.name !== item.name && spelled !== null) renameKeyed.push({ before: old, after: item });
      continue;
    }
    if (spelled !== null) addKeyed.push(item);
  }
  for (const item of oldKeyed.values()) if (!matched.has(item) && spelling.keyed(item) !== null) dropKeyed.push(item);
  return {
    before, after, renamed: before.name !== after.name, columns, added, dropped,
    dropKeyed, addKeyed, keptKeyed, renameKeyed, keysChanged: false, rebuild: false,
  };
}

/** Equal definitions spell the same in every dialect: most columns skip the spelling. */
function sameDefinition(a: XColumn, b: XColumn): boolean {
  return a.type === b.type && a.array === b.array && a.length === b.length && a.precision === b.precision && a.scale === b.scale &&
    a.unsigned === b.unsigned && a.nullable === b.nullable && a.autoIncrement === b.autoIncrement &&
    a.primaryKey === b.primaryKey && a.defaultValue === b.defaultValue && a.comment === b.comment &&
    !a.keyed === !b.keyed && !a.defaultQuoted === !b.defaultQuoted &&
    a.values.length === b.values.length && a.values.every((value, at) => value === b.values[at]);
}

/** A key that stays the same still goes while something under it changes. */
function blocked(fk: XForeignKey, next: XForeignKey, plan: Plan, rules: Rules): boolean {
  const holder = plan.tableChanges.get(fk.table.id) as TableChange;
  const target = plan.tableChanges.get(fk.refTable.id);
  if (!target || holder.rebuild || target.rebuild) return true;
  if ([...fk.columns, ...fk.refColumns].some((column) => plan.columnChanges.get(column.id)?.changed)) return true;
  // The referenced columns' key goes (PostgreSQL and SQL Server refuse to drop it under a key).
  const refIds = new Set(fk.refColumns.map((column) => column.id));
  const underKey = (item: Keyed) => item.columns.some((column) => refIds.has(column.id)) &&
    (item.kind !== "index" || item.index?.type === "UNIQUE" || (rules.resetKeysOnIndexChange === true && item.columns[0].id === fk.refColumns[0].id));
  if (target.dropKeyed.some(underKey)) return true;
  if (rules.resetKeysOnIndexChange) {
    const leads = (item: Keyed) => item.columns[0]?.id === fk.columns[0].id || item.columns[0]?.id === next.columns[0].id;
    if (holder.dropKeyed.some(leads) || holder.addKeyed.some(leads)) return true;
  }
  return false;
}

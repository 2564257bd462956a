/**
 * SQLite migration. ALTER TABLE renames tables and columns, adds plain columns and drops columns
 * nothing depends on; anything else rebuilds the table the documented way (sqlite.org/lang_altertable,
 * "Making other kinds of table schema changes"): with foreign keys off, in one transaction, a new
 * table is created from the new version's definition, the kept columns copied (a renamed column
 * from its old name, already renamed in place), the old table dropped, the new one renamed and its
 * indexes made again; `PRAGMA foreign_key_check` then lists any row the new keys refuse.
 */
import { zeroDateNotes } from "../../export/zerodates";
import { columnDefault, type ExportSchema, type XColumn, type XIndex, type XTable } from "../../export/schema";
import { defaultClause } from "../../export/sql/common";
import { columnLines, createIndex, createTable, quoteSqlite as q, SQLITE_DEFAULTS, sqliteType } from "../../export/sql/sqlite";
import { byIdIndex, foreignKeyTarget, type Pair } from "./match";
import { type IndexIds, plan, type Spelling, type TableChange } from "./plan";
import { orderRenames, type Rename, temporaryName } from "./renames";
import { addedColumnRisks, columnRisks, droppedColumn, droppedTable } from "./risks";
import { Script } from "./script";
import { tr } from "../../i18n";

const NAMELESS = { name: "" } as XTable;

const spelling: Spelling = {
  // Comments are SQL comments here, unknown to the database: a new one rebuilds nothing.
  column: (_table, column) => columnLines({ ...column, name: "", comment: "", unique: false }).join(" "),
  keyed: (item) => {
    const ids = item.columns.map((column) => q(column.id)).join(", ");
    if (item.kind === "primary") return `PRIMARY KEY (${ids})`;
    if (item.kind === "unique") return `UNIQUE (${ids})`;
    return createIndex(NAMELESS, { ...byIdIndex(item.index as XIndex), comment: "" });
  },
  // SQLite keeps no key names: only what a key checks counts.
  foreignKey: (fk) => `${foreignKeyTarget(fk)} ${fk.onDelete} ${fk.onUpdate}`,
};

const defaultValue = (column: XColumn) => defaultClause(column, SQLITE_DEFAULTS).replace(/^ DEFAULT /, "");

/** ADD COLUMN takes no key, no unique, no clock default, and NOT NULL only with a default. */
function addable(column: XColumn): boolean {
  if (column.primaryKey || column.unique || column.autoIncrement) return false;
  const found = columnDefault(column);
  if (found?.kind === "now") return false;
  return column.nullable || (found !== undefined && found.kind !== "null");
}

function rebuilds(change: TableChange, referenced: ReadonlySet<string>): boolean {
  if (change.keysChanged || change.columns.some((column) => column.changed)) return true;
  if ([...change.dropKeyed, ...change.addKeyed].some((item) => item.kind !== "index")) return true;
  if (change.added.some((column) => !addable(column))) return true;
  // DROP COLUMN refuses a column in a key, a unique constraint or a foreign key, either end.
  const keyColumns = new Set(change.before.foreignKeys.flatMap((fk) => fk.columns.map((column) => column.id)));
  return change.dropped.some((column) => column.primaryKey || column.unique || keyColumns.has(column.id) || referenced.has(column.id));
}

/** The statement and, above it, the column's comment lines. */
function columnDefinition(column: XColumn): { line: string; comments: string[] } {
  const lines = columnLines(column);
  return { line: lines[lines.length - 1], comments: lines.slice(0, -1) };
}

export function sqliteMigration(schemas: Pair<ExportSchema>, ids: IndexIds): string {
  const referenced = new Set(schemas.before.foreignKeys.flatMap((fk) => fk.refColumns.map((column) => column.id)));
  const steps = plan(schemas, ids, spelling, { keysInTable: true, rebuilds: (change) => rebuilds(change, referenced) });
  const script = new Script();
  // SQLite cannot rename an index: a renamed one is made again. Unique constraints have no name here.
  const renamed = (change: TableChange, side: "before" | "after") => change.renameKeyed.map((pair) => pair[side]).filter((item) => item.kind === "index");
  for (const change of steps.tables) {
    if (change.rebuild) continue;
    for (const item of [...change.dropKeyed, ...renamed(change, "before")]) script.add(`DROP INDEX ${q(item.index?.relationName ?? item.name)};`);
  }
  script.phase();
  for (const table of steps.dropped) script.add(`DROP TABLE ${q(table.name)};`, [droppedTable(table)]);
  script.phase();
  for (const rename of orderRenames(steps.tables.map((change) => ({ from: change.before.name, to: change.after.name })))) {
    script.add(`ALTER TABLE ${q(rename.from)} RENAME TO ${q(rename.to)};`);
  }
  const tableNames = new Set([...schemas.before.tables, ...schemas.after.tables].map((table) => table.name.toLowerCase()));
  for (const change of steps.tables) {
    script.phase();
    if (change.rebuild) rebuild(script, change, tableNames);
    else alterTable(script, change);
  }
  for (const table of steps.created) {
    script.phase();
    script.add(createTable(table));
    for (const index of table.indexes) script.add(createIndex(table, index));
  }
  script.phase();
  for (const change of steps.tables) {
    const added = change.rebuild ? change.after.indexes : [...change.addKeyed, ...renamed(change, "after")].map((item) => item.index);
    for (const index of added) if (index) script.add(createIndex(change.after, index));
  }
  return script.text(tr("migrate.sql.title", { dialect: "SQLite" }), [...schemas.after.notes, ...zeroDateNotes(schemas.after)],
    ["PRAGMA foreign_keys = OFF;", "BEGIN;"], ["PRAGMA foreign_key_check;", "COMMIT;", "PRAGMA foreign_keys = ON;"]);
}

function renameColumns(script: Script, change: TableChange, aside: readonly XColumn[]) {
  const table = q(change.after.name);
  const renames: Rename[] = change.columns.filter((column) => column.renamed).map((column) => ({ from: column.before.name, to: column.after.name }));
  // A column that goes with the rebuild may hold a name another one takes: it moves aside first.
  const targets = new Set(renames.map((rename) => rename.to.toLowerCase()));
  const taken = new Set([...change.before.columns, ...change.after.columns].map((column) => column.name.toLowerCase()));
  for (const column of aside) if (targets.has(column.name.toLowerCase())) renames.push({ from: column.name, to: temporaryName(column.name, taken) });
  for (const rename of orderRenames(renames)) script.add(`ALTER TABLE ${table} RENAME COLUMN ${q(rename.from)} TO ${q(rename.to)};`);
}

function alterTable(script: Script, change: TableChange) {
  const table = q(change.after.name);
  for (const column of change.dropped) script.add(`ALTER TABLE ${table} DROP COLUMN ${q(column.name)};`, [droppedColumn(change.before, column)]);
  renameColumns(script, change, []);
  for (const column of change.added) {
    const { line, comments } = columnDefinition(column);
    script.add([...comments, `ALTER TABLE ${table} ADD COLUMN ${line};`].join("\n"), addedColumnRisks(change.after, column, defaultValue(column) !== ""));
  }
}

function rebuild(script: Script, change: TableChange, tableNames: Set<string>) {
  const name = change.after.name;
  const table = q(name);
  renameColumns(script, change, change.dropped);
  const risks = [
    ...change.dropped.map((column) => droppedColumn(change.before, column)),
    ...change.columns.filter((column) => column.changed).flatMap((column) => columnRisks(change.after, column, sqliteType(column.before) !== sqliteType(column.after))),
    ...change.added.flatMap((column) => addedColumnRisks(change.after, column, defaultValue(column) !== "")),
  ];
  for (const { before, after } of change.columns) {
    const value = defaultValue(after);
    if (before.nullable && !after.nullable && value !== "") script.add(`UPDATE ${table} SET ${q(after.name)} = ${value} WHERE ${q(after.name)} IS NULL;`);
  }
  const fresh = temporaryName(name, tableNames);
  tableNames.add(fresh.toLowerCase());
  script.comment(tr("migrate.sql.rebuildSqlite", { table: name }));
  script.add(createTable({ ...change.after, name: fresh }), risks);
  const columns = change.columns.map((column) => q(column.after.name)).join(", ");
  if (columns !== "") script.add(`INSERT INTO ${q(fresh)} (${columns}) SELECT ${columns} FROM ${table};`);
  script.add(`DROP TABLE ${table};`);
  script.add(`ALTER TABLE ${q(fresh)} RENAME TO ${table};`);
}

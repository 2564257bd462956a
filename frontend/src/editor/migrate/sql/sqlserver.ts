/**
 * SQL Server migration, in one transaction (XACT_ABORT: any error undoes it all), one batch.
 * The export lets SQL Server name a table's primary key and each column's DEFAULT and CHECK: those
 * are found in the catalog and dropped through dynamic SQL. A column cannot change under an
 * index, key, default or check, so those go first and come back after. IDENTITY cannot be added
 * to or taken from a column: the table is rebuilt (copy into a new one under IDENTITY_INSERT).
 * Statements that read a column changed in the same batch (UPDATE, INSERT … SELECT) run through
 * sp_executesql, since SQL Server compiles the batch before it runs.
 */
import { zeroDateNotes } from "../../export/zerodates";
import { defaultClause } from "../../export/sql/common";
import {
  addForeignKey, columnLine, createIndex, createTable, description, foreignKeyActions, isMax, nstring, quoteSqlServer as q,
  refusedCascades, SQLSERVER_DEFAULTS, sqlServerType,
} from "../../export/sql/sqlserver";
import type { ExportSchema, XColumn, XForeignKey, XIndex, XTable } from "../../export/schema";
import { byIdIndex, foreignKeyTarget, type Pair } from "./match";
import { type ColumnChange, type IndexIds, plan, type Spelling, type TableChange } from "./plan";
import { orderRenames, temporaryName } from "./renames";
import { addedColumnRisks, columnRisks, droppedColumn, droppedTable } from "./risks";
import { Script } from "./script";
import { tr } from "../../i18n";

const NAMELESS = { name: "" } as XTable;
const refusals = new WeakMap<ExportSchema, Set<XForeignKey>>();
function refused(schema: ExportSchema): Set<XForeignKey> {
  let found = refusals.get(schema);
  if (!found) {
    found = refusedCascades(schema.tables.flatMap((table) => table.foreignKeys));
    refusals.set(schema, found);
  }
  return found;
}

const spelling: Spelling = {
  column: (_table, column) => columnLine({ ...column, name: "", unique: false, uniqueName: "" }),
  keyed: (item) => {
    if (item.kind === "index") return createIndex(NAMELESS, byIdIndex(item.index as XIndex));
    const ids = item.columns.map((column) => q(column.id)).join(", ");
    if (item.kind === "primary") return `PRIMARY KEY (${ids})`;
    return isMax(sqlServerType(item.columns[0])) ? null : `UNIQUE (${ids})`;
  },
  foreignKey: (fk, schema) => {
    const { onDelete, onUpdate } = foreignKeyActions(fk, refused(schema).has(fk));
    return `${foreignKeyTarget(fk)} ${onDelete} ${onUpdate}`;
  },
};

const defaultValue = (column: XColumn) => defaultClause(column, SQLSERVER_DEFAULTS).replace(/^ DEFAULT /, "");
const check = (column: XColumn) => (column.type === "ENUM" ? `CHECK (${q(column.name)} IN (${column.values.map(nstring).join(", ")}))` : "");
const dynamic = (statement: string) => `EXEC sp_executesql ${nstring(statement)};`;

/** Drops what SQL Server named itself, found in `view` by `where`; none found is no error. */
function dropNamed(script: Script, table: string, view: string, where: string) {
  script.add("SET @sql = N'';");
  script.add(`SELECT @sql = @sql + N'ALTER TABLE ${table} DROP CONSTRAINT ' + QUOTENAME(name) + N'; ' FROM ${view} ` +
    `WHERE parent_object_id = OBJECT_ID(N'${table}') AND ${where};`);
  script.add("EXEC sp_executesql @sql;");
}

/** The CHECKs on a column: its own, or one added by ALTER TABLE (the table's) naming it. */
function checkedColumn(table: string, column: string): string {
  const id = `COLUMNPROPERTY(OBJECT_ID(N'${table}'), N'${column}', 'ColumnId')`;
  return `(parent_column_id = ${id} OR (parent_column_id = 0 AND definition LIKE N'%[[]${column}]%'))`;
}

/** DROP COLUMN refuses a column a DEFAULT or a CHECK depends on. */
function dropColumnConstraints(script: Script, table: string, column: XColumn) {
  const id = `COLUMNPROPERTY(OBJECT_ID(N'${table}'), N'${column.name}', 'ColumnId')`;
  if (defaultValue(column) !== "") dropNamed(script, table, "sys.default_constraints", `parent_column_id = ${id}`);
  if (check(column) !== "") dropNamed(script, table, "sys.check_constraints", checkedColumn(table, column.name));
}

function property(action: "add" | "update" | "drop", value: string, table: string, column?: string): string {
  if (action === "add") return description(value, table, column);
  if (action === "update") return description(value, table, column).replace("sp_addextendedproperty", "sp_updateextendedproperty");
  const level2 = column ? `, @level2type = N'COLUMN', @level2name = ${nstring(column)}` : "";
  return `EXEC sys.sp_dropextendedproperty @name = N'MS_Description', @level0type = N'SCHEMA', @level0name = N'dbo', ` +
    `@level1type = N'TABLE', @level1name = ${nstring(table)}${level2};`;
}

function describe(script: Script, before: string, after: string, table: string, column?: string) {
  if (before === after) return;
  script.add(property(before === "" ? "add" : after === "" ? "drop" : "update", after, table, column));
}

export function sqlServerMigration(schemas: Pair<ExportSchema>, ids: IndexIds): string {
  const steps = plan(schemas, ids, spelling, {
    freeChangedColumns: true,
    rebuilds: (change) => change.columns.some(({ before, after }) => before.autoIncrement !== after.autoIncrement),
  });
  const script = new Script();
  for (const fk of steps.dropKeys) script.add(`ALTER TABLE ${q(fk.table.name)} DROP CONSTRAINT ${q(fk.name)};`);
  script.phase();
  // Tables go before the keys and indexes they reference from other tables.
  for (const table of steps.dropped) script.add(`DROP TABLE ${q(table.name)};`, [droppedTable(table)]);
  script.phase();
  for (const change of steps.tables) {
    const table = q(change.before.name);
    for (const item of change.dropKeyed) {
      // A rebuilt table's indexes and key go with it; its unique constraints' names must be freed.
      if (item.kind === "unique") script.add(`ALTER TABLE ${table} DROP CONSTRAINT ${q(item.name)};`);
      else if (change.rebuild) continue;
      else if (item.kind === "index") script.add(`DROP INDEX ${q(item.name)} ON ${table};`);
      else dropNamed(script, table, "sys.key_constraints", "type = 'PK'");
    }
  }
  script.phase();
  for (const rename of orderRenames(steps.tables.map((change) => ({ from: change.before.name, to: change.after.name })))) {
    script.add(`EXEC sp_rename ${nstring(q(rename.from))}, ${nstring(rename.to)};`);
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
    for (const index of table.indexes) {
      const line = createIndex(table, index);
      if (line) script.add(line);
    }
    describe(script, "", table.comment, table.name);
    for (const column of table.columns) describe(script, "", column.comment, table.name, column.name);
  }
  script.phase();
  const refusing = refused(schemas.after);
  for (const fk of steps.addKeys) script.add(addForeignKey(fk, refusing.has(fk)));
  return script.text(tr("migrate.sql.title", { dialect: "SQL Server" }), [...schemas.after.notes, ...zeroDateNotes(schemas.after)],
    ["SET XACT_ABORT ON;", "BEGIN TRANSACTION;", "DECLARE @sql NVARCHAR(MAX);"], ["COMMIT TRANSACTION;"]);
}

function alterTable(script: Script, change: TableChange) {
  const table = q(change.after.name);
  for (const column of change.dropped) {
    dropColumnConstraints(script, table, column);
    script.add(`ALTER TABLE ${table} DROP COLUMN ${q(column.name)};`, [droppedColumn(change.before, column)]);
  }
  const renames = change.columns.filter((column) => column.renamed).map((column) => ({ from: column.before.name, to: column.after.name }));
  for (const rename of orderRenames(renames)) script.add(`EXEC sp_rename ${nstring(`${table}.${q(rename.from)}`)}, ${nstring(rename.to)}, N'COLUMN';`);
  for (const column of change.columns.filter((entry) => entry.changed)) alterColumn(script, change, column);
  for (const column of change.added) {
    script.add(`ALTER TABLE ${table} ADD ${columnLine({ ...column, unique: false })};`, addedColumnRisks(change.after, column, defaultValue(column) !== ""));
  }
  for (const rename of orderRenames(change.renameKeyed.map((pair) => ({ from: pair.before.name, to: pair.after.name })))) {
    const unique = change.renameKeyed.some((pair) => pair.after.kind === "unique" && (pair.before.name === rename.from || pair.after.name === rename.to));
    script.add(unique
      ? `EXEC sp_rename ${nstring(`[dbo].${q(rename.from)}`)}, ${nstring(rename.to)}, N'OBJECT';`
      : `EXEC sp_rename ${nstring(`${table}.${q(rename.from)}`)}, ${nstring(rename.to)}, N'INDEX';`);
  }
  for (const item of change.addKeyed) {
    if (item.kind === "primary") script.add(`ALTER TABLE ${table} ADD PRIMARY KEY (${item.columns.map((column) => q(column.name)).join(", ")});`);
    else if (item.kind === "unique") script.add(`ALTER TABLE ${table} ADD CONSTRAINT ${q(item.name)} UNIQUE (${q(item.columns[0].name)});`);
    else script.add(createIndex(change.after, item.index as XIndex) as string);
  }
  describe(script, change.before.comment, change.after.comment, change.after.name);
  for (const { before, after } of change.columns) describe(script, before.comment, after.comment, change.after.name, after.name);
  for (const column of change.added) describe(script, "", column.comment, change.after.name, column.name);
}

function alterColumn(script: Script, change: TableChange, column: ColumnChange) {
  const { before, after } = column;
  const table = q(change.after.name);
  const name = q(after.name);
  const typed = (c: XColumn) => `${sqlServerType(c)}${c.nullable ? " NULL" : " NOT NULL"}`;
  const altered = typed(before) !== typed(after);
  const [oldDefault, newDefault] = [defaultValue(before), defaultValue(after)];
  // The old CHECK follows the column's renames: compare it under the new name.
  const [oldCheck, newCheck] = [check({ ...before, name: after.name }), check(after)];
  // ALTER COLUMN refuses a column a DEFAULT or a CHECK depends on.
  const defaults = altered || oldDefault !== newDefault;
  const checks = altered || oldCheck !== newCheck;
  const id = `COLUMNPROPERTY(OBJECT_ID(N'${table}'), N'${after.name}', 'ColumnId')`;
  if (defaults && oldDefault !== "") dropNamed(script, table, "sys.default_constraints", `parent_column_id = ${id}`);
  if (checks && oldCheck !== "") dropNamed(script, table, "sys.check_constraints", checkedColumn(table, after.name));
  if (before.nullable && !after.nullable && newDefault !== "") script.add(dynamic(`UPDATE ${table} SET ${name} = ${newDefault} WHERE ${name} IS NULL;`));
  const risks = columnRisks(change.after, column, sqlServerType(before) !== sqlServerType(after));
  if (altered) script.add(`ALTER TABLE ${table} ALTER COLUMN ${name} ${typed(after)};`, risks.splice(0));
  if (defaults && newDefault !== "") script.add(`ALTER TABLE ${table} ADD DEFAULT ${newDefault} FOR ${name};`, risks.splice(0));
  if (checks && newCheck !== "") script.add(`ALTER TABLE ${table} ADD ${newCheck};`, risks.splice(0));
}

function rebuild(script: Script, change: TableChange, tableNames: Set<string>) {
  const name = change.after.name;
  const table = q(name);
  const fresh = temporaryName(name, tableNames);
  tableNames.add(fresh.toLowerCase());
  const risks = [
    ...change.dropped.map((column) => droppedColumn(change.before, column)),
    ...change.columns.filter((column) => column.changed).flatMap((column) => columnRisks(change.after, column, sqlServerType(column.before) !== sqlServerType(column.after))),
    ...change.added.flatMap((column) => addedColumnRisks(change.after, column, defaultValue(column) !== "")),
  ];
  script.comment(tr("migrate.sql.rebuildSqlServer", { table: name }));
  script.add(createTable({ ...change.after, name: fresh }), risks);
  const counter = change.columns.some(({ after }) => after.autoIncrement);
  if (counter) script.add(`SET IDENTITY_INSERT ${q(fresh)} ON;`);
  const into = change.columns.map(({ after }) => q(after.name)).join(", ");
  const from = change.columns.map(({ before, after }) => {
    const value = defaultValue(after);
    // The new column's NOT NULL takes the default where the old one held NULL.
    return before.nullable && !after.nullable && value !== "" ? `COALESCE(${q(before.name)}, ${value})` : q(before.name);
  }).join(", ");
  if (into !== "") script.add(dynamic(`INSERT INTO ${q(fresh)} (${into}) SELECT ${from} FROM ${table};`));
  if (counter) script.add(`SET IDENTITY_INSERT ${q(fresh)} OFF;`);
  script.add(`DROP TABLE ${table};`);
  script.add(`EXEC sp_rename ${nstring(q(fresh))}, ${nstring(name)};`);
  for (const index of change.after.indexes) {
    const line = createIndex(change.after, index);
    if (line) script.add(line);
  }
  describe(script, "", change.after.comment, name);
  for (const column of change.after.columns) describe(script, "", column.comment, name, column.name);
}

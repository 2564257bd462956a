/**
 * PostgreSQL migration, in one transaction (its DDL is transactional: a failed step changes
 * nothing). Each ENUM column has its own type named after its table and column: a type whose
 * values stay is renamed with them; one whose values change is replaced (the old one is set
 * aside, the column converted through text, the old one dropped at the end).
 */
import { zeroDateNotes } from "../../export/zerodates";
import { defaultClause, sqlString } from "../../export/sql/common";
import {
  addForeignKey, columnLine, createEnumType, createIndex, createTable, comments, enumTypeName, POSTGRES_DEFAULTS,
  postgresType, quotePostgres as q,
} from "../../export/sql/postgres";
import { INTEGER_TYPES, type ExportSchema, type XColumn, type XIndex, type XTable } from "../../export/schema";
import { byIdIndex, foreignKeyTarget, type Pair } from "./match";
import { type ColumnChange, type IndexIds, plan, type Plan, type Spelling, type TableChange } from "./plan";
import { orderRenames, type Rename, temporaryName } from "./renames";
import { addedColumnRisks, columnRisks, droppedColumn, droppedTable } from "./risks";
import { Script } from "./script";
import { tr } from "../../i18n";

/** A table with no name: ENUM columns then spell the same type name, their values compare instead. */
const NAMELESS = { name: "" } as XTable;
const enumKey = (column: XColumn) => `ENUM ${JSON.stringify(column.values)}`;
const typeKey = (column: XColumn) =>
  column.type === "ENUM" ? `${enumKey(column)}${column.array ? "[]" : ""}` : postgresType(NAMELESS, column);

const spelling: Spelling = {
  column: (_table, column) => `${columnLine(NAMELESS, { ...column, name: "", unique: false, uniqueName: "" })} ${typeKey(column)}`,
  keyed: (item) => {
    const ids = item.columns.map((column) => q(column.id)).join(", ");
    if (item.kind === "primary") return `PRIMARY KEY (${ids})`;
    if (item.kind === "unique") return `UNIQUE (${ids})`;
    return createIndex(NAMELESS, byIdIndex(item.index as XIndex));
  },
  foreignKey: (fk) => `${foreignKeyTarget(fk)} ${fk.onDelete} ${fk.onUpdate}`,
};

const defaultValue = (column: XColumn) => defaultClause(column, POSTGRES_DEFAULTS).replace(/^ DEFAULT /, "");
const comment = (text: string) => (text ? sqlString(text) : "NULL");

interface EnumTypes {
  /** Old types set aside at the start and dropped at the end. */
  aside: Rename[];
  /** Old types kept under a new name. */
  renamed: Rename[];
  /** New types, by the column they type. */
  created: { table: XTable; column: XColumn }[];
  /** Column ids whose type is new (replaced or created). */
  fresh: Set<string>;
}

function enumTypes(steps: Plan): EnumTypes {
  const result: EnumTypes = { aside: [], renamed: [], created: [], fresh: new Set() };
  // Temporary names must clash with no type of either version.
  const taken = new Set(steps.after.tables.flatMap((table) => table.columns.filter((column) => column.type === "ENUM")
    .map((column) => enumTypeName(table, column).toLowerCase())));
  const survivors = new Set<string>();
  for (const table of steps.before.tables) {
    for (const column of table.columns) {
      if (column.type !== "ENUM") continue;
      const name = enumTypeName(table, column);
      taken.add(name.toLowerCase());
      const change = steps.columnChanges.get(column.id);
      const next = change?.after;
      const nextTable = steps.tableChanges.get(table.id)?.after;
      if (next && nextTable && next.type === "ENUM" && enumKey(next) === enumKey(column)) {
        survivors.add(column.id);
        result.renamed.push({ from: name, to: enumTypeName(nextTable, next) });
      } else {
        result.aside.push({ from: name, to: "" });
      }
    }
  }
  for (const rename of result.aside) {
    rename.to = temporaryName(rename.from, taken);
    taken.add(rename.to.toLowerCase());
  }
  for (const table of steps.after.tables) {
    for (const column of table.columns) {
      if (column.type !== "ENUM" || survivors.has(column.id)) continue;
      result.created.push({ table, column });
      result.fresh.add(column.id);
    }
  }
  return result;
}

export function postgresMigration(schemas: Pair<ExportSchema>, ids: IndexIds): string {
  const steps = plan(schemas, ids, spelling, { renamesKeys: true });
  const types = enumTypes(steps);
  const script = new Script();
  for (const fk of steps.dropKeys) script.add(`ALTER TABLE ${q(fk.table.name)} DROP CONSTRAINT ${q(fk.name)};`);
  script.phase();
  for (const rename of types.aside) script.add(`ALTER TYPE ${q(rename.from)} RENAME TO ${q(rename.to)};`);
  script.phase();
  // Tables go before the keys and indexes they reference from other tables.
  for (const table of steps.dropped) script.add(`DROP TABLE ${q(table.name)};`, [droppedTable(table)]);
  script.phase();
  for (const change of steps.tables) {
    const table = q(change.before.name);
    for (const item of change.dropKeyed) {
      if (item.kind === "primary") {
        // PostgreSQL named the key itself (table_pkey, cut to 63 characters, not renamed with the table).
        script.add(`DO $$ BEGIN EXECUTE (SELECT format('ALTER TABLE ${table} DROP CONSTRAINT %I', conname) ` +
          `FROM pg_constraint WHERE conrelid = '${table}'::regclass AND contype = 'p'); END $$;`);
      } else if (item.kind === "unique") {
        script.add(`ALTER TABLE ${table} DROP CONSTRAINT ${q(item.name)};`);
      } else {
        script.add(`DROP INDEX ${q(item.index?.relationName ?? item.name)};`);
      }
    }
  }
  script.phase();
  for (const rename of orderRenames(steps.tables.map((change) => ({ from: change.before.name, to: change.after.name })))) {
    script.add(`ALTER TABLE ${q(rename.from)} RENAME TO ${q(rename.to)};`);
  }
  for (const rename of orderRenames(types.renamed)) script.add(`ALTER TYPE ${q(rename.from)} RENAME TO ${q(rename.to)};`);
  const keyRenames = new Map<XTable, Rename[]>();
  for (const { before, after } of steps.renameKeys) keyRenames.set(after.table, [...(keyRenames.get(after.table) ?? []), { from: before.name, to: after.name }]);
  for (const [table, renames] of keyRenames) {
    for (const rename of orderRenames(renames)) script.add(`ALTER TABLE ${q(table.name)} RENAME CONSTRAINT ${q(rename.from)} TO ${q(rename.to)};`);
  }
  script.phase();
  for (const { table, column } of types.created) script.add(createEnumType(table, column));
  for (const change of steps.tables) {
    script.phase();
    alterColumns(script, change, types.fresh);
  }
  script.phase();
  // Index names are the schema's: renamed all together. Renaming a unique constraint's index renames it too.
  const keyedRenames = steps.tables.flatMap((change) => change.renameKeyed.map((pair) => ({ from: pair.before.index?.relationName ?? pair.before.name, to: pair.after.index?.relationName ?? pair.after.name })));
  for (const rename of orderRenames(keyedRenames)) script.add(`ALTER INDEX ${q(rename.from)} RENAME TO ${q(rename.to)};`);
  for (const change of steps.tables) {
    script.phase();
    finishTable(script, change);
  }
  for (const table of steps.created) {
    script.phase();
    script.add(createTable(table));
    for (const index of table.indexes) script.add(createIndex(table, index));
    for (const line of comments(table)) script.add(line);
  }
  script.phase();
  for (const fk of steps.addKeys) script.add(addForeignKey(fk));
  script.phase();
  for (const rename of types.aside) script.add(`DROP TYPE ${q(rename.to)};`);
  return script.text(tr("migrate.sql.title", { dialect: "PostgreSQL" }), [...schemas.after.notes, ...zeroDateNotes(schemas.after)], ["BEGIN;"], ["COMMIT;"]);
}

/** The cast an ALTER COLUMN … TYPE needs: through text for an ENUM, through integer for a boolean. */
function conversion(column: string, before: XColumn, after: XColumn, type: string): string {
  // A value becomes a one-element array (NULL stays NULL); an array keeps its first element.
  if (!before.array && after.array) {
    const element = conversion(column, { ...before }, { ...after, array: false }, type.slice(0, -2));
    return `CASE WHEN ${column} IS NULL THEN NULL ELSE ARRAY[${element}] END`;
  }
  if (before.array && !after.array) return conversion(`${column}[1]`, { ...before, array: false }, after, type);
  if (before.type === "ENUM" || after.type === "ENUM") return `${column}::text::${type}`;
  const bool = (c: XColumn) => c.type === "BOOLEAN" || c.type === "BOOL";
  if (bool(before) !== bool(after) && (INTEGER_TYPES.includes(before.type) || INTEGER_TYPES.includes(after.type))) return `${column}::integer::${type}`;
  return `${column}::${type}`;
}

function alterColumns(script: Script, change: TableChange, fresh: ReadonlySet<string>) {
  const table = q(change.after.name);
  for (const column of change.dropped) script.add(`ALTER TABLE ${table} DROP COLUMN ${q(column.name)};`, [droppedColumn(change.before, column)]);
  const renames = change.columns.filter((column) => column.renamed).map((column) => ({ from: column.before.name, to: column.after.name }));
  for (const rename of orderRenames(renames)) script.add(`ALTER TABLE ${table} RENAME COLUMN ${q(rename.from)} TO ${q(rename.to)};`);
  for (const column of change.columns) if (column.changed || fresh.has(column.after.id)) alterColumn(script, change, column, fresh.has(column.after.id));
  for (const column of change.added) {
    const line = columnLine(change.after, { ...column, unique: false });
    script.add(`ALTER TABLE ${table} ADD COLUMN ${line};`, addedColumnRisks(change.after, column, defaultValue(column) !== ""));
  }
}

function alterColumn(script: Script, change: TableChange, column: ColumnChange, freshType: boolean) {
  const { before, after } = column;
  const table = q(change.after.name);
  const name = q(after.name);
  const steps: string[] = [];
  const alter = (action: string) => steps.push(`ALTER TABLE ${table} ALTER COLUMN ${name} ${action};`);
  if (before.autoIncrement && !after.autoIncrement) alter("DROP IDENTITY");
  let current = defaultValue(before);
  if (typeKey(before) !== typeKey(after) || freshType) {
    // The old default may not convert; the new one is set below.
    if (current !== "") alter("DROP DEFAULT");
    current = "";
    const type = postgresType(change.after, after);
    alter(`TYPE ${type} USING ${conversion(name, before, after, type)}`);
  }
  const next = defaultValue(after);
  if (next !== current) alter(next === "" ? "DROP DEFAULT" : `SET DEFAULT ${next}`);
  if (before.nullable && !after.nullable) {
    if (next !== "") steps.push(`UPDATE ${table} SET ${name} = ${next} WHERE ${name} IS NULL;`);
    alter("SET NOT NULL");
  } else if (!before.nullable && after.nullable) {
    alter("DROP NOT NULL");
  }
  if (!before.autoIncrement && after.autoIncrement) {
    alter("ADD GENERATED BY DEFAULT AS IDENTITY");
    // The counter starts after the rows already there.
    steps.push(`SELECT setval(pg_get_serial_sequence('${table}', '${after.name}'), COALESCE(MAX(${name}), 0) + 1, false) FROM ${table};`);
  }
  const risks = columnRisks(change.after, column, typeKey(before) !== typeKey(after));
  steps.forEach((step, at) => script.add(step, at === 0 ? risks : []));
}

function finishTable(script: Script, change: TableChange) {
  const table = q(change.after.name);
  for (const item of change.addKeyed) {
    if (item.kind === "primary") script.add(`ALTER TABLE ${table} ADD PRIMARY KEY (${item.columns.map((column) => q(column.name)).join(", ")});`);
    else if (item.kind === "unique") script.add(`ALTER TABLE ${table} ADD CONSTRAINT ${q(item.name)} UNIQUE (${q(item.columns[0].name)});`);
    else script.add(createIndex(change.after, item.index as XIndex));
  }
  if (change.before.comment !== change.after.comment) script.add(`COMMENT ON TABLE ${table} IS ${comment(change.after.comment)};`);
  for (const column of change.columns) {
    if (column.before.comment !== column.after.comment) script.add(`COMMENT ON COLUMN ${table}.${q(column.after.name)} IS ${comment(column.after.comment)};`);
  }
  for (const column of change.added) if (column.comment) script.add(`COMMENT ON COLUMN ${table}.${q(column.name)} IS ${comment(column.comment)};`);
  // A kept index keeps its comment; a new one has none yet.
  const previous = new Map(change.keptKeyed.map((pair) => [pair.after.index, pair.before.index?.comment ?? ""]));
  for (const index of change.after.indexes) {
    if ((previous.get(index) ?? "") !== index.comment) script.add(`COMMENT ON INDEX ${q(index.relationName)} IS ${comment(index.comment)};`);
  }
}

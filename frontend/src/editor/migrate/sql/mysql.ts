/**
 * MySQL / MariaDB migration. DDL is not transactional here, so the order alone keeps every step
 * possible: keys that would block a change go first and come back last; InnoDB's implicit index
 * under a key (named after it, made when no index starts with its column) is dropped with it, so
 * the database ends exactly as the new version's export creates it. RENAME COLUMN and RENAME INDEX
 * need MySQL 8.0 or MariaDB 10.5.2.
 */
import { defaultClause, mysqlString } from "../../export/sql/common";
import {
  columnLine, createTable, foreignKeyClause, indexLine, keyPart, mysqlAction, MYSQL_DEFAULTS, mysqlType, quoteMysql as q, zeroDateMode,
} from "../../export/sql/mysql";
import type { ExportSchema, XColumn, XForeignKey, XIndex } from "../../export/schema";
import { byIdColumn, byIdIndex, foreignKeyId, foreignKeyTarget, type Keyed, keyedOf, type Pair } from "./match";
import { type IndexIds, plan, type Spelling, type TableChange } from "./plan";
import { orderRenames } from "./renames";
import { addedColumnRisks, columnRisks, droppedColumn, droppedTable } from "./risks";
import { Script } from "./script";
import { tr } from "../../i18n";

const spelling: Spelling = {
  column: (_table, column) => columnLine({ ...column, name: "" }),
  keyed: (item) => {
    if (item.kind === "primary") return `PRIMARY KEY (${item.columns.map((column) => keyPart(byIdColumn(column))).join(", ")})`;
    if (item.kind === "unique") return `UNIQUE KEY (${keyPart(byIdColumn(item.columns[0]))})`;
    return indexLine(byIdIndex(item.index as XIndex));
  },
  foreignKey: (fk) => `${foreignKeyTarget(fk)} ${mysqlAction(fk.onDelete)} ${mysqlAction(fk.onUpdate)}`,
};

/** InnoDB made an index for the key when none of the table's started with its columns, in its order. */
function implicitIndex(fk: XForeignKey, ids: ReadonlyMap<XIndex, string>): boolean {
  const usable = (item: Keyed) => item.index === null || (item.index.type !== "FULLTEXT" && item.index.type !== "SPATIAL");
  const leads = (item: Keyed) => fk.columns.every((column, at) => item.columns[at] === column);
  return !keyedOf(fk.table, ids).some((item) => usable(item) && leads(item));
}

const defaultValue = (column: XColumn) => defaultClause(column, MYSQL_DEFAULTS).replace(/^ DEFAULT /, "");
const definition = (column: XColumn) => columnLine({ ...column, name: "" });

export function mysqlMigration(schemas: Pair<ExportSchema>, ids: IndexIds): string {
  const steps = plan(schemas, ids, spelling, { resetKeysOnIndexChange: true });
  const script = new Script();
  const readded = new Map(steps.addKeys.map((fk) => [foreignKeyId(fk), fk]));
  for (const fk of steps.dropKeys) {
    script.add(`ALTER TABLE ${q(fk.table.name)} DROP FOREIGN KEY ${q(fk.name)};`);
    if (!steps.tableChanges.has(fk.table.id) || !implicitIndex(fk, ids.before)) continue;
    // The same key coming back needing the same index finds it there.
    const next = readded.get(foreignKeyId(fk));
    if (next && next.name === fk.name && implicitIndex(next, ids.after)) continue;
    script.add(`ALTER TABLE ${q(fk.table.name)} DROP INDEX ${q(fk.name)};`);
  }
  script.phase();
  // Tables go before the keys and indexes they reference from other tables.
  for (const table of steps.dropped) script.add(`DROP TABLE ${q(table.name)};`, [droppedTable(table)]);
  script.phase();
  for (const change of steps.tables) dropKeyed(script, change);
  script.phase();
  for (const rename of orderRenames(steps.tables.map((change) => ({ from: change.before.name, to: change.after.name })))) {
    script.add(`RENAME TABLE ${q(rename.from)} TO ${q(rename.to)};`);
  }
  for (const change of steps.tables) {
    script.phase();
    alterTable(script, change);
  }
  script.phase();
  const created = new Set(steps.created);
  for (const table of steps.created) script.add(createTable(table));
  script.phase();
  for (const fk of steps.addKeys) {
    // A new table holds its keys inline, except those pointing at a table created after it.
    if (created.has(fk.table) && !fk.deferred) continue;
    script.add(`ALTER TABLE ${q(fk.table.name)} ADD ${foreignKeyClause(fk)};`);
  }
  // MySQL checks every default of a table it creates or alters, not only the changed column's.
  const written = schemas.after.tables.filter((table) => script.holds(`CREATE TABLE ${q(table.name)} `) || script.holds(`ALTER TABLE ${q(table.name)} `));
  const mode = zeroDateMode(written.flatMap((table) => table.columns));
  return script.text(tr("migrate.sql.title", { dialect: "MySQL" }), schemas.after.notes, ["SET NAMES utf8mb4;", ...mode.opening], mode.closing);
}

function dropKeyed(script: Script, change: TableChange) {
  const table = q(change.before.name);
  for (const item of change.dropKeyed) {
    if (item.kind !== "primary") {
      script.add(`ALTER TABLE ${table} DROP INDEX ${q(item.name)};`);
      continue;
    }
    // InnoDB wants its AUTO_INCREMENT column in a key: it stops counting before the key goes.
    const auto = change.before.columns.find((column) => column.autoIncrement);
    if (auto) script.add(`ALTER TABLE ${table} MODIFY ${columnLine({ ...auto, autoIncrement: false })};`);
    script.add(`ALTER TABLE ${table} DROP PRIMARY KEY;`);
  }
}

function alterTable(script: Script, change: TableChange) {
  const table = q(change.after.name);
  for (const column of change.dropped) script.add(`ALTER TABLE ${table} DROP COLUMN ${q(column.name)};`, [droppedColumn(change.before, column)]);
  const renames = change.columns.filter((column) => column.renamed).map((column) => ({ from: column.before.name, to: column.after.name }));
  for (const rename of orderRenames(renames)) script.add(`ALTER TABLE ${table} RENAME COLUMN ${q(rename.from)} TO ${q(rename.to)};`);

  const primary = change.addKeyed.find((item) => item.kind === "primary");
  const counting: XColumn[] = [];
  for (const column of change.columns.filter((entry) => entry.changed)) {
    const { before, after } = column;
    const risks = columnRisks(change.after, column, mysqlType(before) !== mysqlType(after));
    // AUTO_INCREMENT needs the primary key, which comes back below.
    let target = after;
    if (after.autoIncrement && !before.autoIncrement && primary) {
      target = { ...after, autoIncrement: false };
      counting.push(after);
    }
    const filled = before.nullable && !after.nullable && defaultValue(after) !== "";
    if (filled) target = { ...target, nullable: true };
    // Where dropKeyed left it: without its counter if its key went.
    const current = before.autoIncrement && change.dropKeyed.some((item) => item.kind === "primary") ? { ...before, autoIncrement: false } : before;
    if (definition(target) !== definition(current)) script.add(`ALTER TABLE ${table} MODIFY ${columnLine(target)};`, risks.splice(0));
    if (filled) {
      script.add(`UPDATE ${table} SET ${q(after.name)} = ${defaultValue(after)} WHERE ${q(after.name)} IS NULL;`);
      script.add(`ALTER TABLE ${table} MODIFY ${columnLine({ ...after, autoIncrement: target.autoIncrement })};`, risks.splice(0));
    }
  }

  let primaryAdded = false;
  const added = new Set(change.added);
  change.after.columns.forEach((column, at) => {
    if (!added.has(column)) return;
    const place = at === 0 ? " FIRST" : ` AFTER ${q(change.after.columns[at - 1].name)}`;
    const risks = addedColumnRisks(change.after, column, defaultValue(column) !== "");
    // A new counter and its key in one step: InnoDB numbers the rows already there.
    if (column.autoIncrement && primary) {
      script.add(`ALTER TABLE ${table} ADD COLUMN ${columnLine(column)}${place}, ADD PRIMARY KEY (${keyPart(column)});`, risks);
      primaryAdded = true;
    } else {
      script.add(`ALTER TABLE ${table} ADD COLUMN ${columnLine(column)}${place};`, risks);
    }
  });

  const keyedRenames = orderRenames(change.renameKeyed.map((pair) => ({ from: pair.before.name, to: pair.after.name })));
  for (const rename of keyedRenames) script.add(`ALTER TABLE ${table} RENAME INDEX ${q(rename.from)} TO ${q(rename.to)};`);
  for (const item of change.addKeyed) {
    if (item.kind === "primary") {
      if (!primaryAdded) script.add(`ALTER TABLE ${table} ADD PRIMARY KEY (${item.columns.map((column) => keyPart(column)).join(", ")});`);
    } else if (item.kind === "unique") {
      script.add(`ALTER TABLE ${table} ADD UNIQUE KEY ${q(item.name)} (${keyPart(item.columns[0])});`);
    } else {
      script.add(`ALTER TABLE ${table} ADD ${indexLine(item.index as XIndex)};`);
    }
  }
  for (const column of counting) script.add(`ALTER TABLE ${table} MODIFY ${columnLine(column)};`);
  if (change.before.comment !== change.after.comment) script.add(`ALTER TABLE ${table} COMMENT = ${mysqlString(change.after.comment)};`);
}

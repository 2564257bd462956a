/**
 * SQLite: INTEGER PRIMARY KEY AUTOINCREMENT, foreign keys inline (SQLite checks their target only
 * when rows are written, so cycles need no ALTER TABLE, which it does not have), ENUM as a CHECK,
 * comments as SQL comments.
 */
import { type ExportSchema, type XColumn, type XIndex, type XTable } from "../schema";
import { type DefaultSpelling, decimalArgs, defaultClause, expressionSpelling, header, lineComment, sqlString } from "./common";

export const quoteSqlite = (name: string) => `"${name.replace(/"/g, '""')}"`;
const q = quoteSqlite;
/** A key\'s columns, quoted, in key order. */
const columnList = (columns: readonly XColumn[]) => columns.map((column) => q(column.name)).join(", ");

/** Declared types that give SQLite the right affinity and read back as the diagram's type. */
export function sqliteType(column: XColumn): string {
  switch (column.type) {
    case "INT":
    case "INTEGER":
    case "MEDIUMINT":
      return "INTEGER";
    case "VARCHAR":
    case "CHAR":
    case "BINARY":
    case "VARBINARY":
      return `${column.type}(${column.length})`;
    case "DECIMAL":
    case "NUMERIC": {
      const [precision, scale] = decimalArgs(column);
      return `${column.type}(${precision},${scale})`;
    }
    case "BOOL":
      return "BOOLEAN";
    case "ENUM":
    case "SET":
    case "JSON":
      return "TEXT";
    case "UUID":
      return "CHAR(36)";
    case "TIMESTAMPTZ":
      return "DATETIME";
    case "YEAR":
      return "INTEGER";
    case "TINYTEXT":
    case "INET":
    case "CIDR":
    case "MACADDR":
    case "TSVECTOR":
      return "TEXT";
    case "GEOMETRY":
      return "BLOB";
    default:
      return column.type;
  }
}

export const SQLITE_DEFAULTS: DefaultSpelling = {
  zeroDate: null,
  boolean: (value) => (value === "TRUE" ? "1" : "0"),
  today: "CURRENT_DATE",
  now: "CURRENT_TIMESTAMP",
  uuid: null,
  text: sqlString,
  // SQLite takes an expression default only in parentheses.
  expression: expressionSpelling(
    ["datetime", "date", "time", "strftime", "julianday", "random", "randomblob", "hex", "length", "substr", "trim", "ifnull"],
    { words: ["CURRENT_TIMESTAMP", "CURRENT_DATE", "CURRENT_TIME"], wrap: (value) => `(${value})` },
  ),
};

export function columnLines(column: XColumn): string[] {
  const comment = column.comment ? [lineComment(column.comment)] : [];
  if (column.autoIncrement) return [...comment, `${q(column.name)} INTEGER PRIMARY KEY AUTOINCREMENT`];
  let line = `${q(column.name)} ${sqliteType(column)}`;
  if (!column.nullable) line += " NOT NULL";
  line += defaultClause(column, SQLITE_DEFAULTS);
  if (column.unique) line += " UNIQUE";
  if (column.type === "ENUM") line += ` CHECK (${q(column.name)} IN (${column.values.map(sqlString).join(", ")}))`;
  return [...comment, line];
}

export function createTable(table: XTable): string {
  const items: string[][] = table.columns.map(columnLines);
  const auto = table.columns.some((column) => column.autoIncrement);
  if (table.primaryKey.length > 0 && !auto) items.push([`PRIMARY KEY (${table.primaryKey.map((c) => q(c.name)).join(", ")})`]);
  for (const fk of table.foreignKeys) {
    items.push([`CONSTRAINT ${q(fk.name)} FOREIGN KEY (${columnList(fk.columns)}) REFERENCES ${q(fk.refTable.name)} (${columnList(fk.refColumns)})` +
      ` ON DELETE ${fk.onDelete} ON UPDATE ${fk.onUpdate}`]);
  }
  // Commas go after the last code line of an item, never after its comment lines.
  const body = items.map((lines, at) => {
    const last = lines.length - 1;
    return lines.map((line, n) => `  ${line}${n === last && at < items.length - 1 ? "," : ""}`).join("\n");
  });
  const comment = table.comment ? `${lineComment(table.comment)}\n` : "";
  return `${comment}CREATE TABLE ${q(table.name)} (\n${body.join("\n")}\n);`;
}

export function createIndex(table: XTable, index: XIndex): string {
  const unique = index.type === "UNIQUE" ? "UNIQUE " : "";
  const columns = index.columns.map(({ column, order }) => `${q(column.name)}${order === "DESC" ? " DESC" : ""}`);
  const comment = index.comment ? `${lineComment(index.comment)}\n` : "";
  return `${comment}CREATE ${unique}INDEX ${q(index.relationName)} ON ${q(table.name)} (${columns.join(", ")});`;
}

const createIndexes = (table: XTable): string[] => table.indexes.map((index) => createIndex(table, index));

export function sqliteSql(schema: ExportSchema): string {
  const parts = [header("SQLite", schema, SQLITE_DEFAULTS), "PRAGMA foreign_keys = ON;"];
  for (const table of schema.tables) {
    parts.push(createTable(table));
    const indexes = createIndexes(table);
    if (indexes.length > 0) parts.push(indexes.join("\n"));
  }
  return `${parts.join("\n\n")}\n`;
}

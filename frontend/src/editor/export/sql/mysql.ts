/**
 * MySQL / MariaDB (001 §5, §9): InnoDB tables in utf8mb4 / utf8mb4_unicode_ci, referenced tables
 * first, foreign keys inline except those of a cycle, added by ALTER TABLE at the end.
 */
import type { ReferentialAction } from "../../model/types";
import { type ExportSchema, type XColumn, type XForeignKey, type XIndex, type XTable } from "../schema";
import { type DefaultSpelling, decimalArgs, defaultClause, header, mysqlString } from "./common";

export const TABLE_OPTIONS = "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";
/** Types MySQL indexes only by a prefix, and that take a default only as an expression. */
export const LOB_TYPES = new Set(["TEXT", "MEDIUMTEXT", "LONGTEXT", "BLOB", "JSON"]);
const PREFIX = 191;

export const quoteMysql = (name: string) => `\`${name.replace(/`/g, "``")}\``;
const q = quoteMysql;

export function mysqlType(column: XColumn): string {
  const unsigned = column.unsigned ? " UNSIGNED" : "";
  switch (column.type) {
    case "INT":
    case "INTEGER":
      return `INT${unsigned}`;
    case "BIGINT":
    case "TINYINT":
    case "SMALLINT":
    case "MEDIUMINT":
      return `${column.type}${unsigned}`;
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
    case "BOOLEAN":
      return "BOOLEAN";
    case "ENUM":
    case "SET":
      return `${column.type}(${column.values.map(mysqlString).join(",")})`;
    case "UUID":
      return "CHAR(36)";
    default:
      return column.type;
  }
}

export const MYSQL_DEFAULTS: DefaultSpelling = {
  boolean: (value) => value,
  today: "(CURRENT_DATE)",
  now: "CURRENT_TIMESTAMP",
  uuid: "(UUID())",
  // TEXT, BLOB and JSON columns take only expression defaults (MySQL 8.0.13+).
  text: (value, column) => (LOB_TYPES.has(column.type) ? `(${mysqlString(value)})` : mysqlString(value)),
};

export function columnLine(column: XColumn): string {
  let line = `${q(column.name)} ${mysqlType(column)}${column.nullable ? " NULL" : " NOT NULL"}`;
  if (column.autoIncrement) line += " AUTO_INCREMENT";
  line += defaultClause(column, MYSQL_DEFAULTS);
  if (column.comment) line += ` COMMENT ${mysqlString(column.comment)}`;
  return line;
}

/** A key part: TEXT and BLOB columns are indexed on their first characters. */
export const keyPart = (column: XColumn, order = "") => `${q(column.name)}${LOB_TYPES.has(column.type) ? `(${PREFIX})` : ""}${order}`;

export function indexLine(index: XIndex): string {
  const kind = { INDEX: "KEY", UNIQUE: "UNIQUE KEY", FULLTEXT: "FULLTEXT KEY", SPATIAL: "SPATIAL KEY" }[index.type];
  const fulltext = index.type === "FULLTEXT" || index.type === "SPATIAL";
  const parts = index.columns.map(({ column, order }) => (fulltext ? q(column.name) : keyPart(column, order === "DESC" ? " DESC" : "")));
  let line = `${kind} ${q(index.name)} (${parts.join(", ")})`;
  if (index.method && !fulltext) line += ` USING ${index.method}`;
  if (index.comment) line += ` COMMENT ${mysqlString(index.comment)}`;
  return line;
}

/** InnoDB refuses SET DEFAULT. */
export const mysqlAction = (value: ReferentialAction): string => (value === "SET DEFAULT" ? "NO ACTION" : value);

export function foreignKeyClause(fk: XForeignKey): string {
  return `CONSTRAINT ${q(fk.name)} FOREIGN KEY (${q(fk.column.name)}) REFERENCES ${q(fk.refTable.name)} (${q(fk.refColumn.name)})` +
    ` ON DELETE ${mysqlAction(fk.onDelete)} ON UPDATE ${mysqlAction(fk.onUpdate)}`;
}

export function createTable(table: XTable): string {
  const lines = table.columns.map(columnLine);
  if (table.primaryKey.length > 0) lines.push(`PRIMARY KEY (${table.primaryKey.map((c) => keyPart(c)).join(", ")})`);
  for (const column of table.columns) {
    if (column.unique) lines.push(`UNIQUE KEY ${q(column.uniqueName)} (${keyPart(column)})`);
  }
  lines.push(...table.indexes.map(indexLine));
  lines.push(...table.foreignKeys.filter((fk) => !fk.deferred).map(foreignKeyClause));
  const comment = table.comment ? ` COMMENT=${mysqlString(table.comment)}` : "";
  return `CREATE TABLE ${q(table.name)} (\n  ${lines.join(",\n  ")}\n) ${TABLE_OPTIONS}${comment};`;
}

export function mysqlSql(schema: ExportSchema): string {
  const parts = [header("MySQL", schema), "SET NAMES utf8mb4;"];
  parts.push(...schema.tables.map(createTable));
  for (const fk of schema.tables.flatMap((table) => table.foreignKeys).filter((key) => key.deferred)) {
    parts.push(`ALTER TABLE ${q(fk.table.name)} ADD ${foreignKeyClause(fk)};`);
  }
  return `${parts.join("\n\n")}\n`;
}

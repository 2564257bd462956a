/**
 * MySQL / MariaDB (001 §5, §9): InnoDB tables in utf8mb4 / utf8mb4_unicode_ci, referenced tables
 * first, foreign keys inline except those of a cycle, added by ALTER TABLE at the end.
 */
import type { ReferentialAction } from "../../model/types";
import { type ExportSchema, type XColumn, type XForeignKey, type XIndex, type XTable } from "../schema";
import { hasZeroDates, ZERO_DATE_CLOSING, ZERO_DATE_OPENING } from "../zerodates";
import { type DefaultSpelling, decimalArgs, defaultClause, expressionSpelling, header, mysqlString } from "./common";

export const TABLE_OPTIONS = "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";
/** Types MySQL indexes only by a prefix, and that take a default only as an expression. */
export const LOB_TYPES = new Set(["TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "TSVECTOR", "BLOB", "JSON"]);
const PREFIX = 191;
/**
 * The length a TEXT or BLOB column takes when it is a key (primary, unique or foreign, either
 * end): MySQL cannot reference a prefix, so it becomes VARCHAR / VARBINARY. 255 characters of
 * utf8mb4 (1020 bytes) fit InnoDB's 3072-byte key limit three times over.
 */
export const KEY_LENGTH = 255;

export const quoteMysql = (name: string) => `\`${name.replace(/`/g, "``")}\``;
const q = quoteMysql;
/** A key\'s columns, quoted, in key order. */
const columnList = (columns: readonly XColumn[]) => columns.map((column) => q(column.name)).join(", ");

export function mysqlType(column: XColumn): string {
  const unsigned = column.unsigned ? " UNSIGNED" : "";
  if (column.keyed && LOB_TYPES.has(column.type) && column.type !== "JSON") return `${column.type === "BLOB" ? "VARBINARY" : "VARCHAR"}(${KEY_LENGTH})`;
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
    // Types the SQL import keeps from PostgreSQL: MySQL's nearest. A TIMESTAMPTZ is a point in
    // time: DATETIME(6) holds it (in UTC by convention) without TIMESTAMP's 2038 limit.
    case "TIMESTAMPTZ":
      return "DATETIME(6)";
    case "INET":
      return "VARCHAR(45)";
    case "CIDR":
      return "VARCHAR(49)";
    case "MACADDR":
      return "VARCHAR(23)";
    case "TSVECTOR":
      return "TEXT";
    default:
      return column.type;
  }
}

export const MYSQL_DEFAULTS: DefaultSpelling = {
  zeroDate: mysqlString,
  boolean: (value) => value,
  today: "(CURRENT_DATE)",
  now: "CURRENT_TIMESTAMP",
  uuid: "(UUID())",
  // TEXT, BLOB and JSON columns take only expression defaults (MySQL 8.0.13+).
  text: (value, column) => (LOB_TYPES.has(column.type) ? `(${mysqlString(value)})` : mysqlString(value)),
  // Expression defaults go in parentheses (MySQL 8.0.13+, MariaDB 10.2+).
  expression: expressionSpelling(
    ["now", "uuid", "utc_timestamp", "utc_date", "utc_time", "curdate", "curtime", "current_timestamp", "unix_timestamp", "rand", "concat", "json_object", "json_array", "md5", "sha1", "sha2", "date_add", "date_sub", "if", "ifnull", "length", "char_length", "substring", "trim"],
    { words: ["CURRENT_TIMESTAMP", "CURRENT_DATE", "CURRENT_TIME", "LOCALTIME", "LOCALTIMESTAMP"], wrap: (value) => `(${value})` },
  ),
};

export function columnLine(column: XColumn): string {
  let line = `${q(column.name)} ${mysqlType(column)}${column.nullable ? " NULL" : " NOT NULL"}`;
  if (column.autoIncrement) line += " AUTO_INCREMENT";
  line += defaultClause(column, MYSQL_DEFAULTS);
  if (column.comment) line += ` COMMENT ${mysqlString(column.comment)}`;
  return line;
}

/** A key part: TEXT and BLOB columns are indexed on their first characters. */
export const keyPart = (column: XColumn, order = "") => `${q(column.name)}${LOB_TYPES.has(column.type) && !mysqlType(column).includes("(") ? `(${PREFIX})` : ""}${order}`;

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
  return `CONSTRAINT ${q(fk.name)} FOREIGN KEY (${columnList(fk.columns)}) REFERENCES ${q(fk.refTable.name)} (${columnList(fk.refColumns)})` +
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

/** The session's SQL_MODE relaxed around a script whose columns default to a zero date. */
export function zeroDateMode(columns: readonly XColumn[]): { opening: string[]; closing: string[] } {
  return hasZeroDates(columns) ? { opening: [ZERO_DATE_OPENING], closing: [ZERO_DATE_CLOSING] } : { opening: [], closing: [] };
}

export function mysqlSql(schema: ExportSchema): string {
  const mode = zeroDateMode(schema.tables.flatMap((table) => table.columns));
  const parts = [header("MySQL", schema, MYSQL_DEFAULTS), ["SET NAMES utf8mb4;", ...mode.opening].join("\n")];
  parts.push(...schema.tables.map(createTable));
  for (const fk of schema.tables.flatMap((table) => table.foreignKeys).filter((key) => key.deferred)) {
    parts.push(`ALTER TABLE ${q(fk.table.name)} ADD ${foreignKeyClause(fk)};`);
  }
  parts.push(...mode.closing);
  return `${parts.join("\n\n")}\n`;
}

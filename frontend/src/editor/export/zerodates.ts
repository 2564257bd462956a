/**
 * MySQL's zero dates ('0000-00-00', '0000-00-00 00:00:00', with fractional zeros too) as column
 * defaults (issue 13 items 8 and 12). MySQL keeps them, as mysqldump does, under a session
 * SQL_MODE relaxed for the script (strict mode with NO_ZERO_DATE, MySQL 8's default, refuses
 * them); PostgreSQL, SQLite, SQL Server, Laravel (whose migrations run in strict mode) and Django
 * (whose default must be a real datetime) have no such date: they leave the default out, noted.
 */
import type { AttributeType } from "../model/types";
import type { ExportSchema, XColumn } from "./schema";
import { tr } from "../i18n";

const ZERO_DATE_TYPES: readonly AttributeType[] = ["DATE", "DATETIME", "TIMESTAMP", "TIMESTAMPTZ"];
const ZERO_DATE = /^0000-00-00$/;
const ZERO_DATETIME = /^0000-00-00( 00:00:00(\.0+)?)?$/;

/** The zero date the column defaults to, as written, or null. */
export function zeroDate(column: XColumn): string | null {
  if (column.defaultValue === null || column.autoIncrement || !ZERO_DATE_TYPES.includes(column.type)) return null;
  const value = column.defaultValue.trim();
  return (column.type === "DATE" ? ZERO_DATE : ZERO_DATETIME).test(value) ? value : null;
}

export const hasZeroDates = (columns: readonly XColumn[]) => columns.some((column) => zeroDate(column) !== null);

/**
 * What mysqldump writes around a dump: the session's mode saved and cleared of NO_ZERO_DATE,
 * NO_ZERO_IN_DATE and strictness, then restored. Versioned comments, so other clients skip them.
 */
export const ZERO_DATE_OPENING = "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;";
export const ZERO_DATE_CLOSING = "/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;";

/** The notes of a target without zero dates: one per default it leaves out. */
export function zeroDateNotes(schema: ExportSchema): string[] {
  return schema.tables.flatMap((table) => table.columns.flatMap((column) => {
    const value = zeroDate(column);
    return value === null ? [] : [tr("export.impossibleDefault", { column: `${table.name}.${column.name}`, value: JSON.stringify(value), type: column.type })];
  }));
}

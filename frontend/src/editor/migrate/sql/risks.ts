/**
 * The warnings written above risky steps, in the catalogue's language (`engine:migrate.sql`):
 * destructive (« destructif ») when rows or values can be lost (a dropped table or column, a
 * narrower type, ENUM values removed, NOT NULL without a default), a plain warning when the step
 * may only be refused (a NOT NULL column added without a default).
 */
import type { XColumn, XTable } from "../../export/schema";
import { tr } from "../../i18n";

export const warning = (text: string) => `-- ${tr("migrate.sql.warning", { text })}`;
const destructive = (text: string) => tr("migrate.sql.destructive", { text });

export const droppedTable = (table: XTable) => destructive(tr("migrate.sql.droppedTable", { table: table.name }));

export const droppedColumn = (table: XTable, column: XColumn) =>
  destructive(tr("migrate.sql.droppedColumn", { column: `${table.name}.${column.name}` }));

/** The diagram's type with its size, as the user chose it. */
export function typeLabel(column: XColumn): string {
  let label: string = column.type;
  if (column.length !== null) label += `(${column.length})`;
  else if (column.precision !== null) label += `(${column.precision},${column.scale ?? 0})`;
  else if (column.values.length > 0) label += `(${column.values.join(",")})`;
  if (column.unsigned) label += " UNSIGNED";
  return column.array ? `${label}[]` : label;
}

const INTEGER_RANK: Record<string, number> = { TINYINT: 1, SMALLINT: 2, MEDIUMINT: 3, INT: 4, INTEGER: 4, BIGINT: 5 };
/** Decimal digits an integer type can need. */
const INTEGER_DIGITS = [0, 3, 5, 8, 10, 20];
const TEXT_SIZE: Record<string, number> = { TEXT: 65_535, MEDIUMTEXT: 16_777_215, LONGTEXT: 4_294_967_295, JSON: 4_294_967_295 };
const TEXTUAL = new Set(["CHAR", "VARCHAR", "TEXT", "MEDIUMTEXT", "LONGTEXT"]);
const BINARY_SIZE = (column: XColumn) => (column.type === "BLOB" ? 65_535 : (column.length ?? 0));

/** Characters a value of `column` may need once written as text; null when unbounded. */
function textWidth(column: XColumn): number | null {
  if (column.type in INTEGER_RANK) return INTEGER_DIGITS[INTEGER_RANK[column.type]] + 1;
  if (column.type === "DECIMAL" || column.type === "NUMERIC") return (column.precision ?? 10) + 2;
  if (column.type === "ENUM" || column.type === "SET") return column.values.join(",").length;
  if (column.type === "UUID") return 36;
  if (column.type === "BOOLEAN" || column.type === "BOOL") return 5;
  if (column.type === "DATE") return 10;
  if (column.type === "TIME") return 8;
  if (column.type === "DATETIME" || column.type === "TIMESTAMP") return 26;
  if (column.type === "CHAR" || column.type === "VARCHAR") return column.length;
  return column.type in TEXT_SIZE ? TEXT_SIZE[column.type] : null;
}

const textSize = (column: XColumn) => (column.type in TEXT_SIZE ? TEXT_SIZE[column.type] : (column.length ?? 0));

/** Whether every value of `before` fits `after` unchanged. */
export function fits(before: XColumn, after: XColumn): boolean {
  // A value fits a one-element array of a type it fits; an array keeps only its first element.
  if (before.array !== after.array) return !before.array && fits(before, { ...after, array: false });
  const from = before.type;
  const to = after.type;
  if (to in INTEGER_RANK && (from === "BOOLEAN" || from === "BOOL")) return true;
  if (from in INTEGER_RANK && to in INTEGER_RANK) {
    if (before.unsigned && !after.unsigned) return INTEGER_RANK[to] > INTEGER_RANK[from];
    return INTEGER_RANK[to] >= INTEGER_RANK[from] && before.unsigned === after.unsigned;
  }
  const decimal = (type: string) => type === "DECIMAL" || type === "NUMERIC";
  if (decimal(to) && (decimal(from) || from in INTEGER_RANK)) {
    const scale = decimal(from) ? (before.scale ?? 2) : 0;
    const whole = decimal(from) ? (before.precision ?? 10) - scale : INTEGER_DIGITS[INTEGER_RANK[from]];
    const target = after.precision ?? 10;
    const targetScale = after.precision === null ? 2 : (after.scale ?? 0);
    return targetScale >= scale && target - targetScale >= whole;
  }
  if (to === "DOUBLE") return from === "FLOAT" || from === "DOUBLE" || (from in INTEGER_RANK && INTEGER_RANK[from] <= 4);
  if (to === "FLOAT") return from === "FLOAT" || (from in INTEGER_RANK && INTEGER_RANK[from] <= 2);
  if (TEXTUAL.has(to)) {
    if (TEXTUAL.has(from)) return textSize(after) >= textSize(before);
    const width = textWidth(before);
    return width !== null && width <= textSize(after);
  }
  if (to === "ENUM" || to === "SET") return (from === "ENUM" || from === "SET") && before.values.every((value) => after.values.includes(value));
  if (to === "JSON") return from === "JSON";
  if (to === "BOOLEAN" || to === "BOOL") return from === "BOOLEAN" || from === "BOOL";
  if (to === "DATETIME") return from === "DATE" || from === "DATETIME" || from === "TIMESTAMP";
  if (to === "TIMESTAMP") return from === "TIMESTAMP";
  if (to === "UUID") return from === "UUID";
  if (to === "BLOB" || to === "VARBINARY" || to === "BINARY") {
    if (from !== "BLOB" && from !== "VARBINARY" && from !== "BINARY") return false;
    return BINARY_SIZE(after) >= BINARY_SIZE(before) && (to !== "BINARY" || from === "BINARY");
  }
  return from === to;
}

/**
 * The warnings of a column whose definition changes. `typeChanged`: the dialect writes another
 * type (PostgreSQL's INTEGER is both INT and INT UNSIGNED, so it loses nothing there).
 */
export function columnRisks(table: XTable, change: { before: XColumn; after: XColumn }, typeChanged: boolean): string[] {
  const { before, after } = change;
  const where = `${table.name}.${after.name}`;
  const risks: string[] = [];
  const enums = (before.type === "ENUM" || before.type === "SET") && (after.type === "ENUM" || after.type === "SET");
  if (enums) {
    const removed = before.values.filter((value) => !after.values.includes(value));
    if (removed.length > 0) {
      const list = removed.map((value) => `'${value}'`).join(", ");
      risks.push(destructive(tr("migrate.sql.removedValues", { column: where, values: list })));
    }
  } else if (typeChanged && !fits(before, after)) {
    risks.push(destructive(tr("migrate.sql.conversion", { column: where, from: typeLabel(before), to: typeLabel(after) })));
  }
  if (before.nullable && !after.nullable && after.defaultValue === null && !after.autoIncrement) {
    risks.push(destructive(tr("migrate.sql.becomesNotNull", { column: where })));
  }
  return risks;
}

/** A column added NOT NULL with nothing to put in the rows already there. */
export function addedColumnRisks(table: XTable, column: XColumn, hasDefault: boolean): string[] {
  if (column.nullable || column.autoIncrement || hasDefault) return [];
  return [tr("migrate.sql.addedNotNull", { column: `${table.name}.${column.name}` })];
}

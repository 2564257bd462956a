/** What the four SQL dialects share: literals, the header, defaults for DECIMAL. */
import type { ExportSchema, XColumn } from "../schema";

export type SqlDialect = "mysql" | "postgres" | "sqlite" | "sqlserver";
export const SQL_DIALECTS: readonly SqlDialect[] = ["mysql", "postgres", "sqlite", "sqlserver"];

/** DECIMAL(10,2) when the diagram gives no precision (the Django default; Laravel uses 8,2). */
export const SQL_DECIMAL = { precision: 10, scale: 2 } as const;

export function decimalArgs(column: XColumn, fallback: { precision: number; scale: number } = SQL_DECIMAL): [number, number] {
  if (column.precision === null) return [fallback.precision, fallback.scale];
  return [column.precision, column.scale ?? 0];
}

/** A standard string literal: single quotes doubled. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** MySQL also reads backslashes as escapes, so they are doubled too. */
export function mysqlString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** One SQL line comment per line of `text`. */
export function lineComment(text: string): string {
  return text.split(/\r?\n/).map((line) => `-- ${line}`.trimEnd()).join("\n");
}

export function header(title: string, schema: ExportSchema): string {
  const lines = [`-- ${title}`, "-- Généré par Relata"];
  for (const note of schema.notes) lines.push(lineComment(`Note : ${note}`));
  return lines.join("\n");
}

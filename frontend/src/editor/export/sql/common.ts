/** What the four SQL dialects share: literals, the header, defaults for DECIMAL. */
import { columnDefault, type ExportSchema, type XColumn } from "../schema";

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

/** How a dialect spells each kind of column default (see `columnDefault`). */
export interface DefaultSpelling {
  /** `value` is TRUE or FALSE. */
  boolean: (value: string) => string;
  today: string;
  now: string;
  /** null: the dialect has no generated UUID default, the column gets none. */
  uuid: string | null;
  text: (value: string, column: XColumn) => string;
}

export function defaultClause(column: XColumn, spelling: DefaultSpelling): string {
  const found = columnDefault(column);
  if (!found) return "";
  switch (found.kind) {
    case "null":
      return " DEFAULT NULL";
    case "number":
      return ` DEFAULT ${found.value}`;
    case "boolean":
      return ` DEFAULT ${spelling.boolean(found.value)}`;
    case "now":
      return ` DEFAULT ${column.type === "DATE" ? spelling.today : spelling.now}`;
    case "uuid":
      return spelling.uuid === null ? "" : ` DEFAULT ${spelling.uuid}`;
    default:
      return ` DEFAULT ${spelling.text(found.value, column)}`;
  }
}

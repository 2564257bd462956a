/** What the four SQL dialects share: literals, the header, defaults for DECIMAL. */
import { calledFunctions, columnDefault, expressionTokens, type ExportSchema, type XColumn } from "../schema";
import { zeroDate, zeroDateNotes } from "../zerodates";
import { tr } from "../../i18n";

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

export function header(title: string, schema: ExportSchema, spelling?: DefaultSpelling): string {
  const lines = [`-- ${title}`, `-- ${tr("export.generatedBy")}`];
  const dropped = spelling ? [...droppedDefaults(schema, spelling), ...(spelling.zeroDate ? [] : zeroDateNotes(schema))] : [];
  for (const note of [...schema.notes, ...dropped]) lines.push(lineComment(tr("export.note", { note })));
  return lines.join("\n");
}

/** Notes for the expression defaults a dialect cannot run, which its script leaves out. */
export function droppedDefaults(schema: ExportSchema, spelling: DefaultSpelling): string[] {
  const notes: string[] = [];
  for (const table of schema.tables) {
    for (const column of table.columns) {
      const found = columnDefault(column);
      if (found?.kind === "expression" && spelling.expression(found.value, column) === null) {
        notes.push(tr("export.unknownDefault", { column: `${table.name}.${column.name}`, value: found.value }));
      }
    }
  }
  return notes;
}

/** Functions every dialect runs with the same meaning. */
const SHARED_FUNCTIONS = ["lower", "upper", "abs", "coalesce", "round", "replace"];

/**
 * An expression spelling for a dialect: kept (through `wrap`) when every function it calls is in
 * `functions` and it has no PostgreSQL cast unless `casts`; null otherwise.
 */
export function expressionSpelling(functions: readonly string[], { casts = false, words = [] as readonly string[], wrap = (value: string) => value } = {}) {
  const known = new Set([...SHARED_FUNCTIONS, ...functions]);
  const allowedWords = new Set(words.map((word) => word.toUpperCase()));
  return (value: string): string | null => {
    if (!casts && value.includes("::")) return null;
    if (!calledFunctions(value).every((name) => known.has(name))) return null;
    const tokens = expressionTokens(value) ?? [];
    let depth = 0;
    for (let at = 0; at < tokens.length; at += 1) {
      const token = tokens[at];
      depth += token === "(" ? 1 : token === ")" ? -1 : 0;
      const word = depth === 0 && /^[A-Za-z_]/.test(token) && tokens[at + 1] !== "(" && tokens[at - 1] !== "::";
      if (word && !allowedWords.has(token.toUpperCase())) return null;
    }
    return wrap(value);
  };
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
  /** A SQL expression (`columnDefault` kind "expression"), or null when the dialect cannot run it. */
  expression: (value: string, column: XColumn) => string | null;
  /** MySQL's zero dates as a literal (see zerodates.ts), or null where they do not exist. */
  zeroDate: ((value: string) => string) | null;
}

export function defaultClause(column: XColumn, spelling: DefaultSpelling): string {
  const found = columnDefault(column);
  const zero = spelling.zeroDate ? zeroDate(column) : null;
  if (zero !== null && spelling.zeroDate) return ` DEFAULT ${spelling.zeroDate(zero)}`;
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
    case "expression": {
      const spelled = spelling.expression(found.value, column);
      return spelled === null ? "" : ` DEFAULT ${spelled}`;
    }
    default:
      return ` DEFAULT ${spelling.text(found.value, column)}`;
  }
}

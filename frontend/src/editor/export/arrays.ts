/**
 * Array columns (`isArray`: PostgreSQL's `text[]`, `numeric(10,2)[]`, an ENUM's array). PostgreSQL
 * writes them natively; every other target has no array type and holds the values as a JSON
 * array instead, its default (a PostgreSQL literal such as '{}' or '{a,b}') turned into JSON.
 */
import type { XColumn } from "./schema";
import { tr } from "../i18n";

/**
 * A target without arrays. How it writes one, for the note (« exporté en JSON (MySQL n'a pas de
 * type tableau) »), is in the catalogue (`export.arrays.<target>`), in the file's language.
 */
export interface ArrayTarget {
  target: "mysql" | "sqlite" | "sqlserver" | "laravel" | "django";
}

export const ARRAY_TARGETS = {
  mysql: { target: "mysql" },
  sqlite: { target: "sqlite" },
  sqlserver: { target: "sqlserver" },
  laravel: { target: "laravel" },
  django: { target: "django" },
} as const satisfies Record<string, ArrayTarget>;

/** One-dimensional PostgreSQL array literal → JSON array text; null when it is not one. */
export function arrayLiteralJson(literal: string): string | null {
  const body = /^\{(.*)\}$/s.exec(literal.trim())?.[1];
  if (body === undefined) return null;
  const items: (string | null)[] = [];
  const element = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,{}"]*?))\s*(,|$)/y;
  let at = 0;
  while (body.trim() !== "" && at < body.length) {
    element.lastIndex = at;
    const match = element.exec(body);
    if (!match) return null;
    if (match[1] !== undefined) items.push(match[1].replace(/\\(.)/g, "$1"));
    else if (/^null$/i.test(match[2])) items.push(null);
    else items.push(match[2]);
    at = element.lastIndex;
    if (match[3] === "") break;
  }
  if (at < body.length) return null;
  return JSON.stringify(items);
}

/**
 * Makes an array column a JSON one for a target without arrays and says so. A key column becomes
 * TEXT (MySQL and SQL Server index neither JSON nor unbounded text: their keyed TEXT rule bounds it).
 */
export function arrayAsJson(column: XColumn, table: string, target: ArrayTarget, keyed: boolean): string[] {
  const where = `${table}.${column.name}`;
  const element = column.length !== null ? `${column.type}(${column.length})` : column.type;
  const as = keyed ? tr("export.arrayKeyAs") : tr(`export.arrays.${target.target}.as`);
  const notes = [tr("export.arrayAsJson", { column: where, element, as, reason: tr(`export.arrays.${target.target}.reason`) })];
  const original = column.defaultValue;
  const json = original === null || /^null$/i.test(original.trim()) ? original : arrayLiteralJson(original);
  if (json === null && original !== null) notes.push(tr("export.arrayDefault", { column: where, value: JSON.stringify(original) }));
  Object.assign(column, {
    type: keyed ? "TEXT" : "JSON", array: false, length: null, precision: null, scale: null, unsigned: false, values: [],
    defaultValue: json, defaultQuoted: json !== null && !/^null$/i.test(json),
  } satisfies Partial<XColumn>);
  return notes;
}

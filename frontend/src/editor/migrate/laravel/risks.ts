/**
 * What a column change costs the rows already stored, in the document's own types (the Laravel
 * Blueprint types follow them one to one): narrowing types lose data and are flagged; a column
 * that becomes NOT NULL, or is added NOT NULL without a default, needs a value for existing rows.
 */
import type { AttributeType } from "../../model/types";
import { LARAVEL_DECIMAL } from "../../export/laravel/migrations";
import { phpString } from "../../export/laravel/php";
import type { XColumn } from "../../export/schema";
import { tr } from "../../i18n";

const INTEGER_BITS: Partial<Record<AttributeType, number>> = { TINYINT: 8, SMALLINT: 16, MEDIUMINT: 24, INT: 32, INTEGER: 32, BIGINT: 64 };
const DIGITS: Record<number, number> = { 8: 3, 16: 5, 24: 8, 32: 10, 64: 20 };
const TEXT_RANK: Partial<Record<AttributeType, number>> = { TEXT: 1, MEDIUMTEXT: 2, LONGTEXT: 3, JSON: 3 };
const SIZED = new Set<AttributeType>(["VARCHAR", "CHAR"]);
const DECIMAL = new Set<AttributeType>(["DECIMAL", "NUMERIC"]);

const decimal = (column: XColumn) => ({
  places: column.precision === null ? LARAVEL_DECIMAL.scale : (column.scale ?? 0),
  whole: (column.precision ?? LARAVEL_DECIMAL.precision) - (column.precision === null ? LARAVEL_DECIMAL.scale : (column.scale ?? 0)),
});

/** Why a type change may lose stored values, or null when every old value fits the new type. */
export function narrowing(before: XColumn, after: XColumn): string | null {
  const from = before.type;
  const to = after.type;
  const oldBits = INTEGER_BITS[from];
  const newBits = INTEGER_BITS[to];
  if (oldBits && newBits) {
    const max = (bits: number, unsigned: boolean) => (unsigned ? bits : bits - 1);
    const shrinks = max(newBits, after.unsigned) < max(oldBits, before.unsigned) || (after.unsigned && !before.unsigned);
    const named = (type: string, unsigned: boolean) => (unsigned ? tr("migrate.loss.unsignedType", { type }) : type);
    return shrinks ? tr("migrate.loss.intNarrowed", { from: named(from, before.unsigned), to: named(to, after.unsigned) }) : null;
  }
  if (oldBits) {
    if (to === "FLOAT" || to === "DOUBLE" || TEXT_RANK[to]) return null;
    if (SIZED.has(to)) return (after.length ?? 0) > DIGITS[oldBits] ? null : tr("migrate.loss.intToShortText");
    if (DECIMAL.has(to)) return decimal(after).whole >= DIGITS[oldBits] ? null : tr("migrate.loss.intToNarrowDecimal");
    return tr("migrate.loss.typeConversion", { from, to });
  }
  if (SIZED.has(from) && SIZED.has(to)) {
    return (after.length ?? 0) < (before.length ?? 0) ? tr("migrate.loss.lengthReduced", { from: String(before.length), to: String(after.length) }) : null;
  }
  if ((SIZED.has(from) || from === "ENUM" || from === "SET") && TEXT_RANK[to] && to !== "JSON") return null;
  if (TEXT_RANK[from] && TEXT_RANK[to] && from !== "JSON" && to !== "JSON") {
    return (TEXT_RANK[to] as number) < (TEXT_RANK[from] as number) ? tr("migrate.loss.textReduced", { from, to }) : null;
  }
  if (TEXT_RANK[from] && SIZED.has(to)) return tr("migrate.loss.textLimited", { count: after.length ?? 0 });
  if (DECIMAL.has(from) && DECIMAL.has(to)) {
    const [was, is] = [decimal(before), decimal(after)];
    return is.places < was.places || is.whole < was.whole ? tr("migrate.loss.decimalReduced") : null;
  }
  if ((from === "ENUM" || from === "SET") && from === to) {
    const lost = before.values.filter((value) => !after.values.includes(value));
    return lost.length > 0 ? tr("migrate.loss.valuesRemoved", { values: lost.join(", ") }) : null;
  }
  if ((from === "ENUM" || from === "SET") && SIZED.has(to)) {
    return before.values.every((value) => value.length <= (after.length ?? 0)) ? null : tr("migrate.loss.valuesTooLong");
  }
  if (from === to) return null;
  if (from === "FLOAT" && to === "DOUBLE") return null;
  if (from === "DATE" && (to === "DATETIME" || to === "TIMESTAMP")) return null;
  if (from === "TIMESTAMP" && to === "DATETIME") return null;
  if ((from === "BOOLEAN" || from === "BOOL") && (newBits || to === "BOOLEAN" || to === "BOOL")) return null;
  if (from === "UUID" && (TEXT_RANK[to] || (SIZED.has(to) && (after.length ?? 0) >= 36))) return null;
  return tr("migrate.loss.typeConversion", { from, to });
}

/** A PHP value for existing rows of a NOT NULL column that has no default. */
export function oneOffValue(column: XColumn): string {
  const type = column.type;
  if (INTEGER_BITS[type] || type === "FLOAT" || type === "DOUBLE" || DECIMAL.has(type)) return "0";
  if (type === "BOOLEAN" || type === "BOOL") return "false";
  if (type === "ENUM" || type === "SET") return phpString(column.values[0] ?? "");
  if (type === "DATE") return "'1970-01-01'";
  if (type === "DATETIME" || type === "TIMESTAMP") return "'1970-01-01 00:00:00'";
  if (type === "TIME") return "'00:00:00'";
  if (type === "JSON") return "'{}'";
  if (type === "UUID") return "'00000000-0000-0000-0000-000000000000'";
  return "''";
}

/**
 * What a field change costs the rows already stored: one-off defaults for columns that become
 * NOT NULL without a default of their own (what `makemigrations` would ask for), and the
 * warnings (`engine:migrate`, in the reader's language) for changes that lose data (narrowing
 * types) or may fail on existing rows.
 */
import type { FieldState } from "./state";
import { tr } from "../../i18n";

const arg = (field: FieldState, name: string) => {
  const found = field.args.find((text) => text.startsWith(`${name}=`));
  return found === undefined ? null : found.slice(name.length + 1);
};
const numberArg = (field: FieldState, name: string) => {
  const value = arg(field, name);
  return value === null ? null : Number(value);
};
const choices = (field: FieldState) => [...(arg(field, "choices") ?? "").matchAll(/\(("(?:[^"\\]|\\.)*"),/g)].map((match) => JSON.parse(match[1]) as string);

export interface OneOff {
  code: string;
  note: string;
}

/** A value for the rows that exist when a NOT NULL column without a default appears. */
export function oneOffDefault(field: FieldState, targetName: (tableId: string) => string): OneOff {
  const code = oneOffCode(field);
  let note = tr("migrate.django.oneOff", { code });
  if (field.target) note = tr("migrate.django.oneOffKey", { code, target: targetName(field.target) });
  if (field.unique) note = tr("migrate.django.oneOffUnique", { note });
  return { code, note };
}

function oneOffCode(field: FieldState): string {
  switch (field.cls) {
    case "DecimalField":
      return 'Decimal("0")';
    case "FloatField":
      return "0.0";
    case "CharField": {
      const first = choices(field)[0];
      return first === undefined ? '""' : JSON.stringify(first);
    }
    case "TextField":
      return '""';
    case "BooleanField":
      return "False";
    case "DateField":
      return "timezone.localdate";
    case "DateTimeField":
      return "timezone.now";
    case "TimeField":
      return "datetime.time(0, 0)";
    case "JSONField":
      return "dict";
    case "BinaryField":
      return 'b""';
    case "UUIDField":
      return "uuid.uuid4";
    case "ForeignKey":
    case "OneToOneField":
      return "1";
    default:
      return "0";
  }
}

/** Integer classes as the bits of their lower and upper bounds (0 below: positive only). */
const INTEGER_RANGES: Record<string, [number, number]> = {
  SmallIntegerField: [15, 15], PositiveSmallIntegerField: [0, 15], SmallAutoField: [15, 15],
  IntegerField: [31, 31], PositiveIntegerField: [0, 31], AutoField: [31, 31],
  BigIntegerField: [63, 63], PositiveBigIntegerField: [0, 63], BigAutoField: [63, 63],
};
const DIGITS: Record<number, number> = { 15: 5, 31: 10, 63: 19 };
const TEXT = new Set(["CharField", "TextField"]);

/** A foreign key holds values of the key it references (the export copies its type). */
function valueClass(field: FieldState): string {
  if (!field.target) return field.cls;
  const type = field.source?.type;
  if (type === "BIGINT") return "BigIntegerField";
  if (type === "SMALLINT" || type === "TINYINT") return "SmallIntegerField";
  if (type === "UUID") return "UUIDField";
  if (type === "VARCHAR" || type === "CHAR") return "CharField";
  return "IntegerField";
}

/** Why a type change may lose stored values, or null when every old value fits the new type. */
export function narrowing(before: FieldState, after: FieldState): string | null {
  const from = valueClass(before);
  const to = valueClass(after);
  if (before.target && after.target) return from === to ? null : tr("migrate.loss.keyType", { from, to });
  const oldRange = INTEGER_RANGES[from];
  const newRange = INTEGER_RANGES[to];
  if (oldRange && newRange) {
    return newRange[0] < oldRange[0] || newRange[1] < oldRange[1] ? tr("migrate.loss.intNarrowed", { from, to }) : null;
  }
  if (oldRange) {
    if (to === "FloatField" || to === "TextField") return null;
    if (to === "CharField") return (numberArg(after, "max_length") ?? 0) >= DIGITS[oldRange[1]] + 1 ? null : tr("migrate.loss.intToShortText");
    if (to === "DecimalField") {
      const room = (numberArg(after, "max_digits") ?? 0) - (numberArg(after, "decimal_places") ?? 0);
      return room >= DIGITS[oldRange[1]] ? null : tr("migrate.loss.intToNarrowDecimal");
    }
    return tr("migrate.loss.typeConversion", { from, to });
  }
  if (from === "CharField" && to === "CharField") {
    const lost = choices(before).filter((value) => choices(after).length > 0 && !choices(after).includes(value));
    if (lost.length > 0) return tr("migrate.loss.valuesRemoved", { values: lost.join(", ") });
    const shorter = (numberArg(after, "max_length") ?? 0) < (numberArg(before, "max_length") ?? 0);
    return shorter ? tr("migrate.loss.lengthReduced", { from: String(arg(before, "max_length")), to: String(arg(after, "max_length")) }) : null;
  }
  if (TEXT.has(from) && to === "TextField") return null;
  if (from === "TextField" && to === "CharField") return tr("migrate.loss.textLimited", { count: numberArg(after, "max_length") ?? 0 });
  if (from === "DecimalField" && to === "DecimalField") {
    const places = (field: FieldState) => numberArg(field, "decimal_places") ?? 0;
    const whole = (field: FieldState) => (numberArg(field, "max_digits") ?? 0) - places(field);
    return places(after) < places(before) || whole(after) < whole(before) ? tr("migrate.loss.decimalReduced") : null;
  }
  if (from === to) return null;
  if (from === "DateField" && to === "DateTimeField") return null;
  if (from === "BooleanField" && (newRange || TEXT.has(to))) return null;
  if (TEXT.has(to) && !["BinaryField", "JSONField"].includes(from)) {
    return to === "TextField" || (numberArg(after, "max_length") ?? 0) >= 32 ? null : tr("migrate.loss.typeConversion", { from, to });
  }
  return tr("migrate.loss.typeConversion", { from, to });
}

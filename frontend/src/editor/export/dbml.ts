/**
 * The diagram as DBML, dbdiagram.io's language, written so that both dbdiagram's parser
 * (@dbml/core) and the server's import (pydbml, workers/dbmlimport) read it back as the same
 * diagram. Framework-free.
 *
 * - Tables in `schema.name` (public left implicit), their colour as `headercolor`, their comment
 *   as the table's Note; names quoted when they are not plain words or are DBML's own words.
 * - Columns: the type with its length, precision or scale (`varchar(255)`, `decimal(10,2)`,
 *   `text[]`, `"int unsigned"`), then `pk`, `increment`, `not null`, `unique`, `default` and
 *   `note` in dbdiagram's syntax. A composite primary key is a `[pk]` index.
 * - ENUM and SET columns with values get an Enum of their own (`table_column`); DBML has no SET,
 *   so a SET column reads back as an ENUM (said in the header).
 * - Indexes in an `indexes` block (name, unique, `type: hash`, note). DBML has no DESC order
 *   and no FULLTEXT or SPATIAL index: those are written as plain indexes, said in the header.
 * - Relations as Refs: one-to-many `child.col > parent.col`, one-to-one `parent.col -
 *   child.col` (the right side holds the key, as dbdiagram reads it), many-to-many `<>`; a
 *   composite key's columns in key order; `delete:`/`update:` unless NO ACTION, DBML's own
 *   default. A column referencing another without a relation is a `>` Ref too.
 * - Strings (notes, defaults) single-quoted with backslash escapes, which both parsers read.
 *   Neither reads a double quote inside a quoted name: it is dropped from names.
 */
import { areaMembers } from "../model/annotations";
import { AREA, TABLE } from "../model/generated/constants";
import { relationPairs, type Attribute, type DiagramDocument, type Index, type ReferentialAction, type Relation, type Table } from "../model/types";
import { defaultKind, enumValues } from "./schema";
import { tr } from "../i18n";

const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Words DBML reads as its own where a name stands (a column called `note` would be a Note). */
const KEYWORDS = new Set([
  "table", "ref", "enum", "note", "indexes", "project", "tablegroup", "as", "pk", "null", "not",
  "unique", "increment", "default", "primary", "key", "headercolor", "true", "false", "delete", "update",
]);

export function dbmlName(name: string): string {
  return WORD.test(name) && !KEYWORDS.has(name.toLowerCase()) ? name : `"${name.replace(/"/g, "")}"`;
}

/** A single-quoted DBML string. */
export function dbmlString(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/'/g, "\\'")
    .replace(/\r/g, "\\r")
    .replace(/\n/g, "\\n")
    .replace(/\t/g, "\\t");
  return `'${escaped}'`;
}

const tableRef = (table: Table) =>
  table.schema && table.schema !== TABLE.defaultSchema ? `${dbmlName(table.schema)}.${dbmlName(table.name)}` : dbmlName(table.name);

const columnList = (columns: readonly Attribute[]) =>
  columns.length === 1 ? dbmlName(columns[0].name) : `(${columns.map((c) => dbmlName(c.name)).join(", ")})`;

const SIZED = new Set(["VARCHAR", "CHAR", "BINARY", "VARBINARY"]);
const DECIMALS = new Set(["DECIMAL", "NUMERIC"]);
const FLOATS = new Set(["FLOAT", "DOUBLE"]);
const TEMPORAL = new Set(["DATETIME", "TIMESTAMP", "TIMESTAMPTZ", "TIME"]);
const INTEGERS = new Set(["INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "MEDIUMINT"]);

const positive = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : null);
const count = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);

/** The listed values, or none when the column lists none (DBML then gets the bare type). */
function listedValues(attribute: Attribute): string[] {
  const text = attribute.enumValues ?? "";
  if (text.split(",").every((value) => value.trim().replace(/^(['"])(.*)\1$/, "$2") === "")) return [];
  return enumValues(text).map((value) => value.replace(/"/g, ""));
}

function columnType(attribute: Attribute, enumName: string | undefined): string {
  if (enumName) return enumName;
  const type = attribute.type;
  let spelled = type.toLowerCase();
  if (SIZED.has(type) && positive(attribute.length) !== null) spelled += `(${positive(attribute.length)})`;
  else if (DECIMALS.has(type)) {
    const precision = positive(attribute.precision) ?? positive(attribute.length);
    if (precision !== null) spelled += `(${precision},${Math.min(count(attribute.scale) ?? 0, precision)})`;
  } else if (FLOATS.has(type) && positive(attribute.precision) !== null) {
    spelled += count(attribute.scale) !== null ? `(${positive(attribute.precision)},${count(attribute.scale)})` : `(${positive(attribute.precision)})`;
  } else if (TEMPORAL.has(type) && count(attribute.precision) !== null) spelled += `(${count(attribute.precision)})`;
  if (attribute.unsigned && INTEGERS.has(type)) return `"${spelled} unsigned"`;
  return attribute.isArray ? `${spelled}[]` : spelled;
}

/** A default in DBML: numbers, booleans and null bare, expressions in backticks, text quoted. */
function defaultSetting(value: string): string {
  const literal = /^'((?:[^']|'')*)'$/s.exec(value.trim());
  if (literal) return dbmlString(literal[1].replace(/''/g, "'"));
  const kind = defaultKind(value);
  const trimmed = value.trim();
  // pydbml reads only unsigned numbers bare; a signed one is an expression for both parsers.
  if (kind === "number") return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : `\`${trimmed}\``;
  if (kind === "boolean" || kind === "null") return trimmed.toLowerCase();
  if ((kind === "now" || kind === "uuid" || kind === "expression") && !trimmed.includes("`")) return `\`${trimmed}\``;
  return dbmlString(value);
}

function columnLine(attribute: Attribute, soleKey: boolean, enumName: string | undefined): string {
  const settings: string[] = [];
  if (attribute.isPrimaryKey && soleKey) settings.push("pk");
  if (attribute.isAutoIncrement) settings.push("increment");
  if (!attribute.isNullable && !(attribute.isPrimaryKey && soleKey)) settings.push("not null");
  if (attribute.isUnique) settings.push("unique");
  if (attribute.defaultValue !== null && attribute.defaultValue !== undefined) settings.push(`default: ${defaultSetting(attribute.defaultValue)}`);
  if (attribute.comment) settings.push(`note: ${dbmlString(attribute.comment)}`);
  const tail = settings.length > 0 ? ` [${settings.join(", ")}]` : "";
  return `  ${dbmlName(attribute.name)} ${columnType(attribute, enumName)}${tail}`;
}

function indexLine(index: Index, byId: Map<string, Attribute>, notes: string[], table: Table): string | null {
  const columns = index.attributes.map((c) => byId.get(c.attributeId)).filter((c): c is Attribute => c !== undefined);
  if (columns.length === 0) return null;
  const settings: string[] = [];
  if (index.name) settings.push(`name: ${dbmlString(index.name)}`);
  if (index.type === "UNIQUE") settings.push("unique");
  if (index.method === "HASH") settings.push("type: hash");
  if (index.comment) settings.push(`note: ${dbmlString(index.comment)}`);
  if (index.type === "FULLTEXT" || index.type === "SPATIAL") notes.push(tr("export.dbml.plainIndex", { type: index.type, table: table.name }));
  if (index.attributes.some((c) => c.order === "DESC")) notes.push(tr("export.dbml.descOrder", { table: table.name }));
  return `    ${columnList(columns)}${settings.length > 0 ? ` [${settings.join(", ")}]` : ""}`;
}

class Names {
  private taken = new Set<string>();
  has(name: string): boolean {
    return this.taken.has(name.toLowerCase());
  }
  /** `name` as it is (quoted where DBML needs it), kept from later `take`s. */
  keep(name: string): string {
    this.taken.add(name.toLowerCase());
    return name;
  }
  take(wanted: string): string {
    const base = wanted.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+|_+$/g, "") || "enum";
    let name = /^[A-Za-z_]/.test(base) ? base : `e_${base}`;
    for (let n = 2; this.taken.has(name.toLowerCase()) || KEYWORDS.has(name.toLowerCase()); n += 1) name = `${base}_${n}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}

/** Areas as table groups (DBML's grouping of tables), named uniquely, with their colour. */
function tableGroups(doc: DiagramDocument, notes: string[]): string[] {
  const members = areaMembers(doc);
  const names = new Names();
  const groups: string[] = [];
  for (const area of doc.areas ?? []) {
    const tables = members.get(area.id) ?? [];
    if (tables.length === 0) {
      notes.push(tr("export.dbml.emptyArea", { name: area.name }));
      continue;
    }
    const name = area.name.trim() !== "" && !names.has(area.name) ? names.keep(area.name) : names.take(area.name || "zone");
    const color = area.color.toLowerCase() !== AREA.defaultColor ? ` [color: ${area.color}]` : "";
    groups.push([`TableGroup ${dbmlName(name)}${color} {`, ...tables.map((table) => `  ${tableRef(table)}`), "}"].join("\n"));
  }
  return groups;
}

const ACTION: Record<ReferentialAction, string> = {
  CASCADE: "cascade", "SET NULL": "set null", RESTRICT: "restrict", "NO ACTION": "no action", "SET DEFAULT": "set default",
};

function refLine(relation: Relation | null, symbol: ">" | "-" | "<>", left: [Table, Attribute[]], right: [Table, Attribute[]]): string {
  const name = relation?.name ? ` ${dbmlName(relation.name)}` : "";
  const settings: string[] = [];
  if (relation && relation.onDelete !== "NO ACTION") settings.push(`delete: ${ACTION[relation.onDelete]}`);
  if (relation && relation.onUpdate !== "NO ACTION") settings.push(`update: ${ACTION[relation.onUpdate]}`);
  const end = ([table, columns]: [Table, Attribute[]]) => `${tableRef(table)}.${columnList(columns)}`;
  return `Ref${name}: ${end(left)} ${symbol} ${end(right)}${settings.length > 0 ? ` [${settings.join(", ")}]` : ""}`;
}

export function exportDbml(doc: DiagramDocument): string {
  const notes: string[] = [];
  const tables = new Map(doc.tables.map((t) => [t.id, t]));
  const attributes = new Map<string, Attribute>();
  doc.tables.forEach((t) => t.attributes.forEach((a) => attributes.set(a.id, a)));
  const soleKey = (table: Table) => {
    const keys = table.attributes.filter((a) => a.isPrimaryKey);
    return keys.length === 1 ? keys[0] : undefined;
  };

  const enumNames = new Names();
  const enums: string[] = [];
  const enumOf = new Map<string, string>();
  for (const table of doc.tables) {
    for (const attribute of table.attributes) {
      if (attribute.type !== "ENUM" && attribute.type !== "SET") continue;
      const values = listedValues(attribute);
      if (values.length === 0) continue;
      if (attribute.type === "SET") notes.push(tr("export.dbml.setAsEnum", { column: `${table.name}.${attribute.name}` }));
      const name = enumNames.take(`${table.name}_${attribute.name}`);
      const qualified = table.schema && table.schema !== TABLE.defaultSchema ? `${dbmlName(table.schema)}.${name}` : name;
      enumOf.set(attribute.id, qualified + (attribute.isArray ? "[]" : ""));
      enums.push(`Enum ${qualified} {\n${values.map((v) => `  "${v}"`).join("\n")}\n}`);
    }
  }

  const blocks: string[] = [];
  for (const table of doc.tables) {
    const byId = new Map(table.attributes.map((a) => [a.id, a]));
    const keys = table.attributes.filter((a) => a.isPrimaryKey);
    const color = table.color && table.color.toLowerCase() !== TABLE.defaultColor ? ` [headercolor: ${table.color}]` : "";
    const lines = [`Table ${tableRef(table)}${color} {`];
    for (const attribute of table.attributes) lines.push(columnLine(attribute, keys.length === 1, enumOf.get(attribute.id)));
    const indexLines = table.indexes.map((index) => indexLine(index, byId, notes, table)).filter((line): line is string => line !== null);
    if (keys.length > 1) indexLines.unshift(`    ${columnList(keys)} [pk]`);
    if (indexLines.length > 0) lines.push("", "  indexes {", ...indexLines, "  }");
    if (table.comment) lines.push("", `  Note: ${dbmlString(table.comment)}`);
    lines.push("}");
    blocks.push(lines.join("\n"));
  }

  const refs: string[] = [];
  const covered = new Set<string>();
  for (const relation of doc.relations) {
    const from = tables.get(relation.fromTableId);
    const to = tables.get(relation.toTableId);
    if (!from || !to) continue;
    const pairs = relationPairs(relation);
    const parentColumns = pairs.map((p) => (p.fromAttributeId ? attributes.get(p.fromAttributeId) : pairs.length === 1 ? soleKey(from) : undefined));
    const childColumns = pairs.map((p) => (p.toAttributeId ? attributes.get(p.toAttributeId) : relation.type === "many-to-many" && pairs.length === 1 ? soleKey(to) : undefined));
    if (parentColumns.some((c) => !c) || childColumns.some((c) => !c)) {
      notes.push(tr("export.dbml.relationWithoutColumns", { from: from.name, to: to.name }));
      continue;
    }
    const parent: [Table, Attribute[]] = [from, parentColumns as Attribute[]];
    const child: [Table, Attribute[]] = [to, childColumns as Attribute[]];
    if (relation.type === "many-to-many") refs.push(refLine(relation, "<>", parent, child));
    else {
      // dbdiagram reads `Ref: a.x - b.y` with the key on b.y: the referenced side goes first.
      refs.push(relation.type === "one-to-one" ? refLine(relation, "-", parent, child) : refLine(relation, ">", child, parent));
      child[1].forEach((column) => covered.add(column.id));
    }
  }
  for (const table of doc.tables) {
    for (const attribute of table.attributes) {
      if (!attribute.referencedTable || covered.has(attribute.id)) continue;
      const parent = tables.get(attribute.referencedTable);
      const target = attribute.referencedAttribute ? attributes.get(attribute.referencedAttribute) : parent && soleKey(parent);
      if (parent && target) refs.push(refLine(null, ">", [table, [attribute]], [parent, [target]]));
    }
  }

  const groups = tableGroups(doc, notes);
  const stickies = (doc.notes ?? []).filter((note) => note.text.trim() !== "").map((note, i) => `Note note_${i + 1} {\n  ${dbmlString(note.text)}\n}`);
  const header = [`// ${tr("export.dbml.header")}`, ...[...new Set(notes)].map((note) => `// ${tr("export.dbml.notRepresented", { note })}`)];
  return [header.join("\n"), ...enums, ...blocks, ...(refs.length > 0 ? [refs.join("\n")] : []), ...groups, ...stickies].join("\n\n") + "\n";
}

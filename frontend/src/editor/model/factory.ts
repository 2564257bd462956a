/** New tables, attributes and relations with the spec's defaults (001 §3, §5, §9). */
import { NEW_TABLE, TABLE } from "./constants";
import { contentHeight } from "./geometry";
import type { Attribute, AttributeType, DiagramDocument, Relation, Table } from "./types";

export function newId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}_${random.replace(/-/g, "").slice(0, 16)}`;
}

export function newAttribute(name: string, type: AttributeType = "VARCHAR", overrides: Partial<Attribute> = {}): Attribute {
  return {
    id: newId("a"),
    name,
    type,
    isNullable: true,
    isPrimaryKey: false,
    isForeignKey: false,
    isUnique: false,
    isAutoIncrement: false,
    unsigned: false,
    isArray: false,
    defaultValue: null,
    length: type === "VARCHAR" || type === "CHAR" ? 255 : null,
    precision: null,
    scale: null,
    comment: "",
    enumValues: "",
    referencedTable: null,
    referencedAttribute: null,
    ...overrides,
  };
}

/** "Table {n+1}" (the next free number) at 100 + 50 × n, 250 × 80, with an auto-increment primary key `id`. */
export function newTable(doc: DiagramDocument): Table {
  const count = doc.tables.length;
  const position = NEW_TABLE.origin + NEW_TABLE.step * count;
  const id = newAttribute("id", "INT", { isNullable: false, isPrimaryKey: true, isAutoIncrement: true, unsigned: true, length: null });
  // After a deletion "Table {n+1}" may already exist: two tables of one name make SQL that fails.
  const taken = new Set(doc.tables.map((table) => table.name));
  let number = count + 1;
  while (taken.has(`Table ${number}`)) number += 1;
  return {
    id: newId("t"),
    name: `Table ${number}`,
    x: position,
    y: position,
    width: TABLE.defaultWidth,
    // One row needs 75: stored as drawn, at the 80 minimum (001 §9).
    height: Math.max(TABLE.minHeight, contentHeight(1)),
    color: TABLE.defaultColor,
    comment: "",
    schema: TABLE.defaultSchema,
    attributes: [id],
    indexes: [],
    isCollapsed: false,
    slug: false,
    softDeletes: false,
    seeds: [],
  };
}

/** The foreign-key column a relation drag adds: nullable INT named `{source}_id` (001 §5). */
export function foreignKeyFor(source: Table, sourceKey: Attribute | undefined): Attribute {
  return newAttribute(`${source.name.toLowerCase().replace(/\s+/g, "_")}_id`, "INT", {
    isNullable: true,
    isForeignKey: true,
    referencedTable: source.id,
    referencedAttribute: sourceKey?.id ?? null,
  });
}

export function newRelation(from: Table, to: Table, fromAttributeId: string | null, toAttributeId: string | null, oneToOne = false): Relation {
  return {
    id: newId("r"),
    type: oneToOne ? "one-to-one" : "one-to-many",
    fromTableId: from.id,
    toTableId: to.id,
    fromAttributeId,
    toAttributeId,
    name: "",
    label: "",
    onDelete: "CASCADE",
    onUpdate: "CASCADE",
    color: null,
    isDashed: false,
    cardinality: { from: "1", to: oneToOne ? "1" : "N" },
    extraPairs: [],
  };
}

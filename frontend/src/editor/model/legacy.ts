/**
 * The legacy GoJS form (`nodeDataArray` / `linkDataArray`), converted both ways. Twin of
 * document/legacy.py; both run tests/vectors/legacy/*.json.
 */
import { TABLE } from "./constants";
import { LEGACY_LAYOUT, UNNAMED_TABLE } from "./generated/constants";
import { contentHeight } from "./geometry";
import { ATTRIBUTE_TYPES, type Attribute, type AttributeType, type DiagramDocument, type Index, type Relation, type Table } from "./types";

export interface LegacyItem {
  name?: string;
  type?: string;
  nullable?: boolean;
  indexType?: number | null;
  autoIncrement?: boolean;
  unsigned?: boolean;
  defaultValue?: string | number | null;
  enumValues?: string;
  length?: number | null;
  comment?: string;
}

export interface LegacyNode {
  key: string | number;
  label?: string;
  loc?: string;
  color?: string;
  comment?: string;
  slug?: boolean;
  softDeletes?: boolean;
  items?: LegacyItem[];
  seeds?: Array<{ name?: string; data?: Array<{ key?: string; data?: string }> }>;
}

export interface LegacyLink {
  from: string | number;
  to: string | number;
  relationType?: string;
  text?: string;
  toText?: string;
  fromAttrKey?: string | null;
  toAttrKey?: string | null;
}

export interface LegacyDiagram {
  nodeDataArray: LegacyNode[];
  linkDataArray: LegacyLink[];
}

const { origin: ORIGIN, stepX: STEP_X, stepY: STEP_Y } = LEGACY_LAYOUT;

const LARAVEL_TYPES: Record<string, AttributeType> = {
  increments: "INT", integerincrements: "INT", bigincrements: "BIGINT", id: "BIGINT", foreignid: "BIGINT",
  integer: "INT", int: "INT", biginteger: "BIGINT", tinyinteger: "TINYINT", smallinteger: "SMALLINT",
  mediuminteger: "MEDIUMINT", unsignedinteger: "INT", unsignedbiginteger: "BIGINT", string: "VARCHAR",
  char: "CHAR", text: "TEXT", mediumtext: "MEDIUMTEXT", longtext: "LONGTEXT", date: "DATE", datetime: "DATETIME",
  timestamp: "TIMESTAMP", time: "TIME", decimal: "DECIMAL", float: "FLOAT", double: "DOUBLE", boolean: "BOOLEAN",
  enum: "ENUM", set: "SET", json: "JSON", jsonb: "JSON", binary: "BINARY", uuid: "UUID", foreignuuid: "UUID",
};
const ONE_TO_ONE = new Set(["hasone", "belongsto", "morphone", "hasonethrough"]);
const MANY_TO_MANY = new Set(["belongstomany", "morphtomany", "morphedbymany"]);

export const isLegacy = (data: unknown): data is LegacyDiagram =>
  typeof data === "object" && data !== null && "nodeDataArray" in data;

function sqlType(raw: unknown): AttributeType {
  const text = String(raw ?? "").trim();
  if ((ATTRIBUTE_TYPES as readonly string[]).includes(text.toUpperCase())) return text.toUpperCase() as AttributeType;
  return LARAVEL_TYPES[text.replace(/_/g, "").toLowerCase()] ?? "VARCHAR";
}

function location(node: LegacyNode, position: number): [number, number] {
  if (typeof node.loc === "string") {
    const parts = node.loc.split(/\s+/).filter(Boolean);
    if (parts.length === 2 && parts.every((p) => Number.isFinite(Number(p)))) return [Number(parts[0]), Number(parts[1])];
  }
  return [ORIGIN + STEP_X * position, ORIGIN + STEP_Y * position];
}

function attribute(tableId: string, item: LegacyItem, position: number): Attribute {
  const type = sqlType(item.type);
  const length = Number.isInteger(item.length) ? (item.length as number) : type === "VARCHAR" || type === "CHAR" ? 255 : null;
  return {
    id: `${tableId}_a${position}`,
    name: String(item.name || `column_${position + 1}`),
    type,
    isNullable: item.nullable ?? item.indexType !== 0,
    isPrimaryKey: item.indexType === 0,
    isForeignKey: false,
    isUnique: item.indexType === 1,
    isAutoIncrement: Boolean(item.autoIncrement),
    unsigned: Boolean(item.unsigned),
    isArray: false,
    defaultValue: item.defaultValue === null || item.defaultValue === undefined || item.defaultValue === "" ? null : String(item.defaultValue),
    length,
    precision: null,
    scale: null,
    comment: String(item.comment ?? ""),
    enumValues: String(item.enumValues ?? ""),
    referencedTable: null,
    referencedAttribute: null,
  };
}

/** A document from the legacy form; links whose nodes are missing are dropped. */
export function fromLegacy(data: LegacyDiagram): DiagramDocument {
  const tables: Table[] = [];
  const byKey = new Map<string | number, string>();
  const nodes = (data.nodeDataArray ?? []).filter((n) => typeof n === "object" && n !== null);
  nodes.forEach((node, position) => {
    let tableId = `t_${String(node.key ?? position).replace(/\s+/g, "_")}`;
    if ([...byKey.values()].includes(tableId)) tableId = `${tableId}_${position}`;
    byKey.set(node.key ?? position, tableId);
    const items = (node.items ?? []).filter((i) => typeof i === "object" && i !== null);
    const attributes = items.map((item, i) => attribute(tableId, item, i));
    const label = node.label || tableId;
    const indexes: Index[] = items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.indexType === 3)
      .map(({ i }, n) => ({
        id: `${tableId}_i${i}`, name: `idx_${label}_${n + 1}`, type: "INDEX", method: "BTREE", comment: "",
        attributes: [{ attributeId: attributes[i].id, order: "ASC" }],
      }));
    const [x, y] = location(node, position);
    tables.push({
      id: tableId,
      name: String(node.label || node.key || UNNAMED_TABLE),
      x, y,
      width: TABLE.defaultWidth,
      height: contentHeight(attributes.length),
      color: typeof node.color === "string" && /^#[0-9a-fA-F]{6}$/.test(node.color) ? node.color : TABLE.defaultColor,
      comment: String(node.comment ?? ""),
      schema: TABLE.defaultSchema,
      attributes,
      indexes,
      isCollapsed: false,
      slug: Boolean(node.slug),
      softDeletes: Boolean(node.softDeletes),
      seeds: (node.seeds ?? []).filter((s) => typeof s === "object" && s !== null).map((seed) => ({
        name: String(seed.name ?? ""),
        data: (seed.data ?? []).filter((v) => typeof v === "object" && v !== null).map((v) => ({ key: String(v.key ?? ""), data: String(v.data ?? "") })),
      })),
    });
  });
  const tablesById = new Map(tables.map((t) => [t.id, t]));
  const byName = (table: Table, name: unknown) => (name ? (table.attributes.find((a) => a.name === name)?.id ?? null) : null);
  const relations: Relation[] = [];
  (data.linkDataArray ?? []).filter((l) => typeof l === "object" && l !== null).forEach((link, position) => {
    const source = byKey.get(link.from);
    const target = byKey.get(link.to);
    if (!source || !target) return;
    const kind = String(link.relationType ?? "").replace(/_/g, "").toLowerCase();
    const type: Relation["type"] = ONE_TO_ONE.has(kind) ? "one-to-one" : MANY_TO_MANY.has(kind) ? "many-to-many" : "one-to-many";
    relations.push({
      id: `r${position}`,
      type,
      fromTableId: source,
      toTableId: target,
      fromAttributeId: byName(tablesById.get(source)!, link.fromAttrKey),
      toAttributeId: byName(tablesById.get(target)!, link.toAttrKey),
      name: String(link.text ?? ""),
      label: String(link.toText ?? ""),
      onDelete: "CASCADE",
      onUpdate: "CASCADE",
      color: null,
      isDashed: false,
      cardinality: { from: type === "many-to-many" ? "N" : "1", to: type === "one-to-one" ? "1" : "N" },
      extraPairs: [],
    });
  });
  return { format: 1, tables, relations };
}

const LEGACY_RELATION: Record<Relation["type"], string> = {
  "one-to-one": "hasOne",
  "one-to-many": "hasMany",
  "many-to-many": "belongsToMany",
};

/** Same output as document/legacy.py `to_legacy`. */
export function toLegacy(doc: DiagramDocument): LegacyDiagram {
  const names = new Map<string, string>();
  for (const table of doc.tables) for (const a of table.attributes) names.set(`${table.id}|${a.id}`, a.name);
  return {
    nodeDataArray: doc.tables.map((table) => {
      const indexed = new Set(table.indexes.flatMap((i) => i.attributes.map((c) => c.attributeId)));
      return {
        key: table.id,
        label: table.name,
        loc: `${formatNumber(table.x)} ${formatNumber(table.y)}`,
        color: table.color,
        slug: table.slug,
        softDeletes: table.softDeletes,
        seeds: table.seeds,
        items: table.attributes.map((a) => ({
          name: a.name,
          type: a.type,
          nullable: a.isNullable,
          indexType: a.isPrimaryKey ? 0 : a.isUnique ? 1 : indexed.has(a.id) ? 3 : null,
          autoIncrement: a.isAutoIncrement,
          unsigned: a.unsigned,
          defaultValue: a.defaultValue,
          enumValues: a.enumValues,
          length: a.length,
          comment: a.comment,
        })),
      };
    }),
    linkDataArray: doc.relations.map((r) => ({
      from: r.fromTableId,
      to: r.toTableId,
      relationType: LEGACY_RELATION[r.type],
      text: r.name,
      toText: r.label,
      fromAttrKey: names.get(`${r.fromTableId}|${r.fromAttributeId}`) ?? null,
      toAttrKey: names.get(`${r.toTableId}|${r.toAttributeId}`) ?? null,
    })),
  };
}

/** Coordinates as document/legacy.py writes them: integers bare, else 3 decimals at most. */
function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
}

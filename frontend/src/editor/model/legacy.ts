/**
 * The legacy GoJS form (`nodeDataArray` / `linkDataArray`), converted both ways. Twin of
 * document/legacy.py (whose docstring lists every field carried over); both run
 * tests/vectors/legacy/*.json.
 */
import { TABLE } from "./constants";
import { INDEX_METHODS, INDEX_TYPES, LEGACY_LAYOUT, REFERENTIAL_ACTIONS, UNNAMED_TABLE } from "./generated/constants";
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
  precision?: number | null;
  scale?: number | null;
  comment?: string;
  isForeignKey?: boolean;
  foreign?: boolean;
  referencedTable?: string | number | null;
  referencedAttribute?: string | null;
}

export interface LegacyIndex {
  name?: string;
  type?: string;
  method?: string | null;
  comment?: string;
  columns?: Array<string | { name?: string; order?: string }>;
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
  indexes?: LegacyIndex[];
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
  onDelete?: string;
  onUpdate?: string;
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
/** Laravel's foreign-key column types: the column is a foreign key even without a link. */
const FOREIGN_TYPES = new Set(["foreignid", "foreignuuid", "foreignulid", "foreignidfor"]);

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

const count = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

function attribute(tableId: string, item: LegacyItem, position: number): Attribute {
  const type = sqlType(item.type);
  const length = count(item.length) ?? (type === "VARCHAR" || type === "CHAR" ? 255 : null);
  const foreign = FOREIGN_TYPES.has(String(item.type ?? "").replace(/_/g, "").toLowerCase());
  return {
    id: `${tableId}_a${position}`,
    name: String(item.name || `column_${position + 1}`),
    type,
    isNullable: item.nullable ?? item.indexType !== 0,
    isPrimaryKey: item.indexType === 0,
    isForeignKey: Boolean(item.isForeignKey ?? item.foreign ?? foreign),
    isUnique: item.indexType === 1,
    isAutoIncrement: Boolean(item.autoIncrement),
    unsigned: Boolean(item.unsigned),
    isArray: false,
    defaultValue: item.defaultValue === null || item.defaultValue === undefined || item.defaultValue === "" ? null : String(item.defaultValue),
    length,
    precision: count(item.precision),
    scale: count(item.scale),
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
    const indexes = legacyIndexes(node, tableId, attributes, items);
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
  itemReferences(nodes, tables, byKey);
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
      onDelete: action(link.onDelete),
      onUpdate: action(link.onUpdate),
      color: null,
      isDashed: false,
      cardinality: { from: type === "many-to-many" ? "N" : "1", to: type === "one-to-one" ? "1" : "N" },
      extraPairs: [],
    });
    markForeignKey(tablesById, relations[relations.length - 1]);
  });
  return { format: 1, tables, relations };
}

const byName = (table: Table, name: unknown) => (name ? (table.attributes.find((a) => a.name === name)?.id ?? null) : null);

function action(value: unknown): Relation["onDelete"] {
  const text = String(value ?? "").trim().toUpperCase().replace(/_/g, " ");
  return (REFERENTIAL_ACTIONS as readonly string[]).includes(text) ? (text as Relation["onDelete"]) : "CASCADE";
}

/** The link's target column references its source column, as a drawn relation makes it. */
function markForeignKey(tablesById: Map<string, Table>, relation: Relation) {
  if (relation.toAttributeId === null) return;
  const target = tablesById.get(relation.toTableId)!.attributes.find((a) => a.id === relation.toAttributeId)!;
  Object.assign(target, { isForeignKey: true, referencedTable: relation.fromTableId, referencedAttribute: relation.fromAttributeId });
}

/**
 * An item's own referencedTable (a node key, else a label) and referencedAttribute (a column
 * name); a reference to a table or column the file does not hold is dropped, not stored.
 */
function itemReferences(nodes: LegacyNode[], tables: Table[], byKey: Map<string | number, string>) {
  const byLabel = new Map([...tables].reverse().map((t) => [t.name, t]));
  const tablesById = new Map(tables.map((t) => [t.id, t]));
  tables.forEach((table, position) => {
    const items = (nodes[position].items ?? []).filter((i) => typeof i === "object" && i !== null);
    table.attributes.forEach((attribute, i) => {
      const key = items[i]?.referencedTable;
      if (key === null || key === undefined || key === "") return;
      const keyed = byKey.get(key);
      const target = (keyed !== undefined ? tablesById.get(keyed) : undefined) ?? byLabel.get(String(key));
      if (!target) return;
      Object.assign(attribute, { isForeignKey: true, referencedTable: target.id, referencedAttribute: byName(target, items[i].referencedAttribute) });
    });
  });
}

/** The node's indexes[] (composite, unique, full-text…), then a plain index for every indexType 3 column none of them already covers alone. */
function legacyIndexes(node: LegacyNode, tableId: string, attributes: Attribute[], items: LegacyItem[]): Index[] {
  const ids = new Map([...attributes].reverse().map((a) => [a.name, a.id]));
  const label = node.label || tableId;
  const indexes: Index[] = [];
  for (const entry of Array.isArray(node.indexes) ? node.indexes : []) {
    if (typeof entry !== "object" || entry === null) continue;
    const columns: Index["attributes"] = [];
    for (const column of Array.isArray(entry.columns) ? entry.columns : []) {
      const [name, order] = typeof column === "object" && column !== null ? [column.name, column.order] : [column, "ASC"];
      const attributeId = typeof name === "string" || typeof name === "number" ? ids.get(String(name)) : undefined;
      if (attributeId !== undefined && !columns.some((c) => c.attributeId === attributeId)) {
        columns.push({ attributeId, order: String(order).toUpperCase() === "DESC" ? "DESC" : "ASC" });
      }
    }
    if (columns.length === 0) continue;
    const upper = String(entry.type || "INDEX").toUpperCase();
    const type = ((INDEX_TYPES as readonly string[]).includes(upper) ? upper : "INDEX") as Index["type"];
    const method = String(entry.method || "BTREE").toUpperCase();
    indexes.push({
      id: `${tableId}_x${indexes.length}`,
      name: String(entry.name || `idx_${label}_${indexes.length + 1}`),
      type,
      method: type === "FULLTEXT" || type === "SPATIAL" ? null : (INDEX_METHODS as readonly string[]).includes(method) ? (method as Index["method"]) : "BTREE",
      comment: String(entry.comment ?? ""),
      attributes: columns,
    });
  }
  const alone = new Set(indexes.filter((i) => i.attributes.length === 1).map((i) => i.attributes[0].attributeId));
  items.forEach((item, i) => {
    if (item.indexType !== 3 || alone.has(attributes[i].id)) return;
    indexes.push({
      id: `${tableId}_i${i}`, name: `idx_${label}_${indexes.length + 1}`, type: "INDEX", method: "BTREE", comment: "",
      attributes: [{ attributeId: attributes[i].id, order: "ASC" }],
    });
  });
  return indexes;
}

const LEGACY_RELATION: Record<Relation["type"], string> = {
  "one-to-one": "hasOne",
  "one-to-many": "hasMany",
  "many-to-many": "belongsToMany",
};

/** Same output as document/legacy.py `to_legacy`: everything `fromLegacy` reads back. */
export function toLegacy(doc: DiagramDocument): LegacyDiagram {
  const names = new Map<string, string>();
  for (const table of doc.tables) for (const a of table.attributes) names.set(`${table.id}|${a.id}`, a.name);
  return {
    nodeDataArray: doc.tables.map((table) => {
      // indexType 3 is the old tool's one-column index; a composite index is in indexes[] only.
      const indexed = new Set(table.indexes.filter((i) => i.attributes.length === 1).map((i) => i.attributes[0].attributeId));
      const name = (id: string) => names.get(`${table.id}|${id}`)!;
      return {
        key: table.id,
        label: table.name,
        loc: `${formatNumber(table.x)} ${formatNumber(table.y)}`,
        color: table.color,
        comment: table.comment,
        slug: table.slug,
        softDeletes: table.softDeletes,
        seeds: table.seeds,
        indexes: table.indexes.map((i) => ({
          name: i.name, type: i.type, method: i.method, comment: i.comment,
          columns: i.attributes.map((c) => ({ name: name(c.attributeId), order: c.order })),
        })),
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
          precision: a.precision,
          scale: a.scale,
          comment: a.comment,
          isForeignKey: a.isForeignKey,
          referencedTable: a.referencedTable,
          referencedAttribute: names.get(`${a.referencedTable}|${a.referencedAttribute}`) ?? null,
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
      onDelete: r.onDelete,
      onUpdate: r.onUpdate,
    })),
  };
}

/** Coordinates as document/legacy.py writes them: integers bare, else 3 decimals at most. */
function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
}

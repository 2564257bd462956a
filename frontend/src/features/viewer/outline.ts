/**
 * A read-only outline of a diagram document (DESIGN.md §3): the tables with their columns and the
 * relations between them, for the viewer. It reads whatever the server stored without trusting
 * it — a missing or odd field is skipped, never thrown on.
 */

export type OutlineColumn = {
  id: string;
  name: string;
  type: string;
  primaryKey: boolean;
  foreignKey: boolean;
  unique: boolean;
  autoIncrement: boolean;
  nullable: boolean;
  defaultValue: string | null;
  comment: string;
};

export type OutlineTable = { id: string; name: string; comment: string; color: string | null; columns: OutlineColumn[] };

export type RelationKind = "one-to-one" | "one-to-many" | "many-to-many";

export type OutlineRelation = {
  id: string;
  kind: RelationKind;
  name: string;
  from: { table: string; column: string | null };
  to: { table: string; column: string | null };
  onDelete: string | null;
  onUpdate: string | null;
};

export type Outline = { tables: OutlineTable[]; relations: OutlineRelation[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** VARCHAR(255), DECIMAL(10,2), ENUM(a, b), INT UNSIGNED… as a designer would write it. */
export function columnType(attribute: Json): string {
  const base = (text(attribute.type) || "?").toUpperCase();
  const length = num(attribute.length);
  const precision = num(attribute.precision);
  const scale = num(attribute.scale);
  const values = text(attribute.enumValues).split(",").map((v) => v.trim()).filter(Boolean);
  let shown = base;
  if ((base === "ENUM" || base === "SET") && values.length) shown = `${base}(${values.join(", ")})`;
  else if (length !== null) shown = `${base}(${length})`;
  else if (precision !== null) shown = scale !== null ? `${base}(${precision},${scale})` : `${base}(${precision})`;
  return attribute.unsigned === true ? `${shown} UNSIGNED` : shown;
}

function column(attribute: Json, index: number): OutlineColumn {
  const primaryKey = attribute.isPrimaryKey === true;
  const defaultValue = attribute.defaultValue;
  return {
    id: text(attribute.id) || `column-${index}`,
    name: text(attribute.name),
    type: columnType(attribute),
    primaryKey,
    foreignKey: attribute.isForeignKey === true,
    unique: attribute.isUnique === true,
    autoIncrement: attribute.isAutoIncrement === true || attribute.autoIncrement === true,
    // Nullable unless said otherwise (editor spec §3); a primary key never is.
    nullable: !primaryKey && attribute.isNullable !== false,
    defaultValue: defaultValue === null || defaultValue === undefined || defaultValue === "" ? null : text(defaultValue),
    comment: text(attribute.comment),
  };
}

function relationKind(value: unknown): RelationKind {
  return value === "one-to-one" || value === "many-to-many" ? value : "one-to-many";
}

export function outlineOf(document: unknown): Outline {
  const root = isObject(document) ? document : {};
  const tables = list(root.tables).map((table, index): OutlineTable => ({
    id: text(table.id) || `table-${index}`,
    name: text(table.name),
    comment: text(table.comment),
    color: text(table.color) || null,
    columns: list(table.attributes).map(column),
  }));
  const byId = new Map(tables.map((table) => [table.id, table]));
  const end = (tableId: unknown, attributeId: unknown) => {
    const table = byId.get(text(tableId));
    return { table: table?.name ?? "?", column: table?.columns.find((c) => c.id === text(attributeId))?.name ?? null };
  };
  const relations = list(root.relations).map((relation, index): OutlineRelation => ({
    id: text(relation.id) || `relation-${index}`,
    kind: relationKind(relation.type),
    name: text(relation.name) || text(relation.label),
    from: end(relation.fromTableId, relation.fromAttributeId),
    to: end(relation.toTableId, relation.toAttributeId),
    onDelete: text(relation.onDelete) || null,
    onUpdate: text(relation.onUpdate) || null,
  }));
  return { tables, relations };
}

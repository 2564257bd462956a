/**
 * What the Laravel export adds to each table and how its model is named and related: decided once
 * so migrations, models and seeders agree.
 */
import { camel, NameAllocator, pluralOf, singular } from "../names";
import { columnsLabel, type ExportSchema, type XColumn, type XForeignKey, type XTable } from "../schema";
import { classNames, RESERVED_METHODS } from "./php";
import { tr } from "../../i18n";

export interface LaravelSettings {
  /** `App\Models` when empty (001 §3). */
  modelsNamespace: string;
  /** Length of the slug column, 255 when not given. */
  slugSize: number;
  /** Foreign keys in their own migrations, after every table. */
  createForeignMigration: boolean;
}

export const DEFAULT_LARAVEL_SETTINGS: LaravelSettings = { modelsNamespace: "App\\Models", slugSize: 255, createForeignMigration: false };

export interface ModelRelation {
  method: string;
  kind: "belongsTo" | "hasMany" | "hasOne" | "belongsToMany";
  /** The PHP arguments after the related class. */
  related: LaravelTable;
  args: string[];
}

export interface LaravelTable {
  table: XTable;
  /** Null for pivot tables, which get no model. */
  className: string | null;
  addTimestamps: boolean;
  /** The model keeps Eloquent's timestamps (created_at and updated_at both exist). */
  timestamps: boolean;
  addSoftDeletes: boolean;
  addSlug: boolean;
  slugIndex: string;
  /** Column the slug is made from, null when the table has no text column. */
  slugSource: XColumn | null;
  relations: ModelRelation[];
  /** Comment lines for the model: the composite foreign keys it holds, which Eloquent cannot relate. */
  notes: string[];
}

const SLUG_SOURCES = ["name", "title", "label", "nom", "titre", "libelle"];
const TEXT_TYPES = new Set(["VARCHAR", "CHAR", "TEXT", "MEDIUMTEXT", "LONGTEXT"]);
const quoted = (value: string) => `'${value}'`;

export function planLaravel(schema: ExportSchema): LaravelTable[] {
  const models = schema.tables.filter((table) => !table.pivot);
  const names = classNames(models.map((table) => singular(table.name)));
  const indexNames = new NameAllocator(schema.tables.flatMap((t) => [...t.indexes.map((i) => i.name), ...t.columns.map((c) => c.uniqueName).filter(Boolean)]));
  const plans = schema.tables.map((table): LaravelTable => {
    const has = (name: string) => table.columns.some((column) => column.name.toLowerCase() === name);
    const isModel = !table.pivot;
    const addTimestamps = isModel && !has("created_at") && !has("updated_at");
    const slugSource = SLUG_SOURCES.map((name) => table.columns.find((c) => c.name.toLowerCase() === name)).find(Boolean) ??
      table.columns.find((c) => TEXT_TYPES.has(c.type) && c.name.toLowerCase() !== "slug") ?? null;
    return {
      table,
      className: isModel ? names[models.indexOf(table)] : null,
      addTimestamps,
      timestamps: addTimestamps || (has("created_at") && has("updated_at")),
      addSoftDeletes: isModel && table.softDeletes && !has("deleted_at"),
      addSlug: isModel && table.slug && !has("slug"),
      slugIndex: isModel && table.slug && !has("slug") ? indexNames.take(`${table.name}_slug_unique`) : "",
      slugSource,
      relations: [],
      notes: [],
    };
  });
  const byTable = new Map(plans.map((plan) => [plan.table, plan]));
  const methods = new Map(plans.map((plan) => [plan, new NameAllocator(plan.table.columns.map((c) => camel(c.name)))]));
  const add = (owner: LaravelTable, base: string, relation: Omit<ModelRelation, "method">) => {
    const taken = methods.get(owner) as NameAllocator;
    let name = camel(base) || "related";
    if (RESERVED_METHODS.has(name.toLowerCase())) name = `${name}Relation`;
    let candidate = name;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${name}${n}`;
    taken.reserve(candidate);
    owner.relations.push({ method: candidate, ...relation });
  };

  for (const fk of schema.tables.flatMap((table) => table.foreignKeys)) {
    if (fk.table.pivot) continue;
    const child = byTable.get(fk.table) as LaravelTable;
    const parent = byTable.get(fk.refTable) as LaravelTable;
    if (fk.columns.length > 1) {
      // belongsTo and hasMany take one column each: the key stays a constraint of the migration.
      child.notes.push(tr("export.laravel.compositeModel", { columns: fk.columns.map((c) => c.name).join(", "), table: fk.refTable.name, refColumns: fk.refColumns.map((c) => c.name).join(", ") }));
      continue;
    }
    const [column] = fk.columns;
    const keys = [quoted(column.name), quoted(fk.refColumns[0].name)];
    add(child, belongsToName(fk), { kind: "belongsTo", related: parent, args: keys });
    const many = !fk.oneToOne;
    const childName = many ? pluralOf(fk.table.name) : singular(fk.table.name);
    add(parent, fk.table === fk.refTable ? `${childName}_by_${stripId(column.name)}` : childName, { kind: many ? "hasMany" : "hasOne", related: child, args: keys });
  }
  for (const pivot of schema.pivots) {
    const from = byTable.get(pivot.from) as LaravelTable;
    const to = byTable.get(pivot.to) as LaravelTable;
    const table = quoted((schema.tables.find((t) => t.pivot === pivot) as XTable).name);
    add(from, pluralOf(pivot.to.name), { kind: "belongsToMany", related: to, args: [table, quoted(pivot.fromColumn.name), quoted(pivot.toColumn.name)] });
    add(to, pluralOf(pivot.from.name), { kind: "belongsToMany", related: from, args: [table, quoted(pivot.toColumn.name), quoted(pivot.fromColumn.name)] });
  }
  return plans;
}

const stripId = (name: string) => name.replace(/_?id$/i, "") || name;

function belongsToName(fk: XForeignKey): string {
  const [column] = fk.columns;
  const base = stripId(column.name);
  return base !== column.name ? base : singular(fk.refTable.name);
}

/** What the README says of the composite keys the models leave without a relation. */
export function compositeKeyNotes(schema: ExportSchema): string[] {
  return schema.foreignKeys.filter((fk) => fk.columns.length > 1).map((fk) =>
    tr("export.laravel.compositeNote", { label: columnsLabel(fk.table.name, fk.columns.map((c) => c.name)), table: fk.refTable.name }));
}

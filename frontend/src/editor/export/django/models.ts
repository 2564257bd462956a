/**
 * models.py mirroring the diagram (001 §5): lowercased names, Meta.db_table, CharField(max_length)
 * 255 by default, DecimalField(10, 2) by default, ENUM choices (active/inactive by default),
 * ForeignKey / OneToOneField with on_delete from the relation, unique related names,
 * ManyToManyField for many-to-many relations, indexes and unique constraints in Meta.
 */
import { NameAllocator, pluralOf, singular } from "../names";
import { columnDefault, columnsLabel, INTEGER_TYPES, type ExportSchema, type XColumn, type XForeignKey, type XIndex, type XPivot, type XTable } from "../schema";
import { FieldNames, indexName, modelClassNames, pyString, pythonName } from "./naming";
import { APP } from "./project";
import { tr } from "../../i18n";

export const DJANGO_DECIMAL = { precision: 10, scale: 2 } as const;

export interface DjangoModel {
  table: XTable;
  className: string;
  dbTable: string;
  names: FieldNames;
  /** Field name of each column (foreign keys: the relation's name, without `_id`). */
  fieldOf: Map<XColumn, string>;
  /** The primary key column; null when Django adds `id` itself (no single primary key). */
  keyColumn: XColumn | null;
  lines: string[];
  /** The fields as written in models.py, for code that needs them apart (migrations). */
  fields: DjangoField[];
  /** Meta.indexes and Meta.constraints as written; `index` is null for a composite key's constraint. */
  indexes: DjangoMetaEntry[];
  constraints: DjangoMetaEntry[];
  strField: string | null;
  listFields: string[];
  searchFields: string[];
}

/** One field: `models.{cls}({positional}, {args})`. */
export interface DjangoField {
  name: string;
  /** Null for a many-to-many field. */
  column: XColumn | null;
  pivot: XPivot | null;
  /** The related model of a ForeignKey, OneToOneField or ManyToManyField. */
  target: DjangoModel | null;
  cls: string;
  /** The related model as models.py names it ("User", "self"); empty for other fields. */
  positional: string[];
  /** A built-in model the field points to instead (`settings.AUTH_USER_MODEL`, `"auth.Group"`). */
  builtin?: string;
  args: string[];
}

export interface DjangoMetaEntry {
  name: string;
  /** `models.Index(…)` or `models.UniqueConstraint(…)`. */
  text: string;
  index: XIndex | null;
}

export const fieldText = (field: Pick<DjangoField, "cls" | "positional" | "args">) =>
  `models.${field.cls}(${[...field.positional, ...field.args].join(", ")})`;

interface Imports {
  decimal: boolean;
  uuid: boolean;
  timezone: boolean;
  settings: boolean;
}

/**
 * Tables Django's own apps create (the project installs admin, auth, contenttypes and sessions):
 * left out of models.py, a foreign key to one points to the built-in model instead.
 */
export const BUILTIN_MODELS: Readonly<Record<string, string>> = {
  auth_user: "settings.AUTH_USER_MODEL",
  auth_group: '"auth.Group"',
  auth_permission: '"auth.Permission"',
  auth_group_permissions: "",
  auth_user_groups: "",
  auth_user_user_permissions: "",
  django_content_type: '"contenttypes.ContentType"',
  django_session: '"sessions.Session"',
  django_admin_log: '"admin.LogEntry"',
  django_migrations: "",
};

export const isBuiltin = (table: XTable) => !table.pivot && Object.hasOwn(BUILTIN_MODELS, table.name.toLowerCase());

const ON_DELETE = { CASCADE: "models.CASCADE", "SET NULL": "models.SET_NULL", RESTRICT: "models.RESTRICT", "NO ACTION": "models.PROTECT", "SET DEFAULT": "models.SET_DEFAULT" } as const;
const TEXT_FIELDS = new Set(["CharField", "TextField"]);

function fieldType(column: XColumn): { cls: string; args: string[] } {
  const t = column.type;
  if (column.autoIncrement) return { cls: t === "BIGINT" ? "BigAutoField" : t === "SMALLINT" || t === "TINYINT" ? "SmallAutoField" : "AutoField", args: [] };
  const positive = column.unsigned ? "Positive" : "";
  switch (t) {
    case "INT":
    case "INTEGER":
    case "MEDIUMINT":
      return { cls: `${positive}IntegerField`, args: [] };
    case "BIGINT":
      return { cls: `${positive}BigIntegerField`, args: [] };
    case "SMALLINT":
    case "TINYINT":
      return { cls: `${positive}SmallIntegerField`, args: [] };
    case "VARCHAR":
    case "CHAR":
      return { cls: "CharField", args: [`max_length=${column.length}`] };
    case "SET":
      return { cls: "CharField", args: ["max_length=255"] };
    case "ENUM": {
      const longest = Math.max(1, ...column.values.map((value) => value.length));
      const choices = column.values.map((value) => `(${pyString(value)}, ${pyString(value)})`).join(", ");
      return { cls: "CharField", args: [`max_length=${longest}`, `choices=[${choices}]`] };
    }
    case "TINYTEXT":
    case "TEXT":
    case "MEDIUMTEXT":
    case "LONGTEXT":
    case "TSVECTOR":
      return { cls: "TextField", args: [] };
    case "DATE":
      return { cls: "DateField", args: [] };
    case "DATETIME":
    case "TIMESTAMP":
    case "TIMESTAMPTZ":
      return { cls: "DateTimeField", args: [] };
    case "YEAR":
      return { cls: "PositiveSmallIntegerField", args: [] };
    // Portable fields (the project runs on SQLite by default): PostgreSQL's network types as
    // text, a geometry as bytes (GeoDjango's fields need a spatial database).
    case "INET":
      return { cls: "GenericIPAddressField", args: [] };
    case "CIDR":
      return { cls: "CharField", args: ["max_length=49"] };
    case "MACADDR":
      return { cls: "CharField", args: ["max_length=23"] };
    case "GEOMETRY":
      return { cls: "BinaryField", args: [] };
    case "TIME":
      return { cls: "TimeField", args: [] };
    case "DECIMAL":
    case "NUMERIC": {
      const precision = column.precision ?? DJANGO_DECIMAL.precision;
      const scale = column.precision === null ? DJANGO_DECIMAL.scale : (column.scale ?? 0);
      return { cls: "DecimalField", args: [`max_digits=${precision}`, `decimal_places=${scale}`] };
    }
    case "FLOAT":
    case "DOUBLE":
      return { cls: "FloatField", args: [] };
    case "BOOLEAN":
    case "BOOL":
      return { cls: "BooleanField", args: [] };
    case "JSON":
      return { cls: "JSONField", args: [] };
    case "BINARY":
    case "VARBINARY":
      return { cls: "BinaryField", args: [`max_length=${column.length}`] };
    case "BLOB":
      return { cls: "BinaryField", args: [] };
    case "UUID":
      return { cls: "UUIDField", args: [] };
  }
}

/** The default in Python, or undefined when Django would refuse or warn about it. */
function pyDefault(column: XColumn, imports: Imports): string | undefined {
  const found = columnDefault(column);
  if (!found || found.kind === "null" || found.kind === "expression") return undefined;
  const t = column.type;
  if (found.kind === "boolean") return found.value === "TRUE" ? "True" : "False";
  if (found.kind === "now") {
    imports.timezone = true;
    return t === "DATE" ? "timezone.localdate" : "timezone.now";
  }
  if (found.kind === "uuid") {
    imports.uuid = true;
    return "uuid.uuid4";
  }
  if (found.kind === "number" && INTEGER_TYPES.includes(t)) return /^[-+]?\d+$/.test(found.value) ? String(Number.parseInt(found.value, 10)) : undefined;
  if (found.kind === "number" && (t === "DECIMAL" || t === "NUMERIC")) {
    imports.decimal = true;
    return `Decimal(${pyString(found.value)})`;
  }
  if (found.kind === "number") return String(Number(found.value));
  if (t === "JSON") return found.value.trim() === "{}" ? "dict" : found.value.trim() === "[]" ? "list" : undefined;
  if (t === "DATE") return /^\d{4}-\d{2}-\d{2}$/.test(found.value) ? pyString(found.value) : undefined;
  if (t === "TIME") return /^\d{2}:\d{2}(:\d{2})?$/.test(found.value) ? pyString(found.value) : undefined;
  if (t === "DATETIME" || t === "TIMESTAMP") return undefined;
  return pyString(found.value);
}

function commentArgs(comment: string): string[] {
  return comment ? [`db_comment=${pyString(comment)}`, `help_text=${pyString(comment)}`] : [];
}

/**
 * The keys models.py writes as ForeignKey or OneToOneField: one column each (Django 4.2 has no
 * composite foreign key, whose columns stay plain fields, see `compositeKeyNotes`), to a model
 * the project has.
 */
const relationKeys = (table: XTable) =>
  table.foreignKeys.filter((fk) => fk.columns.length === 1 && (!isBuiltin(fk.refTable) || BUILTIN_MODELS[fk.refTable.name.toLowerCase()]));

export function planModels(schema: ExportSchema): DjangoModel[] {
  const tables = schema.tables.filter((table) => !table.pivot && !isBuiltin(table));
  const classNames = modelClassNames(tables.map((table) => table.name.toLowerCase()));
  return tables.map((table, at) => {
    const names = new FieldNames();
    const fieldOf = new Map<XColumn, string>();
    const keys = new Set(relationKeys(table).map((fk) => fk.columns[0]));
    const single = table.primaryKey.length === 1 ? table.primaryKey[0] : table.columns.find((c) => c.name.toLowerCase() === "id");
    if (!single) names.reserve("id");
    for (const column of table.columns) {
      if (!keys.has(column)) fieldOf.set(column, names.take(column.name, "field", { primaryKey: column === single }));
    }
    for (const fk of relationKeys(table)) {
      const column = fk.columns[0];
      const stripped = column.name.replace(/_id$/i, "");
      fieldOf.set(column, names.take(stripped && stripped !== column.name ? stripped : column.name, "field", { attname: true }));
    }
    return {
      table, className: classNames[at], dbTable: table.name.toLowerCase(), names, fieldOf, keyColumn: single ?? null, lines: [], fields: [], indexes: [], constraints: [],
      strField: null, listFields: [], searchFields: [],
    };
  });
}

/** Writes each model's field lines; reverse names are given once every field is named. */
export function modelsPy(schema: ExportSchema, models: DjangoModel[]): string {
  const imports: Imports = { decimal: false, uuid: false, timezone: false, settings: false };
  const byTable = new Map(models.map((model) => [model.table, model]));
  const m2mFields = new Map<DjangoModel, { name: string; pivot: (typeof schema.pivots)[number] }[]>();
  for (const pivot of schema.pivots) {
    const from = byTable.get(pivot.from);
    if (!from || !byTable.has(pivot.to)) continue;
    const list = m2mFields.get(from) ?? [];
    list.push({ name: from.names.take(pluralOf(pythonName(pivot.to.name, "items")), "items"), pivot });
    m2mFields.set(from, list);
  }
  // Index and table names share one namespace in SQLite and PostgreSQL.
  const indexNames = new NameAllocator(schema.tables.map((table) => table.name.toLowerCase()));
  const builtinNames = new Map<string, FieldNames>();
  const relatedName = (target: DjangoModel | string, base: string) => {
    if (typeof target !== "string") return target.names.take(base, "related");
    // Reverse names on a built-in model start with the app's name, clear of its own fields.
    if (!builtinNames.has(target)) builtinNames.set(target, new FieldNames());
    return (builtinNames.get(target) as FieldNames).take(`${APP}_${base}`, "related");
  };

  for (const model of models) {
    const table = model.table;
    const keyOf = new Map(relationKeys(table).map((fk) => [fk.columns[0], fk]));
    const composites = new Map(table.foreignKeys.filter((fk) => fk.columns.length > 1).map((fk) => [fk.columns[0], fk]));
    for (const column of table.columns) {
      const name = model.fieldOf.get(column) as string;
      const composite = composites.get(column);
      if (composite) {
        const list = (columns: XColumn[]) => columns.map((c) => c.name.toLowerCase()).join(", ");
        model.lines.push(`    # ${tr("export.django.compositeComment", { columns: list(composite.columns), table: composite.refTable.name.toLowerCase(), refColumns: list(composite.refColumns) })}`);
      }
      const fk = keyOf.get(column);
      const isKey = column === model.keyColumn;
      const found = columnDefault(column);
      // db_default comes with Django 5.0; the project targets 4.2.
      if (found?.kind === "expression") model.lines.push(`    # ${tr("export.django.droppedDefault", { value: found.value.replace(/\s+/g, " ") })}`);
      const field = fk ? foreignKeyField(model, fk, byTable, relatedName, imports) : plainField(column, name, isKey, imports);
      model.fields.push(field);
      model.lines.push(`    ${name} = ${fieldText(field)}`);
      if (!model.strField && !fk && TEXT_FIELDS.has(fieldType(column).cls) && !isKey) model.strField = name;
      if (model.listFields.length < 4 && !isKey && !["BinaryField", "JSONField"].includes(fieldType(column).cls)) model.listFields.push(name);
      if (model.searchFields.length < 3 && !fk && TEXT_FIELDS.has(fieldType(column).cls)) model.searchFields.push(name);
    }
    for (const { name, pivot } of m2mFields.get(model) ?? []) {
      const target = byTable.get(pivot.to) as DjangoModel;
      const self = pivot.to === pivot.from;
      const reverse = relatedName(target, self ? `${pluralOf(model.dbTable)}_related` : pluralOf(model.dbTable));
      const field: DjangoField = {
        name, column: null, pivot, target, cls: "ManyToManyField", positional: [pyString(self ? "self" : target.className)],
        args: [...(self ? ["symmetrical=False"] : []), `related_name=${pyString(reverse)}`, `db_table=${pyString(tableOf(schema, pivot).toLowerCase())}`, "blank=True"],
      };
      model.fields.push(field);
      model.lines.push(`    ${name} = ${fieldText(field)}`);
    }
    model.lines.push(...metaLines(model, indexNames));
  }

  const head = ["from django.db import models"];
  if (imports.settings) head.unshift("from django.conf import settings");
  if (imports.timezone) head.push("from django.utils import timezone");
  const std = [...(imports.decimal ? ["from decimal import Decimal"] : []), ...(imports.uuid ? ["import uuid"] : [])];
  const header = `"""Models generated by Relata from the diagram. Run makemigrations after any change."""\n\n${std.length > 0 ? `${std.sort().join("\n")}\n\n` : ""}${head.join("\n")}\n`;
  const classes = models.map((model) => {
    const str = model.strField ? `str(self.${model.strField})` : `f"${model.className} {self.pk}"`;
    return `class ${model.className}(models.Model):\n${model.lines.join("\n")}\n\n    def __str__(self):\n        return ${str}\n`;
  });
  return `${header}\n\n${classes.join("\n\n")}`;
}

const tableOf = (schema: ExportSchema, pivot: ExportSchema["pivots"][number]) => (schema.tables.find((t) => t.pivot === pivot) as XTable).name;

function plainField(column: XColumn, name: string, primaryKey: boolean, imports: Imports): DjangoField {
  const { cls, args } = fieldType(column);
  if (primaryKey && !column.autoIncrement) args.push("primary_key=True");
  if (column.autoIncrement) args.push("primary_key=True");
  if (column.unique && !primaryKey) args.push("unique=True");
  if (column.nullable && !primaryKey) args.push("null=True", "blank=True");
  const fallback = pyDefault(column, imports);
  if (fallback !== undefined) args.push(`default=${fallback}`);
  if (name !== column.name.toLowerCase()) args.push(`db_column=${pyString(column.name.toLowerCase())}`);
  args.push(...commentArgs(column.comment));
  return { name, column, pivot: null, target: null, cls, positional: [], args };
}

/** What the README says of the composite keys models.py keeps as plain columns. */
export function compositeKeyNotes(schema: ExportSchema): string[] {
  return schema.tables.filter((table) => !table.pivot && !isBuiltin(table)).flatMap((table) => table.foreignKeys.filter((fk) => fk.columns.length > 1).map((fk) =>
    tr("export.django.compositeNote", { label: columnsLabel(table.name, fk.columns.map((column) => column.name)), table: fk.refTable.name })));
}

function foreignKeyField(model: DjangoModel, fk: XForeignKey, byTable: Map<XTable, DjangoModel>, relatedName: (target: DjangoModel | string, base: string) => string, imports: Imports): DjangoField {
  const [column] = fk.columns;
  const [refColumn] = fk.refColumns;
  const builtin = isBuiltin(fk.refTable) ? BUILTIN_MODELS[fk.refTable.name.toLowerCase()] : null;
  if (builtin === "settings.AUTH_USER_MODEL") imports.settings = true;
  const target = builtin ? null : (byTable.get(fk.refTable) as DjangoModel);
  const name = model.fieldOf.get(column) as string;
  const self = target === model;
  const primaryKey = column.primaryKey && fk.table.primaryKey.length === 1;
  const cls = fk.oneToOne ? "OneToOneField" : "ForeignKey";
  let onDelete: string = ON_DELETE[fk.onDelete];
  const fallback = pyDefault(column, imports);
  if (fk.onDelete === "SET DEFAULT" && fallback === undefined) onDelete = "models.PROTECT";
  const reverseBase = fk.oneToOne ? singular(model.dbTable) : pluralOf(model.dbTable);
  const reverse = relatedName(target ?? (builtin as string), self ? `${reverseBase}_by_${name}` : reverseBase);
  const args = [`on_delete=${onDelete}`, `related_name=${pyString(reverse)}`];
  const targetKey = fk.refTable.primaryKey.length === 1 && fk.refTable.primaryKey[0] === refColumn;
  if (!targetKey) args.push(`to_field=${pyString(target ? (target.fieldOf.get(refColumn) as string) : refColumn.name.toLowerCase())}`);
  if (primaryKey) args.push("primary_key=True");
  if (column.nullable) args.push("null=True", "blank=True");
  if (fallback !== undefined) args.push(`default=${fallback}`);
  if (`${name}_id` !== column.name.toLowerCase()) args.push(`db_column=${pyString(column.name.toLowerCase())}`);
  args.push(...commentArgs(column.comment));
  const positional = builtin ?? pyString(self ? "self" : (target as DjangoModel).className);
  return { name, column, pivot: null, target, cls, positional: [positional], args, ...(builtin ? { builtin } : {}) };
}

function metaLines(model: DjangoModel, names: NameAllocator): string[] {
  const table = model.table;
  const fields = (columns: XColumn[], ordered?: ("ASC" | "DESC")[]) =>
    `[${columns.map((c, at) => pyString(`${ordered?.[at] === "DESC" ? "-" : ""}${model.fieldOf.get(c)}`)).join(", ")}]`;
  const { indexes, constraints } = model;
  if (table.primaryKey.length > 1) {
    const name = names.take(`${model.dbTable}_pk`);
    constraints.push({ name, text: `models.UniqueConstraint(fields=${fields(table.primaryKey)}, name=${pyString(name)})`, index: null });
  }
  for (const index of table.indexes) {
    const columns = index.columns.map((entry) => entry.column);
    if (index.type === "UNIQUE") {
      const name = names.take(pythonName(index.relationName, "uniq"));
      constraints.push({ name, text: `models.UniqueConstraint(fields=${fields(columns)}, name=${pyString(name)})`, index });
    } else {
      const name = indexName(index.relationName, names);
      indexes.push({ name, text: `models.Index(fields=${fields(columns, index.columns.map((entry) => entry.order))}, name=${pyString(name)})`, index });
    }
  }
  const lines = ["", "    class Meta:", `        db_table = ${pyString(model.dbTable)}`];
  if (table.comment) lines.push(`        db_table_comment = ${pyString(table.comment)}`);
  if (indexes.length > 0) lines.push("        indexes = [", ...indexes.map((entry) => `            ${entry.text},`), "        ]");
  if (constraints.length > 0) lines.push("        constraints = [", ...constraints.map((entry) => `            ${entry.text},`), "        ]");
  return lines;
}

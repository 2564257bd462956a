/**
 * The Django models of one diagram version, as the export writes them (export/django/models.ts),
 * keyed by the ids behind them so two versions can be compared: table id → model, attribute id →
 * field, relation id → many-to-many field, index id → Meta entry. Field definitions are kept in
 * the form a migration spells them (`to="diagram.user"`, `serialize=False` on primary keys), so
 * `makemigrations --check` finds the migration state equal to the models.
 */
import type { DiagramDocument } from "../../model/types";
import { planModels, modelsPy, type DjangoField, type DjangoMetaEntry } from "../../export/django/models";
import { APP } from "../../export/django/project";
import { pyString } from "../../export/django/naming";
import { ARRAY_TARGETS } from "../../export/arrays";
import { prepareExport, type XColumn } from "../../export/schema";
import { indexIds } from "../index-ids";

export interface FieldState {
  /** `col:<attribute id>`, `m2m:<relation id>`, or `auto:id` for the key Django adds itself. */
  key: string;
  name: string;
  cls: string;
  /** Keyword arguments, `to=` excepted (see `fieldCode`). */
  args: string[];
  /** Table id of the related model. */
  target: string | null;
  /** A built-in related model, as Python code (`settings.AUTH_USER_MODEL`, `"auth.Group"`). */
  builtin?: string | null;
  /** The database column; null for a many-to-many field. */
  column: string | null;
  /** `db_column` when the field sets it. */
  dbColumn: string | null;
  /** The pivot table of a many-to-many field. */
  m2mTable: string | null;
  nullable: boolean;
  hasDefault: boolean;
  primaryKey: boolean;
  unique: boolean;
  source: XColumn | null;
}

export interface MetaState {
  /** `index:<index id>`, or `pk` for a composite primary key's unique constraint. */
  key: string;
  name: string;
  text: string;
  /** The fields it covers (`-` for descending order removed). */
  fields: string[];
}

export interface ModelState {
  /** The table id. */
  key: string;
  name: string;
  dbTable: string;
  comment: string;
  fields: FieldState[];
  indexes: MetaState[];
  constraints: MetaState[];
}

/** Models in the export's dependency order (referenced first). */
export interface DjangoState {
  models: ModelState[];
}

const IMPLICIT_KEY = 'models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")';

export function djangoState(doc: DiagramDocument): DjangoState {
  const schema = prepareExport(doc, { arrays: ARRAY_TARGETS.django });
  const models = planModels(schema);
  modelsPy(schema, models);
  const ids = indexIds(doc, schema);
  return {
    models: models.map((model) => {
      const fields = model.fields.map(fieldState);
      if (!model.keyColumn) {
        fields.unshift({
          key: "auto:id", name: "id", cls: "BigAutoField", args: ["auto_created=True", "primary_key=True", "serialize=False", 'verbose_name="ID"'],
          target: null, column: "id", dbColumn: null, m2mTable: null, nullable: false, hasDefault: false, primaryKey: true, unique: false, source: null,
        });
      }
      const meta = (entry: DjangoMetaEntry): MetaState => ({
        key: entry.index ? `index:${ids.get(entry.index) ?? `name:${entry.name}`}` : "pk",
        name: entry.name,
        text: entry.text,
        fields: [...(/fields=\[([^\]]*)\]/.exec(entry.text)?.[1] ?? "").matchAll(/"-?([^"]+)"/g)].map((match) => match[1]),
      });
      return {
        key: model.table.id, name: model.className, dbTable: model.dbTable, comment: model.table.comment,
        fields, indexes: model.indexes.map(meta), constraints: model.constraints.map(meta),
      };
    }),
  };
}

function fieldState(field: DjangoField): FieldState {
  const args = [...field.args];
  // A model's primary key never serializes: Django sets it on the model, a migration must say it.
  const keyAt = args.indexOf("primary_key=True");
  if (keyAt >= 0) args.splice(keyAt + 1, 0, "serialize=False");
  const arg = (name: string) => {
    const found = args.find((text) => text.startsWith(`${name}=`));
    return found === undefined ? null : found.slice(name.length + 1);
  };
  const unquote = (value: string | null) => (value === null ? null : (JSON.parse(value) as string));
  const dbColumn = unquote(arg("db_column"));
  const column = field.cls === "ManyToManyField" ? null : (dbColumn ?? (field.target || field.builtin ? `${field.name}_id` : field.name));
  return {
    key: field.pivot ? `m2m:${field.pivot.relation.id}` : `col:${(field.column as XColumn).id}`,
    name: field.name, cls: field.cls, args, target: field.target?.table.id ?? null, builtin: field.builtin ?? null, column, dbColumn,
    m2mTable: unquote(arg("db_table")), nullable: arg("null") === "True", hasDefault: arg("default") !== null,
    primaryKey: keyAt >= 0, unique: arg("unique") === "True" || field.cls === "OneToOneField", source: field.column,
  };
}

/** `models.X(…)` as a migration writes it; `nameOf` gives a related model's class name. */
export function fieldCode(field: FieldState, nameOf: (tableId: string) => string, args: string[] = field.args): string {
  if (field.key === "auto:id") return IMPLICIT_KEY;
  const all = field.target ? [...args, `to=${pyString(`${APP}.${nameOf(field.target).toLowerCase()}`)}`] : field.builtin ? [...args, `to=${field.builtin}`] : args;
  return `models.${field.cls}(${all.join(", ")})`;
}

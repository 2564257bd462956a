/**
 * The operations that turn the models of version A into those of version B, matched by id, in an
 * order where every step finds what it needs:
 *   1. indexes and constraints that go or change are removed (Django 4.2 does not follow a field
 *      rename inside Meta.indexes, and a remade SQLite table recreates them);
 *   2. fields that go are removed, and fields pointing to a model that goes stop pointing to it;
 *   3. models that go are deleted, those they reference last;
 *   4. kept models are renamed (RenameModel, AlterModelTable, AlterModelTableComment);
 *   5. new models are created, referenced first; relations to a model not there yet wait for 6;
 *   6. kept fields are renamed then altered, new fields added;
 *   7. indexes are renamed, new and changed indexes and constraints added.
 * Names that two entities swap go through a temporary name.
 */
import { pyString } from "../../export/django/naming";
import { swapSafely } from "../renames";
import { operation, pyList, type Operation } from "./python";
import { narrowing, oneOffDefault } from "./risks";
import { fieldCode, type DjangoState, type FieldState, type MetaState, type ModelState } from "./state";
import { tr } from "../../i18n";

const destructive = (text: string) => `${tr("migrate.destructiveMark")} ${text}`;

export function planOperations(before: DjangoState, after: DjangoState): Operation[] {
  return new Planner(before, after).run();
}

interface FieldPair {
  model: ModelState;
  before: FieldState;
  after: FieldState;
}

class Planner {
  private readonly ops: Operation[] = [];
  private readonly oldModels: Map<string, ModelState>;
  private readonly newModels: Map<string, ModelState>;
  /** Each model's class name in the migration state as operations are added. */
  private readonly names = new Map<string, string>();
  private readonly available = new Set<string>();
  private readonly kept: [ModelState, ModelState][];
  private readonly pairs: FieldPair[] = [];
  private readonly removed: [ModelState, FieldState][] = [];
  private readonly retargeted = new Set<FieldState>();
  private readonly added: [ModelState, FieldState][] = [];

  constructor(private readonly before: DjangoState, private readonly after: DjangoState) {
    this.oldModels = new Map(before.models.map((model) => [model.key, model]));
    this.newModels = new Map(after.models.map((model) => [model.key, model]));
    for (const model of before.models) {
      this.names.set(model.key, model.name);
      this.available.add(model.key);
    }
    this.kept = after.models.flatMap((model) => {
      const old = this.oldModels.get(model.key);
      return old ? [[old, model] as [ModelState, ModelState]] : [];
    });
    for (const [old, model] of this.kept) {
      const oldFields = new Map(old.fields.map((field) => [field.key, field]));
      const newKeys = new Set(model.fields.map((field) => field.key));
      for (const field of old.fields) if (!newKeys.has(field.key)) this.removed.push([old, field]);
      for (const field of model.fields) {
        const previous = oldFields.get(field.key);
        // A key moved from a table that goes to one that comes: its values point nowhere now.
        const retargeted = previous?.target && !this.newModels.has(previous.target) && field.target && !this.oldModels.has(field.target);
        if (!previous || retargeted) this.added.push([model, field]);
        if (previous && retargeted) {
          this.removed.push([old, previous]);
          this.retargeted.add(previous);
        }
        if (previous && !retargeted) this.pairs.push({ model, before: previous, after: field });
      }
    }
  }

  private readonly nameOf = (key: string) => this.names.get(key) ?? this.newModels.get(key)?.name ?? key;
  private readonly modelName = (model: ModelState) => pyString(this.nameOf(model.key).toLowerCase());
  private add(op: Operation) {
    this.ops.push(op);
  }

  run(): Operation[] {
    this.removeMeta();
    this.removeFields();
    this.deleteModels();
    this.renameModels();
    const deferred = this.createModels();
    this.changeFields(this.pairs.filter((pair) => !this.leaving(pair)));
    this.addFields(deferred.fields);
    this.addMeta(deferred.meta);
    return this.ops;
  }

  /** 1. */
  private removeMeta() {
    for (const [old, model] of this.kept) {
      for (const kind of ["indexes", "constraints"] as const) {
        const next = new Map(model[kind].map((entry) => [entry.key, entry]));
        for (const entry of old[kind]) {
          const found = next.get(entry.key);
          if (found && (found.text === entry.text || (kind === "indexes" && renamedOnly(entry, found)))) continue;
          const name = kind === "indexes" ? "RemoveIndex" : "RemoveConstraint";
          this.add(operation(name, [["model_name", this.modelName(old)], ["name", pyString(entry.name)]]));
        }
      }
    }
  }

  /** 2. */
  private removeFields() {
    for (const [model, field] of this.removed) {
      const what = field.m2mTable
        ? tr("migrate.django.removeManyToMany", { field: field.name, model: model.name, table: field.m2mTable })
        : tr(this.retargeted.has(field) ? "migrate.django.removeFieldRetargeted" : "migrate.django.removeField", { field: field.name, model: model.name, column: String(field.column) });
      this.add(operation("RemoveField", [["model_name", this.modelName(model)], ["name", pyString(field.name)]], [destructive(what)]));
    }
    this.changeFields(this.pairs.filter((pair) => this.leaving(pair)));
  }

  /** 3. Children first; keys between leaving models that would dangle go before their model. */
  private deleteModels() {
    const leaving = this.before.models.filter((model) => !this.newModels.has(model.key)).reverse();
    leaving.forEach((model, at) => {
      const gone = new Set(leaving.slice(0, at).map((earlier) => earlier.key));
      for (const field of model.fields) {
        if (field.target && gone.has(field.target)) this.add(operation("RemoveField", [["model_name", this.modelName(model)], ["name", pyString(field.name)]]));
      }
    });
    for (const model of leaving) {
      this.add(operation("DeleteModel", [["name", pyString(this.nameOf(model.key))]], [
        destructive(tr("migrate.django.deleteModel", { model: model.name, table: model.dbTable })),
      ]));
      this.available.delete(model.key);
    }
  }

  /** 4. */
  private renameModels() {
    const kept = this.kept.filter(([old, model]) => old.name.toLowerCase() !== model.name.toLowerCase());
    swapSafely(
      kept.map(([old, model]) => ({ id: model.key, from: old.name, to: model.name })),
      [...this.available].map((key) => ({ id: key, name: this.nameOf(key) })),
      (id, from, to) => {
        this.add(operation("RenameModel", [["old_name", pyString(from)], ["new_name", pyString(to)]]));
        this.names.set(id, to);
      },
      (name) => `${name}Relata`,
    );
    for (const [, model] of this.kept) this.names.set(model.key, model.name);
    swapSafely(
      this.kept.filter(([old, model]) => old.dbTable !== model.dbTable).map(([old, model]) => ({ id: model.key, from: old.dbTable, to: model.dbTable })),
      this.kept.map(([old]) => ({ id: old.key, name: old.dbTable })),
      (id, _from, to) => this.add(operation("AlterModelTable", [["name", pyString(this.nameOf(id).toLowerCase())], ["table", pyString(to)]])),
      (name) => `${name}_relata`,
    );
    for (const [old, model] of this.kept) {
      if (old.comment === model.comment) continue;
      this.add(operation("AlterModelTableComment", [["name", this.modelName(model)], ["table_comment", model.comment ? pyString(model.comment) : "None"]]));
    }
  }

  /** 5. Returns the fields and Meta entries that had to wait for a later model. */
  private createModels(): { fields: [ModelState, FieldState][]; meta: [ModelState, "indexes" | "constraints", MetaState][] } {
    const fields: [ModelState, FieldState][] = [];
    const meta: [ModelState, "indexes" | "constraints", MetaState][] = [];
    for (const model of this.after.models) {
      if (this.oldModels.has(model.key)) continue;
      this.names.set(model.key, model.name);
      this.available.add(model.key);
      const now = model.fields.filter((field) => !field.target || this.available.has(field.target));
      const later = model.fields.filter((field) => !now.includes(field));
      fields.push(...later.map((field): [ModelState, FieldState] => [model, field]));
      const waiting = new Set(later.map((field) => field.name));
      const ready = (entry: MetaState) => !entry.fields.some((name) => waiting.has(name));
      for (const kind of ["indexes", "constraints"] as const) {
        meta.push(...model[kind].filter((entry) => !ready(entry)).map((entry): [ModelState, typeof kind, MetaState] => [model, kind, entry]));
      }
      const options: string[] = [`"db_table": ${pyString(model.dbTable)}`];
      if (model.comment) options.push(`"db_table_comment": ${pyString(model.comment)}`);
      for (const kind of ["indexes", "constraints"] as const) {
        const entries = model[kind].filter(ready);
        if (entries.length > 0) options.push(`"${kind}": ${pyList(entries.map((entry) => entry.text))}`);
      }
      this.add(operation("CreateModel", [
        ["name", pyString(model.name)],
        ["fields", pyList(now.map((field) => `(${pyString(field.name)}, ${fieldCode(field, this.nameOf)})`))],
        ["options", `{\n${options.map((line) => `    ${line.replace(/\n/g, "\n    ")},`).join("\n")}\n}`],
      ]));
    }
    return { fields, meta };
  }

  /** A field pointing to a model that goes: changed in 2, before that model is deleted. */
  private leaving(pair: FieldPair): boolean {
    return pair.before.target !== null && !this.newModels.has(pair.before.target);
  }

  /** 6. Renames first, through a temporary name where two fields swap names. */
  private changeFields(pairs: FieldPair[]) {
    const byModel = new Map<ModelState, FieldPair[]>();
    for (const pair of pairs) byModel.set(pair.model, [...(byModel.get(pair.model) ?? []), pair]);
    for (const [model, list] of byModel) {
      const old = this.oldModels.get(model.key) as ModelState;
      const current = new Map(old.fields.map((field) => [field.key, field.name]));
      swapSafely(
        list.filter((pair) => pair.before.name !== pair.after.name).map((pair) => ({ id: pair.after.key, from: pair.before.name, to: pair.after.name })),
        [...current].map(([id, name]) => ({ id, name })),
        (_id, from, to) => this.add(operation("RenameField", [["model_name", this.modelName(model)], ["old_name", pyString(from)], ["new_name", pyString(to)]])),
        (name) => `${name}_relata`,
      );
      for (const pair of list) this.alterField(pair);
    }
  }

  private alterField({ model, before, after }: FieldPair) {
    const target = (field: FieldState) => (field.target ? this.nameOf(field.target) : "");
    if (fieldCode(before, this.nameOf) === fieldCode(after, this.nameOf)) return;
    const label = tr("migrate.django.label", { field: after.name, model: model.name });
    const comments: string[] = [];
    const loss = before.m2mTable ? null : narrowing(before, after);
    if (loss) comments.push(destructive(tr("migrate.django.narrowed", { label, loss })));
    let args = after.args;
    const extra: [string, string][] = [];
    if (before.nullable && !after.nullable && !after.hasDefault && !after.primaryKey && !after.m2mTable) {
      const oneOff = oneOffDefault(after, this.nameOf);
      args = [...args, `default=${oneOff.code}`];
      extra.push(["preserve_default", "False"]);
      comments.push(tr("migrate.django.becomesRequired", { label, note: oneOff.note }));
    }
    if (!before.unique && after.unique) comments.push(tr("migrate.django.becomesUnique", { label }));
    if (after.target && target(before) !== target(after)) {
      comments.push(tr("migrate.django.retargeted", { label, target: target(after) }));
    }
    this.add(operation("AlterField", [["model_name", this.modelName(model)], ["name", pyString(after.name)], ["field", fieldCode(after, this.nameOf, args)], ...extra], comments));
  }

  private addFields(deferred: [ModelState, FieldState][]) {
    for (const [model, field] of [...this.added, ...deferred]) {
      const comments: string[] = [];
      let args = field.args;
      const extra: [string, string][] = [];
      const fresh = deferred.some(([, waiting]) => waiting === field);
      if (!fresh && !field.nullable && !field.hasDefault && !field.m2mTable && !field.primaryKey) {
        const oneOff = oneOffDefault(field, this.nameOf);
        args = [...args, `default=${oneOff.code}`];
        extra.push(["preserve_default", "False"]);
        comments.push(tr("migrate.django.addedRequired", { field: field.name, model: model.name, note: oneOff.note }));
      }
      this.add(operation("AddField", [["model_name", this.modelName(model)], ["name", pyString(field.name)], ["field", fieldCode(field, this.nameOf, args)], ...extra], comments));
    }
  }

  /** 7. */
  private addMeta(deferred: [ModelState, "indexes" | "constraints", MetaState][]) {
    const renames: { id: string; from: string; to: string; model: ModelState }[] = [];
    const adds: [ModelState, "indexes" | "constraints", MetaState][] = [];
    for (const [old, model] of this.kept) {
      for (const kind of ["indexes", "constraints"] as const) {
        const previous = new Map(old[kind].map((entry) => [entry.key, entry]));
        for (const entry of model[kind]) {
          const found = previous.get(entry.key);
          if (found && found.text === entry.text) continue;
          if (found && kind === "indexes" && renamedOnly(found, entry)) renames.push({ id: `${model.key}/${entry.key}`, from: found.name, to: entry.name, model });
          else adds.push([model, kind, entry]);
        }
      }
    }
    const taken = this.kept.flatMap(([old]) => [...old.indexes, ...old.constraints].map((entry) => ({ id: `${old.key}/${entry.key}`, name: entry.name })));
    swapSafely(renames, taken, (id, from, to) => {
      const model = (renames.find((rename) => rename.id === id) as (typeof renames)[number]).model;
      this.add(operation("RenameIndex", [["model_name", this.modelName(model)], ["new_name", pyString(to)], ["old_name", pyString(from)]]));
    }, (name) => `${name.slice(0, 24)}_tmp`);
    for (const [model, kind, entry] of [...adds, ...deferred]) {
      const [name, arg] = kind === "indexes" ? ["AddIndex", "index"] : ["AddConstraint", "constraint"];
      this.add(operation(name, [["model_name", this.modelName(model)], [arg, entry.text]]));
    }
  }
}

/** Same index on the same fields, under another name. */
function renamedOnly(before: MetaState, after: MetaState): boolean {
  return before.text.replace(`name=${pyString(before.name)}`, `name=${pyString(after.name)}`) === after.text;
}

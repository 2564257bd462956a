/**
 * The Schema statements that turn version A's tables into version B's, matched by id, in an
 * order where every step finds what it needs:
 *   1. foreign keys that go or change are dropped, then indexes that go or change;
 *   2. tables that go are dropped, referencing ones first;
 *   3. kept tables are renamed, new tables created (referenced first; keys to a table not there
 *      yet wait for 5);
 *   4. in each kept table: columns renamed, dropped, changed (NULLs filled first when a column
 *      becomes NOT NULL), added;
 *   5. indexes renamed, new indexes and foreign keys added.
 * Each phase has its own Schema::table closure: Laravel runs a closure's added and changed columns
 * before its other commands, whatever their order in the closure. down() is the same plan from
 * B back to A.
 */
import { DEFAULT_LARAVEL_SETTINGS } from "../../export/laravel";
import { columnLine, createBody } from "../../export/laravel/migrations";
import { phpList, phpString } from "../../export/laravel/php";
import type { XColumn } from "../../export/schema";
import { swapSafely } from "../renames";
import { narrowing, oneOffValue } from "./risks";
import { columnDefinition, type LaravelIndex, type LaravelState, type LaravelTableState } from "./state";
import { tr } from "../../i18n";

const destructive = (text: string) => `// ${tr("migrate.destructiveMark")} ${text}`;

/** A top-level statement (table null) or lines of one Schema::table closure. */
export interface Block {
  table: string | null;
  lines: string[];
}

export function planStatements(before: LaravelState, after: LaravelState): Block[] {
  return new Planner(before, after).run();
}

const renamedOnly = (before: LaravelIndex, after: LaravelIndex) =>
  before.line.replace(phpString(before.name), phpString(after.name)) === after.line;

class Planner {
  private readonly blocks: Block[] = [];
  private readonly oldTables: Map<string, LaravelTableState>;
  private readonly newTables: Map<string, LaravelTableState>;
  private readonly kept: [LaravelTableState, LaravelTableState][];
  private readonly created: LaravelTableState[];
  private readonly dropped: LaravelTableState[];

  constructor(before: LaravelState, after: LaravelState) {
    this.oldTables = new Map(before.tables.map((table) => [table.key, table]));
    this.newTables = new Map(after.tables.map((table) => [table.key, table]));
    this.kept = after.tables.flatMap((table) => {
      const old = this.oldTables.get(table.key);
      return old ? [[old, table] as [LaravelTableState, LaravelTableState]] : [];
    });
    this.created = after.tables.filter((table) => !this.oldTables.has(table.key));
    this.dropped = before.tables.filter((table) => !this.newTables.has(table.key)).reverse();
  }

  /** A Schema::table closure of its own (see the module comment). */
  private inTable(table: string, lines: string[]) {
    if (lines.length === 0) return;
    this.blocks.push({ table, lines });
  }

  private statement(...lines: string[]) {
    this.blocks.push({ table: null, lines });
  }

  run(): Block[] {
    this.dropKeysAndIndexes();
    this.dropTables();
    this.renameTables();
    const later = this.createTables();
    for (const [old, table] of this.kept) this.alterColumns(old, table);
    this.addKeysAndIndexes(later);
    return this.blocks;
  }

  private dropKeysAndIndexes() {
    for (const [old, table] of this.kept) {
      const foreigns = new Map(table.foreigns.map((fk) => [fk.key, fk]));
      this.inTable(old.name, old.foreigns.filter((fk) => foreigns.get(fk.key)?.line !== fk.line).map((fk) => `$table->dropForeign(${phpString(fk.name)});`));
    }
    // Keys between two tables that go, the referenced one going first (a cycle).
    this.dropped.forEach((table, at) => {
      const earlier = new Set(this.dropped.slice(0, at).map((other) => other.key));
      this.inTable(table.name, table.foreigns.filter((fk) => earlier.has(fk.fk.refTable.id)).map((fk) => `$table->dropForeign(${phpString(fk.name)});`));
    });
    for (const [old, table] of this.kept) {
      const indexes = new Map(table.indexes.map((index) => [index.key, index]));
      const lines = old.indexes.filter((index) => {
        const found = indexes.get(index.key);
        return !found || (found.line !== index.line && !renamedOnly(index, found));
      }).map((index) => index.drop);
      if (old.primary.length > 0 && old.primary.join() !== table.primary.join()) lines.push(`$table->dropPrimary(${phpList(old.primary.map((id) => nameIn(old, id)))});`);
      this.inTable(old.name, lines);
    }
  }

  private dropTables() {
    for (const table of this.dropped) {
      this.statement(destructive(tr("migrate.laravel.dropTable", { table: table.name })), `Schema::dropIfExists(${phpString(table.name)});`);
    }
  }

  private renameTables() {
    swapSafely(
      this.kept.filter(([old, table]) => old.name !== table.name).map(([old, table]) => ({ id: table.key, from: old.name, to: table.name })),
      this.kept.map(([old]) => ({ id: old.key, name: old.name })),
      (_id, from, to) => this.statement(`Schema::rename(${phpString(from)}, ${phpString(to)});`),
      (name) => `${name}_relata`,
    );
  }

  /** Returns the foreign keys of new tables that reference a table created after them. */
  private createTables(): [LaravelTableState, string[]][] {
    const ready = new Set(this.kept.map(([, table]) => table.key));
    const later: [LaravelTableState, string[]][] = [];
    for (const table of this.created) {
      ready.add(table.key);
      const inline = table.plan.table.foreignKeys.filter((fk) => ready.has(fk.refTable.id));
      const waiting = table.foreigns.filter((fk) => !inline.includes(fk.fk)).map((fk) => fk.line);
      if (waiting.length > 0) later.push([table, waiting]);
      const body = createBody(table.plan, DEFAULT_LARAVEL_SETTINGS, inline);
      this.statement(`Schema::create(${phpString(table.name)}, function (Blueprint $table) {`, ...body.map((line) => `    ${line}`), "});");
    }
    return later;
  }

  private alterColumns(old: LaravelTableState, table: LaravelTableState) {
    const name = table.name;
    // A key moved from a table that goes to one that comes: its values point nowhere now.
    const target = (state: LaravelTableState, id: string) => state.foreigns.find((fk) => fk.fk.columns.some((column) => column.id === id))?.fk.refTable.id;
    const retargeted = new Set(table.columns.map((column) => column.id).filter((id) => {
      const [was, is] = [target(old, id), target(table, id)];
      return was !== undefined && !this.newTables.has(was) && is !== undefined && !this.oldTables.has(is);
    }));
    const previous = new Map(old.columns.filter((column) => !retargeted.has(column.id)).map((column) => [column.id, column]));
    const kept = table.columns.filter((column) => previous.has(column.id));
    const added = table.columns.filter((column) => !previous.has(column.id));
    const removed = old.columns.filter((column) => retargeted.has(column.id) || !table.columns.some((other) => other.id === column.id));

    // One closure a rename: Laravel before 11 compiles a closure's renames against the table as
    // it was before any of them, so a swap's second step would not find the temporary name.
    swapSafely(
      kept.filter((column) => (previous.get(column.id) as XColumn).name !== column.name).map((column) => ({ id: column.id, from: (previous.get(column.id) as XColumn).name, to: column.name })),
      old.columns.map((column) => ({ id: column.id, name: column.name })),
      (_id, from, to) => this.inTable(name, [`$table->renameColumn(${phpString(from)}, ${phpString(to)});`]),
      (column) => `${column}_relata`,
    );

    const dropped = (column: XColumn) => tr(retargeted.has(column.id) ? "migrate.laravel.dropColumnRetargeted" : "migrate.laravel.dropColumn", { column: column.name, table: name });
    const drops = removed.flatMap((column) => [destructive(dropped(column)), `$table->dropColumn(${phpString(column.name)});`]);
    const [was, is] = [old.plan, table.plan];
    if (was.addSoftDeletes && !is.addSoftDeletes) drops.push(destructive(tr("migrate.laravel.dropSoftDeletes")), "$table->dropSoftDeletes();");
    if (was.addTimestamps && !is.addTimestamps) drops.push(destructive(tr("migrate.laravel.dropTimestamps")), "$table->dropTimestamps();");
    if (was.addSlug && !is.addSlug) drops.push(destructive(tr("migrate.laravel.dropSlug", { table: name })), "$table->dropColumn('slug');");
    this.inTable(name, drops);

    const changes: string[] = [];
    for (const column of kept) {
      const before = previous.get(column.id) as XColumn;
      const definition = columnDefinition(table, column);
      if (columnDefinition(old, { ...before, name: column.name }) === definition) continue;
      const loss = narrowing(before, column);
      if (loss) changes.push(destructive(tr("migrate.laravel.narrowed", { column: column.name, table: name, loss })));
      if (before.nullable && !column.nullable) {
        const value = oneOffValue(column);
        this.statement(
          `// ${tr("migrate.laravel.becomesRequired", { column: column.name, table: name, value })}`,
          `DB::table(${phpString(name)})->whereNull(${phpString(column.name)})->update([${phpString(column.name)} => ${value}]);`,
        );
      }
      changes.push(withChange(definition, before.nullable && !column.nullable));
    }
    this.inTable(name, changes);

    const adds: string[] = [];
    const settle: string[] = [];
    for (const column of added) {
      const definition = columnLine(column, table.soleKey, { indexes: false });
      if (column.nullable || column.primaryKey || /->(default\(|useCurrent)/.test(definition)) {
        adds.push(definition);
        continue;
      }
      const value = oneOffValue(column);
      adds.push(`// ${tr("migrate.laravel.addedRequired", { column: column.name, table: name, value })}`);
      adds.push(definition.replace(/;$/, `->default(${value});`));
      settle.push(withChange(definition, false));
    }
    if (is.addSlug && !was.addSlug) adds.push(`$table->string('slug', ${DEFAULT_LARAVEL_SETTINGS.slugSize})->nullable();`);
    if (is.addTimestamps && !was.addTimestamps) adds.push("$table->timestamps();");
    if (is.addSoftDeletes && !was.addSoftDeletes) adds.push("$table->softDeletes();");
    if (old.comment !== table.comment) adds.push(`$table->comment(${phpString(table.comment)});`);
    this.inTable(name, adds);
    // The one-off default was for the rows already there, not for the rows to come.
    this.inTable(name, settle);
  }

  private addKeysAndIndexes(later: [LaravelTableState, string[]][]) {
    const renames: { id: string; from: string; to: string; table: string }[] = [];
    const adds = new Map<string, string[]>();
    const push = (table: string, line: string) => adds.set(table, [...(adds.get(table) ?? []), line]);
    for (const [old, table] of this.kept) {
      const previous = new Map(old.indexes.map((index) => [index.key, index]));
      for (const index of table.indexes) {
        const found = previous.get(index.key);
        if (found?.line === index.line) continue;
        if (found && renamedOnly(found, index)) renames.push({ id: `${table.key}/${index.key}`, from: found.name, to: index.name, table: table.name });
        else push(table.name, index.line);
      }
      if (table.primary.length > 0 && old.primary.join() !== table.primary.join()) push(table.name, `$table->primary(${phpList(table.primary.map((id) => nameIn(table, id)))});`);
      const foreigns = new Map(old.foreigns.map((fk) => [fk.key, fk]));
      for (const fk of table.foreigns) {
        if (foreigns.get(fk.key)?.line === fk.line) continue;
        const filled = fk.fk.columns.filter((column) => old.columns.some((other) => other.id === column.id));
        if (filled.length > 0 && !this.oldTables.has(fk.fk.refTable.id)) {
          push(table.name, `// ${tr("migrate.laravel.emptyReference", { columns: filled.map((column) => column.name).join(", "), table: table.name, target: fk.fk.refTable.name })}`);
        }
        push(table.name, fk.line);
      }
    }
    for (const [table, lines] of later) for (const line of lines) push(table.name, line);
    const taken = this.kept.flatMap(([old]) => old.indexes.map((index) => ({ id: `${old.key}/${index.key}`, name: index.name })));
    swapSafely(renames, taken, (id, from, to) => {
      const table = (renames.find((rename) => rename.id === id) as (typeof renames)[number]).table;
      this.inTable(table, [`$table->renameIndex(${phpString(from)}, ${phpString(to)});`]);
    }, (name) => `${name}_relata`);
    for (const [table, lines] of adds) this.inTable(table, lines);
  }
}

function nameIn(table: LaravelTableState, id: string): string {
  return (table.columns.find((column) => column.id === id) as XColumn).name;
}

/** Laravel 11's change() restates the column; `nullable(false)` also tells older versions. */
function withChange(definition: string, notNull: boolean): string {
  return definition.replace(/;$/, `${notNull ? "->nullable(false)" : ""}->change();`);
}

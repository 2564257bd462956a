/**
 * The tables of one diagram version as the Laravel export writes them (export/laravel), keyed by
 * the ids behind them: table id (pivot tables `pivot:<relation id>`), column id, index id. A
 * column's unique constraint and the slug's are indexes here too (`unique:<column id>`, `slug`),
 * so they are added, renamed and dropped like the others.
 */
import type { DiagramDocument } from "../../model/types";
import { columnLine, foreignLine, indexLine } from "../../export/laravel/migrations";
import { phpList, phpString } from "../../export/laravel/php";
import { planLaravel, type LaravelTable } from "../../export/laravel/plan";
import { ARRAY_TARGETS } from "../../export/arrays";
import { prepareExport, type XColumn, type XForeignKey, type XIndex } from "../../export/schema";
import { indexIds } from "../index-ids";

export interface LaravelIndex {
  key: string;
  name: string;
  /** The line that creates it in a Schema::table closure. */
  line: string;
  drop: string;
}

export interface LaravelForeign {
  /** The id of the (first) column holding the key. */
  key: string;
  name: string;
  line: string;
  fk: XForeignKey;
}

export interface LaravelTableState {
  key: string;
  name: string;
  plan: LaravelTable;
  comment: string;
  columns: XColumn[];
  soleKey: boolean;
  indexes: LaravelIndex[];
  foreigns: LaravelForeign[];
  /** Column ids of a composite primary key. */
  primary: string[];
}

/** Tables in the export's dependency order (referenced first, pivot tables after both ends). */
export interface LaravelState {
  tables: LaravelTableState[];
}

const DROP: Record<XIndex["type"], string> = { INDEX: "dropIndex", UNIQUE: "dropUnique", FULLTEXT: "dropFullText", SPATIAL: "dropSpatialIndex" };

export function laravelState(doc: DiagramDocument): LaravelState {
  const schema = prepareExport(doc, { arrays: ARRAY_TARGETS.laravel });
  const ids = indexIds(doc, schema);
  return {
    tables: planLaravel(schema).map((plan) => {
      const table = plan.table;
      const indexes: LaravelIndex[] = [];
      for (const column of table.columns) {
        if (!column.unique) continue;
        indexes.push(uniqueIndex(`unique:${column.id}`, column.name, column.uniqueName));
      }
      if (plan.addSlug) indexes.push(uniqueIndex("slug", "slug", plan.slugIndex));
      for (const index of table.indexes) {
        indexes.push({ key: `index:${ids.get(index) ?? `name:${index.name}`}`, name: index.name, line: indexLine(index), drop: `$table->${DROP[index.type]}(${phpString(index.name)});` });
      }
      return {
        key: table.id, name: table.name, plan, comment: table.comment, columns: table.columns, soleKey: table.primaryKey.length === 1,
        indexes,
        foreigns: table.foreignKeys.map((fk) => ({ key: fk.columns[0].id, name: fk.name, line: foreignLine(fk), fk })),
        primary: table.primaryKey.length > 1 ? table.primaryKey.map((column) => column.id) : [],
      };
    }),
  };
}

function uniqueIndex(key: string, column: string, name: string): LaravelIndex {
  return { key, name, line: `$table->unique(${phpList([column])}, ${phpString(name)});`, drop: `$table->dropUnique(${phpString(name)});` };
}

/** The column as `->change()` restates it: every modifier, none of its indexes. */
export const columnDefinition = (table: LaravelTableState, column: XColumn) => columnLine(column, table.soleKey, { indexes: false });

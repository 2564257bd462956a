/**
 * Laravel migrations: one create_{table}_table per table in dependency order, timestamped a
 * second apart so `php artisan migrate` runs them in that order; foreign keys inline, or in
 * add_foreign_keys_to_{table}_table migrations after every table when createForeignMigration is
 * set (keys of a cycle always go there). DECIMAL defaults to 8,2 (001 §5).
 */
import type { ReferentialAction } from "../../model/types";
import { columnDefault, INTEGER_TYPES, type XColumn, type XForeignKey, type XIndex, type XTable } from "../schema";
import { KEY_LENGTH, MYSQL_DEFAULTS } from "../sql/mysql";
import { phpDefault, phpList, phpString } from "./php";
import type { LaravelSettings, LaravelTable } from "./plan";
import { tr } from "../../i18n";

export const LARAVEL_DECIMAL = { precision: 8, scale: 2 } as const;

const INCREMENTS: Record<string, string> = {
  INT: "increments", INTEGER: "increments", BIGINT: "bigIncrements", SMALLINT: "smallIncrements",
  TINYINT: "tinyIncrements", MEDIUMINT: "mediumIncrements",
};
const BLUEPRINT: Record<string, string> = {
  INT: "integer", INTEGER: "integer", BIGINT: "bigInteger", SMALLINT: "smallInteger", TINYINT: "tinyInteger",
  MEDIUMINT: "mediumInteger", TEXT: "text", MEDIUMTEXT: "mediumText", LONGTEXT: "longText", DATE: "date",
  DATETIME: "dateTime", TIMESTAMP: "timestamp", TIME: "time", FLOAT: "float", DOUBLE: "double",
  BOOLEAN: "boolean", BOOL: "boolean", JSON: "json", BLOB: "binary", UUID: "uuid",
  TINYTEXT: "tinyText", TIMESTAMPTZ: "timestampTz", YEAR: "year", INET: "ipAddress", MACADDR: "macAddress",
  TSVECTOR: "text", GEOMETRY: "geometry",
};

function columnCall(column: XColumn): string {
  const name = phpString(column.name);
  if (column.autoIncrement) return column.type === "BIGINT" && column.name === "id" ? "$table->id()" : `$table->${INCREMENTS[column.type]}(${name})`;
  // MySQL cannot key a TEXT column (see KEY_LENGTH).
  if (column.keyed && ["TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"].includes(column.type)) return `$table->string(${name}, ${KEY_LENGTH})`;
  switch (column.type) {
    case "VARCHAR":
      return `$table->string(${name}, ${column.length})`;
    case "CHAR":
      return `$table->char(${name}, ${column.length})`;
    case "DECIMAL":
    case "NUMERIC": {
      const precision = column.precision ?? LARAVEL_DECIMAL.precision;
      const scale = column.precision === null ? LARAVEL_DECIMAL.scale : (column.scale ?? 0);
      return `$table->decimal(${name}, ${precision}, ${scale})`;
    }
    case "ENUM":
      return `$table->enum(${name}, ${phpList(column.values)})`;
    case "SET":
      return `$table->set(${name}, ${phpList(column.values)})`;
    case "BINARY":
      return `$table->binary(${name}, ${column.length}, true)`;
    case "VARBINARY":
      return `$table->binary(${name}, ${column.length})`;
    case "CIDR":
      return `$table->string(${name}, 49)`;
    default:
      return `$table->${BLUEPRINT[column.type]}(${name})`;
  }
}

/**
 * One column's Blueprint line. Without `indexes`, the line leaves out the key and unique index it
 * would create (a `->change()` restates the column, not its indexes).
 */
export function columnLine(column: XColumn, soleKey: boolean, { indexes = true } = {}): string {
  let line = columnCall(column);
  if (column.unsigned && !column.autoIncrement && INTEGER_TYPES.includes(column.type)) line += "->unsigned()";
  if (indexes && column.primaryKey && soleKey && !column.autoIncrement) line += "->primary()";
  if (column.nullable) line += "->nullable()";
  const literal = phpDefault(column);
  const found = columnDefault(column);
  let dropped = "";
  if (literal !== undefined) line += `->default(${literal})`;
  else if (found?.kind === "expression") {
    // Laravel's first database is MySQL: an expression it can run goes through DB::raw.
    const spelled = MYSQL_DEFAULTS.expression(found.value, column);
    if (spelled === null) dropped = ` // ${tr("export.laravel.droppedDefault", { value: found.value.replace(/\s+/g, " ").replace(/\?>/g, "? >") })}`;
    else line += `->default(DB::raw(${phpString(spelled)}))`;
  } else if (column.defaultValue !== null && !column.autoIncrement && /^(CURRENT_TIMESTAMP|NOW)/i.test(column.defaultValue)) {
    if (column.type === "DATETIME" || column.type === "TIMESTAMP") line += "->useCurrent()";
    else if (column.type === "DATE") line += "->default(DB::raw('(CURRENT_DATE)'))";
  }
  if (indexes && column.unique) line += `->unique(${phpString(column.uniqueName)})`;
  if (column.comment) line += `->comment(${phpString(column.comment)})`;
  return `${line};${dropped}`;
}

export function indexLine(index: XIndex): string {
  const columns = phpList(index.columns.map(({ column }) => column.name));
  // SQLite and PostgreSQL, which Laravel also runs on, refuse an index named like a table.
  const name = phpString(index.relationName);
  switch (index.type) {
    case "UNIQUE":
      return `$table->unique(${columns}, ${name});`;
    case "FULLTEXT":
      return `$table->fullText(${columns}, ${name});`;
    case "SPATIAL":
      return `$table->spatialIndex(${columns}, ${name});`;
    default:
      return index.method === "HASH" ? `$table->index(${columns}, ${name}, 'hash');` : `$table->index(${columns}, ${name});`;
  }
}

/** InnoDB refuses SET DEFAULT, so the key keeps NO ACTION there as everywhere. */
const laravelAction = (value: ReferentialAction) => (value === "SET DEFAULT" ? "no action" : value.toLowerCase());

/** One column as a string, as Laravel's own migrations write it; a composite key's as a list. */
const keyColumns = (columns: readonly XColumn[]) => (columns.length === 1 ? phpString(columns[0].name) : phpList(columns.map((column) => column.name)));

export function foreignLine(fk: XForeignKey): string {
  return `$table->foreign(${keyColumns(fk.columns)}, ${phpString(fk.name)})->references(${keyColumns(fk.refColumns)})` +
    `->on(${phpString(fk.refTable.name)})->onDelete(${phpString(laravelAction(fk.onDelete))})->onUpdate(${phpString(laravelAction(fk.onUpdate))});`;
}

export function migration(upLines: string[], downLines: string[], usesDb: boolean): string {
  const imports = [
    "use Illuminate\\Database\\Migrations\\Migration;",
    "use Illuminate\\Database\\Schema\\Blueprint;",
    ...(usesDb ? ["use Illuminate\\Support\\Facades\\DB;"] : []),
    "use Illuminate\\Support\\Facades\\Schema;",
  ];
  const indent = (lines: string[]) => lines.map((line) => (line ? `        ${line}` : "")).join("\n");
  return `<?php

${imports.join("\n")}

return new class extends Migration
{
    /**
     * Run the migrations.
     */
    public function up(): void
    {
${indent(upLines)}
    }

    /**
     * Reverse the migrations.
     */
    public function down(): void
    {
${indent(downLines)}
    }
};
`;
}

/** The body of a table's Schema::create closure. */
export function createBody(plan: LaravelTable, settings: LaravelSettings, inlineKeys: XForeignKey[]): string[] {
  const table = plan.table;
  const soleKey = table.primaryKey.length === 1;
  const body = table.columns.map((column) => columnLine(column, soleKey));
  if (plan.addSlug) body.push(`$table->string('slug', ${settings.slugSize})->nullable()->unique(${phpString(plan.slugIndex)});`);
  if (table.primaryKey.length > 1) body.push(`$table->primary(${phpList(table.primaryKey.map((c) => c.name))});`);
  if (plan.addTimestamps) body.push("$table->timestamps();");
  if (plan.addSoftDeletes) body.push("$table->softDeletes();");
  body.push(...table.indexes.map(indexLine));
  body.push(...inlineKeys.map(foreignLine));
  if (table.comment) body.push(`$table->comment(${phpString(table.comment)});`);
  return body;
}

function createMigration(plan: LaravelTable, settings: LaravelSettings, inlineKeys: XForeignKey[]): string {
  const table = plan.table;
  const body = createBody(plan, settings, inlineKeys);
  const usesDb = body.some((line) => line.includes("DB::"));
  return migration(
    [`Schema::create(${phpString(table.name)}, function (Blueprint $table) {`, ...body.map((line) => `    ${line}`), "});"],
    [`Schema::dropIfExists(${phpString(table.name)});`],
    usesDb,
  );
}

function foreignMigration(table: XTable, keys: XForeignKey[]): string {
  const name = phpString(table.name);
  return migration(
    [`Schema::table(${name}, function (Blueprint $table) {`, ...keys.map((fk) => `    ${foreignLine(fk)}`), "});"],
    [`Schema::table(${name}, function (Blueprint $table) {`, ...keys.map((fk) => `    $table->dropForeign(${phpString(fk.name)});`), "});"],
    false,
  );
}

/** `2024_05_01_120000` and on, one second per file. */
export function stamp(start: Date, offset: number): string {
  const at = new Date(start.getTime() + offset * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getUTCFullYear()}_${pad(at.getUTCMonth() + 1)}_${pad(at.getUTCDate())}_${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
}

export function migrationFiles(tables: readonly LaravelTable[], settings: LaravelSettings, now: Date): Record<string, string> {
  const files: Record<string, string> = {};
  let offset = 0;
  const later: [XTable, XForeignKey[]][] = [];
  for (const plan of tables) {
    const keys = plan.table.foreignKeys;
    const inline = settings.createForeignMigration ? [] : keys.filter((fk) => !fk.deferred);
    const separate = keys.filter((fk) => !inline.includes(fk));
    files[`database/migrations/${stamp(now, offset++)}_create_${plan.table.name.toLowerCase()}_table.php`] = createMigration(plan, settings, inline);
    if (separate.length > 0) later.push([plan.table, separate]);
  }
  for (const [table, keys] of later) {
    files[`database/migrations/${stamp(now, offset++)}_add_foreign_keys_to_${table.name.toLowerCase()}_table.php`] = foreignMigration(table, keys);
  }
  return files;
}

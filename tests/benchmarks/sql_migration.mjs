// SQL migration benchmark (issue 12): time to write the migration between two versions of a large
// diagram, for each dialect, in Node.
// usage: node tests/benchmarks/sql_migration.mjs [--tables 1000] [--runs 7]
// Two cases: the generated diagram of the other benchmarks (20 columns a table, 1.5 relations a
// table) with a realistic mix of edits, and a chain where every table references the previous one
// and all are renamed (the worst case for SQL Server's cascade-path analysis).
// Needs `make install` (the frontend's packages and the Python venv).
import { execFileSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FRONTEND = join(ROOT, "frontend");
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const TABLES = Number(args.tables ?? 1000);
const RUNS = Number(args.runs ?? 7);
const DIALECTS = ["mysql", "postgres", "sqlite", "sqlserver"];

const out = join(FRONTEND, "node_modules", ".relata-bench-sql-migration");
execFileSync("npx", ["vite", "build", "--ssr", "src/editor/migrate/sql/index.ts", "--outDir", out, "--emptyOutDir", "--logLevel", "error"], { cwd: FRONTEND, stdio: ["ignore", "ignore", "inherit"] });
const { sqlMigration } = await import(pathToFileURL(join(out, "index.js")).href);

/** The other benchmarks' generated diagram, normalised as the server stores it. */
function generated(tables) {
  const script = "import json, sys; from tests.benchmarks.generate import document; from document.shape import validate_document; " +
    `json.dump(validate_document(document(${tables}, 20, ${Math.round(tables * 1.5)})), sys.stdout)`;
  return JSON.parse(execFileSync(join(ROOT, ".venv", "bin", "python"), ["-c", script], { cwd: ROOT, maxBuffer: 1 << 30 }).toString());
}

/** A later version: tables renamed, columns retyped, added and dropped, tables gone and new, actions changed. */
function edited(doc) {
  const next = structuredClone(doc);
  const gone = new Set(next.tables.filter((_, n) => n % 50 === 49).map((table) => table.id));
  const droppedColumns = new Set();
  next.tables.forEach((table, n) => {
    if (n % 10 === 0) table.name = `${table.name}_v2`;
    if (n % 7 === 0) {
      const column = table.attributes[3];
      if (column.type === "VARCHAR") column.length = 300;
      else if (column.type === "INT") column.type = "BIGINT";
      else column.isNullable = false;
    }
    if (n % 13 === 0) {
      droppedColumns.add(table.attributes[5].id);
      table.attributes.splice(5, 1);
    }
    if (n % 17 === 0) table.attributes.push({ ...table.attributes[1], id: `${table.id}_new`, name: "added_column", type: "VARCHAR", length: 120, isNullable: true });
  });
  next.tables = next.tables.filter((table) => !gone.has(table.id));
  for (let n = 0; n < 20; n += 1) {
    const template = structuredClone(doc.tables[n]);
    template.id = `new_${n}`;
    template.name = `new_table_${n}`;
    template.attributes.forEach((attribute) => (attribute.id = `new_${n}_${attribute.id}`));
    next.tables.push(template);
  }
  next.relations = next.relations.filter((relation) => !gone.has(relation.fromTableId) && !gone.has(relation.toTableId) && !droppedColumns.has(relation.toAttributeId));
  next.relations.forEach((relation, n) => {
    if (n % 11 === 0) relation.onDelete = "SET NULL";
  });
  return next;
}

function chain(tables) {
  const attribute = (id, name, extra) => ({
    id, name, type: "INT", isNullable: true, isPrimaryKey: false, isForeignKey: false, isUnique: false, isAutoIncrement: false,
    unsigned: false, defaultValue: null, length: null, precision: null, scale: null, comment: "", enumValues: "",
    referencedTable: null, referencedAttribute: null, ...extra,
  });
  const table = (n, suffix) => ({
    id: `t${n}`, name: `table_${n}${suffix}`, x: 0, y: 0, width: 250, height: 100, color: "#6366f1", comment: "", schema: "public",
    indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [], attributes: [
      attribute(`t${n}.id`, "id", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }),
      attribute(`t${n}.name`, "name", { type: "VARCHAR", length: 80 }),
      attribute(`t${n}.parent_id`, "parent_id", { isForeignKey: true, referencedTable: `t${Math.max(0, n - 1)}`, referencedAttribute: `t${Math.max(0, n - 1)}.id` }),
    ],
  });
  const version = (suffix) => ({ format: 1, relations: [], tables: Array.from({ length: tables }, (_, n) => table(n, suffix)) });
  return [version(""), version("_v2")];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(label, before, after) {
  console.log(`\n${label}`);
  for (const dialect of DIALECTS) {
    sqlMigration(before, after, dialect);
    const times = [];
    let size = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      size = sqlMigration(before, after, dialect).length;
      times.push(performance.now() - started);
    }
    console.log(`  ${dialect.padEnd(10)} median ${median(times).toFixed(1).padStart(6)} ms   max ${Math.max(...times).toFixed(1).padStart(6)} ms   ${(size / 1024).toFixed(0)} KB of SQL`);
  }
}

const doc = generated(TABLES);
measure(`Generated diagram: ${TABLES} tables × 20 columns, ${doc.relations.length} relations, a mix of edits`, doc, edited(doc));
measure(`Chain of ${TABLES} tables, each referencing the previous one, all renamed`, ...chain(TABLES));

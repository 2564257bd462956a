// Compare benchmark (issue 12): in Debian's Chromium, the diff of two 1000-table versions, the
// compare canvas built from it, the change list and the migrations, timed over several runs.
// usage: node tests/benchmarks/compare.mjs [--tables 1000] [--runs 15]
// Needs `make install` (the frontend's packages bundle the engine; Playwright drives Chromium).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "../e2e/node_modules/playwright-core/index.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const FRONTEND = join(ROOT, "frontend");
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const TABLES = Number(args.tables ?? 1000);
const RUNS = Number(args.runs ?? 15);

// The engine bundled for the browser, as the app ships it (framework-free modules only).
const work = join(FRONTEND, "node_modules", ".relata-compare-bench");
mkdirSync(work, { recursive: true });
writeFileSync(join(work, "entry.ts"), `
export { diffDocuments } from "../../src/editor/diff/diff";
export { compareView } from "../../src/editor/diff/display";
export { changeLines } from "../../src/features/editor/versions/changeList";
export { sqlMigration, djangoMigration, laravelMigration } from "../../src/editor/migrate";
export { randomDocument, seeded } from "../../src/editor/testing/fixtures";
`);
const { build } = await import(join(FRONTEND, "node_modules", "vite", "dist", "node", "index.js"));
const output = await build({
  root: FRONTEND, configFile: false, logLevel: "error",
  build: { write: false, minify: true, lib: { entry: join(work, "entry.ts"), formats: ["iife"], name: "Bench" } },
});
const bundle = (Array.isArray(output) ? output[0] : output).output[0].code;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage();
await page.setContent("<!doctype html><title>bench</title>");
await page.addScriptTag({ content: bundle });
const figures = await page.evaluate(({ tables, runs }) => {
  const B = window.Bench;
  const before = B.randomDocument(B.seeded(12), tables, 60000);
  // Version B: fresh objects (as a snapshot read from the server), a tenth of the tables touched:
  // renamed columns, changed types, added columns, dropped and added tables.
  const after = structuredClone(before);
  after.tables.forEach((table, i) => {
    if (i % 10 === 0) table.attributes[0].name = `${table.attributes[0].name}_renamed`;
    if (i % 10 === 3 && table.attributes[1]) table.attributes[1] = { ...table.attributes[1], type: "BIGINT" };
    if (i % 10 === 6) table.attributes.push({ ...table.attributes[0], id: `${table.id}.extra`, name: "extra", isPrimaryKey: false, isAutoIncrement: false, isNullable: true });
  });
  after.tables = after.tables.filter((_, i) => i % 50 !== 7);
  after.tables.push(...B.randomDocument(B.seeded(99), 20, 5000).tables.map((t) => ({ ...t, id: `new-${t.id}`, name: `new_${t.name}` })));
  const time = (fn) => {
    const samples = [];
    let result;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      result = fn();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)], max: samples[samples.length - 1], result };
  };
  const diff = time(() => B.diffDocuments(before, after));
  const view = time(() => B.compareView(after, diff.result));
  const lines = time(() => B.changeLines(diff.result, before, after));
  const few = Math.max(3, Math.floor(runs / 5));
  const sql = time(() => B.sqlMigration(before, after, "postgres"));
  const slow = (fn) => { const start = performance.now(); fn(); return performance.now() - start; };
  return {
    changes: diff.result.counts,
    diff: [diff.median, diff.max],
    view: [view.median, view.max],
    lines: [lines.median, lines.max, lines.result.length],
    sqlPostgres: [sql.median, sql.max],
    django: Array.from({ length: few }, () => slow(() => B.djangoMigration(before, after, { previous: "0001_initial", name: "relata_changes", now: new Date() }))),
    laravel: Array.from({ length: few }, () => slow(() => B.laravelMigration(before, after, { now: new Date() }))),
  };
}, { tables: TABLES, runs: RUNS });
await browser.close();

const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Compare of two ${TABLES}-table versions in Chromium, ${RUNS} runs (changes: ${JSON.stringify(figures.changes)})`);
console.log(`  diff                    median ${ms(figures.diff[0])}, max ${ms(figures.diff[1])}   (goal < 200 ms)`);
console.log(`  compare canvas document median ${ms(figures.view[0])}, max ${ms(figures.view[1])}`);
console.log(`  change list             median ${ms(figures.lines[0])}, max ${ms(figures.lines[1])} (${figures.lines[2]} lines)`);
console.log(`  SQL migration (pg)      median ${ms(figures.sqlPostgres[0])}, max ${ms(figures.sqlPostgres[1])}`);
console.log(`  Django migration        median ${ms(median(figures.django))}`);
console.log(`  Laravel migration       median ${ms(median(figures.laravel))}`);

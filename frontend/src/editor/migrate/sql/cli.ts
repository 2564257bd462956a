/**
 * The SQL migrations from the command line, for the Python checks that run them on real
 * databases (tests/unit/migrations_sql). Two forms:
 * - `node cli.js BEFORE.json AFTER.json OUT_DIR` writes mysql.sql, postgres.sql, sqlite.sql and
 *   sqlserver.sql;
 * - `node cli.js --pairs PAIRS.json OUT_DIR`, PAIRS.json being `{name: {before, after}}`, writes
 *   OUT_DIR/<name>/ with each dialect's migration (<dialect>.sql) and both versions' exports
 *   (before.<dialect>.sql, after.<dialect>.sql): one Node start for a whole test session.
 * Bundled with `vite build --ssr src/editor/migrate/sql/cli.ts`; Node is reached through
 * cliNode.ts.
 */
import { exportSql, SQL_DIALECTS } from "../../export/sql";
import type { DiagramDocument } from "../../model/types";
import { sqlMigration } from ".";
import { fs, node } from "../../cliNode";

const args = node.argv.slice(2);
const read = (path: string) => JSON.parse(fs.readFileSync(path, "utf8")) as unknown;

function writeMigrations(before: DiagramDocument, after: DiagramDocument, outDir: string, withExports: boolean) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const dialect of SQL_DIALECTS) {
    fs.writeFileSync(`${outDir}/${dialect}.sql`, sqlMigration(before, after, dialect));
    if (withExports) {
      fs.writeFileSync(`${outDir}/before.${dialect}.sql`, exportSql(before, dialect));
      fs.writeFileSync(`${outDir}/after.${dialect}.sql`, exportSql(after, dialect));
    }
  }
}

if (args[0] === "--pairs" && args.length === 3) {
  const pairs = read(args[1]) as Record<string, { before: DiagramDocument; after: DiagramDocument }>;
  for (const [name, pair] of Object.entries(pairs)) writeMigrations(pair.before, pair.after, `${args[2]}/${name}`, true);
} else if (args.length === 3) {
  writeMigrations(read(args[0]) as DiagramDocument, read(args[1]) as DiagramDocument, args[2], false);
} else {
  console.error("usage: node cli.js BEFORE.json AFTER.json OUT_DIR | node cli.js --pairs PAIRS.json OUT_DIR");
  node.exitCode = 2;
}

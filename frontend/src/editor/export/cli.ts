/**
 * The exporters from the command line, for the Python checks that run their output for real
 * (tests/unit/exports): `node cli.js DOCUMENT.json OUT_DIR [PROJECT_NAME]` writes mysql.sql,
 * postgres.sql, sqlite.sql, sqlserver.sql, laravel.zip, laravel-fk.zip (foreign keys in their own
 * migrations), django.zip and schema.dbml. Bundled on the fly with `vite build --ssr src/editor/export/cli.ts`;
 * not part of the app (Node is reached through cliNode.ts).
 */
import type { DiagramDocument } from "../model/types";
import { exportDbml } from "./dbml";
import { djangoZip } from "./django";
import { laravelZip } from "./laravel";
import { exportSql, SQL_DIALECTS } from "./sql";
import { fs, node } from "../cliNode";

const [documentPath, outDir, projectName = "Relata"] = node.argv.slice(2);
if (!documentPath || !outDir) {
  console.error("usage: node cli.js DOCUMENT.json OUT_DIR [PROJECT_NAME]");
  node.exitCode = 2;
} else {
  const doc = JSON.parse(fs.readFileSync(documentPath, "utf8")) as DiagramDocument;
  // A fixed date: the same document gives the same files, migration names included.
  const now = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
  fs.mkdirSync(outDir, { recursive: true });
  for (const dialect of SQL_DIALECTS) fs.writeFileSync(`${outDir}/${dialect}.sql`, exportSql(doc, dialect));
  fs.writeFileSync(`${outDir}/laravel.zip`, laravelZip(doc, {}, now));
  fs.writeFileSync(`${outDir}/laravel-fk.zip`, laravelZip(doc, { createForeignMigration: true, modelsNamespace: "App\\Domain\\Models", slugSize: 120 }, now));
  fs.writeFileSync(`${outDir}/schema.dbml`, exportDbml(doc));
  fs.writeFileSync(`${outDir}/django.zip`, djangoZip(doc, projectName, { now, secretKey: "relata-export-check" }));
}

/**
 * The SQL that turns a database created from one version's export into the next version's
 * (issue 12), for the four export dialects. Both versions go through the same export model and
 * the same column spelling as the export (export/schema.ts, export/sql/*), so creating the old
 * version and running the migration gives what creating the new version gives. Layout and seeds
 * are not in the model: changing only them gives a script that says there is nothing to do.
 */
import { prepareExport } from "../../export/schema";
import { exportOptions, type SqlDialect } from "../../export/sql";
import type { DiagramDocument } from "../../model/types";
import { indexIds } from "./match";
import { mysqlMigration } from "./mysql";
import { postgresMigration } from "./postgres";
import { sqliteMigration } from "./sqlite";
import { sqlServerMigration } from "./sqlserver";

const WRITERS = { mysql: mysqlMigration, postgres: postgresMigration, sqlite: sqliteMigration, sqlserver: sqlServerMigration } as const;

export function sqlMigration(before: DiagramDocument, after: DiagramDocument, dialect: SqlDialect): string {
  const schemas = { before: prepareExport(before, exportOptions(dialect)), after: prepareExport(after, exportOptions(dialect)) };
  const ids = { before: indexIds(before, schemas.before), after: indexIds(after, schemas.after) };
  return WRITERS[dialect](schemas, ids);
}

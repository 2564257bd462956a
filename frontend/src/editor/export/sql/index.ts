/** SQL export of a diagram in one of four dialects; the same document always gives the same text. */
import type { DiagramDocument } from "../../model/types";
import { ARRAY_TARGETS } from "../arrays";
import { prepareExport } from "../schema";
import type { SqlDialect } from "./common";
import { mysqlSql } from "./mysql";
import { postgresSql } from "./postgres";
import { sqliteSql } from "./sqlite";
import { sqlServerSql } from "./sqlserver";

export { SQL_DIALECTS, type SqlDialect } from "./common";

const WRITERS = { mysql: mysqlSql, postgres: postgresSql, sqlite: sqliteSql, sqlserver: sqlServerSql } as const;

export function exportSql(doc: DiagramDocument, dialect: SqlDialect = "mysql"): string {
  return WRITERS[dialect](prepareExport(doc, exportOptions(dialect)));
}

/** PostgreSQL writes arrays natively, the other dialects as JSON. */
export const exportOptions = (dialect: SqlDialect) => (dialect === "postgres" ? {} : { arrays: ARRAY_TARGETS[dialect] });

/** The file name's suffix: none for MySQL, the spec's SQL export, else the dialect. */
export function sqlExtension(dialect: SqlDialect): string {
  return dialect === "mysql" ? "sql" : `${dialect}.sql`;
}

/**
 * SQL Server: IDENTITY(1,1), NVARCHAR, [bracket] quoting, CREATE INDEX, comments as
 * MS_Description extended properties, and foreign keys by ALTER TABLE at the end.
 *
 * SQL Server refuses cascading actions that could reach a table twice or loop ("may cause cycles
 * or multiple cascade paths"): such keys are written with NO ACTION, and a comment says so.
 */
import type { ReferentialAction } from "../../model/types";
import { type ExportSchema, type XColumn, type XForeignKey, type XTable } from "../schema";
import { type DefaultSpelling, decimalArgs, defaultClause, header, lineComment, sqlString } from "./common";

export const quoteSqlServer = (name: string) => `[${name.replace(/]/g, "]]")}]`;
const q = quoteSqlServer;
const nstring = (value: string) => `N${sqlString(value)}`;

/** NVARCHAR(MAX) and VARBINARY(MAX) columns cannot be index keys. */
const isMax = (type: string) => type.endsWith("(MAX)");

export function sqlServerType(column: XColumn): string {
  switch (column.type) {
    case "INT":
    case "INTEGER":
    case "MEDIUMINT":
      return "INT";
    case "BIGINT":
    case "SMALLINT":
      return column.type;
    case "TINYINT":
      // SQL Server's TINYINT is 0–255: a signed one needs SMALLINT.
      return column.unsigned ? "TINYINT" : "SMALLINT";
    case "VARCHAR":
      return column.length !== null && column.length <= 4000 ? `NVARCHAR(${column.length})` : "NVARCHAR(MAX)";
    case "ENUM":
    case "SET":
      return "NVARCHAR(255)";
    case "CHAR":
      return `NCHAR(${Math.min(column.length ?? 255, 4000)})`;
    case "TEXT":
    case "MEDIUMTEXT":
    case "LONGTEXT":
    case "JSON":
      return "NVARCHAR(MAX)";
    case "DATETIME":
    case "TIMESTAMP":
      return "DATETIME2";
    case "DECIMAL":
    case "NUMERIC": {
      const [precision, scale] = decimalArgs(column);
      return `${column.type}(${Math.min(precision, 38)},${Math.min(scale, 38)})`;
    }
    case "FLOAT":
      return "REAL";
    case "DOUBLE":
      return "FLOAT";
    case "BOOL":
    case "BOOLEAN":
      return "BIT";
    case "BLOB":
      return "VARBINARY(MAX)";
    case "BINARY":
    case "VARBINARY":
      return column.length !== null && column.length <= 8000 ? `${column.type}(${column.length})` : "VARBINARY(MAX)";
    case "UUID":
      return "UNIQUEIDENTIFIER";
    default:
      return column.type;
  }
}

const DEFAULTS: DefaultSpelling = {
  boolean: (value) => (value === "TRUE" ? "1" : "0"),
  today: "CAST(GETDATE() AS DATE)",
  now: "CURRENT_TIMESTAMP",
  uuid: "NEWID()",
  text: (value) => nstring(value),
};

function columnLine(column: XColumn): string {
  const type = sqlServerType(column);
  let line = `${q(column.name)} ${type}`;
  if (column.autoIncrement) line += " IDENTITY(1,1)";
  line += column.nullable ? " NULL" : " NOT NULL";
  line += defaultClause(column, DEFAULTS);
  if (column.unique && !isMax(type)) line += ` CONSTRAINT ${q(column.uniqueName)} UNIQUE`;
  if (column.type === "ENUM") line += ` CHECK (${q(column.name)} IN (${column.values.map(nstring).join(", ")}))`;
  return line;
}

function createTable(table: XTable): string {
  const lines = table.columns.map(columnLine);
  if (table.primaryKey.length > 0) lines.push(`PRIMARY KEY (${table.primaryKey.map((c) => q(c.name)).join(", ")})`);
  return `CREATE TABLE ${q(table.name)} (\n  ${lines.join(",\n  ")}\n);`;
}

function createIndexes(table: XTable): string[] {
  return table.indexes.map((index) => {
    if (index.columns.some(({ column }) => isMax(sqlServerType(column)))) {
      return lineComment(`Index ${index.name} omis : une de ses colonnes est de taille MAX, que SQL Server n'indexe pas.`);
    }
    const unique = index.type === "UNIQUE" ? "UNIQUE " : "";
    const columns = index.columns.map(({ column, order }) => `${q(column.name)} ${order}`);
    return `CREATE ${unique}INDEX ${q(index.name)} ON ${q(table.name)} (${columns.join(", ")});`;
  });
}

function description(value: string, table: string, column?: string): string {
  const level2 = column ? `, @level2type = N'COLUMN', @level2name = ${nstring(column)}` : "";
  return `EXEC sys.sp_addextendedproperty @name = N'MS_Description', @value = ${nstring(value)}, ` +
    `@level0type = N'SCHEMA', @level0name = N'dbo', @level1type = N'TABLE', @level1name = ${nstring(table)}${level2};`;
}

const CASCADING: readonly ReferentialAction[] = ["CASCADE", "SET NULL", "SET DEFAULT"];

/**
 * Keys whose cascading actions SQL Server would refuse: taken in order, a cascading key is kept
 * only if no other cascade path already links its tables and it closes no loop.
 */
function refusedCascades(keys: readonly XForeignKey[]): Set<XForeignKey> {
  const reach = new Map<XTable, Set<XTable>>();
  const reachable = (from: XTable) => reach.get(from) ?? new Set<XTable>([from]);
  const refused = new Set<XForeignKey>();
  for (const fk of keys) {
    if (!CASCADING.includes(fk.onDelete) && !CASCADING.includes(fk.onUpdate)) continue;
    const parent = fk.refTable;
    const child = fk.table;
    const below = reachable(child);
    const ancestors = [...reach.keys()].filter((table) => reachable(table).has(parent));
    if (!ancestors.includes(parent)) ancestors.push(parent);
    const clash = parent === child || below.has(parent) || ancestors.some((a) => [...below].some((d) => reachable(a).has(d)));
    if (clash) {
      refused.add(fk);
      continue;
    }
    for (const ancestor of ancestors) reach.set(ancestor, new Set([...reachable(ancestor), ...below]));
  }
  return refused;
}

const plain = (value: ReferentialAction): string => (value === "RESTRICT" ? "NO ACTION" : value);

export function sqlServerSql(schema: ExportSchema): string {
  const parts = [header("SQL Server", schema)];
  for (const table of schema.tables) {
    parts.push(createTable(table));
    const extra = createIndexes(table);
    if (table.comment) extra.push(description(table.comment, table.name));
    for (const column of table.columns) if (column.comment) extra.push(description(column.comment, table.name, column.name));
    if (extra.length > 0) parts.push(extra.join("\n"));
  }
  const keys = schema.tables.flatMap((table) => table.foreignKeys);
  const refused = refusedCascades(keys);
  const lines = keys.map((fk) => {
    const onDelete = refused.has(fk) ? "NO ACTION" : plain(fk.onDelete);
    const onUpdate = refused.has(fk) ? "NO ACTION" : plain(fk.onUpdate);
    const note = refused.has(fk) ? `${lineComment(`${fk.name} : ON DELETE ${fk.onDelete} ON UPDATE ${fk.onUpdate} remplacés par NO ACTION (chemins de cascade multiples ou cycliques refusés par SQL Server).`)}\n` : "";
    return `${note}ALTER TABLE ${q(fk.table.name)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${q(fk.column.name)}) ` +
      `REFERENCES ${q(fk.refTable.name)} (${q(fk.refColumn.name)}) ON DELETE ${onDelete} ON UPDATE ${onUpdate};`;
  });
  if (lines.length > 0) parts.push(lines.join("\n"));
  return `${parts.join("\n\n")}\n`;
}

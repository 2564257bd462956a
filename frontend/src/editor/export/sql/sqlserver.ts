/**
 * SQL Server: IDENTITY(1,1), NVARCHAR, [bracket] quoting, CREATE INDEX, comments as
 * MS_Description extended properties, and foreign keys by ALTER TABLE at the end.
 *
 * SQL Server refuses cascading actions that could reach a table twice or loop ("may cause cycles
 * or multiple cascade paths"): such keys are written with NO ACTION, and a comment says so.
 */
import type { ReferentialAction } from "../../model/types";
import { type ExportSchema, type XColumn, type XForeignKey, type XIndex, type XTable } from "../schema";
import { type DefaultSpelling, decimalArgs, defaultClause, expressionSpelling, header, lineComment, sqlString } from "./common";
import { tr } from "../../i18n";

export const quoteSqlServer = (name: string) => `[${name.replace(/]/g, "]]")}]`;
const q = quoteSqlServer;
/** A key\'s columns, quoted, in key order. */
const columnList = (columns: readonly XColumn[]) => columns.map((column) => q(column.name)).join(", ");
export const nstring = (value: string) => `N${sqlString(value)}`;

/** NVARCHAR(MAX) and VARBINARY(MAX) columns cannot be index keys. */
export const isMax = (type: string) => type.endsWith("(MAX)");

export function sqlServerType(column: XColumn): string {
  // A (MAX) column cannot be a key: a keyed TEXT or BLOB gets a bounded type, as in MySQL.
  if (column.keyed && ["TEXT", "MEDIUMTEXT", "LONGTEXT", "BLOB"].includes(column.type)) return column.type === "BLOB" ? "VARBINARY(255)" : "NVARCHAR(255)";
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
    case "TIMESTAMPTZ":
      return "DATETIMEOFFSET";
    case "YEAR":
      return "SMALLINT";
    case "TINYTEXT":
      return "NVARCHAR(255)";
    case "INET":
      return "NVARCHAR(45)";
    case "CIDR":
      return "NVARCHAR(49)";
    case "MACADDR":
      return "NVARCHAR(23)";
    case "TSVECTOR":
      return "NVARCHAR(MAX)";
    case "GEOMETRY":
      return "GEOMETRY";
    default:
      return column.type;
  }
}

export const SQLSERVER_DEFAULTS: DefaultSpelling = {
  zeroDate: null,
  boolean: (value) => (value === "TRUE" ? "1" : "0"),
  today: "CAST(GETDATE() AS DATE)",
  now: "CURRENT_TIMESTAMP",
  uuid: "NEWID()",
  text: (value) => nstring(value),
  expression: expressionSpelling(
    ["getdate", "getutcdate", "sysdatetime", "sysutcdatetime", "sysdatetimeoffset", "newid", "newsequentialid", "suser_sname", "rand", "concat", "len", "substring", "trim", "isnull", "dateadd", "datediff"],
    { words: ["CURRENT_TIMESTAMP", "CURRENT_USER", "SESSION_USER"], wrap: (value) => `(${value})` },
  ),
};

export function columnLine(column: XColumn): string {
  const type = sqlServerType(column);
  let line = `${q(column.name)} ${type}`;
  if (column.autoIncrement) line += " IDENTITY(1,1)";
  line += column.nullable ? " NULL" : " NOT NULL";
  line += defaultClause(column, SQLSERVER_DEFAULTS);
  if (column.unique && !isMax(type)) line += ` CONSTRAINT ${q(column.uniqueName)} UNIQUE`;
  if (column.type === "ENUM") line += ` CHECK (${q(column.name)} IN (${column.values.map(nstring).join(", ")}))`;
  return line;
}

export function createTable(table: XTable): string {
  const lines = table.columns.map(columnLine);
  if (table.primaryKey.length > 0) lines.push(`PRIMARY KEY (${table.primaryKey.map((c) => q(c.name)).join(", ")})`);
  return `CREATE TABLE ${q(table.name)} (\n  ${lines.join(",\n  ")}\n);`;
}

/** Null when SQL Server cannot index one of its columns (the export writes a comment instead). */
export function createIndex(table: XTable, index: XIndex): string | null {
  if (index.columns.some(({ column }) => isMax(sqlServerType(column)))) return null;
  const unique = index.type === "UNIQUE" ? "UNIQUE " : "";
  const columns = index.columns.map(({ column, order }) => `${q(column.name)} ${order}`);
  return `CREATE ${unique}INDEX ${q(index.name)} ON ${q(table.name)} (${columns.join(", ")});`;
}

function createIndexes(table: XTable): string[] {
  return table.indexes.map((index) => createIndex(table, index) ??
    lineComment(tr("export.sqlServerMaxIndex", { index: index.name })));
}

export function description(value: string, table: string, column?: string): string {
  const level2 = column ? `, @level2type = N'COLUMN', @level2name = ${nstring(column)}` : "";
  return `EXEC sys.sp_addextendedproperty @name = N'MS_Description', @value = ${nstring(value)}, ` +
    `@level0type = N'SCHEMA', @level0name = N'dbo', @level1type = N'TABLE', @level1name = ${nstring(table)}${level2};`;
}

const CASCADING: readonly ReferentialAction[] = ["CASCADE", "SET NULL", "SET DEFAULT"];

/**
 * Keys whose cascading actions SQL Server would refuse: taken in order, a cascading key is kept
 * only if no other cascade path already links its tables and it closes no loop.
 *
 * What each table reaches through the kept keys (`below`, itself included once it has kept one)
 * and what reaches it (`above`) are bit sets over the tables: a long chain of keys makes these
 * closures quadratic in size, which sets of objects handled too slowly.
 */
export function refusedCascades(keys: readonly XForeignKey[]): Set<XForeignKey> {
  const position = new Map<XTable, number>();
  for (const fk of keys) {
    if (!position.has(fk.table)) position.set(fk.table, position.size);
    if (!position.has(fk.refTable)) position.set(fk.refTable, position.size);
  }
  const bits = new BitRows(position.size);
  const below: (Uint32Array | undefined)[] = [];
  const above: (Uint32Array | undefined)[] = [];
  const refused = new Set<XForeignKey>();
  for (const fk of keys) {
    if (!CASCADING.includes(fk.onDelete) && !CASCADING.includes(fk.onUpdate)) continue;
    const parent = position.get(fk.refTable) as number;
    const child = position.get(fk.table) as number;
    const descendants = below[child] ?? bits.only(child);
    const ancestors = bits.copy(above[parent]);
    bits.set(ancestors, parent);
    // A loop, or a descendant some ancestor already reaches: a second path.
    const clash = parent === child || bits.has(descendants, parent) ||
      bits.some(descendants, (table) => above[table] !== undefined && bits.meets(above[table], ancestors));
    if (clash) {
      refused.add(fk);
      continue;
    }
    // Few descendants, many ancestors in a long chain: bits are set one by one, not row by row.
    const grown: number[] = [];
    bits.each(descendants, (table) => grown.push(table));
    bits.each(ancestors, (ancestor) => {
      let reached = below[ancestor];
      if (!reached) {
        reached = below[ancestor] = bits.only(ancestor);
        bits.set((above[ancestor] ??= bits.empty()), ancestor);
      }
      for (const table of grown) bits.set(reached, table);
    });
    for (const table of grown) bits.orInto((above[table] ??= bits.empty()), ancestors);
  }
  return refused;
}

/** Rows of bits, one per table. */
class BitRows {
  private readonly words: number;

  constructor(size: number) {
    this.words = Math.max(1, Math.ceil(size / 32));
  }

  empty = () => new Uint32Array(this.words);
  copy = (row: Uint32Array | undefined) => (row ? row.slice() : this.empty());
  set = (row: Uint32Array, at: number) => void (row[at >>> 5] |= 1 << (at & 31));
  has = (row: Uint32Array, at: number) => (row[at >>> 5] & (1 << (at & 31))) !== 0;

  only(at: number): Uint32Array {
    const row = this.empty();
    this.set(row, at);
    return row;
  }

  orInto(target: Uint32Array, row: Uint32Array) {
    for (let word = 0; word < this.words; word += 1) target[word] |= row[word];
  }

  meets(a: Uint32Array, b: Uint32Array): boolean {
    for (let word = 0; word < this.words; word += 1) if ((a[word] & b[word]) !== 0) return true;
    return false;
  }

  each(row: Uint32Array, visit: (at: number) => void) {
    for (let word = 0; word < this.words; word += 1) {
      for (let rest = row[word]; rest !== 0; rest &= rest - 1) visit((word << 5) + (31 - Math.clz32(rest & -rest)));
    }
  }

  some(row: Uint32Array, test: (at: number) => boolean): boolean {
    for (let word = 0; word < this.words; word += 1) {
      for (let rest = row[word]; rest !== 0; rest &= rest - 1) if (test((word << 5) + (31 - Math.clz32(rest & -rest)))) return true;
    }
    return false;
  }
}

const plain = (value: ReferentialAction): string => (value === "RESTRICT" ? "NO ACTION" : value);

/** The actions SQL Server is given for a key, `refused` coming from `refusedCascades`. */
export function foreignKeyActions(fk: XForeignKey, refused: boolean): { onDelete: string; onUpdate: string } {
  return refused ? { onDelete: "NO ACTION", onUpdate: "NO ACTION" } : { onDelete: plain(fk.onDelete), onUpdate: plain(fk.onUpdate) };
}

export function addForeignKey(fk: XForeignKey, refused: boolean): string {
  const { onDelete, onUpdate } = foreignKeyActions(fk, refused);
  const note = refused ? `${lineComment(tr("export.sqlServerCascade", { key: fk.name, onDelete: fk.onDelete, onUpdate: fk.onUpdate }))}\n` : "";
  return `${note}ALTER TABLE ${q(fk.table.name)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${columnList(fk.columns)}) ` +
    `REFERENCES ${q(fk.refTable.name)} (${columnList(fk.refColumns)}) ON DELETE ${onDelete} ON UPDATE ${onUpdate};`;
}

export function sqlServerSql(schema: ExportSchema): string {
  const parts = [header("SQL Server", schema, SQLSERVER_DEFAULTS)];
  for (const table of schema.tables) {
    parts.push(createTable(table));
    const extra = createIndexes(table);
    if (table.comment) extra.push(description(table.comment, table.name));
    for (const column of table.columns) if (column.comment) extra.push(description(column.comment, table.name, column.name));
    if (extra.length > 0) parts.push(extra.join("\n"));
  }
  const keys = schema.tables.flatMap((table) => table.foreignKeys);
  const refused = refusedCascades(keys);
  const lines = keys.map((fk) => addForeignKey(fk, refused.has(fk)));
  if (lines.length > 0) parts.push(lines.join("\n"));
  return `${parts.join("\n\n")}\n`;
}

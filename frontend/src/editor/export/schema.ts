/**
 * The document made ready for every code export (SQL, Laravel, Django), following 001 §5:
 * names cleaned and unique, tables in dependency order (referenced first, cycles broken
 * deterministically), each foreign-key column copying the type, length, precision, scale and
 * sign of the column it references and losing auto-increment, ENUM without values given
 * active/inactive, VARCHAR and CHAR given length 255. Many-to-many relations become a pivot table.
 *
 * Rules that keep every generated script runnable, applied once here for all targets:
 * - a foreign key (one column, or several for a composite key) needs its columns on the child side
 *   and referenced columns that are together a key of their table: its whole primary key, a unique
 *   column, or the columns of a unique index, in any order; others are left out, noted;
 * - ON DELETE/UPDATE SET NULL makes the key's columns nullable (a key holding a primary-key column
 *   gets NO ACTION instead);
 * - auto-increment stays only on an integer sole primary key;
 * - an ENUM default outside its values is dropped, and so is a default its type cannot hold
 *   (noted): a word for a number, a date that is no date, invalid JSON…; MySQL's zero dates
 *   ('0000-00-00') are kept by MySQL only, each other target notes them (zerodates.ts);
 * - an index named like a table gets `relationName` for the targets where both share one
 *   namespace (PostgreSQL, SQLite, Django);
 * - a SPATIAL index on columns that are not all geometries, or a FULLTEXT one on columns that are
 *   not all text, becomes a plain index (noted).
 */
import { relationPairs, type Attribute, type AttributeType, type DiagramDocument, type IndexMethod, type IndexType, type ReferentialAction, type Relation, type Seed, type Table } from "../model/types";
import { arrayAsJson, type ArrayTarget } from "./arrays";
import { cleanName, MAX_NAME, NameAllocator, singular, snake } from "./names";
import { dependencyOrder, type Edge } from "./order";
import { zeroDate } from "./zerodates";
import { tr } from "../i18n";

export const INTEGER_TYPES: readonly AttributeType[] = ["INT", "INTEGER", "BIGINT", "TINYINT", "SMALLINT", "MEDIUMINT"];
export const DEFAULT_ENUM_VALUES = ["active", "inactive"];
export const DEFAULT_STRING_LENGTH = 255;

export interface XColumn {
  /** The attribute's id; pivot columns get `pivot:<n>`. */
  id: string;
  name: string;
  /** The name in the document, used to find seed values. */
  originalName: string;
  type: AttributeType;
  /** VARCHAR, CHAR, BINARY and VARBINARY only; never null for those. */
  length: number | null;
  /** DECIMAL and NUMERIC when the document gives them; null means the target's default. */
  precision: number | null;
  scale: number | null;
  unsigned: boolean;
  /** ENUM and SET only. */
  values: string[];
  /** An array of its type (PostgreSQL `type[]`); set only where the target has arrays, see arrays.ts. */
  array: boolean;
  nullable: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** A one-column unique constraint (never set on a sole primary key). */
  unique: boolean;
  /** The constraint's name when `unique`, unique across the schema like index names. */
  uniqueName: string;
  /** As typed, outer quotes (and a PostgreSQL cast of a literal) removed; see `defaultKind`. */
  defaultValue: string | null;
  /** The default was written as a quoted literal: never read as an expression. */
  defaultQuoted?: boolean;
  /** In a primary key, unique constraint or index, or a foreign key (either end). */
  keyed?: boolean;
  comment: string;
}

export interface XIndexColumn {
  column: XColumn;
  order: "ASC" | "DESC";
}

export interface XIndex {
  name: string;
  /** `name`, or a free one when a table has that name, for targets where indexes and tables share a namespace. */
  relationName: string;
  type: IndexType;
  /** Null for FULLTEXT and SPATIAL. */
  method: IndexMethod | null;
  comment: string;
  columns: XIndexColumn[];
}

export interface XForeignKey {
  name: string;
  table: XTable;
  /** The child's columns, one for a plain key, several for a composite one, in key order. */
  columns: XColumn[];
  refTable: XTable;
  /** What each of `columns` references, at the same place: in the order of the referenced key. */
  refColumns: XColumn[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
  /** The referenced table comes later in `tables` (a cycle): add this key once all tables exist. */
  deferred: boolean;
  /** One-to-one relation, or child columns that are together the child's primary key or unique. */
  oneToOne: boolean;
  relation: Relation | null;
}

export interface XPivot {
  relation: Relation;
  from: XTable;
  to: XTable;
  fromColumn: XColumn;
  toColumn: XColumn;
}

export interface XTable {
  id: string;
  name: string;
  originalName: string;
  comment: string;
  columns: XColumn[];
  primaryKey: XColumn[];
  indexes: XIndex[];
  /** Keys this table holds, in column order. */
  foreignKeys: XForeignKey[];
  slug: boolean;
  softDeletes: boolean;
  seeds: Seed[];
  /** Set on the junction table of a many-to-many relation. */
  pivot: XPivot | null;
}

export interface ExportSchema {
  /** Dependency order; pivot tables come after both of their ends. */
  tables: XTable[];
  foreignKeys: XForeignKey[];
  pivots: XPivot[];
  /** Notes about what was left out, for comments in the output (in the catalogue's language, `engine:export`). */
  notes: string[];
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** Comma-separated ENUM/SET values, trimmed and unquoted, duplicates dropped. */
export function enumValues(text: string): string[] {
  const values = text
    .split(",")
    .map((value) => value.trim().replace(/^(['"])(.*)\1$/, "$2"))
    .filter((value) => value !== "");
  return values.length > 0 ? [...new Set(values)] : [...DEFAULT_ENUM_VALUES];
}

/** A quoted literal, possibly cast the PostgreSQL way (`'x'::text`), or wrapped in parentheses (`('x')`, `((0))`). */
const LITERAL = /^'((?:[^']|'')*)'(?:::[A-Za-z_][\w ]*(?:\(\d+(?:,\s*\d+)?\))?(?:\[\])?)?$/s;

/** The default's text and whether it was a quoted literal; "" is an empty string, null no default. */
function unquote(value: string | null): { value: string | null; quoted: boolean } {
  if (value === null) return { value: null, quoted: false };
  let trimmed = value.trim();
  if (trimmed === "") return { value, quoted: true };
  while (/^\((.*)\)$/s.test(trimmed) && balanced(trimmed.slice(1, -1)) && /^(\(*'.*'\)*|\(*[-+]?[\d.]+\)*)$/s.test(trimmed.slice(1, -1))) trimmed = trimmed.slice(1, -1).trim();
  const literal = LITERAL.exec(trimmed);
  if (literal) return { value: literal[1].replace(/''/g, "'"), quoted: true };
  const quoted = /^"(.*)"$/s.exec(trimmed);
  return quoted ? { value: quoted[1], quoted: true } : { value: trimmed, quoted: false };
}

/** Parentheses balanced outside quoted literals. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const token of text.match(/'(?:[^']|'')*'|[()]|[^'()]+/g) ?? []) {
    if (token === "(") depth += 1;
    if (token === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

export interface ExportOptions {
  /** How a target without array types writes array columns; none: natively (PostgreSQL). */
  arrays?: ArrayTarget;
}

export function prepareExport(doc: DiagramDocument, options: ExportOptions = {}): ExportSchema {
  const notes: string[] = [];
  const tableNames = new NameAllocator();
  const indexNames = new NameAllocator();
  const attributeTable = new Map<string, Table>();
  const tablesById = byId(doc.tables);
  doc.tables.forEach((table) => table.attributes.forEach((a) => attributeTable.set(a.id, table)));

  // 1. Foreign keys as (child attributes → referenced attributes), from relations (a composite
  // key is one link, its pairs in key order) then from attributes (one column each).
  interface Link { child: Table; columns: Attribute[]; parent: Table; refs: Attribute[]; relation: Relation | null }
  const links: Link[] = [];
  const linked = new Set<string>();
  const soleKey = (table: Table) => {
    const keys = table.attributes.filter((a) => a.isPrimaryKey);
    return keys.length === 1 ? keys[0] : undefined;
  };
  type PairIds = { fromAttributeId: string | null; toAttributeId: string | null };
  const addLink = (child: Table | undefined, pairs: readonly PairIds[], parent: Table | undefined, relation: Relation | null) => {
    if (!child || !parent || !pairs[0]?.toAttributeId) return;
    const columns = pairs.map((pair) => child.attributes.find((a) => a.id === pair.toAttributeId));
    const found = columns.filter((column): column is Attribute => column !== undefined);
    // A column already in a key stays in that one: the first relation naming it wins.
    if (found.length === 0 || found.some((column) => linked.has(column.id))) return;
    found.forEach((column) => linked.add(column.id));
    const label = columnsLabel(child.name, found.map((column) => column.name));
    // The parent's sole key stands in for a missing referenced column of a one-column key only.
    const refs = pairs.map((pair) => (pair.fromAttributeId ? parent.attributes.find((a) => a.id === pair.fromAttributeId) : pairs.length === 1 ? soleKey(parent) : undefined));
    if (found.length < columns.length || refs.some((ref, at) => !ref || ref === columns[at])) {
      notes.push(tr("export.missingReferenced", { label }));
      return;
    }
    if (new Set(refs).size < refs.length || new Set(columns).size < columns.length) {
      notes.push(tr("export.repeatedKeyColumn", { label }));
      return;
    }
    links.push({ child, columns: found, parent, refs: refs as Attribute[], relation });
  };
  for (const relation of doc.relations) {
    if (relation.type === "many-to-many") {
      if (relation.toAttributeId) linked.add(relation.toAttributeId);
      continue;
    }
    addLink(tablesById.get(relation.toTableId), relationPairs(relation), tablesById.get(relation.fromTableId), relation);
  }
  for (const table of doc.tables) {
    for (const attribute of table.attributes) {
      if (attribute.referencedTable) addLink(table, [{ fromAttributeId: attribute.referencedAttribute, toAttributeId: attribute.id }], tablesById.get(attribute.referencedTable), null);
    }
  }
  const refOf = new Map(links.flatMap((link) => link.columns.map((column, at) => [column.id, link.refs[at]] as const)));
  const referenced = new Set(links.flatMap((link) => link.refs.map((ref) => ref.id)));

  // 2. Columns: a foreign-key column takes its type from the end of its chain of references.
  const typeSource = (attribute: Attribute): Attribute => {
    let current = attribute;
    const seen = new Set<string>();
    while (refOf.has(current.id) && !seen.has(current.id)) {
      seen.add(current.id);
      current = refOf.get(current.id) as Attribute;
    }
    return current;
  };
  const columnsById = new Map<string, XColumn>();
  const xTables: XTable[] = doc.tables.map((table) => {
    const name = tableNames.take(cleanName(table.name, "table"));
    const columnNames = new NameAllocator();
    const keys = table.attributes.filter((a) => a.isPrimaryKey);
    let autoTaken = false;
    const columns = table.attributes.map((attribute) => {
      const isLink = refOf.has(attribute.id);
      const shape = isLink ? typeSource(attribute) : attribute;
      const column = makeColumn(attribute, shape, columnNames.take(cleanName(attribute.name, "column")));
      column.primaryKey = attribute.isPrimaryKey;
      column.nullable = attribute.isNullable && !attribute.isPrimaryKey;
      column.unique = attribute.isUnique && !(attribute.isPrimaryKey && keys.length === 1);
      column.autoIncrement = !isLink && !autoTaken && !column.array && attribute.isAutoIncrement && keys.length === 1 && attribute.isPrimaryKey && INTEGER_TYPES.includes(column.type);
      if (column.autoIncrement) {
        autoTaken = true;
        column.defaultValue = null;
      }
      if (column.array && options.arrays) {
        const keyed = attribute.isPrimaryKey || attribute.isUnique || isLink || referenced.has(attribute.id);
        notes.push(...arrayAsJson(column, name, options.arrays, keyed));
      }
      columnsById.set(attribute.id, column);
      return column;
    });
    return {
      id: table.id, name, originalName: table.name, comment: table.comment ?? "", columns,
      primaryKey: columns.filter((c) => c.primaryKey), indexes: [], foreignKeys: [],
      slug: table.slug, softDeletes: table.softDeletes, seeds: table.seeds ?? [], pivot: null,
    };
  });
  const xTableById = byId(xTables);

  // 3. Indexes, named uniquely across the whole schema (PostgreSQL and SQLite need it).
  doc.tables.forEach((table, at) => {
    const xTable = xTables[at];
    table.indexes.forEach((index, n) => {
      const columns = index.attributes
        .map((entry) => ({ column: columnsById.get(entry.attributeId), order: entry.order === "DESC" ? "DESC" as const : "ASC" as const }))
        .filter((entry): entry is XIndexColumn => entry.column !== undefined && xTable.columns.includes(entry.column));
      if (columns.length === 0) return;
      const fallback = `idx_${xTable.name}_${n + 1}`;
      const name = indexNames.take(cleanName(index.name, fallback));
      let type = index.type;
      // MySQL also wants every column of a SPATIAL index NOT NULL.
      const wrong = type === "SPATIAL" ? columns.some(({ column }) => !GEOMETRY_TYPES.includes(column.type) || column.nullable)
        : type === "FULLTEXT" && columns.some(({ column }) => !FULLTEXT_TYPES.includes(column.type));
      if (wrong) {
        notes.push(tr("export.indexDowngraded", { column: `${xTable.name}.${name}`, type }));
        type = "INDEX";
      }
      const method = type === "FULLTEXT" || type === "SPATIAL" ? null : (index.method ?? "BTREE");
      xTable.indexes.push({ name, relationName: name, type, method, comment: index.comment ?? "", columns });
    });
  });

  for (const table of xTables) {
    for (const column of table.columns) if (column.unique) column.uniqueName = indexNames.take(`${table.name}_${column.name}_unique`);
  }
  for (const table of xTables) {
    for (const column of table.columns) {
      // A zero date is noted by each target that leaves it out (MySQL keeps it, see zerodates.ts).
      if (column.defaultValue !== null && !column.autoIncrement && columnDefault(column) === undefined && defaultKind(column.defaultValue) !== "null" && zeroDate(column) === null) {
        notes.push(tr("export.impossibleDefault", { column: `${table.name}.${column.name}`, value: JSON.stringify(column.defaultValue), type: column.type }));
      }
    }
  }

  // 4. Keep the foreign keys whose referenced columns are together a key of their table. Pairs
  // follow that key's column order: InnoDB wants an index whose leading columns are the
  // referenced ones in the key's order, and the key itself is one.
  const foreignKeys: XForeignKey[] = [];
  for (const link of links) {
    const table = xTableById.get(link.child.id) as XTable;
    const refTable = xTableById.get(link.parent.id) as XTable;
    let columns = link.columns.map((attribute) => columnsById.get(attribute.id) as XColumn);
    let refColumns = link.refs.map((attribute) => columnsById.get(attribute.id) as XColumn);
    const key = uniqueSets(refTable).find((set) => sameSet(set, refColumns));
    if (!key) {
      notes.push(tr("export.notAKey", {
        label: columnsLabel(table.name, columns.map((c) => c.name)),
        referenced: columnsLabel(refTable.name, refColumns.map((c) => c.name)),
        count: refColumns.length,
      }));
      continue;
    }
    const order = refColumns.map((_, at) => at).sort((a, b) => key.indexOf(refColumns[a]) - key.indexOf(refColumns[b]));
    columns = order.map((at) => columns[at]);
    refColumns = order.map((at) => refColumns[at]);
    let onDelete = link.relation?.onDelete ?? "CASCADE";
    let onUpdate = link.relation?.onUpdate ?? "CASCADE";
    if (onDelete === "SET NULL" || onUpdate === "SET NULL") {
      if (columns.some((column) => column.primaryKey)) {
        if (onDelete === "SET NULL") onDelete = "NO ACTION";
        if (onUpdate === "SET NULL") onUpdate = "NO ACTION";
      } else {
        for (const column of columns) column.nullable = true;
      }
    }
    // A lone column counts as unique through its own constraint only, not a one-column index.
    const unique = columns.length === 1 ? columns[0].unique : uniqueSets(table).some((set) => sameSet(set, columns));
    const oneToOne = link.relation?.type === "one-to-one" || unique || sameSet(table.primaryKey, columns);
    foreignKeys.push({
      name: indexNames.take(`fk_${table.name}_${columns.map((column) => column.name).join("_")}`), table, columns, refTable, refColumns,
      onDelete, onUpdate, deferred: false, oneToOne, relation: link.relation,
    });
  }

  // 5. Many-to-many relations: a pivot table referencing both primary keys.
  const pivots: XPivot[] = [];
  for (const relation of doc.relations) {
    if (relation.type !== "many-to-many") continue;
    const from = xTableById.get(relation.fromTableId);
    const to = xTableById.get(relation.toTableId);
    if (!from || !to) continue;
    if (from.primaryKey.length !== 1 || to.primaryKey.length !== 1) {
      notes.push(tr("export.pivotWithoutKey", { from: from.name, to: to.name }));
      continue;
    }
    const pivotTable = makePivot(relation, from, to, tableNames.take(cleanName(relation.name, `${from.name}_${to.name}`)));
    xTables.push(pivotTable);
    const pivot = pivotTable.pivot as XPivot;
    pivots.push(pivot);
    for (const [column, refTable] of [[pivot.fromColumn, from], [pivot.toColumn, to]] as const) {
      foreignKeys.push({
        name: indexNames.take(`fk_${pivotTable.name}_${column.name}`), table: pivotTable, columns: [column], refTable,
        refColumns: [refTable.primaryKey[0]], onDelete: "CASCADE", onUpdate: "CASCADE", deferred: false, oneToOne: false, relation,
      });
    }
  }

  // 6. Dependency order; keys pointing forward (cycles) are deferred.
  const position = new Map(xTables.map((table, at) => [table, at]));
  const edges: Edge[] = foreignKeys.map((fk) => ({ from: position.get(fk.table) as number, to: position.get(fk.refTable) as number }));
  const { order, deferred } = dependencyOrder(xTables.length, edges);
  foreignKeys.forEach((fk, at) => (fk.deferred = deferred.has(at)));
  for (const fk of foreignKeys) for (const column of [...fk.columns, ...fk.refColumns]) column.keyed = true;
  for (const table of xTables) {
    for (const column of [...table.primaryKey, ...table.columns.filter((c) => c.unique)]) column.keyed = true;
    for (const index of table.indexes) if (index.type === "UNIQUE") index.columns.forEach(({ column }) => (column.keyed = true));
  }
  // Index and table names share one namespace in PostgreSQL, SQLite (and so Django).
  const tableNamesTaken = new NameAllocator(xTables.map((table) => table.name));
  for (const index of xTables.flatMap((table) => table.indexes)) {
    if (tableNamesTaken.has(index.name)) index.relationName = indexNames.take(`${index.name.slice(0, MAX_NAME - 4)}_idx`);
  }
  for (const fk of foreignKeys) fk.table.foreignKeys.push(fk);
  for (const table of xTables) table.foreignKeys.sort((a, b) => table.columns.indexOf(a.columns[0]) - table.columns.indexOf(b.columns[0]));
  return { tables: order.map((at) => xTables[at]), foreignKeys, pivots, notes };
}

/** `t.a` for one column, `t.(a, b)` for several: how notes name a key's columns. */
export const columnsLabel = (table: string, columns: readonly string[]) =>
  columns.length === 1 ? `${table}.${columns[0]}` : `${table}.(${columns.join(", ")})`;

/** The column sets a foreign key can reference: the primary key, each unique column, each unique index. */
function uniqueSets(table: XTable): XColumn[][] {
  return [
    table.primaryKey,
    ...table.columns.filter((column) => column.unique).map((column) => [column]),
    ...table.indexes.filter((index) => index.type === "UNIQUE").map((index) => index.columns.map((entry) => entry.column)),
  ].filter((set) => set.length > 0);
}

const sameSet = (a: readonly XColumn[], b: readonly XColumn[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((column) => a.includes(column));

function makeColumn(attribute: Attribute, shape: Attribute, name: string): XColumn {
  const type = shape.type;
  const sized = type === "VARCHAR" || type === "CHAR" || type === "BINARY" || type === "VARBINARY";
  const decimal = type === "DECIMAL" || type === "NUMERIC";
  const precision = decimal ? (positive(shape.precision) ?? positive(shape.length)) : null;
  let scale = decimal && precision !== null ? (shape.scale ?? 0) : null;
  if (scale !== null && precision !== null) scale = Math.min(scale, precision);
  const values = type === "ENUM" || type === "SET" ? enumValues(shape.enumValues ?? "") : [];
  const read = unquote(attribute.defaultValue);
  let defaultValue = read.value;
  if (type === "ENUM" && !shape.isArray && defaultValue !== null && (read.quoted || defaultKind(defaultValue) === "string") && !values.includes(defaultValue)) defaultValue = null;
  return {
    id: attribute.id,
    name,
    originalName: attribute.name,
    type,
    length: sized ? (positive(shape.length) ?? DEFAULT_STRING_LENGTH) : null,
    precision,
    scale,
    unsigned: INTEGER_TYPES.includes(type) && shape.unsigned,
    values,
    array: shape.isArray === true,
    nullable: true,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    uniqueName: "",
    defaultValue,
    defaultQuoted: read.quoted,
    keyed: false,
    comment: attribute.comment ?? "",
  };
}

const positive = (value: number | null | undefined) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : null);

function makePivot(relation: Relation, from: XTable, to: XTable, name: string): XTable {
  const self = from === to;
  const base = (table: XTable) => snake(singular(table.name)) || "item";
  const fromName = self ? `from_${base(from)}_id` : `${base(from)}_id`;
  let toName = self ? `to_${base(to)}_id` : `${base(to)}_id`;
  if (toName === fromName) toName = `related_${toName}`;
  const column = (id: string, columnName: string, ref: XColumn): XColumn => ({
    ...ref, id, name: columnName, originalName: columnName, nullable: false, primaryKey: true,
    autoIncrement: false, unique: false, defaultValue: null, defaultQuoted: false, keyed: true, comment: "",
  });
  const fromColumn = column(`pivot:${relation.id}:from`, fromName, from.primaryKey[0]);
  const toColumn = column(`pivot:${relation.id}:to`, toName, to.primaryKey[0]);
  const table: XTable = {
    id: `pivot:${relation.id}`, name, originalName: name, comment: relation.label ?? "",
    columns: [fromColumn, toColumn], primaryKey: [fromColumn, toColumn], indexes: [], foreignKeys: [],
    slug: false, softDeletes: false, seeds: [], pivot: null,
  };
  table.pivot = { relation, from, to, fromColumn, toColumn };
  return table;
}

export type DefaultKind = "null" | "number" | "boolean" | "now" | "uuid" | "expression" | "string";

/** Words that are expressions on their own (CURRENT_TIMESTAMP and the like are "now"). */
const EXPRESSION_WORDS = new Set(["CURRENT_TIME", "LOCALTIME", "CURRENT_USER", "SESSION_USER"]);

/**
 * What a default means, independent of the column type (each target then spells it). `quoted`:
 * it was written as a literal ('uuidv7()'), so it is text whatever it looks like.
 */
export function defaultKind(value: string, quoted = false): DefaultKind {
  if (quoted) return "string";
  const upper = value.trim().toUpperCase();
  if (upper === "NULL") return "null";
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value.trim())) return "number";
  if (upper === "TRUE" || upper === "FALSE") return "boolean";
  if (/^(CURRENT_TIMESTAMP|NOW|CURRENT_DATE|LOCALTIMESTAMP|GETDATE|SYSDATETIME)(\s*\(\s*\d*\s*\))?$/.test(upper)) return "now";
  if (/^(UUID|GEN_RANDOM_UUID|NEWID|UUID_GENERATE_V4)\s*\(\s*\)$/.test(upper)) return "uuid";
  if (isExpression(value)) return "expression";
  return "string";
}

const TOKEN = /\s+|'(?:[^']|'')*'|(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|[A-Za-z_][\w.$]*|::|\|\||[-+*/%(),]/y;

/** The words of an expression outside quoted literals, or null when it has other characters. */
export function expressionTokens(value: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  const text = value.trim();
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    if (!/^\s/.test(match[0])) tokens.push(match[0]);
  }
  return tokens;
}

/**
 * A function call, a word such as CURRENT_USER, a cast (`x::type`), or arithmetic over those:
 * every bare word outside parentheses must be one of them, so `open` or `a-b` stay text.
 */
function isExpression(value: string): boolean {
  const tokens = expressionTokens(value);
  if (!tokens || tokens.length === 0 || !balanced(value)) return false;
  let depth = 0;
  let called = false;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (token === "(") depth += 1;
    else if (token === ")") depth -= 1;
    else if (/^[A-Za-z_]/.test(token) && depth === 0) {
      const call = tokens[at + 1] === "(";
      const cast = tokens[at - 1] === "::";
      const word = EXPRESSION_WORDS.has(token.toUpperCase()) || /^(CURRENT_TIMESTAMP|CURRENT_DATE|LOCALTIMESTAMP)$/i.test(token);
      const interval = token.toUpperCase() === "INTERVAL" && tokens[at + 1]?.startsWith("'");
      if (!call && !cast && !word && !interval) return false;
      if (call || word) called = true;
    }
  }
  return called || tokens.includes("::") || tokens.some((token, at) => /^[A-Za-z_]/.test(token) && tokens[at + 1] === "(");
}

/** Numbers joined by + - * / and parentheses: an expression for a numeric column only. */
const isArithmetic = (value: string) => {
  const tokens = expressionTokens(value);
  return tokens !== null && balanced(value) && tokens.every((token) => /^[\d.]|^[-+*/%()]$/.test(token)) && tokens.some((token) => /^[-+*/%]$/.test(token));
};

/** The names of the functions an expression calls, lowercased. */
export function calledFunctions(value: string): string[] {
  const tokens = expressionTokens(value) ?? [];
  return tokens.filter((token, at) => /^[A-Za-z_]/.test(token) && tokens[at + 1] === "(").map((token) => token.toLowerCase());
}

/** Types that take a default only as a quoted text. */
export const TEXTUAL_TYPES: readonly AttributeType[] = ["VARCHAR", "CHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET", "UUID", "JSON", "INET", "CIDR", "MACADDR", "TSVECTOR"];
export const NUMERIC_TYPES: readonly AttributeType[] = [...INTEGER_TYPES, "YEAR", "DECIMAL", "NUMERIC", "FLOAT", "DOUBLE"];
export const BOOLEAN_TYPES: readonly AttributeType[] = ["BOOLEAN", "BOOL"];
export const TEMPORAL_TYPES: readonly AttributeType[] = ["DATE", "DATETIME", "TIMESTAMP", "TIMESTAMPTZ", "TIME"];
export const BINARY_TYPES: readonly AttributeType[] = ["BLOB", "BINARY", "VARBINARY", "GEOMETRY"];
/** Types a SPATIAL index can carry (strings: the diagram may not have them yet). */
export const GEOMETRY_TYPES: readonly string[] = ["GEOMETRY", "POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON", "GEOMETRYCOLLECTION"];
/** Types a FULLTEXT index can carry. */
export const FULLTEXT_TYPES: readonly string[] = ["CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"];

/** A date, time or timestamp literal a database accepts: no year, month or day 0 (MySQL's zero dates). */
function temporalLiteral(type: AttributeType, value: string): boolean {
  const date = "(\\d{4})-(\\d{2})-(\\d{2})";
  const time = "\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?";
  const pattern = type === "DATE" ? `^${date}$` : type === "TIME" ? `^${time}$` : `^${date}([ T]${time})?$`;
  const match = new RegExp(pattern).exec(value.trim());
  if (!match) return false;
  return type === "TIME" || (Number(match[1]) > 0 && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[3]) >= 1 && Number(match[3]) <= 31);
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function validJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The default as one of: null, a number, a boolean, "now" (temporal types), "uuid", an
 * expression (spelled, or left out, by each target), or a string. Returns undefined when the
 * value cannot be a default of that type (a word for a number, a zero date…), which every target
 * then leaves out rather than writing a script that fails.
 */
export function columnDefault(column: XColumn): { kind: DefaultKind; value: string } | undefined {
  const value = column.defaultValue;
  if (value === null || column.autoIncrement) return undefined;
  const kind = defaultKind(value, column.defaultQuoted);
  const type = column.type;
  if (kind === "null") return column.nullable ? { kind, value } : undefined;
  // An array takes its literal ('{}', '{a,b}'), which PostgreSQL casts to the column's type.
  if (column.array) return /^\{.*\}$/s.test(value.trim()) && kind === "string" ? { kind, value: value.trim() } : undefined;
  if (kind === "expression") return { kind, value: value.trim() };
  if (BOOLEAN_TYPES.includes(type)) {
    if (kind === "boolean") return { kind, value: value.toUpperCase() };
    if (kind === "number" && (value === "0" || value === "1")) return { kind: "boolean", value: value === "1" ? "TRUE" : "FALSE" };
    return undefined;
  }
  if (NUMERIC_TYPES.includes(type)) {
    if (kind === "number") return { kind, value: value.trim() };
    return !column.defaultQuoted && isArithmetic(value) ? { kind: "expression", value: value.trim() } : undefined;
  }
  if (TEMPORAL_TYPES.includes(type)) {
    if (kind === "now") return type === "TIME" ? undefined : { kind, value };
    return (kind === "string" || kind === "number") && temporalLiteral(type, value) ? { kind: "string", value } : undefined;
  }
  if (type === "UUID" && kind === "uuid") return { kind, value };
  if (type === "UUID") return UUID_TEXT.test(value.trim()) ? { kind: "string", value: value.trim() } : undefined;
  if (type === "JSON") return validJson(value) ? { kind: "string", value } : undefined;
  if (BINARY_TYPES.includes(type)) return undefined;
  return { kind: "string", value };
}

/**
 * Documents for the exporters' tests (imported by *.test.ts only): a small shop with the cases
 * that matter — FK columns declared with the wrong type, a self reference, a cycle, one-to-one on
 * a primary key, many-to-many, ENUM without values, DECIMAL without precision, a UUID key, names
 * to clean, comments with quotes, every kind of index.
 */
import { newAttribute } from "../model/factory";
import { DOCUMENT_FORMAT, type Attribute, type DiagramDocument, type Relation, type Table } from "../model/types";

export function col(table: string, name: string, type: Attribute["type"] = "VARCHAR", overrides: Partial<Attribute> = {}): Attribute {
  return newAttribute(name, type, { id: `${table}.${name}`, ...overrides });
}

const key = (table: string, name = "id", type: Attribute["type"] = "INT", overrides: Partial<Attribute> = {}) =>
  col(table, name, type, { isPrimaryKey: true, isNullable: false, isAutoIncrement: type !== "UUID", ...overrides });

export function tbl(id: string, name: string, attributes: Attribute[], overrides: Partial<Table> = {}): Table {
  return {
    id, name, x: 0, y: 0, width: 250, height: 100, color: "#6366f1", comment: "", schema: "public",
    attributes, indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [], ...overrides,
  };
}

export function rel(id: string, from: Table, to: Table, fromAttr: string | null, toAttr: string | null, overrides: Partial<Relation> = {}): Relation {
  return {
    id, type: "one-to-many", fromTableId: from.id, toTableId: to.id,
    fromAttributeId: fromAttr && `${from.id}.${fromAttr}`, toAttributeId: toAttr && `${to.id}.${toAttr}`,
    name: "", label: "", onDelete: "CASCADE", onUpdate: "CASCADE", color: null, isDashed: false,
    cardinality: { from: "1", to: "N" }, extraPairs: [], ...overrides,
  };
}

export function shopDocument(): DiagramDocument {
  const users = tbl("users", "users", [
    key("users", "id", "INT", { unsigned: true }),
    col("users", "email", "VARCHAR", { isNullable: false, isUnique: true, length: 191 }),
    col("users", "full name", "VARCHAR", { comment: "L'utilisateur « principal »" }),
    col("users", "status", "ENUM", { defaultValue: "active" }),
    col("users", "balance", "DECIMAL", { defaultValue: "0" }),
    col("users", "is_admin", "BOOLEAN", { isNullable: false, defaultValue: "false" }),
    col("users", "created_at", "TIMESTAMP", { defaultValue: "CURRENT_TIMESTAMP" }),
    col("users", "manager_id", "INT", { isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" }),
  ], { comment: "Les comptes d'utilisateurs", slug: true, softDeletes: true,
    seeds: [{ name: "admin", data: [{ key: "email", data: "admin@example.com" }, { key: "is_admin", data: "true" }, { key: "balance", data: "" }] }] });
  const orders = tbl("orders", "order", [
    key("orders", "id", "UUID"),
    col("orders", "user_id", "BIGINT", { isNullable: false, isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" }),
    col("orders", "total", "DECIMAL", { precision: 12, scale: 3 }),
    col("orders", "state", "ENUM", { enumValues: "new, paid,'shipped'", defaultValue: "'new'" }),
    col("orders", "note", "VARCHAR", { length: null, comment: 'It\'s "quoted"' }),
  ]);
  const lines = tbl("lines", "order-lines", [
    key("lines"),
    col("lines", "order_id", "INT", { isForeignKey: true, referencedTable: "orders", referencedAttribute: "orders.id" }),
    col("lines", "title", "VARCHAR", { isNullable: false }),
    col("lines", "body", "TEXT"),
  ], {
    indexes: [
      { id: "i1", name: "idx_lines_title", type: "INDEX", method: "HASH", comment: "L'index", attributes: [{ attributeId: "lines.title", order: "DESC" }] },
      { id: "i2", name: "ft_lines", type: "FULLTEXT", method: null, comment: "", attributes: [{ attributeId: "lines.title", order: "ASC" }, { attributeId: "lines.body", order: "ASC" }] },
      { id: "i3", name: "", type: "UNIQUE", method: "BTREE", comment: "", attributes: [{ attributeId: "lines.order_id", order: "ASC" }, { attributeId: "lines.title", order: "ASC" }] },
    ],
  });
  const tags = tbl("tags", "tags", [key("tags"), col("tags", "label")]);
  const profiles = tbl("profiles", "profiles", [
    col("profiles", "user_id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true, isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" }),
  ]);
  const a = tbl("a", "alpha", [key("a"), col("a", "beta_id", "INT", { isForeignKey: true, referencedTable: "b", referencedAttribute: "b.id" })]);
  const b = tbl("b", "beta", [key("b"), col("b", "alpha_id", "INT", { isForeignKey: true, referencedTable: "a", referencedAttribute: "a.id" })]);
  return {
    format: DOCUMENT_FORMAT,
    // Children first: only the dependency order can create them.
    tables: [lines, orders, users, tags, profiles, a, b],
    relations: [
      rel("r1", users, orders, "id", "user_id", { onDelete: "RESTRICT" }),
      rel("r2", orders, lines, "id", "order_id", { onDelete: "SET NULL" }),
      rel("r3", users, users, "id", "manager_id", { onDelete: "SET NULL" }),
      rel("r4", users, profiles, "id", "user_id", { type: "one-to-one", cardinality: { from: "1", to: "1" } }),
      rel("r5", lines, tags, null, null, { type: "many-to-many", cardinality: { from: "N", to: "N" } }),
      rel("r6", b, a, "id", "beta_id"),
      rel("r7", a, b, "id", "alpha_id", { onDelete: "SET DEFAULT" }),
    ],
  };
}

export function docOf(tables: Table[], relations: Relation[] = []): DiagramDocument {
  return { format: DOCUMENT_FORMAT, tables, relations };
}

/**
 * The composite key (issue 13 item 4): `c (a, b)` references `p (a, b)`, the primary key
 * of p. The child columns are declared INT and VARCHAR, p's are BIGINT and CHAR(3): exports must
 * copy each referenced column's type to its own child column. `swapped` lists the pairs b then a.
 */
export function compositeDocument({ swapped = false, onDelete = "CASCADE" as Relation["onDelete"] } = {}): DiagramDocument {
  const p = tbl("p", "p", [
    col("p", "a", "BIGINT", { isPrimaryKey: true, isNullable: false }),
    col("p", "b", "CHAR", { isPrimaryKey: true, isNullable: false, length: 3 }),
    col("p", "label"),
  ]);
  const ref = (name: string) => ({ isForeignKey: true, referencedTable: "p", referencedAttribute: `p.${name}` });
  const c = tbl("c", "c", [
    key("c"),
    col("c", "a", "INT", { isNullable: false, ...ref("a") }),
    col("c", "b", "VARCHAR", { isNullable: false, ...ref("b") }),
  ]);
  const [first, second] = swapped ? ["b", "a"] : ["a", "b"];
  return docOf([c, p], [rel("r", p, c, first, first, { onDelete, extraPairs: [{ fromAttributeId: `p.${second}`, toAttributeId: `c.${second}` }] })]);
}

/** The composite document with c.a and c.b already plain columns of p's types: only the key differs. */
export function keylessCompositeDocument(): DiagramDocument {
  const doc = compositeDocument();
  doc.relations = [];
  const [, a, b] = (doc.tables.find((t) => t.id === "c") as Table).attributes;
  Object.assign(a, { type: "BIGINT", isForeignKey: false, referencedTable: null, referencedAttribute: null });
  Object.assign(b, { type: "CHAR", length: 3, isForeignKey: false, referencedTable: null, referencedAttribute: null });
  return doc;
}

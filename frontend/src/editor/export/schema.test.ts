import { describe, expect, it } from "vitest";

import { col, docOf, rel, shopDocument, tbl } from "./fixtures";
import { cleanName, pluralOf, singular } from "./names";
import { dependencyOrder } from "./order";
import { columnDefault, prepareExport } from "./schema";

const byName = (schema: ReturnType<typeof prepareExport>, name: string) => {
  const found = schema.tables.find((table) => table.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
};
const column = (schema: ReturnType<typeof prepareExport>, table: string, name: string) => {
  const found = byName(schema, table).columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${table}.${name}`);
  return found;
};

describe("prepareExport (001 §5)", () => {
  it("puts referenced tables first and breaks a cycle at its earliest table", () => {
    const schema = prepareExport(shopDocument());
    const names = schema.tables.map((table) => table.name);
    expect(names.indexOf("users")).toBeLessThan(names.indexOf("order"));
    expect(names.indexOf("order")).toBeLessThan(names.indexOf("order_lines"));
    expect(names.indexOf("order_lines")).toBeLessThan(names.indexOf("order_lines_tags"));
    expect(names.indexOf("tags")).toBeLessThan(names.indexOf("order_lines_tags"));
    // alpha and beta reference each other: alpha (earlier in the document) comes first.
    expect(names.indexOf("alpha")).toBeLessThan(names.indexOf("beta"));
    const deferred = schema.foreignKeys.filter((fk) => fk.deferred).map((fk) => `${fk.table.name}.${fk.columns[0].name}`);
    expect(deferred).toEqual(["alpha.beta_id"]);
  });

  it("gives the same order for the same document", () => {
    const first = prepareExport(shopDocument()).tables.map((t) => t.name);
    expect(prepareExport(shopDocument()).tables.map((t) => t.name)).toEqual(first);
  });

  it("copies type, length, precision, scale and sign of the referenced column and drops auto-increment", () => {
    const schema = prepareExport(shopDocument());
    expect(column(schema, "order", "user_id")).toMatchObject({ type: "INT", unsigned: true, autoIncrement: false });
    expect(column(schema, "order_lines", "order_id")).toMatchObject({ type: "UUID", autoIncrement: false });
    expect(column(schema, "profiles", "user_id")).toMatchObject({ type: "INT", unsigned: true, autoIncrement: false, primaryKey: true });
    expect(column(schema, "users", "manager_id")).toMatchObject({ type: "INT", unsigned: true });
  });

  it("copies DECIMAL precision and VARCHAR length through a chain of references", () => {
    const parent = tbl("p", "parent", [col("p", "code", "DECIMAL", { isPrimaryKey: true, isNullable: false, precision: 9, scale: 4 })]);
    const child = tbl("c", "child", [col("c", "code", "INT", { isPrimaryKey: true, isNullable: false, isForeignKey: true, referencedTable: "p", referencedAttribute: "p.code" })]);
    const grand = tbl("g", "grand", [col("g", "code", "VARCHAR", { length: 10, isForeignKey: true, referencedTable: "c", referencedAttribute: "c.code" })]);
    const schema = prepareExport(docOf([grand, child, parent]));
    expect(column(schema, "grand", "code")).toMatchObject({ type: "DECIMAL", precision: 9, scale: 4, length: null });
    expect(schema.tables.map((t) => t.name)).toEqual(["parent", "child", "grand"]);
  });

  it("reduces names to letters, digits and underscore, unique without regard to case", () => {
    expect(cleanName("Catégories d'été", "t")).toBe("Categories_d_ete");
    expect(cleanName("  ", "table")).toBe("table");
    const schema = prepareExport(docOf([tbl("x", "Users", [col("x", "id")]), tbl("y", "users", [col("y", "a b"), col("y", "a-b")])]));
    expect(schema.tables.map((t) => t.name)).toEqual(["Users", "users_2"]);
    expect(byName(schema, "users_2").columns.map((c) => c.name)).toEqual(["a_b", "a_b_2"]);
  });

  it("defaults ENUM to active/inactive, VARCHAR to 255, and drops an ENUM default outside the values", () => {
    const schema = prepareExport(shopDocument());
    expect(column(schema, "users", "status").values).toEqual(["active", "inactive"]);
    expect(column(schema, "order", "state").values).toEqual(["new", "paid", "shipped"]);
    expect(column(schema, "order", "state").defaultValue).toBe("new");
    expect(column(schema, "order", "note").length).toBe(255);
    const odd = prepareExport(docOf([tbl("t", "t", [col("t", "s", "ENUM", { enumValues: "a,b", defaultValue: "c" })])]));
    expect(odd.tables[0].columns[0].defaultValue).toBeNull();
  });

  it("makes a SET NULL key nullable and leaves out keys to a column that is not a key", () => {
    const schema = prepareExport(shopDocument());
    expect(column(schema, "order_lines", "order_id").nullable).toBe(true);
    const parent = tbl("p", "parent", [col("p", "id", "INT", { isPrimaryKey: true, isNullable: false }), col("p", "code")]);
    const child = tbl("c", "child", [col("c", "code", "VARCHAR")]);
    const loose = prepareExport(docOf([parent, child], [rel("r", parent, child, "code", "code")]));
    expect(loose.foreignKeys).toHaveLength(0);
    expect(loose.notes[0]).toContain("ni clé primaire ni unique");
  });

  it("turns a many-to-many relation into a pivot table keyed on both ends", () => {
    const pivot = byName(prepareExport(shopDocument()), "order_lines_tags");
    expect(pivot.columns.map((c) => [c.name, c.type, c.primaryKey])).toEqual([["order_line_id", "INT", true], ["tag_id", "INT", true]]);
    expect(pivot.foreignKeys.map((fk) => fk.refTable.name)).toEqual(["order_lines", "tags"]);
  });

  it("names indexes uniquely and keeps only BTREE/HASH methods on plain and unique indexes", () => {
    const lines = byName(prepareExport(shopDocument()), "order_lines");
    expect(lines.indexes.map((i) => [i.name, i.type, i.method])).toEqual([
      ["idx_lines_title", "INDEX", "HASH"], ["ft_lines", "FULLTEXT", null], ["idx_order_lines_3", "UNIQUE", "BTREE"],
    ]);
  });

  it("reads defaults by meaning and refuses the ones a type cannot take", () => {
    const schema = prepareExport(shopDocument());
    expect(columnDefault(column(schema, "users", "balance"))).toEqual({ kind: "number", value: "0" });
    expect(columnDefault(column(schema, "users", "is_admin"))).toEqual({ kind: "boolean", value: "FALSE" });
    expect(columnDefault(column(schema, "users", "created_at"))).toMatchObject({ kind: "now" });
    expect(columnDefault({ ...column(schema, "users", "balance"), defaultValue: "abc" })).toBeUndefined();
  });
});

describe("dependencyOrder", () => {
  it("keeps the input order when nothing depends on anything", () => {
    expect(dependencyOrder(3, []).order).toEqual([0, 1, 2]);
  });

  it("orders a 40-table chain listed backwards", () => {
    const edges = Array.from({ length: 39 }, (_, n) => ({ from: n, to: n + 1 }));
    const { order, deferred } = dependencyOrder(40, edges);
    expect(order).toEqual(Array.from({ length: 40 }, (_, n) => 39 - n));
    expect(deferred.size).toBe(0);
  });

  it("defers exactly the edges that point forward in a cycle", () => {
    const { order, deferred } = dependencyOrder(3, [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 2, to: 0 }]);
    expect(order).toEqual([0, 2, 1]);
    expect([...deferred]).toEqual([0]);
  });
});

describe("word helpers", () => {
  it("singularises and pluralises table names", () => {
    expect(singular("categories")).toBe("category");
    expect(singular("order_items")).toBe("order_item");
    expect(singular("addresses")).toBe("address");
    expect(pluralOf("users")).toBe("users");
    expect(pluralOf("category")).toBe("categories");
  });
});

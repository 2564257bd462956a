import { readFileSync } from "node:fs";
import { join } from "node:path";

import { exporter, Parser } from "@dbml/core";
import { describe, expect, it } from "vitest";

import type { Attribute, DiagramDocument, Table } from "../model/types";
import { dbmlName, dbmlString, exportDbml } from "./dbml";
import { col, compositeDocument, docOf, rel, shopDocument, tbl } from "./fixtures";

/* The parts of @dbml/core's model these checks read (the package ships no types). */
interface DField { name: string; type: { type_name: string }; pk: boolean; unique: boolean; not_null: boolean; increment: boolean; note: string | null; dbdefault: { type: string; value: string | number | boolean } | null }
interface DIndex { name: string | null; unique: boolean; pk: boolean; type: string | null; note: string | null; columns: { value: string; type: string }[] }
interface DTable { name: string; note: string | null; headerColor: string | null; fields: DField[]; indexes: DIndex[]; schema: { name: string } }
interface DRef { name: string | null; onDelete: string | null; onUpdate: string | null; endpoints: { tableName: string; schemaName: string | null; fieldNames: string[]; relation: string }[] }
interface DEnum { name: string; values: { name: string }[] }
interface DSchema { name: string; tables: DTable[]; refs: DRef[]; enums: DEnum[] }

/** dbdiagram's own parser on the export: throws on anything dbdiagram would refuse. */
function parsed(doc: DiagramDocument): { tables: Map<string, DTable>; refs: DRef[]; enums: DEnum[] } {
  const database = new Parser().parse(exportDbml(doc), "dbmlv2") as unknown as { schemas: DSchema[] };
  const tables = new Map<string, DTable>();
  const refs: DRef[] = [];
  const enums: DEnum[] = [];
  for (const schema of database.schemas) {
    schema.tables.forEach((table) => tables.set(schema.name === "public" ? table.name : `${schema.name}.${table.name}`, table));
    refs.push(...schema.refs);
    enums.push(...schema.enums);
  }
  return { tables, refs, enums };
}

const field = (table: DTable | undefined, name: string) => table?.fields.find((f) => f.name === name);
const endpoints = (ref: DRef) => ref.endpoints.map((e) => `${e.tableName}.(${e.fieldNames.join(",")})${e.relation}`).join(" ");

describe("DBML export read back by dbdiagram's parser (@dbml/core)", () => {
  const doc = shopDocument();
  const back = parsed(doc);

  it("gives every table and column, names with spaces and dashes included", () => {
    expect([...back.tables.keys()]).toEqual(doc.tables.map((t) => t.name));
    for (const table of doc.tables) {
      expect(back.tables.get(table.name)?.fields.map((f) => f.name)).toEqual(table.attributes.map((a) => a.name));
    }
  });

  it("keeps types with their sizes, and the column settings", () => {
    const users = back.tables.get("users");
    const settings = (f: DField | undefined) => f && { type: f.type.type_name, pk: f.pk ?? false, unique: f.unique ?? false, notNull: f.not_null ?? false, increment: f.increment ?? false };
    expect(settings(field(users, "id"))).toEqual({ type: "int unsigned", pk: true, unique: false, notNull: false, increment: true });
    expect(settings(field(users, "email"))).toEqual({ type: "varchar(191)", pk: false, unique: true, notNull: true, increment: false });
    expect(field(back.tables.get("order"), "total")?.type.type_name).toBe("decimal(12,3)");
    expect(field(back.tables.get("order"), "note")?.type.type_name).toBe("varchar");
  });

  it("keeps defaults as numbers, booleans, expressions and strings", () => {
    const users = back.tables.get("users");
    expect(field(users, "balance")?.dbdefault).toEqual({ type: "number", value: 0 });
    expect(field(users, "is_admin")?.dbdefault).toEqual({ type: "boolean", value: "false" });
    expect(field(users, "created_at")?.dbdefault).toEqual({ type: "expression", value: "CURRENT_TIMESTAMP" });
    expect(field(users, "status")?.dbdefault).toEqual({ type: "string", value: "active" });
    expect(field(back.tables.get("order"), "state")?.dbdefault).toEqual({ type: "string", value: "new" });
  });

  it("gives an enum column its own enum with its values", () => {
    expect(back.enums.map((e) => [e.name, e.values.map((v) => v.name)])).toEqual([["order_state", ["new", "paid", "shipped"]]]);
    expect(field(back.tables.get("order"), "state")?.type.type_name).toBe("order_state");
  });

  it("keeps table, column and index notes with their quotes", () => {
    expect(back.tables.get("users")?.note).toBe("Les comptes d'utilisateurs");
    expect(field(back.tables.get("users"), "full name")?.note).toBe("L'utilisateur « principal »");
    expect(field(back.tables.get("order"), "note")?.note).toBe('It\'s "quoted"');
    expect(back.tables.get("order-lines")?.indexes.find((i) => i.name === "idx_lines_title")?.note).toBe("L'index");
  });

  it("writes the indexes with their names, columns, uniqueness and method", () => {
    const indexes = back.tables.get("order-lines")?.indexes.map((i) => [i.name ?? null, i.columns.map((c) => c.value), i.unique ?? false, i.type ?? null]);
    expect(indexes).toEqual([
      ["idx_lines_title", ["title"], false, "hash"],
      ["ft_lines", ["title", "body"], false, null],
      [null, ["order_id", "title"], true, null],
    ]);
  });

  it("writes each relation as a ref of its cardinality, with its actions", () => {
    expect(back.refs.map((r) => [endpoints(r), r.onDelete, r.onUpdate])).toEqual([
      ["order.(user_id)* users.(id)1", "restrict", "cascade"],
      ["order-lines.(order_id)* order.(id)1", "set null", "cascade"],
      ["users.(manager_id)* users.(id)1", "set null", "cascade"],
      ["users.(id)1 profiles.(user_id)1", "cascade", "cascade"],
      ["order-lines.(id)* tags.(id)*", "cascade", "cascade"],
      ["alpha.(beta_id)* beta.(id)1", "cascade", "cascade"],
      ["beta.(alpha_id)* alpha.(id)1", "set default", "cascade"],
    ]);
  });

  it("writes a one-to-one so that dbdiagram puts the foreign key on the child's column", () => {
    const sql = exporter.export(exportDbml(shopDocument()), "postgres");
    expect(sql).toContain('ALTER TABLE "profiles" ADD FOREIGN KEY ("user_id") REFERENCES "users" ("id")');
    expect(sql).not.toMatch(/ALTER TABLE "users" ADD FOREIGN KEY \("id"\) REFERENCES "profiles"/);
  });

  it("writes a composite key as one ref and a composite primary key as a pk index", () => {
    const composite = parsed(compositeDocument());
    expect(composite.refs.map(endpoints)).toEqual(["c.(a,b)* p.(a,b)1"]);
    const pk = composite.tables.get("p")?.indexes.find((i) => i.pk);
    expect(pk?.columns.map((c) => c.value)).toEqual(["a", "b"]);
    expect(field(composite.tables.get("p"), "a")?.pk).toBe(false);
  });

  it("puts tables of another schema in it, with their colour and enums", () => {
    const accounts: Table = tbl("acc", "accounts", [
      col("acc", "id", "BIGINT", { isPrimaryKey: true, isNullable: false }),
      col("acc", "kind", "ENUM", { enumValues: "personal,business" }),
      col("acc", "labels", "TEXT", { isArray: true }),
      col("acc", "seen_at", "TIMESTAMP", { precision: 3, defaultValue: "now()" }),
      col("acc", "offset", "INT", { defaultValue: "-5" }),
    ], { schema: "billing", color: "#10b981" });
    const invoices = tbl("inv", "invoices", [
      col("inv", "id", "INT", { isPrimaryKey: true, isNullable: false }),
      col("inv", "account_id", "BIGINT"),
    ]);
    const back2 = parsed(docOf([accounts, invoices], [rel("r", accounts, invoices, "id", "account_id", { onDelete: "NO ACTION", onUpdate: "NO ACTION", name: "invoice account" })]));
    const table = back2.tables.get("billing.accounts");
    expect(table?.headerColor).toBe("#10b981");
    expect(back2.enums.map((e) => e.name)).toEqual(["accounts_kind"]);
    expect(field(table, "labels")?.type.type_name).toBe("text[]");
    expect(field(table, "seen_at")?.type.type_name).toBe("timestamp(3)");
    expect(field(table, "seen_at")?.dbdefault).toEqual({ type: "expression", value: "now()" });
    expect(field(table, "offset")?.dbdefault).toEqual({ type: "expression", value: "-5" });
    expect(back2.refs.map((r) => [r.name, endpoints(r), r.onDelete ?? null, r.onUpdate ?? null])).toEqual([
      ["invoice account", "invoices.(account_id)* accounts.(id)1", null, null],
    ]);
    expect(back2.refs[0].endpoints[1].schemaName).toBe("billing");
  });

  it("writes a reference held by a column alone, without a relation", () => {
    const parent = tbl("p", "parents", [col("p", "id", "INT", { isPrimaryKey: true, isNullable: false })]);
    const child = tbl("c", "children", [col("c", "parent_id", "INT", { isForeignKey: true, referencedTable: "p", referencedAttribute: "p.id" } as Partial<Attribute>)]);
    expect(parsed(docOf([parent, child])).refs.map(endpoints)).toEqual(["children.(parent_id)* parents.(id)1"]);
  });
});

describe("DBML names and strings", () => {
  it("quotes names that are not plain words or are DBML's own words", () => {
    expect(dbmlName("users")).toBe("users");
    expect(dbmlName("full name")).toBe('"full name"');
    expect(dbmlName("Note")).toBe('"Note"');
    expect(dbmlName("2fa")).toBe('"2fa"');
    expect(dbmlName('say "hi"')).toBe('"say hi"');
  });

  it("escapes quotes, backslashes and line breaks", () => {
    expect(dbmlString("it's a\\b\nc")).toBe("'it\\'s a\\\\b\\nc'");
    const doc = docOf([tbl("t", "t", [col("t", "x", "TEXT", { comment: "l'un\\l'autre\nsuite" })], { comment: "ligne 1\nligne 2" })]);
    const back = parsed(doc);
    expect(field(back.tables.get("t"), "x")?.note).toBe("l'un\\l'autre\nsuite");
    expect(back.tables.get("t")?.note).toBe("ligne 1\nligne 2");
  });
});

describe("the import's DBML example", () => {
  it("is DBML dbdiagram reads (tests/unit/dbmlimport/fixtures/shop.dbml)", () => {
    const text = readFileSync(join(__dirname, "../../../../tests/unit/dbmlimport/fixtures/shop.dbml"), "utf8");
    const database = new Parser().parse(text, "dbmlv2") as unknown as { schemas: DSchema[] };
    expect(database.schemas.map((s) => [s.name, s.tables.map((t) => t.name)])).toEqual([
      ["sales", ["customers", "orders"]],
      ["public", ["products", "order_lines", "invoices", "tags"]],
    ]);
    expect(database.schemas.flatMap((s) => s.refs).length).toBe(5);
  });
});

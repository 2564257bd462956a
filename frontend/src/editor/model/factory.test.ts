import { describe, expect, it } from "vitest";

import { documentOf, table } from "../testing/fixtures";
import { contentHeight } from "./geometry";
import { foreignKeyFor, newAttribute, newId, newRelation, newTable } from "./factory";
import { emptyDocument } from "./types";

describe("newTable (001 §5, §9)", () => {
  it("names the first table 'Table 1' at (100, 100) in #6366f1 in schema public", () => {
    const t = newTable(emptyDocument());
    expect(t).toMatchObject({ name: "Table 1", x: 100, y: 100, color: "#6366f1", schema: "public", isCollapsed: false });
    expect(t.indexes).toEqual([]);
    expect(t.seeds).toEqual([]);
    expect(t.comment).toBe("");
  });

  it("names the next table 'Table {n+1}' at 100 + 50 × n", () => {
    const doc = documentOf([table("a", 0, 0), table("b", 0, 0), table("c", 0, 0)]);
    const t = newTable(doc);
    expect(t.name).toBe("Table 4");
    expect(t.x).toBe(250);
    expect(t.y).toBe(250);
  });

  it("skips to the next free number when 'Table {n+1}' exists (after a deletion)", () => {
    const doc = documentOf([table("a", 0, 0, ["id"], { name: "Table 1" }), table("c", 0, 0, ["id"], { name: "Table 3" })]);
    expect(newTable(doc).name).toBe("Table 4");
  });

  it("gives an auto-increment, non-null primary key `id`", () => {
    const t = newTable(emptyDocument());
    expect(t.attributes).toHaveLength(1);
    expect(t.attributes[0]).toMatchObject({
      name: "id", type: "INT", isPrimaryKey: true, isAutoIncrement: true, isNullable: false, isForeignKey: false,
    });
  });

  it("is never under the 200 × 80 minimum (001 §9)", () => {
    const t = newTable(emptyDocument());
    expect(contentHeight(1)).toBeLessThan(80);
    expect(t.width).toBeGreaterThanOrEqual(200);
    expect(t.height).toBe(80);
  });

  it("makes fresh ids for the table and its key each time", () => {
    const doc = emptyDocument();
    const a = newTable(doc);
    const b = newTable(doc);
    expect(a.id).not.toBe(b.id);
    expect(a.attributes[0].id).not.toBe(b.attributes[0].id);
    expect(a.id).toMatch(/^t_[0-9a-z]{16}$/);
  });
});

describe("newAttribute", () => {
  it("is nullable by default (001 §3) and gives VARCHAR/CHAR length 255", () => {
    expect(newAttribute("name")).toMatchObject({ type: "VARCHAR", isNullable: true, length: 255, isPrimaryKey: false });
    expect(newAttribute("code", "CHAR").length).toBe(255);
    expect(newAttribute("n", "INT").length).toBeNull();
    expect(newAttribute("t", "TEXT").length).toBeNull();
  });
});

describe("foreignKeyFor (001 §5: nullable INT named after the source table in lowercase plus _id)", () => {
  it("is a nullable INT `{source}_id` referencing the source key", () => {
    const source = table("src", 0, 0, ["id"], { name: "Users" });
    const fk = foreignKeyFor(source, source.attributes[0]);
    expect(fk).toMatchObject({
      name: "users_id", type: "INT", isNullable: true, isForeignKey: true, isPrimaryKey: false,
      referencedTable: "src", referencedAttribute: "src.id",
    });
  });

  it("lowercases and joins words with underscores", () => {
    const source = table("src", 0, 0, ["id"], { name: "Order  Items" });
    expect(foreignKeyFor(source, undefined).name).toBe("order_items_id");
  });

  it("references no attribute when the source has no key", () => {
    const source = table("src", 0, 0, [], { name: "Logs" });
    expect(foreignKeyFor(source, undefined).referencedAttribute).toBeNull();
  });
});

describe("newRelation (001 §3)", () => {
  it("is one-to-many 1:N with CASCADE by default", () => {
    const r = newRelation(table("a", 0, 0), table("b", 0, 0), "a.id", "b.id");
    expect(r).toMatchObject({
      type: "one-to-many", fromTableId: "a", toTableId: "b", fromAttributeId: "a.id", toAttributeId: "b.id",
      onDelete: "CASCADE", onUpdate: "CASCADE", cardinality: { from: "1", to: "N" }, isDashed: false, color: null,
    });
  });

  it("is one-to-one 1:1 when asked", () => {
    const r = newRelation(table("a", 0, 0), table("b", 0, 0), null, null, true);
    expect(r.type).toBe("one-to-one");
    expect(r.cardinality).toEqual({ from: "1", to: "1" });
  });
});

it("newId prefixes a 16-character random part", () => {
  const ids = new Set(Array.from({ length: 100 }, () => newId("x")));
  expect(ids.size).toBe(100);
  for (const id of ids) expect(id).toMatch(/^x_[0-9a-z]{16}$/);
});

import { describe, expect, it } from "vitest";

import { columnType, outlineOf } from "./outline";

const document = {
  format: 1,
  tables: [
    {
      id: "t1", name: "clients", comment: "Les clients", color: "#10b981",
      attributes: [
        { id: "a1", name: "id", type: "int", isPrimaryKey: true, isAutoIncrement: true, unsigned: true },
        { id: "a2", name: "email", type: "VARCHAR", length: 255, isNullable: false, isUnique: true },
        { id: "a3", name: "note", type: "TEXT" },
      ],
    },
    {
      id: "t2", name: "commandes",
      attributes: [{ id: "b1", name: "client_id", type: "INT", isForeignKey: true, isNullable: false, defaultValue: 0 }],
    },
  ],
  relations: [
    { id: "r1", type: "one-to-many", fromTableId: "t1", fromAttributeId: "a1", toTableId: "t2", toAttributeId: "b1", onDelete: "CASCADE" },
    { id: "r2", type: "weird", fromTableId: "t2", toTableId: "gone" },
  ],
};

describe("the outline of a diagram document", () => {
  it("lists tables with their columns, types and markers", () => {
    const outline = outlineOf(document);
    expect(outline.tables.map((t) => t.name)).toEqual(["clients", "commandes"]);
    const [id, email, note] = outline.tables[0].columns;
    expect(id).toMatchObject({ type: "INT UNSIGNED", primaryKey: true, autoIncrement: true, nullable: false });
    expect(email).toMatchObject({ type: "VARCHAR(255)", unique: true, nullable: false });
    expect(note).toMatchObject({ type: "TEXT", nullable: true, defaultValue: null });
    expect(outline.tables[1].columns[0]).toMatchObject({ foreignKey: true, defaultValue: "0" });
  });

  it("names both ends of a relation and treats an unknown type as one-to-many", () => {
    const [first, second] = outlineOf(document).relations;
    expect(first).toMatchObject({
      kind: "one-to-many", from: { table: "clients", column: "id" }, to: { table: "commandes", column: "client_id" }, onDelete: "CASCADE",
    });
    expect(second).toMatchObject({ kind: "one-to-many", from: { table: "commandes", column: null }, to: { table: "?", column: null } });
  });

  it("writes sized, decimal and enum types as a designer would", () => {
    expect(columnType({ type: "decimal", precision: 10, scale: 2 })).toBe("DECIMAL(10,2)");
    expect(columnType({ type: "ENUM", enumValues: "a, b ,c" })).toBe("ENUM(a, b, c)");
    expect(columnType({})).toBe("?");
  });

  it("reads an empty or malformed document as no tables", () => {
    expect(outlineOf({ format: 1, tables: [], relations: [] })).toEqual({ tables: [], relations: [] });
    expect(outlineOf(null)).toEqual({ tables: [], relations: [] });
    expect(outlineOf({ tables: "nope", relations: [3] })).toEqual({ tables: [], relations: [] });
  });
});

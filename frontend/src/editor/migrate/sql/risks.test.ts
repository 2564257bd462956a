import { describe, expect, it } from "vitest";

import type { XColumn, XTable } from "../../export/schema";
import { columnRisks, fits, typeLabel } from "./risks";

const column = (type: XColumn["type"], overrides: Partial<XColumn> = {}): XColumn => ({
  id: "c", name: "c", originalName: "c", type, length: null, precision: null, scale: null, unsigned: false,
  values: [], array: false, nullable: true, primaryKey: false, autoIncrement: false, unique: false, uniqueName: "",
  defaultValue: null, comment: "", ...overrides,
});
const table = { name: "t" } as XTable;

describe("fits: what keeps every value", () => {
  it.each([
    ["SMALLINT → INT", column("SMALLINT"), column("INT")],
    ["INT UNSIGNED → BIGINT", column("INT", { unsigned: true }), column("BIGINT")],
    ["VARCHAR(50) → VARCHAR(200)", column("VARCHAR", { length: 50 }), column("VARCHAR", { length: 200 })],
    ["VARCHAR(255) → TEXT", column("VARCHAR", { length: 255 }), column("TEXT")],
    ["TEXT → LONGTEXT", column("TEXT"), column("LONGTEXT")],
    ["DECIMAL(8,2) → DECIMAL(12,4)", column("DECIMAL", { precision: 8, scale: 2 }), column("DECIMAL", { precision: 12, scale: 4 })],
    ["INT → DECIMAL(12,2)", column("INT"), column("DECIMAL", { precision: 12, scale: 2 })],
    ["INT → VARCHAR(20)", column("INT"), column("VARCHAR", { length: 20 })],
    ["DATE → DATETIME", column("DATE"), column("DATETIME")],
    ["FLOAT → DOUBLE", column("FLOAT"), column("DOUBLE")],
    ["ENUM(a,b) → ENUM(a,b,c)", column("ENUM", { values: ["a", "b"] }), column("ENUM", { values: ["a", "b", "c"] })],
  ])("widening: %s", (_label, before, after) => {
    expect(fits(before, after)).toBe(true);
  });

  it.each([
    ["INT → SMALLINT", column("INT"), column("SMALLINT")],
    ["INT → INT UNSIGNED", column("INT"), column("INT", { unsigned: true })],
    ["VARCHAR(200) → VARCHAR(50)", column("VARCHAR", { length: 200 }), column("VARCHAR", { length: 50 })],
    ["TEXT → VARCHAR(500)", column("TEXT"), column("VARCHAR", { length: 500 })],
    ["DECIMAL(8,2) → DECIMAL(8,1)", column("DECIMAL", { precision: 8, scale: 2 }), column("DECIMAL", { precision: 8, scale: 1 })],
    ["DECIMAL(8,2) → DECIMAL(7,2)", column("DECIMAL", { precision: 8, scale: 2 }), column("DECIMAL", { precision: 7, scale: 2 })],
    ["BIGINT → VARCHAR(10)", column("BIGINT"), column("VARCHAR", { length: 10 })],
    ["VARCHAR → INT", column("VARCHAR", { length: 10 }), column("INT")],
    ["DATETIME → DATE", column("DATETIME"), column("DATE")],
    ["DATETIME → TIMESTAMP", column("DATETIME"), column("TIMESTAMP")],
    ["TEXT → JSON", column("TEXT"), column("JSON")],
  ])("narrowing: %s", (_label, before, after) => {
    expect(fits(before, after)).toBe(false);
  });
});

describe("columnRisks: the French warnings above a step", () => {
  it("flags a narrowing conversion only when the dialect writes another type", () => {
    const change = { before: column("VARCHAR", { length: 200, name: "bio" }), after: column("VARCHAR", { length: 50, name: "bio" }) };
    expect(columnRisks(table, change, true)).toEqual([
      "destructif — conversion de « t.bio » de VARCHAR(200) en VARCHAR(50) (valeurs tronquées ou refusées)",
    ]);
    expect(columnRisks(table, change, false)).toEqual([]);
  });

  it("names the ENUM values removed", () => {
    const change = { before: column("ENUM", { values: ["new", "paid", "shipped"] }), after: column("ENUM", { values: ["new", "paid"] }) };
    expect(columnRisks(table, change, true)).toEqual([
      "destructif — valeurs retirées de « t.c » : 'shipped' (les lignes qui les portent sont refusées)",
    ]);
  });

  it("flags NOT NULL without a default, not with one", () => {
    const before = column("INT");
    expect(columnRisks(table, { before, after: column("INT", { nullable: false }) }, false)).toEqual([
      "destructif — « t.c » devient NOT NULL sans valeur par défaut (refusé si des lignes sont à NULL)",
    ]);
    expect(columnRisks(table, { before, after: column("INT", { nullable: false, defaultValue: "0" }) }, false)).toEqual([]);
  });

  it("labels types as the diagram gives them", () => {
    expect(typeLabel(column("DECIMAL", { precision: 8, scale: 2 }))).toBe("DECIMAL(8,2)");
    expect(typeLabel(column("INT", { unsigned: true }))).toBe("INT UNSIGNED");
  });
});

import { describe, expect, it } from "vitest";

import { toLegacy } from "../model/legacy";
import { newTable } from "../model/factory";
import { emptyDocument } from "../model/types";
import { documentJson, legacyJson, parseImport, UnreadableJson } from "./json";

describe("JSON import and export", () => {
  const table = newTable(emptyDocument());
  const doc = { ...emptyDocument(), tables: [table] };

  it("round-trips the document form", () => {
    expect(parseImport(documentJson(doc))).toEqual(doc);
  });

  it("reads the legacy GoJS form", () => {
    const imported = parseImport(legacyJson(doc));
    expect(imported.tables.map((t) => t.name)).toEqual([table.name]);
    expect(JSON.parse(legacyJson(doc))).toEqual(toLegacy(doc));
  });

  it("drops relations whose tables are missing (001 §5)", () => {
    const text = JSON.stringify({
      tables: [table],
      relations: [{ id: "r", fromTableId: table.id, toTableId: "gone" }, { id: "s", fromTableId: table.id, toTableId: table.id }],
    });
    expect(parseImport(text).relations.map((r) => r.id)).toEqual(["s"]);
  });

  it("fills the fields an older file lacks", () => {
    const imported = parseImport(JSON.stringify({ tables: [{ id: "t1", name: "old", attributes: [{ id: "a1", name: "id", type: "int" }] }] }));
    expect(imported.tables[0]).toMatchObject({ id: "t1", name: "old", indexes: [], seeds: [], isCollapsed: false, color: "#6366f1" });
    expect(imported.tables[0].attributes[0]).toMatchObject({ type: "INT", isNullable: true, enumValues: "" });
  });

  it.each(["not json", "[]", "{\"nope\": 1}"])("refuses %s", (text) => {
    expect(() => parseImport(text)).toThrow(UnreadableJson);
  });
});

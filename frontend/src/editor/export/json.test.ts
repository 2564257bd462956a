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

  it("keeps notes and areas, filling what a file lacks, and leaves them out of the legacy form", () => {
    const withBoth = {
      ...doc,
      notes: [{ id: "n1", x: 5, y: 6, width: 200, height: 120, text: "À relire", color: "#eab308" }],
      areas: [{ id: "g1", x: 0, y: 0, width: 800, height: 600, name: "Facturation", color: "#3b82f6" }],
    };
    expect(parseImport(documentJson(withBoth))).toEqual(withBoth);
    const sparse = parseImport(JSON.stringify({ tables: [], notes: [{ id: "n1", text: "x" }, "bruit"], areas: [{ id: "g1" }, { name: "sans id" }] }));
    expect(sparse.notes).toEqual([{ id: "n1", x: 100, y: 100, width: 200, height: 120, text: "x", color: "#eab308" }]);
    expect(sparse.areas).toMatchObject([{ id: "g1", name: "", color: "#3b82f6" }]);
    expect(parseImport(documentJson(doc))).not.toHaveProperty("notes");
    expect(toLegacy(withBoth)).toEqual(toLegacy(doc));
    expect(legacyJson(withBoth)).not.toContain("Facturation");
  });

  it.each(["not json", "[]", "{\"nope\": 1}"])("refuses %s", (text) => {
    expect(() => parseImport(text)).toThrow(UnreadableJson);
  });
});

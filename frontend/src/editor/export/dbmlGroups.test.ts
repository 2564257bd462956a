/** Areas and notes in the DBML export: table groups and sticky notes dbdiagram reads back. */
import { Parser } from "@dbml/core";
import { describe, expect, it } from "vitest";

import { areaMembers } from "../model/annotations";
import type { Area, DiagramDocument, Note } from "../model/types";
import { exportDbml } from "./dbml";
import { col, docOf, tbl } from "./fixtures";

interface DGroup { name: string; color?: string; tables: { name: string }[] }
interface DNote { name: string; content: string }
interface DDatabase { schemas: { tableGroups: DGroup[] }[]; notes: DNote[] }

const area = (id: string, name: string, x: number, y: number, width: number, height: number, color = "#3b82f6"): Area => ({ id, name, x, y, width, height, color });
const note = (id: string, text: string): Note => ({ id, text, x: 0, y: 0, width: 200, height: 120, color: "#eab308" });

function shop(): DiagramDocument {
  const tables = [
    tbl("t1", "users", [col("a1", "id")], { x: 100, y: 100 }),
    tbl("t2", "orders", [col("a2", "id")], { x: 400, y: 100 }),
    tbl("t3", "audit log", [col("a3", "id")], { x: 1000, y: 100 }),
  ];
  return {
    ...docOf(tables),
    areas: [area("r1", "Ventes", 50, 50, 700, 300, "#ef4444"), area("r2", "Journal", 950, 50, 400, 300), area("r3", "Vide", 2000, 2000, 300, 300)],
    notes: [note("n1", "À revoir :\nles 'index'"), note("n2", "  ")],
  };
}

const read = (doc: DiagramDocument) => new Parser().parse(exportDbml(doc), "dbmlv2") as unknown as DDatabase;

describe("areas as DBML table groups", () => {
  it("writes each area holding tables as a group of them, with its colour unless the default", () => {
    const groups = read(shop()).schemas[0].tableGroups;
    expect(groups.map((g) => [g.name, g.color ?? null, g.tables.map((t) => t.name)])).toEqual([
      ["Ventes", "#ef4444", ["users", "orders"]],
      ["Journal", null, ["audit log"]],
    ]);
  });

  it("leaves out an empty area, saying so in the header", () => {
    const text = exportDbml(shop());
    expect(text).not.toContain("Vide {");
    expect(text).toContain("// Non représenté : zone « Vide » sans table");
  });

  it("names two areas of the same name apart", () => {
    const doc = shop();
    doc.areas = [area("r1", "Ventes", 50, 50, 700, 300), area("r2", "Ventes", 950, 50, 400, 300)];
    expect(read(doc).schemas[0].tableGroups.map((g) => g.name)).toEqual(["Ventes", "Ventes_2"]);
  });

  it("puts a table lying in nested areas in the smallest only", () => {
    const doc = shop();
    doc.areas = [area("big", "Tout", 0, 0, 2000, 1000), area("small", "Ventes", 50, 50, 700, 300)];
    expect(read(doc).schemas[0].tableGroups.map((g) => [g.name, g.tables.map((t) => t.name)])).toEqual([
      ["Tout", ["audit log"]],
      ["Ventes", ["users", "orders"]],
    ]);
  });
});

describe("area membership", () => {
  it("counts a table only when its whole box lies inside", () => {
    const doc = shop();
    doc.areas = [area("r", "Bord", 50, 50, 500, 300)]; // orders (400…650) sticks out
    expect(areaMembers(doc).get("r")?.map((t) => t.name)).toEqual(["users"]);
  });
});

describe("notes as DBML sticky notes", () => {
  it("writes each note with text as a sticky note dbdiagram reads back, quotes and lines kept", () => {
    expect(read(shop()).notes.map((n) => [n.name, n.content])).toEqual([["note_1", "À revoir :\nles 'index'"]]);
  });
});

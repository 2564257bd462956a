/** Notes and areas (issue 17) as commands: each one undone by its inverse, with the tables an area carries. */
import { describe, expect, it } from "vitest";

import { newTable } from "../model/factory";
import type { Area, DiagramDocument, Note } from "../model/types";
import { invert } from "./invert";
import { apply } from "./reducer";
import { command, type Command } from "./types";

const note: Note = { id: "n1", x: 10, y: 20, width: 200, height: 120, text: "À relire", color: "#eab308" };
const area: Area = { id: "g1", x: 0, y: 0, width: 800, height: 600, name: "Facturation", color: "#3b82f6" };

const emptyDoc: DiagramDocument = { format: 1, tables: [], relations: [] };

function documentWith(): DiagramDocument {
  const inside = { ...newTable(emptyDoc), name: "commandes", id: "t_in", x: 100, y: 100 };
  const outside = { ...newTable(emptyDoc), name: "stock", id: "t_out", x: 2000, y: 2000 };
  return {
    format: 1, tables: [inside, outside], relations: [],
    notes: [note, { ...note, id: "n2", text: "Deux" }],
    areas: [area, { ...area, id: "g2", name: "Stock" }],
  };
}

const cases: [string, Command][] = [
  ["ADD_NOTE", command("ADD_NOTE", "Ajouter une note", { note: { ...note, id: "n3" }, index: 1 })],
  ["REMOVE_NOTE", command("REMOVE_NOTE", "Supprimer la note", { noteId: "n1" })],
  ["MOVE_NOTE", command("MOVE_NOTE", "Déplacer la note", { noteId: "n2", x: -50, y: 75 })],
  ["UPDATE_NOTE (text)", command("UPDATE_NOTE", "Modifier la note", { noteId: "n1", changes: { text: "Relu", color: "#ef4444" } })],
  ["UPDATE_NOTE (resize)", command("UPDATE_NOTE", "Redimensionner la note", { noteId: "n1", changes: { width: 300, height: 40 } })],
  ["ADD_AREA", command("ADD_AREA", "Ajouter une zone", { area: { ...area, id: "g3" } })],
  ["REMOVE_AREA", command("REMOVE_AREA", "Supprimer la zone", { areaId: "g1" })],
  ["MOVE_AREA", command("MOVE_AREA", "Déplacer la zone", { areaId: "g1", x: 40, y: 30, tables: [{ tableId: "t_in", x: 140, y: 130 }] })],
  ["UPDATE_AREA (name)", command("UPDATE_AREA", "Renommer la zone", { areaId: "g2", changes: { name: "Ventes" } })],
  ["UPDATE_AREA (resize)", command("UPDATE_AREA", "Redimensionner la zone", { areaId: "g1", changes: { width: 1000, height: 50 } })],
];

describe("note and area commands", () => {
  it.each(cases)("%s changes the document and its inverse gives it back", (_name, cmd) => {
    const before = documentWith();
    const frozen = structuredClone(before);
    const after = apply(before, cmd);
    expect(after).not.toEqual(before);
    expect(before).toEqual(frozen);
    expect(apply(after, invert(before, cmd))).toEqual(before);
  });

  it("a moved area carries the tables it lists, and only those", () => {
    const before = documentWith();
    const after = apply(before, cases[7][1]);
    expect(after.areas![0]).toMatchObject({ x: 40, y: 30 });
    expect(after.tables.map((t) => [t.id, t.x, t.y])).toEqual([["t_in", 140, 130], ["t_out", 2000, 2000]]);
    expect(after.tables[1]).toBe(before.tables[1]);
    expect(after.notes).toBe(before.notes);
  });

  it("undoing an area move puts back only the tables it moved, where they were", () => {
    const before = documentWith();
    const move = cases[7][1];
    const inverse = invert(before, move);
    expect(inverse).toMatchObject({ type: "MOVE_AREA", data: { areaId: "g1", x: 0, y: 0, tables: [{ tableId: "t_in", x: 100, y: 100 }] } });
  });

  it("a command on a note or an area that is gone does nothing, and its inverse neither", () => {
    const before = documentWith();
    for (const cmd of [
      command("MOVE_NOTE", "", { noteId: "gone", x: 1, y: 1 }),
      command("UPDATE_AREA", "", { areaId: "gone", changes: { name: "x" } }),
      command("MOVE_AREA", "", { areaId: "gone", x: 1, y: 1, tables: [{ tableId: "t_in", x: 0, y: 0 }] }),
      command("REMOVE_NOTE", "", { noteId: "gone" }),
    ] as Command[]) {
      expect(apply(before, cmd)).toBe(before);
      expect(invert(before, cmd)).toMatchObject({ type: "BATCH", data: { commands: [] } });
    }
  });

  it("a document stored before notes and areas takes its first note", () => {
    const before: DiagramDocument = { format: 1, tables: [], relations: [] };
    const after = apply(before, cases[0][1]);
    expect(after.notes).toEqual([{ ...note, id: "n3" }]);
    expect(apply(after, invert(before, cases[0][1])).notes).toEqual([]);
  });

  it("a batch mixing them is undone whole", () => {
    const before = documentWith();
    const batch = command("BATCH", "Lot", { commands: cases.map(([, cmd]) => cmd) });
    const after = apply(before, batch);
    expect(apply(after, invert(before, batch))).toEqual(before);
  });
});

import { describe, expect, it } from "vitest";

import { emptyDocument, type Table } from "../model/types";
import { History } from "./history";
import { apply } from "./reducer";
import { command, type AddTable, type MoveTable, type RemoveTable } from "./types";

const table = (id: string, x = 0): Table => ({
  id, name: id, x, y: 0, width: 250, height: 100, color: "#6366f1", comment: "", schema: "public",
  attributes: [], indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
});
const add = (id: string) => command<AddTable>("ADD_TABLE", "Ajouter une table", { table: table(id) });
const move = (id: string, x: number) => command<MoveTable>("MOVE_TABLE", "Déplacer", { tableId: id, x, y: 0 });

describe("History", () => {
  it("undoes and redoes a command", () => {
    const history = new History();
    let doc = history.execute(emptyDocument(), add("a"));
    doc = history.undo(doc)!.doc;
    expect(doc.tables).toEqual([]);
    doc = history.redo(doc)!.doc;
    expect(doc.tables.map((t) => t.id)).toEqual(["a"]);
  });

  it("drops the redo branch when a new command follows an undo", () => {
    const history = new History();
    let doc = history.execute(emptyDocument(), add("a"));
    doc = history.execute(doc, add("b"));
    doc = history.undo(doc)!.doc;
    doc = history.execute(doc, add("c"));
    expect(history.canRedo).toBe(false);
    expect(history.redo(doc)).toBeNull();
    expect(doc.tables.map((t) => t.id)).toEqual(["a", "c"]);
  });

  it("keeps at most 50 steps", () => {
    const history = new History();
    let doc = history.execute(emptyDocument(), add("a"));
    for (let x = 1; x <= 60; x += 1) doc = history.execute(doc, move("a", x));
    expect(history.size).toBe(50);
    while (history.canUndo) doc = history.undo(doc)!.doc;
    // The oldest steps fell off: the table stays, at the position of step 11.
    expect(doc.tables[0].x).toBe(10);
  });

  it("undoes a table removal with its relations in one step", () => {
    const history = new History();
    let doc = apply(apply(emptyDocument(), add("a")), add("b"));
    doc = apply(doc, command("ADD_RELATION", "Lier", {
      relation: { id: "r", type: "one-to-many", fromTableId: "a", toTableId: "b", fromAttributeId: null, toAttributeId: null,
        name: "", label: "", onDelete: "CASCADE", onUpdate: "CASCADE", color: null, isDashed: false, cardinality: { from: "1", to: "N" }, extraPairs: [] },
    }));
    const before = doc;
    doc = history.execute(doc, command<RemoveTable>("REMOVE_TABLE", "Supprimer la table", { tableId: "a" }));
    expect(doc.relations).toEqual([]);
    expect(history.undo(doc)!.doc).toEqual(before);
  });

  it("records nothing for a command that changes nothing", () => {
    const history = new History();
    const doc = emptyDocument();
    expect(history.execute(doc, move("ghost", 5))).toBe(doc);
    expect(history.canUndo).toBe(false);
  });
});

import RBush from "rbush";
import { describe, expect, it, vi } from "vitest";

import { apply } from "../commands/reducer";
import { command, type Command } from "../commands/types";
import { intersects, tableRect, type Rect } from "../model/geometry";
import { emptyDocument, type DiagramDocument } from "../model/types";
import { documentOf, randomDocument, seeded, table } from "../testing/fixtures";
import { SceneIndex } from "./sceneIndex";

const ids = (tables: Array<{ id: string }>) => tables.map((t) => t.id);
const bruteForce = (doc: DiagramDocument, rect: Rect) => doc.tables.filter((t) => intersects(tableRect(t), rect));
const move = (tableId: string, x: number, y: number): Command => command("MOVE_TABLE", "Déplacer la table", { tableId, x, y });

function randomRect(random: () => number, size: number): Rect {
  return { x: random() * size - 500, y: random() * size - 500, width: random() * 3000, height: random() * 2000 };
}

describe("SceneIndex", () => {
  it("culls exactly the tables meeting a rectangle, in document order (2 000 random tables)", () => {
    const random = seeded(2024);
    const doc = randomDocument(random, 2000, 20_000);
    const index = new SceneIndex();
    index.sync(doc);
    expect(index.size).toBe(2000);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i += 1) {
      const rect = randomRect(random, 20_000);
      const expected = bruteForce(doc, rect);
      if (expected.length) nonEmpty += 1;
      const found = index.search(rect);
      expect(ids(found)).toEqual(ids(expected));
      // The very table objects of the document, not copies.
      expect(found.every((t, at) => t === expected[at])).toBe(true);
    }
    expect(nonEmpty).toBeGreaterThan(100); // the rectangles really exercised the index
  });

  it("indexes the drawn rectangle: a collapsed table only covers its header", () => {
    const t = table("t", 0, 0, ["id", "a", "b", "c"], { isCollapsed: true });
    const index = new SceneIndex();
    index.sync(documentOf([t]));
    expect(index.search({ x: 0, y: 50, width: 10, height: 10 })).toEqual([]);
    expect(index.tableAt(10, 50)).toBeNull();
    expect(index.tableAt(10, 30)).toBe(t);
  });

  it("tableAt picks the topmost table: the last in document order", () => {
    const a = table("a", 0, 0);
    const b = table("b", 100, 20);
    const c = table("c", 150, 40);
    const index = new SceneIndex();
    let doc = documentOf([a, b, c]);
    index.sync(doc);
    expect(index.tableAt(160, 50)?.id).toBe("c");
    expect(index.tableAt(120, 30)?.id).toBe("b");
    expect(index.tableAt(10, 10)?.id).toBe("a");
    expect(index.tableAt(1000, 1000)).toBeNull();
    // Re-adding `a` at the end puts it on top.
    doc = apply(apply(doc, command("REMOVE_TABLE", "", { tableId: "a" })), command("ADD_TABLE", "", { table: a }));
    index.sync(doc);
    expect(index.tableAt(160, 50)?.id).toBe("a");
    expect(ids(index.search({ x: 0, y: 0, width: 500, height: 500 }))).toEqual(["b", "c", "a"]);
  });

  it("counts the edges of a table as inside", () => {
    const t = table("t", 10, 20, ["id"], { width: 200 });
    const index = new SceneIndex();
    index.sync(documentOf([t]));
    expect(index.tableAt(210, 100)).toBe(t);
    expect(index.tableAt(210.5, 100)).toBeNull();
  });

  it("re-indexes only the moved table after a MOVE_TABLE through the reducer", () => {
    const random = seeded(5);
    const before = randomDocument(random, 500, 5000);
    const index = new SceneIndex();
    index.sync(before);
    const everything = { x: -1e6, y: -1e6, width: 2e6, height: 2e6 };
    const untouched = index.search(everything);

    const insert = vi.spyOn(RBush.prototype, "insert");
    const remove = vi.spyOn(RBush.prototype, "remove");
    const load = vi.spyOn(RBush.prototype, "load");
    const after = apply(before, move("t42", 90_000, 90_000));
    index.sync(after);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    // The results follow: found at its new place, gone from the old one.
    expect(ids(index.search({ x: 89_990, y: 89_990, width: 20, height: 20 }))).toEqual(["t42"]);
    expect(index.tableAt(90_001, 90_001)).toBe(after.tables[42]);
    const oldRect = tableRect(before.tables[42]);
    expect(ids(index.search(oldRect))).not.toContain("t42");
    // Every other table is the same object as before.
    const now = index.search(everything);
    expect(now).toHaveLength(500);
    now.forEach((t, i) => {
      if (t.id === "t42") expect(t).not.toBe(untouched[i]);
      else expect(t).toBe(untouched[i]);
    });
  });

  it("examines only the dragged table's entry on each drag frame, not the 10 000 others (issue 16)", () => {
    const before = randomDocument(seeded(8), 10_000, 60_000);
    const index = new SceneIndex();
    index.sync(before);
    const dragged = before.tables[5000];
    for (let step = 1; step <= 30; step += 1) {
      const examined = index.examined;
      const after = apply(before, move(dragged.id, dragged.x + step * 11, dragged.y + step * 3));
      index.sync(after);
      expect(index.examined - examined).toBe(1);
      expect(index.tableAt(dragged.x + step * 11 + 1, dragged.y + step * 3 + 1)).toBe(after.tables[5000]);
    }
    // Adding a table is no drag frame: the document is walked again.
    const examined = index.examined;
    index.sync(apply(before, command("ADD_TABLE", "", { table: table("new", 0, 0) })));
    expect(index.examined - examined).toBe(10_001);
    expect(index.size).toBe(10_001);
  });

  it("does nothing when synced twice with the same document", () => {
    const doc = randomDocument(seeded(1), 50, 1000);
    const index = new SceneIndex();
    index.sync(doc);
    const insert = vi.spyOn(RBush.prototype, "insert");
    const remove = vi.spyOn(RBush.prototype, "remove");
    index.sync(doc);
    index.sync({ ...doc }); // a new document sharing every table
    expect(insert).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it("forgets removed tables", () => {
    const a = table("a", 0, 0);
    const b = table("b", 500, 0);
    const index = new SceneIndex();
    let doc = documentOf([a, b]);
    index.sync(doc);
    doc = apply(doc, command("REMOVE_TABLE", "Supprimer la table", { tableId: "a" }));
    index.sync(doc);
    expect(index.size).toBe(1);
    expect(index.tableAt(10, 10)).toBeNull();
    expect(ids(index.search({ x: -100, y: -100, width: 2000, height: 2000 }))).toEqual(["b"]);
  });

  it("follows a document emptied and filled again, and random edits against brute force", () => {
    const random = seeded(99);
    let doc = randomDocument(random, 200, 3000);
    const index = new SceneIndex();
    index.sync(doc);
    index.sync(emptyDocument());
    expect(index.size).toBe(0);
    expect(index.search({ x: -1e6, y: -1e6, width: 2e6, height: 2e6 })).toEqual([]);
    index.sync(doc);
    for (let step = 0; step < 300; step += 1) {
      const pick = doc.tables[Math.floor(random() * doc.tables.length)];
      const roll = random();
      const cmd: Command =
        roll < 0.5 ? move(pick.id, Math.round(random() * 3000), Math.round(random() * 3000))
        : roll < 0.7 ? command("UPDATE_TABLE", "", { tableId: pick.id, changes: { isCollapsed: !pick.isCollapsed, width: 200 + Math.round(random() * 300) } })
        : roll < 0.85 ? command("REMOVE_TABLE", "", { tableId: pick.id })
        : command("ADD_TABLE", "", { table: table(`n${step}`, Math.round(random() * 3000), Math.round(random() * 3000)) });
      doc = apply(doc, cmd);
      index.sync(doc);
      const rect = randomRect(random, 3000);
      expect(ids(index.search(rect))).toEqual(ids(bruteForce(doc, rect)));
    }
    expect(index.size).toBe(doc.tables.length);
  });
});

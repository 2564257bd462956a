import { describe, expect, it } from "vitest";

import { replaceDocument } from "./actions";
import * as annotations from "./annotationActions";
import { invert } from "./commands/invert";
import { apply } from "./commands/reducer";
import type { DiagramDocument } from "./model/types";
import { documentOf, table } from "./testing/fixtures";

const doc = (): DiagramDocument => ({
  ...documentOf([table("a", 100, 100), table("b", 1000, 100)]),
  notes: [{ id: "n", x: 0, y: 0, width: 200, height: 120, text: "Texte", color: "#eab308" }],
  areas: [{ id: "g", x: 0, y: 0, width: 600, height: 400, name: "Ventes", color: "#3b82f6" }],
});

describe("note and area actions", () => {
  it("a new area is centred on the view, or around the given tables with room for its name", () => {
    expect(annotations.addArea(doc(), { x: 500, y: 500 }, "Zone").area).toMatchObject({ x: 180, y: 300, width: 640, height: 400, name: "Zone" });
    expect(annotations.addArea(doc(), { x: 0, y: 0 }, "Zone", ["a"]).area).toMatchObject({ x: 60, y: 28 });
  });

  it("an area's members are the tables wholly inside it, carried by the same delta", () => {
    expect(annotations.membersOf(doc(), "g")).toEqual([{ tableId: "a", x: 100, y: 100 }]);
    expect(annotations.moveArea({ id: "g", x: 0, y: 0 }, 10.4, -20, annotations.membersOf(doc(), "g")).data)
      .toEqual({ areaId: "g", x: 10, y: -20, tables: [{ tableId: "a", x: 110, y: 80 }] });
    expect(annotations.membersOf(doc(), "gone")).toEqual([]);
  });

  it("resizing keeps a minimum; text and names are cut to the document's limits; no change, no command", () => {
    expect(annotations.resizeNote("n", 10, 10).data).toMatchObject({ changes: { width: 80, height: 40 } });
    expect(annotations.resizeArea("g", 10, 1e9).data).toMatchObject({ changes: { width: 160, height: 100000 } });
    expect(annotations.setNoteText(doc(), "n", "Texte")).toBeNull();
    expect(annotations.setNoteText(doc(), "n", "x".repeat(5000))!.data).toMatchObject({ changes: { text: "x".repeat(4000) } });
    expect(annotations.renameArea(doc(), "g", "  Ventes ")).toBeNull();
    expect(annotations.renameArea(doc(), "g", " Achats ")!.data).toMatchObject({ changes: { name: "Achats" } });
    expect(annotations.setAreaColor(doc(), "g", "#3b82f6")).toBeNull();
    expect(annotations.setNoteColor(doc(), "gone", "#ef4444")).toBeNull();
  });
});

describe("replacing the whole document (JSON import, recovery)", () => {
  it("brings the new notes and areas, removes the old, leaves those alike, and is undone whole", () => {
    const current = doc();
    const next: DiagramDocument = { ...documentOf([table("c", 0, 0)]), notes: [{ ...current.notes![0], text: "Autre" }], areas: current.areas };
    const cmd = replaceDocument(current, next);
    const after = apply(current, cmd);
    expect(after.notes).toEqual(next.notes);
    expect(after.areas).toEqual(current.areas);
    expect(cmd.type === "BATCH" && cmd.data.commands.map((c) => c.type).filter((t) => !t.includes("TABLE"))).toEqual(["REMOVE_NOTE", "ADD_NOTE"]);
    expect(apply(after, invert(current, cmd))).toEqual(current);
    expect(apply(current, replaceDocument(current, { ...documentOf([]) })).notes).toEqual([]);
  });
});

/**
 * Undo stays local for notes and areas too (issue 17, DESIGN.md §4): an undo or a redo never
 * writes over what a collaborator changed since, nor brings back what they removed.
 */
import { describe, expect, it } from "vitest";

import * as annotations from "../annotationActions";
import { emptyOverwrites, History, overwritesBetween, withoutOverwritten } from "../commands/history";
import { Editor } from "../editor";
import type { Area, Note } from "../model/types";
import { documentOf, table } from "../testing/fixtures";

const area: Area = { id: "g", x: 0, y: 0, width: 800, height: 400, name: "Ventes", color: "#3b82f6" };
const note: Note = { id: "n", x: 1000, y: 0, width: 200, height: 120, text: "À relire", color: "#eab308" };

function loaded() {
  const editor = new Editor(() => 0);
  editor.load({ ...documentOf([table("a", 100, 100), table("b", 400, 100)]), areas: [area], notes: [note] });
  return editor;
}

const noteOf = (editor: Editor) => editor.document.notes!.find((n) => n.id === "n")!;
const areaOf = (editor: Editor) => editor.document.areas!.find((a) => a.id === "g")!;
const tableOf = (editor: Editor, id: string) => editor.document.tables.find((t) => t.id === id)!;

describe("undo of a note after a collaborator's change", () => {
  it("does not write back a text a collaborator changed since, and keeps the rest of the step", () => {
    const editor = loaded();
    editor.dispatch(annotations.setNoteText(editor.document, "n", "Mien")!);
    editor.applyRemote(annotations.setNoteText(editor.document, "n", "Le sien")!);
    expect(editor.undo()).toBe(false);
    expect(noteOf(editor).text).toBe("Le sien");

    editor.dispatch(annotations.moveNote("n", 50, 60));
    editor.applyRemote(annotations.setNoteColor(editor.document, "n", "#ef4444")!);
    expect(editor.undo()).toBe(true);
    expect(noteOf(editor)).toMatchObject({ x: 1000, y: 0, color: "#ef4444" });
  });

  it("a move a collaborator overwrote is skipped; one they half overwrote keeps the other coordinate", () => {
    const editor = loaded();
    editor.dispatch(annotations.moveNote("n", 50, 60));
    editor.applyRemote(annotations.moveNote("n", 7, 8));
    expect(editor.undo()).toBe(false);
    expect(noteOf(editor)).toMatchObject({ x: 7, y: 8 });

    const overwritten = emptyOverwrites();
    overwritten.notes.set("n", { x: 9 });
    expect(withoutOverwritten(annotations.moveNote("n", 1, 2), overwritten)).toMatchObject({ type: "UPDATE_NOTE", data: { noteId: "n", changes: { y: 2 } } });
  });

  it("a note a collaborator removed is not brought back by an undo of its edit", () => {
    const editor = loaded();
    editor.dispatch(annotations.setNoteText(editor.document, "n", "Mien")!);
    editor.applyRemote(annotations.removeNote("n"));
    expect(editor.undo()).toBe(false);
    expect(editor.document.notes).toEqual([]);
  });

  it("an area the user removed comes back, by undo, with the name a collaborator gave it meanwhile", () => {
    const history = new History();
    const editor = loaded();
    const before = editor.document;
    const doc = history.execute(before, annotations.removeArea("g"));
    // Measured between two documents as the collaboration client does.
    const overwritten = overwritesBetween(before, { ...before, areas: [{ ...area, name: "Achats" }] });
    expect(overwritten.areas.get("g")).toEqual({ name: "Achats" });
    history.rebase(overwritten);
    expect(history.undo(doc)!.doc.areas).toEqual([{ ...area, name: "Achats" }]);
  });
});

describe("undo of an area move after a collaborator's change", () => {
  it("puts back the area and the tables nobody touched, leaves a table a collaborator moved", () => {
    const editor = loaded();
    editor.dispatch(annotations.moveArea(area, 100, 50, annotations.membersOf(editor.document, "g")));
    expect(tableOf(editor, "a")).toMatchObject({ x: 200, y: 150 });
    editor.applyRemote({ type: "MOVE_TABLE", name: "x", timestamp: 0, data: { tableId: "b", x: 2000, y: 2000 } });
    expect(editor.undo()).toBe(true);
    expect(areaOf(editor)).toMatchObject({ x: 0, y: 0 });
    expect(tableOf(editor, "a")).toMatchObject({ x: 100, y: 100 });
    expect(tableOf(editor, "b")).toMatchObject({ x: 2000, y: 2000 });
  });

  it("leaves the area where a collaborator put it, still bringing its tables back", () => {
    const editor = loaded();
    editor.dispatch(annotations.moveArea(area, 100, 50, annotations.membersOf(editor.document, "g")));
    editor.applyRemote(annotations.moveArea({ ...area, x: 100, y: 50 }, 900, 900, []));
    expect(editor.undo()).toBe(true);
    expect(areaOf(editor)).toMatchObject({ x: 900, y: 900 });
    expect(tableOf(editor, "a")).toMatchObject({ x: 100, y: 100 });
  });

  it("a rename a collaborator overwrote is dropped from the redo too", () => {
    const editor = loaded();
    editor.dispatch(annotations.renameArea(editor.document, "g", "Mienne")!);
    editor.undo();
    editor.applyRemote(annotations.renameArea(editor.document, "g", "Sienne")!);
    expect(editor.redo()).toBe(false);
    expect(areaOf(editor).name).toBe("Sienne");
  });
});

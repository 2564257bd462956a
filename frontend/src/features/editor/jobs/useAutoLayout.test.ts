import { describe, expect, it } from "vitest";

import { addTable } from "@/editor/actions";
import { Editor } from "@/editor/editor";

import { layoutCommand } from "./useAutoLayout";

describe("applying layout positions", () => {
  it("moves the tables that have a new position, as one undoable step", () => {
    const editor = new Editor(() => 0);
    const a = addTable(editor.document);
    editor.dispatch(a.command);
    const b = addTable(editor.document);
    editor.dispatch(b.command);
    const cmd = layoutCommand(editor, { [a.table.id]: { x: 500, y: 40 }, [b.table.id]: { x: b.table.x, y: b.table.y }, gone: { x: 1, y: 1 } }, "Agencer");
    expect(cmd?.type).toBe("BATCH");
    editor.dispatch(cmd!);
    expect(editor.document.tables.find((t) => t.id === a.table.id)).toMatchObject({ x: 500, y: 40 });
    editor.undo();
    expect(editor.document.tables.find((t) => t.id === a.table.id)).toMatchObject({ x: a.table.x, y: a.table.y });
  });

  it("does nothing when nothing moves", () => {
    const editor = new Editor(() => 0);
    const a = addTable(editor.document);
    editor.dispatch(a.command);
    expect(layoutCommand(editor, { [a.table.id]: { x: a.table.x, y: a.table.y } }, "Agencer")).toBeNull();
  });
});

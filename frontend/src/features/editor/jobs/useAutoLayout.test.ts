import { describe, expect, it } from "vitest";

import { addTable } from "@/editor/actions";
import { command } from "@/editor/commands/types";
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

  it("puts each area in its new rectangle in the same step, leaving unchanged ones alone", () => {
    const editor = new Editor(() => 0);
    const a = addTable(editor.document);
    editor.dispatch(a.command);
    const area = { id: "r_1", name: "Ventes", x: 0, y: 0, width: 600, height: 400, color: "#3b82f6" };
    const still = { ...area, id: "r_2", x: 2000 };
    editor.dispatch(command("ADD_AREA", "Zone", { area }));
    editor.dispatch(command("ADD_AREA", "Zone", { area: still }));
    const cmd = layoutCommand(editor, { [a.table.id]: { x: 540, y: 580 } }, "Agencer", {
      r_1: { x: 500, y: 500, width: 400, height: 300 }, r_2: { x: 2000, y: 0, width: 600, height: 400 },
    });
    expect(cmd?.type === "BATCH" && cmd.data.commands.map((c) => c.type)).toEqual(["MOVE_TABLE", "UPDATE_AREA"]);
    editor.dispatch(cmd!);
    expect(editor.document.areas?.[0]).toMatchObject({ x: 500, y: 500, width: 400, height: 300 });
    editor.undo();
    expect(editor.document.areas?.[0]).toMatchObject({ x: 0, y: 0, width: 600, height: 400 });
  });
});

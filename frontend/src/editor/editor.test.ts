import { describe, expect, it, vi } from "vitest";

import * as actions from "./actions";
import { command, type Command } from "./commands/types";
import { Editor, type CommandOrigin } from "./editor";
import { tableRect, unionRect } from "./model/geometry";
import { RecordingContext } from "./testing/fakeContext";
import { documentOf, relation, table } from "./testing/fixtures";
import { worldToScreen } from "./viewport/camera";

/** An editor whose frames run only when the test says so. */
function manualEditor() {
  const frames: Array<() => void> = [];
  const editor = new Editor((callback) => frames.push(callback));
  const flush = () => frames.splice(0).forEach((callback) => callback());
  return { editor, frames, flush };
}

function loaded() {
  const { editor, frames, flush } = manualEditor();
  const a = table("a", 0, 0, ["id", "name"]);
  const b = table("b", 400, 0, ["id", "a_id"]);
  editor.load(documentOf([a, b], [relation("r", a, b, "id", "a_id")]));
  const log: Array<[string, CommandOrigin]> = [];
  editor.onCommand((cmd, origin) => log.push([cmd.type, origin]));
  return { editor, frames, flush, log, a, b };
}

const move = (tableId: string, x: number, y: number): Command => actions.moveTable(tableId, x, y);
const tableOf = (editor: Editor, id: string) => editor.document.tables.find((t) => t.id === id)!;

describe("Editor commands", () => {
  it("records a dispatched command in history and announces it as local", () => {
    const { editor, log } = loaded();
    expect(editor.snapshot().canUndo).toBe(false);
    expect(editor.dispatch(move("a", 50, 60))).toBe(true);
    expect(tableOf(editor, "a")).toMatchObject({ x: 50, y: 60 });
    expect(editor.snapshot().canUndo).toBe(true);
    expect(log).toEqual([["MOVE_TABLE", "local"]]);
  });

  it("records a change the document already shows as one undo step, neither applied nor announced", () => {
    const { editor, log } = loaded();
    const before = editor.document;
    const after = documentOf([table("c", 10, 10, ["id"])]);
    editor.applyRebased(after);
    expect(editor.recordStep(before, actions.replaceDocument(before, after))).toBe(true);
    expect(editor.document).toBe(after);
    expect(log).toEqual([]);
    expect(editor.undo()).toBe(true);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["a", "b"]);
    expect(editor.document.relations).toHaveLength(1);
    expect(editor.redo()).toBe(true);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["c"]);
    expect(editor.recordStep(after, move("ghost", 1, 1))).toBe(false);
  });

  it("neither records nor announces a command that changes nothing", () => {
    const { editor, log } = loaded();
    expect(editor.dispatch(move("a", 0, 0))).toBe(false);
    expect(editor.dispatch(move("ghost", 5, 5))).toBe(false);
    expect(editor.snapshot().canUndo).toBe(false);
    expect(log).toEqual([]);
  });

  it("announces undo with the inverse command and redo with the command, with their origins", () => {
    const { editor, log } = loaded();
    const cmd = move("a", 50, 60);
    editor.dispatch(cmd);
    const seen: Command[] = [];
    editor.onCommand((c) => seen.push(c));
    expect(editor.undo()).toBe(true);
    expect(tableOf(editor, "a")).toMatchObject({ x: 0, y: 0 });
    expect(editor.redo()).toBe(true);
    expect(tableOf(editor, "a")).toMatchObject({ x: 50, y: 60 });
    expect(log).toEqual([["MOVE_TABLE", "local"], ["MOVE_TABLE", "undo"], ["MOVE_TABLE", "redo"]]);
    expect(seen[0].data).toEqual({ tableId: "a", x: 0, y: 0 });
    expect(seen[1]).toBe(cmd);
    expect(editor.redo()).toBe(false);
  });

  it("makes a drag ONE undo step: previews are shown, not recorded, and the final MOVE_TABLE is", () => {
    const { editor, log } = loaded();
    for (let x = 1; x <= 30; x += 1) editor.showPreview(move("a", x * 10, x * 5));
    expect(tableOf(editor, "a")).toMatchObject({ x: 300, y: 150 });
    expect(editor.snapshot().canUndo).toBe(false);
    expect(log).toEqual([]);
    editor.dispatch(move("a", 300, 150));
    expect(log).toEqual([["MOVE_TABLE", "local"]]);
    editor.undo();
    expect(tableOf(editor, "a")).toMatchObject({ x: 0, y: 0 });
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("drops a cancelled preview", () => {
    const { editor } = loaded();
    const doc = editor.document;
    editor.showPreview(move("a", 300, 150));
    editor.cancelPreview();
    expect(editor.document).toBe(doc);
  });

  it("lets viewers neither dispatch, undo, redo nor preview (001 §6)", () => {
    const { editor, log } = loaded();
    editor.dispatch(move("a", 50, 60));
    editor.undo();
    editor.setEditable(false);
    const doc = editor.document;
    expect(editor.dispatch(move("a", 1, 1))).toBe(false);
    expect(editor.redo()).toBe(false);
    editor.showPreview(move("a", 99, 99));
    expect(editor.document).toBe(doc);
    editor.setEditable(true);
    editor.dispatch(move("a", 50, 60));
    editor.setEditable(false);
    expect(editor.undo()).toBe(false);
    expect(tableOf(editor, "a")).toMatchObject({ x: 50, y: 60 });
    expect(log.map(([, origin]) => origin)).toEqual(["local", "undo", "local"]);
    expect(editor.snapshot().editable).toBe(false);
  });

  it("applies remote commands without recording or re-sending them (001 §4 live collaboration)", () => {
    const { editor, log } = loaded();
    editor.applyRemote(move("b", 700, 80));
    expect(tableOf(editor, "b")).toMatchObject({ x: 700, y: 80 });
    expect(editor.snapshot().canUndo).toBe(false);
    expect(editor.undo()).toBe(false);
    expect(log).toEqual([["MOVE_TABLE", "remote"]]);
  });

  it("applies remote commands for viewers too", () => {
    const { editor } = loaded();
    editor.setEditable(false);
    editor.applyRemote(move("b", 700, 80));
    expect(tableOf(editor, "b").x).toBe(700);
  });

  it("keeps the local history usable after a remote change", () => {
    const { editor } = loaded();
    editor.dispatch(move("a", 50, 50));
    editor.applyRemote(move("b", 700, 80));
    editor.undo();
    expect(tableOf(editor, "a")).toMatchObject({ x: 0, y: 0 });
    expect(tableOf(editor, "b")).toMatchObject({ x: 700, y: 80 });
  });

  it("loads a document with a fresh history and no selection", () => {
    const { editor } = loaded();
    editor.dispatch(move("a", 50, 50));
    editor.select({ kind: "table", id: "a" });
    editor.load(documentOf([table("z", 0, 0)]));
    expect(editor.snapshot()).toMatchObject({ canUndo: false, canRedo: false, selection: null });
  });
});

describe("Editor selection (001 §4)", () => {
  it("selects one table or one relation at a time", () => {
    const { editor } = loaded();
    editor.select({ kind: "table", id: "a" });
    editor.select({ kind: "relation", id: "r" });
    expect(editor.selected).toEqual({ kind: "relation", id: "r" });
  });

  it("expands a collapsed table when it is selected, as one undoable step", () => {
    const { editor, log } = loaded();
    editor.dispatch(command("UPDATE_TABLE", "Replier la table", { tableId: "a", changes: { isCollapsed: true } }));
    editor.select({ kind: "table", id: "a" });
    expect(tableOf(editor, "a").isCollapsed).toBe(false);
    expect(editor.selected).toEqual({ kind: "table", id: "a" });
    expect(log).toEqual([["UPDATE_TABLE", "local"], ["UPDATE_TABLE", "local"]]);
    editor.undo();
    expect(tableOf(editor, "a").isCollapsed).toBe(true);
  });

  it("does not expand a collapsed table for a viewer", () => {
    const { editor } = loaded();
    editor.dispatch(command("UPDATE_TABLE", "", { tableId: "a", changes: { isCollapsed: true } }));
    editor.setEditable(false);
    editor.select({ kind: "table", id: "a" });
    expect(tableOf(editor, "a").isCollapsed).toBe(true);
    expect(editor.selected).toEqual({ kind: "table", id: "a" });
  });

  it("clears the selection when the selected table is removed, locally or remotely", () => {
    const { editor } = loaded();
    editor.select({ kind: "table", id: "a" });
    editor.dispatch(actions.removeTable("a"));
    expect(editor.selected).toBeNull();
    editor.undo();
    editor.select({ kind: "table", id: "b" });
    editor.applyRemote(actions.removeTable("b"));
    expect(editor.selected).toBeNull();
  });

  it("clears a selected relation removed with its table, and a selected table whose addition is undone", () => {
    const { editor } = loaded();
    editor.select({ kind: "relation", id: "r" });
    editor.dispatch(actions.removeTable("a"));
    expect(editor.selected).toBeNull();
    editor.undo();
    expect(editor.document.relations.map((r) => r.id)).toEqual(["r"]);
    editor.dispatch(actions.addTable(editor.document).command);
    const added = editor.document.tables[2].id;
    editor.select({ kind: "table", id: added });
    editor.undo();
    expect(editor.selected).toBeNull();
  });

  it("keeps the selection when another table is removed", () => {
    const { editor } = loaded();
    editor.select({ kind: "table", id: "a" });
    editor.dispatch(actions.removeTable("b"));
    expect(editor.selected).toEqual({ kind: "table", id: "a" });
  });
});

describe("Editor snapshot and listeners", () => {
  it("returns the same snapshot until something changes, and notifies subscribers", () => {
    const { editor } = loaded();
    const listener = vi.fn();
    const unsubscribe = editor.subscribe(listener);
    const first = editor.snapshot();
    expect(editor.snapshot()).toBe(first);
    editor.dispatch(move("a", 5, 5));
    const second = editor.snapshot();
    expect(second).not.toBe(first);
    expect(second.doc.tables[0].x).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    editor.dispatch(move("a", 6, 6));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reports the automatic performance level from the document, or the forced one", () => {
    const { editor } = manualEditor();
    editor.load(documentOf(Array.from({ length: 20 }, (_, i) => table(`t${i}`, i * 300, 0))));
    expect(editor.level).toBe("balanced");
    editor.setLevel("performance");
    expect(editor.snapshot()).toMatchObject({ level: "performance", levelChoice: "performance" });
    editor.setLevel("auto");
    expect(editor.level).toBe("balanced");
  });

  it("snaps to the 20 px grid only when asked", () => {
    const { editor } = manualEditor();
    expect(editor.snapValue(33)).toBe(33);
    editor.setSnapToGrid(true);
    expect(editor.snapValue(33)).toBe(40);
    expect(editor.snapValue(29)).toBe(20);
  });
});

describe("Editor frame loop", () => {
  it("draws once for many changes, with the latest state", () => {
    const { editor, frames, flush } = loaded();
    const draw = vi.spyOn(editor.renderer, "draw").mockReturnValue({ incomplete: false, detail: "full", tables: 0, relations: 0 });
    editor.resize(800, 600, 2);
    editor.attach(new RecordingContext().asCtx);
    for (let x = 1; x <= 20; x += 1) editor.dispatch(move("a", x, x));
    editor.select({ kind: "table", id: "b" });
    editor.panBy(10, 0);
    editor.setHover("a", null);
    expect(frames).toHaveLength(1);
    expect(draw).not.toHaveBeenCalled();
    flush();
    expect(draw).toHaveBeenCalledTimes(1);
    const scene = draw.mock.calls[0][1];
    expect(scene.doc.tables[0]).toMatchObject({ x: 20, y: 20 });
    expect(scene).toMatchObject({
      width: 800, height: 600, pixelRatio: 2, selection: { kind: "table", id: "b" }, hoverTableId: "a",
      camera: { scale: 1, offsetX: 10, offsetY: 0 },
    });
    // The next change asks for the next frame.
    editor.zoomIn();
    expect(frames).toHaveLength(1);
    flush();
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it("asks for no frame without a canvas, and draws nothing before it has a size", () => {
    const { editor, frames, flush } = loaded();
    const draw = vi.spyOn(editor.renderer, "draw").mockReturnValue({ incomplete: false, detail: "full", tables: 0, relations: 0 });
    editor.dispatch(move("a", 5, 5));
    expect(frames).toHaveLength(0);
    editor.attach(new RecordingContext().asCtx);
    flush();
    expect(draw).not.toHaveBeenCalled();
    editor.resize(800, 600, 1);
    flush();
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it("draws the preview while dragging", () => {
    const { editor, flush } = loaded();
    const draw = vi.spyOn(editor.renderer, "draw").mockReturnValue({ incomplete: false, detail: "full", tables: 0, relations: 0 });
    editor.resize(800, 600, 1);
    editor.attach(new RecordingContext().asCtx);
    flush();
    editor.showPreview(move("a", 123, 45));
    flush();
    expect(draw.mock.calls[1][1].doc.tables[0]).toMatchObject({ x: 123, y: 45 });
  });

  it("shows the selected table's resize handle only where the user may edit", () => {
    const { editor, flush } = loaded();
    const draw = vi.spyOn(editor.renderer, "draw").mockReturnValue({ incomplete: false, detail: "full", tables: 0, relations: 0 });
    editor.resize(800, 600, 1);
    editor.attach(new RecordingContext().asCtx);
    flush();
    expect(draw.mock.calls[0][1].handles).toBe(true);
    editor.setEditable(false);
    flush();
    expect(draw.mock.calls[1][1].handles).toBe(false);
  });

  it("really renders through the renderer at low zoom (blocks, no bitmaps needed)", () => {
    const { editor, flush } = loaded();
    const ctx = new RecordingContext();
    editor.resize(800, 600, 1);
    editor.setCamera({ scale: 0.1, offsetX: 0, offsetY: 0 });
    editor.attach(ctx.asCtx);
    flush();
    expect(editor.lastFrame).toMatchObject({ detail: "blocks", tables: 2, relations: 1 });
    expect(ctx.n("fillText")).toBe(0);
  });
});

describe("Editor camera", () => {
  it("centres the content and never zooms past 100 %", () => {
    const { editor } = manualEditor();
    editor.resize(800, 600, 1);
    editor.load(documentOf([table("a", 500, 500), table("b", 700, 560)]));
    editor.centerView();
    const content = unionRect(editor.document.tables.map(tableRect))!;
    expect(editor.camera.scale).toBe(1);
    const centre = worldToScreen(editor.camera, content.x + content.width / 2, content.y + content.height / 2);
    expect(centre.x).toBeCloseTo(400, 9);
    expect(centre.y).toBeCloseTo(300, 9);
  });

  it("zooms out to show a large diagram whole", () => {
    const { editor } = manualEditor();
    editor.resize(800, 600, 1);
    editor.load(documentOf(Array.from({ length: 30 }, (_, i) => table(`t${i}`, (i % 6) * 600, Math.floor(i / 6) * 500))));
    editor.centerView();
    expect(editor.camera.scale).toBeLessThan(1);
    for (const t of editor.document.tables) {
      const rect = tableRect(t);
      const topLeft = worldToScreen(editor.camera, rect.x, rect.y);
      const bottomRight = worldToScreen(editor.camera, rect.x + rect.width, rect.y + rect.height);
      expect(topLeft.x).toBeGreaterThanOrEqual(0);
      expect(topLeft.y).toBeGreaterThanOrEqual(0);
      expect(bottomRight.x).toBeLessThanOrEqual(800);
      expect(bottomRight.y).toBeLessThanOrEqual(600);
    }
  });

  it("steps the zoom buttons by 0.1 and resets to 100 %", () => {
    const { editor } = manualEditor();
    editor.resize(800, 600, 1);
    editor.zoomIn();
    editor.zoomIn();
    expect(editor.camera.scale).toBe(1.2);
    editor.zoomOut();
    expect(editor.camera.scale).toBe(1.1);
    editor.resetZoom();
    expect(editor.camera.scale).toBe(1);
  });

  it("reveals a table at the centre of the screen", () => {
    const { editor } = manualEditor();
    editor.resize(800, 600, 1);
    editor.load(documentOf([table("far", 5000, 3000)]));
    editor.reveal("far");
    const rect = tableRect(editor.document.tables[0]);
    const centre = worldToScreen(editor.camera, rect.x + rect.width / 2, rect.y + rect.height / 2);
    expect(centre.x).toBeCloseTo(400, 9);
    expect(centre.y).toBeCloseTo(300, 9);
  });
});

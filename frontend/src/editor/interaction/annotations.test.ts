/** Notes and areas under the pointer and the keyboard (issue 17). */
import { describe, expect, it, vi } from "vitest";

import { Editor } from "../editor";
import type { Area, Note } from "../model/types";
import { documentOf, table } from "../testing/fixtures";
import { attachPointer } from "./pointer";
import { handleShortcut } from "./shortcuts";

// World = canvas coordinates (initial camera). a: 100–350 × 100–231, b: 500–750 × 100–203 (both in
// the area), c: 100–350 × 400–480 (outside). Area: 50–800 × 50–300, label band 50–82. Note: 420–620 × 300–420.
const area: Area = { id: "g", x: 50, y: 50, width: 750, height: 250, name: "Ventes", color: "#3b82f6" };
const note: Note = { id: "n", x: 420, y: 300, width: 200, height: 120, text: "À relire", color: "#eab308" };

function setup(editable = true) {
  const editor = new Editor(() => 0);
  editor.resize(800, 600, 1);
  editor.load({ ...documentOf([table("a", 100, 100, ["id", "name", "email"]), table("b", 500, 100, ["id", "a_id"]), table("c", 100, 400)]), areas: [area], notes: [note] });
  editor.setEditable(editable);
  const canvas = document.createElement("canvas");
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, right: 800, bottom: 600, width: 800, height: 600, x: 0, y: 0, toJSON: () => ({}) });
  attachPointer(editor, canvas);
  const log: string[] = [];
  editor.onCommand((cmd, origin) => log.push(`${cmd.type}:${origin}`));
  const pointer = (type: string, x: number, y: number) =>
    canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, pointerId: 1, bubbles: true }));
  const api = {
    editor, canvas, log,
    drag(path: Array<[number, number]>) {
      pointer("pointerdown", ...path[0]);
      for (const point of path.slice(1)) pointer("pointermove", ...point);
      pointer("pointerup", ...path[path.length - 1]);
    },
    click: (x: number, y: number) => api.drag([[x, y]]),
    dblclick: (x: number, y: number) => canvas.dispatchEvent(new MouseEvent("dblclick", { clientX: x, clientY: y, bubbles: true })),
    at: (id: string) => editor.document.tables.find((t) => t.id === id)!,
    area: () => editor.document.areas![0],
    note: () => editor.document.notes?.[0],
  };
  return api;
}

describe("selecting notes and areas", () => {
  it("a click selects the note, the area (label or empty inside) and, over them, the table", () => {
    const s = setup();
    s.click(500, 350);
    expect(s.editor.selected).toEqual({ kind: "note", id: "n" });
    s.click(60, 60);
    expect(s.editor.selected).toEqual({ kind: "area", id: "g" });
    s.click(450, 250);
    expect(s.editor.selected).toEqual({ kind: "area", id: "g" });
    s.click(200, 110);
    expect(s.editor.selected).toEqual({ kind: "table", id: "a" });
    s.click(700, 550);
    expect(s.editor.selected).toBeNull();
    expect(s.log).toEqual([]);
  });

  it("a note over an area wins, and a removed selection is forgotten", () => {
    const s = setup();
    s.click(450, 305);
    expect(s.editor.selected).toEqual({ kind: "note", id: "n" });
    s.editor.dispatch({ type: "REMOVE_NOTE", name: "x", timestamp: 0, data: { noteId: "n" } });
    expect(s.editor.selected).toBeNull();
  });
});

describe("dragging", () => {
  it("a note moves as one MOVE_NOTE", () => {
    const s = setup();
    s.drag([[500, 350], [520, 360], [560, 400]]);
    expect(s.note()).toMatchObject({ x: 480, y: 350 });
    expect(s.log).toEqual(["MOVE_NOTE:local"]);
    s.editor.undo();
    expect(s.note()).toMatchObject({ x: 420, y: 300 });
  });

  it("an area carries the tables inside it, not the others, and one undo puts all back", () => {
    const s = setup();
    s.drag([[60, 60], [80, 70], [160, 130]]);
    expect(s.area()).toMatchObject({ x: 150, y: 120 });
    expect([s.at("a"), s.at("b"), s.at("c")].map((t) => [t.x, t.y])).toEqual([[200, 170], [600, 170], [100, 400]]);
    expect(s.note()).toMatchObject({ x: 420, y: 300 });
    expect(s.log).toEqual(["MOVE_AREA:local"]);
    s.editor.undo();
    expect(s.area()).toMatchObject({ x: 50, y: 50 });
    expect([s.at("a"), s.at("b")].map((t) => [t.x, t.y])).toEqual([[100, 100], [500, 100]]);
  });

  it("a press without moving records nothing", () => {
    const s = setup();
    s.drag([[450, 250], [450, 250]]);
    s.drag([[500, 350]]);
    expect(s.log).toEqual([]);
  });

  it("a viewer selects but pans through: nothing moves", () => {
    const s = setup(false);
    s.click(450, 250);
    expect(s.editor.selected).toEqual({ kind: "area", id: "g" });
    const camera = s.editor.camera;
    s.drag([[450, 250], [500, 280]]);
    expect(s.area()).toMatchObject({ x: 50, y: 50 });
    expect(s.editor.camera).not.toEqual(camera);
    s.drag([[500, 350], [560, 400]]);
    expect(s.note()).toMatchObject({ x: 420, y: 300 });
    expect(s.log).toEqual([]);
  });
});

describe("resizing", () => {
  it("from the bottom-right corner, one UPDATE_* each, with a minimum", () => {
    const s = setup();
    s.drag([[620, 420], [700, 500]]);
    expect(s.note()).toMatchObject({ width: 280, height: 200 });
    s.drag([[800, 300], [900, 350]]);
    expect(s.area()).toMatchObject({ width: 850, height: 300 });
    s.drag([[700, 500], [300, 250]]);
    expect(s.note()).toMatchObject({ width: 80, height: 40 });
    expect(s.log).toEqual(["UPDATE_NOTE:local", "UPDATE_AREA:local", "UPDATE_NOTE:local"]);
  });
});

describe("editing in place and deleting", () => {
  it("a double-click on a note or on an area's label asks for its field; not for a viewer", () => {
    const s = setup();
    const asked = vi.fn();
    s.editor.onEditRequest(asked);
    s.dblclick(500, 350);
    s.dblclick(60, 60);
    s.dblclick(450, 250);
    expect(asked.mock.calls).toEqual([[{ kind: "note", id: "n" }], [{ kind: "area", id: "g" }]]);
    const viewer = setup(false);
    viewer.editor.onEditRequest(asked);
    viewer.dblclick(500, 350);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("the arrows move the selected note, or the area with its tables", () => {
    const s = setup();
    const key = (k: string, shiftKey = false) => handleShortcut(new KeyboardEvent("keydown", { key: k, shiftKey }), { editor: s.editor });
    s.click(500, 350);
    expect(key("ArrowRight")).toBe(true);
    expect(s.note()).toMatchObject({ x: 421, y: 300 });
    s.click(60, 60);
    expect(key("ArrowDown", true)).toBe(true);
    expect(s.area()).toMatchObject({ x: 50, y: 60 });
    expect([s.at("a").y, s.at("b").y, s.at("c").y]).toEqual([110, 110, 400]);
    expect(s.log).toEqual(["MOVE_NOTE:local", "MOVE_AREA:local"]);
  });

  it("Delete removes the selected note or area; the area's tables stay", () => {
    const s = setup();
    const key = (k: string) => handleShortcut(new KeyboardEvent("keydown", { key: k }), { editor: s.editor });
    s.click(60, 60);
    expect(key("Delete")).toBe(true);
    expect(s.editor.document.areas).toEqual([]);
    expect(s.editor.document.tables).toHaveLength(3);
    s.click(500, 350);
    expect(key("Backspace")).toBe(true);
    expect(s.editor.document.notes).toEqual([]);
    s.editor.undo();
    expect(s.note()).toEqual(note);
  });
});

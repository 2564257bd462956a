import { afterEach, describe, expect, it, vi } from "vitest";

import { Editor } from "../editor";
import { documentOf, relation, table } from "../testing/fixtures";
import { screenToWorld, worldToScreen } from "../viewport/camera";
import { attachPointer } from "./pointer";

// World = canvas coordinates at the initial camera. The canvas sits at (10, 20) in the page.
// a: x 100–350, header y 100–135, rows id 135–163, name 163–191, email 191–219, bottom 231.
// b: x 500–750, header y 100–135, rows id 135–163, a_id 163–191, bottom 203.
const LEFT = 10;
const TOP = 20;

function setup() {
  const editor = new Editor(() => 0); // no canvas context: frames never run, as in a hidden tab
  editor.resize(800, 600, 1);
  const a = table("a", 100, 100, ["id", "name", "email"]);
  const b = table("b", 500, 100, ["id", "a_id"]);
  const c = table("c", 100, 400, ["id"], { height: 75 }); // as imported documents may have it: under the 80 minimum
  editor.load(documentOf([a, b, c]));
  const canvas = document.createElement("canvas");
  canvas.getBoundingClientRect = () => ({ left: LEFT, top: TOP, right: LEFT + 800, bottom: TOP + 600, width: 800, height: 600, x: LEFT, y: TOP, toJSON: () => ({}) });
  const onRefused = vi.fn();
  const onRelationCreated = vi.fn();
  const detach = attachPointer(editor, canvas, { onRefused, onRelationCreated });
  const log: string[] = [];
  editor.onCommand((cmd, origin) => log.push(`${cmd.type}:${origin}`));

  const at = (event: Event, time?: number) => {
    if (time !== undefined) Object.defineProperty(event, "timeStamp", { value: time });
    canvas.dispatchEvent(event);
    return event;
  };
  const pointer = (type: string, x: number, y: number, init: PointerEventInit = {}, time?: number) =>
    at(new PointerEvent(type, { clientX: x + LEFT, clientY: y + TOP, button: 0, pointerId: 1, bubbles: true, ...init }), time);
  const api = {
    editor, canvas, log, onRefused, onRelationCreated, detach,
    down: (x: number, y: number, init: PointerEventInit = {}, time?: number) => pointer("pointerdown", x, y, init, time),
    move: (x: number, y: number, init: PointerEventInit = {}) => pointer("pointermove", x, y, init),
    up: (x: number, y: number, init: PointerEventInit = {}, time?: number) => pointer("pointerup", x, y, init, time),
    drag(path: Array<[number, number]>) {
      api.down(...path[0]);
      for (const point of path.slice(1)) api.move(...point);
      api.up(...path[path.length - 1]);
    },
    click: (x: number, y: number, time?: number) => {
      api.down(x, y, {}, time);
      api.up(x, y, {}, time);
    },
    doubleClick(x: number, y: number, times: [number, number, number] = [1000, 1100, 1150]) {
      api.click(x, y, times[0]);
      api.click(x, y, times[1]);
      at(new MouseEvent("dblclick", { clientX: x + LEFT, clientY: y + TOP, bubbles: true }), times[2]);
    },
    wheel: (x: number, y: number, init: WheelEventInit) =>
      at(new WheelEvent("wheel", { clientX: x + LEFT, clientY: y + TOP, bubbles: true, cancelable: true, ...init })),
    table: (id: string) => editor.document.tables.find((t) => t.id === id)!,
  };
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("dragging a table", () => {
  it("moves it as ONE undoable MOVE_TABLE however many pointer moves it took (001 §4)", () => {
    const s = setup();
    s.drag([[150, 150], [160, 155], [180, 170], [200, 190], [250, 220]]);
    expect(s.table("a")).toMatchObject({ x: 200, y: 170 });
    expect(s.log).toEqual(["MOVE_TABLE:local"]);
    expect(s.editor.selected).toEqual({ kind: "table", id: "a" });
    s.editor.undo();
    expect(s.table("a")).toMatchObject({ x: 100, y: 100 });
    expect(s.editor.snapshot().canUndo).toBe(false);
  });

  it("shows the table following the pointer before it is released", () => {
    const s = setup();
    s.down(150, 150);
    s.move(190, 170);
    expect(s.table("a")).toMatchObject({ x: 140, y: 120 });
    expect(s.log).toEqual([]);
    s.up(190, 170);
    expect(s.log).toEqual(["MOVE_TABLE:local"]);
  });

  it("records nothing for a click, or a drag back to where it started", () => {
    const s = setup();
    s.click(150, 150);
    s.drag([[150, 150], [200, 200], [150, 150]]);
    expect(s.log).toEqual([]);
    expect(s.table("a")).toMatchObject({ x: 100, y: 100 });
  });

  it("moves in world units when zoomed", () => {
    const s = setup();
    s.editor.setCamera({ scale: 2, offsetX: -100, offsetY: -100 });
    const start = worldToScreen(s.editor.camera, 150, 150);
    s.drag([[start.x, start.y], [start.x + 40, start.y + 20]]);
    expect(s.table("a")).toMatchObject({ x: 120, y: 110 });
  });

  it("snaps to the grid when asked", () => {
    const s = setup();
    s.editor.setSnapToGrid(true);
    s.drag([[150, 150], [163, 171]]);
    expect(s.table("a")).toMatchObject({ x: 120, y: 120 });
  });

  it("auto-scrolls near the canvas edge and stops on release, still one step (001 §9: 50 px, every 16 ms)", () => {
    vi.useFakeTimers();
    const s = setup();
    s.down(150, 150);
    s.move(780, 150); // inside the 50 px band on the right
    const x = s.table("a").x;
    vi.advanceTimersByTime(160);
    expect(s.editor.camera.offsetX).toBeLessThan(0);
    expect(s.table("a").x).toBeGreaterThan(x); // the table keeps following the pointer
    s.up(780, 150);
    const offset = s.editor.camera.offsetX;
    vi.advanceTimersByTime(160);
    expect(s.editor.camera.offsetX).toBe(offset);
    expect(s.log).toEqual(["MOVE_TABLE:local"]);
  });

  it("lets a viewer select but not move", () => {
    const s = setup();
    s.editor.setEditable(false);
    s.drag([[150, 150], [250, 250]]);
    expect(s.table("a")).toMatchObject({ x: 100, y: 100 });
    expect(s.editor.selected).toEqual({ kind: "table", id: "a" });
  });

  it("hits tables where the document has them even before the next frame", () => {
    const s = setup();
    s.editor.dispatch({ type: "MOVE_TABLE", name: "", timestamp: 0, data: { tableId: "b", x: 100, y: 300 } });
    s.click(150, 310); // b's header, where no frame has drawn it yet
    expect(s.editor.selected).toEqual({ kind: "table", id: "b" });
  });
});

describe("empty space", () => {
  it("a click deselects", () => {
    const s = setup();
    s.editor.select({ kind: "table", id: "a" });
    s.click(420, 500);
    expect(s.editor.selected).toBeNull();
    expect(s.editor.camera).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it("a drag pans the view and keeps the selection", () => {
    const s = setup();
    s.editor.select({ kind: "table", id: "a" });
    s.drag([[420, 500], [430, 505], [470, 520]]);
    expect(s.editor.camera).toEqual({ scale: 1, offsetX: 50, offsetY: 20 });
    expect(s.editor.selected).toEqual({ kind: "table", id: "a" });
    expect(s.log).toEqual([]);
  });

  it("a middle-button drag pans even over a table", () => {
    const s = setup();
    s.down(150, 150, { button: 1 });
    s.move(170, 160, { button: 1 });
    s.up(170, 160, { button: 1 });
    expect(s.editor.camera).toMatchObject({ offsetX: 20, offsetY: 10 });
    expect(s.table("a")).toMatchObject({ x: 100, y: 100 });
  });
});

describe("wheel", () => {
  it("Ctrl + wheel zooms ×1.1 a notch at the cursor (001 §9), out by its inverse", () => {
    const s = setup();
    const under = screenToWorld(s.editor.camera, 300, 200);
    const event = s.wheel(300, 200, { deltaY: -100, ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(s.editor.camera.scale).toBeCloseTo(1.1, 12);
    const after = worldToScreen(s.editor.camera, under.x, under.y);
    expect(after.x).toBeCloseTo(300, 9);
    expect(after.y).toBeCloseTo(200, 9);
    s.wheel(300, 200, { deltaY: 100, metaKey: true });
    expect(s.editor.camera.scale).toBeCloseTo(1, 12);
  });

  it("reads a delta in lines as three lines to a notch (Firefox's mouse wheel)", () => {
    const s = setup();
    s.wheel(300, 200, { deltaY: -3, deltaMode: WheelEvent.DOM_DELTA_LINE, ctrlKey: true });
    expect(s.editor.camera.scale).toBeCloseTo(1.1, 12);
  });

  it("a plain wheel pans", () => {
    const s = setup();
    const event = s.wheel(300, 200, { deltaX: 30, deltaY: 40 });
    expect(event.defaultPrevented).toBe(true);
    expect(s.editor.camera).toEqual({ scale: 1, offsetX: -30, offsetY: -40 });
  });
});

describe("creating a relation by dragging from a row's right edge", () => {
  it("onto another table's row: one BATCH linking the two rows", () => {
    const s = setup();
    s.drag([[346, 177], [450, 177], [600, 177]]); // from a.name to b.a_id
    expect(s.log).toEqual(["BATCH:local"]);
    expect(s.onRelationCreated).toHaveBeenCalledTimes(1);
    expect(s.editor.document.relations).toHaveLength(1);
    expect(s.editor.document.relations[0]).toMatchObject({
      fromTableId: "a", fromAttributeId: "a.name", toTableId: "b", toAttributeId: "b.a_id", type: "one-to-many",
    });
    expect(s.table("b").attributes[1]).toMatchObject({ isForeignKey: true, referencedTable: "a", referencedAttribute: "a.name" });
    expect(s.editor.draft).toBeNull();
    expect(s.table("a")).toMatchObject({ x: 100, y: 100 }); // the source did not move
    s.editor.undo();
    expect(s.editor.document.relations).toEqual([]);
  });

  it("onto another table's header: adds the `{source}_id` column", () => {
    const s = setup();
    s.drag([[346, 150], [200, 410]]); // from a.id to c's header
    expect(s.table("c").attributes.map((a) => a.name)).toEqual(["id", "a_id"]);
    expect(s.editor.document.relations[0]).toMatchObject({ fromAttributeId: "a.id", toTableId: "c" });
  });

  it("shows a draft line while dragging", () => {
    const s = setup();
    s.down(346, 177);
    s.move(450, 260);
    expect(s.editor.draft).toEqual({ from: { x: 346, y: 177 }, to: { x: 450, y: 260 } });
    s.move(600, 150);
    expect(s.editor.hoverTableId).toBe("b");
    s.up(600, 150);
  });

  it("shows where it would land while dragging: a row, the table itself, nothing over its own table", () => {
    const s = setup();
    s.down(346, 150); // a.id's right edge
    s.move(300, 177); // still over a
    expect(s.editor.dropTarget).toBeNull();
    s.move(600, 177); // over b's a_id row: that column would become the key
    expect(s.editor.dropTarget).toEqual({ tableId: "b", attributeId: "b.a_id" });
    s.move(600, 115); // over b's header: a key column would be added
    expect(s.editor.dropTarget).toEqual({ tableId: "b", attributeId: null });
    s.move(450, 500); // empty space
    expect(s.editor.dropTarget).toBeNull();
    s.up(450, 500);
    expect(s.editor.dropTarget).toBeNull();
  });

  it("says what it made: a key-to-key 1:1 link on a key row, a new column on the header", () => {
    const s = setup();
    s.drag([[346, 150], [600, 149]]); // from a.id onto b.id, both primary keys
    expect(s.onRelationCreated).toHaveBeenLastCalledWith({ parent: "a", parentColumn: "id", child: "b", column: "id", newColumn: false, oneToOne: true });
    s.editor.undo();
    s.drag([[346, 150], [200, 410]]); // onto c's header
    expect(s.onRelationCreated).toHaveBeenLastCalledWith({ parent: "a", parentColumn: "id", child: "c", column: "a_id", newColumn: true, oneToOne: false });
  });

  it("onto the same table: refused with 'same-table' (001 §5)", () => {
    const s = setup();
    s.drag([[346, 177], [300, 200], [200, 200]]);
    expect(s.onRefused).toHaveBeenCalledWith("same-table");
    expect(s.log).toEqual([]);
    expect(s.editor.draft).toBeNull();
  });

  it("onto empty space: nothing", () => {
    const s = setup();
    s.drag([[346, 177], [450, 500]]);
    expect(s.log).toEqual([]);
    expect(s.onRefused).not.toHaveBeenCalled();
    expect(s.editor.draft).toBeNull();
  });

  it("not for a viewer", () => {
    const s = setup();
    s.editor.setEditable(false);
    s.drag([[346, 177], [600, 177]]);
    expect(s.editor.document.relations).toEqual([]);
  });
});

describe("double-click on a header (001 §2)", () => {
  it("collapses an expanded table in one step", () => {
    const s = setup();
    s.doubleClick(200, 115);
    expect(s.table("a").isCollapsed).toBe(true);
    expect(s.log).toEqual(["UPDATE_TABLE:local"]);
  });

  it("expands a collapsed table (selected or not) and leaves it expanded", () => {
    const s = setup();
    s.doubleClick(200, 115);
    expect(s.table("a").isCollapsed).toBe(true);
    s.doubleClick(200, 115, [5000, 5100, 5150]); // still selected
    expect(s.table("a").isCollapsed).toBe(false);
    s.doubleClick(200, 115, [9000, 9100, 9150]);
    s.click(420, 500, 9500); // deselect
    s.doubleClick(200, 115, [12000, 12100, 12150]);
    expect(s.table("a").isCollapsed).toBe(false);
  });

  it("collapses a table that a click expanded long before", () => {
    const s = setup();
    s.doubleClick(200, 115);
    s.click(200, 115, 5000); // selecting it expands it
    expect(s.table("a").isCollapsed).toBe(false);
    s.doubleClick(200, 115, [9000, 9100, 9150]);
    expect(s.table("a").isCollapsed).toBe(true);
  });

  it("does nothing on a row", () => {
    const s = setup();
    s.doubleClick(200, 177);
    expect(s.table("a").isCollapsed).toBe(false);
    expect(s.log).toEqual([]);
  });
});

describe("resizing from the bottom-right handle", () => {
  it("resizes in one undoable step", () => {
    const s = setup();
    s.drag([[348, 229], [400, 260], [448, 300]]);
    expect(s.table("a")).toMatchObject({ width: 350, height: 202 });
    expect(s.log).toEqual(["UPDATE_TABLE:local"]);
    s.editor.undo();
    expect(s.table("a")).toMatchObject({ width: 250, height: 80 });
  });

  it("never goes under 200 × 80 (001 §5, §9)", () => {
    const s = setup();
    s.drag([[348, 229], [200, 150], [120, 110]]);
    expect(s.table("a")).toMatchObject({ width: 200, height: 80 });
  });

  it("records nothing for a press on the handle without moving", () => {
    const s = setup();
    s.click(348, 478); // c's handle: c is 75 high, under the 80 minimum
    expect(s.log).toEqual([]);
    expect(s.table("c").height).toBe(75);
    expect(s.editor.snapshot().canUndo).toBe(false);
  });
});

describe("hover and relations", () => {
  it("hovers tables and relations and sets the cursor", () => {
    const s = setup();
    s.move(150, 150);
    expect(s.editor.hoverTableId).toBe("a");
    expect(s.canvas.style.cursor).toBe("move");
    s.move(348, 229);
    expect(s.canvas.style.cursor).toBe("nwse-resize");
    s.move(346, 177);
    expect(s.canvas.style.cursor).toBe("crosshair");
    s.move(420, 500);
    expect(s.editor.hoverTableId).toBeNull();
    expect(s.canvas.style.cursor).toBe("grab");
  });

  it("selects a relation by clicking near its path", () => {
    const s = setup();
    const a = s.table("a");
    const b = s.table("b");
    s.editor.applyRemote({ type: "ADD_RELATION", name: "", timestamp: 0, data: { relation: relation("r", a, b, "name", "a_id") } });
    // Its horizontal run leaves a at y 177 towards x 425.
    s.move(380, 185);
    expect(s.editor.hoverRelationId).toBe("r");
    s.click(380, 185);
    expect(s.editor.selected).toEqual({ kind: "relation", id: "r" });
  });

  it("hovers a relation within 10/scale of its path, a click reaches max(8, 15/scale) (001 §9)", () => {
    const s = setup();
    const a = s.table("a");
    const b = s.table("b");
    s.editor.applyRemote({ type: "ADD_RELATION", name: "", timestamp: 0, data: { relation: relation("r", a, b, "name", "a_id") } });
    s.move(380, 189); // 12 px off the path at y 177
    expect(s.editor.hoverRelationId).toBeNull();
    s.click(380, 189);
    expect(s.editor.selected).toEqual({ kind: "relation", id: "r" });
    s.editor.setCamera({ scale: 0.5, offsetX: 0, offsetY: 0 });
    s.move(190, 94.5); // world (380, 189): 12 world units off, under 10/0.5
    expect(s.editor.hoverRelationId).toBe("r");
  });
});

it("stops listening once detached", () => {
  const s = setup();
  s.detach();
  s.drag([[150, 150], [250, 250]]);
  s.wheel(300, 200, { deltaY: -100, ctrlKey: true });
  expect(s.table("a")).toMatchObject({ x: 100, y: 100 });
  expect(s.editor.camera.scale).toBe(1);
});

import { afterEach, describe, expect, it, vi } from "vitest";

import { Editor } from "../editor";
import { documentOf, relation, table } from "../testing/fixtures";
import { handleShortcut, helpRows, isInOverlay, isTextField, SHORTCUTS, type ShortcutContext } from "./shortcuts";

function setup(extra: Partial<ShortcutContext> = {}) {
  const editor = new Editor(() => 0);
  editor.resize(800, 600, 1);
  const a = table("a", 100, 200);
  const b = table("b", 600, 200, ["id", "a_id"]);
  editor.load(documentOf([a, b], [relation("r", a, b, "id", "a_id")]));
  const commands: string[] = [];
  editor.onCommand((cmd, origin) => commands.push(`${cmd.type}:${origin}`));
  const context: ShortcutContext = { editor, ...extra };
  return { editor, context, commands };
}

/** Dispatches a keydown on `target` (the body by default) and runs the handler as the screen would. */
function press(context: ShortcutContext, key: string, init: KeyboardEventInit = {}, target: HTMLElement = document.body): boolean {
  let handled = false;
  const listener = (event: Event) => { handled = handleShortcut(event as KeyboardEvent, context); };
  target.addEventListener("keydown", listener);
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...init }));
  target.removeEventListener("keydown", listener);
  return handled;
}

const position = (editor: Editor, id = "a") => {
  const t = editor.document.tables.find((x) => x.id === id)!;
  return { x: t.x, y: t.y };
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("shortcuts are ignored while a text field has focus (001 §5)", () => {
  it.each(["input", "textarea", "select"])("in a %s", (tag) => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    const field = document.createElement(tag);
    document.body.append(field);
    expect(press(context, "Delete", {}, field)).toBe(false);
    expect(press(context, "ArrowRight", {}, field)).toBe(false);
    expect(editor.document.tables).toHaveLength(2);
    expect(position(editor)).toEqual({ x: 100, y: 200 });
  });

  it("in a contenteditable element", () => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    const field = document.createElement("div");
    field.contentEditable = "true";
    // jsdom does not compute isContentEditable; browsers do (and inherit it to children).
    Object.defineProperty(field, "isContentEditable", { value: true });
    document.body.append(field);
    expect(press(context, "Delete", {}, field)).toBe(false);
    expect(editor.document.tables).toHaveLength(2);
  });

  it("including the help key", () => {
    const toggleHelp = vi.fn();
    const { context } = setup({ toggleHelp });
    const input = document.createElement("input");
    document.body.append(input);
    expect(press(context, "?", {}, input)).toBe(false);
    expect(toggleHelp).not.toHaveBeenCalled();
  });

  it("isTextField recognises fields, not buttons or the canvas", () => {
    expect(isTextField(document.createElement("input"))).toBe(true);
    // Falsy rather than false: jsdom leaves isContentEditable undefined where browsers say false.
    expect(isTextField(document.createElement("button"))).toBeFalsy();
    expect(isTextField(document.createElement("canvas"))).toBeFalsy();
    expect(isTextField(null)).toBe(false);
    expect(isTextField(window)).toBe(false);
  });
});

describe("shortcuts are ignored inside an open dialog, menu or popover", () => {
  function inside(role: string) {
    const overlay = document.createElement("div");
    overlay.setAttribute("role", role);
    const button = document.createElement("button");
    overlay.append(button);
    document.body.append(overlay);
    return button;
  }

  it.each(["dialog", "alertdialog", "menu", "listbox"])("in a %s", (role) => {
    const { editor, context, commands } = setup();
    editor.select({ kind: "table", id: "a" });
    const button = inside(role);
    expect(press(context, "Delete", {}, button)).toBe(false);
    expect(press(context, "t", {}, button)).toBe(false);
    expect(press(context, "z", { ctrlKey: true }, button)).toBe(false);
    expect(press(context, "ArrowRight", {}, button)).toBe(false);
    expect(commands).toEqual([]);
    expect(editor.document.tables).toHaveLength(2);
  });

  it("except the help key, which closes the help modal from inside it", () => {
    const toggleHelp = vi.fn();
    const { context } = setup({ toggleHelp });
    expect(press(context, "?", {}, inside("dialog"))).toBe(true);
    expect(toggleHelp).toHaveBeenCalledTimes(1);
  });

  it("isInOverlay looks at the ancestors only", () => {
    expect(isInOverlay(inside("dialog"))).toBe(true);
    expect(isInOverlay(document.body)).toBe(false);
    expect(isInOverlay(null)).toBe(false);
    expect(isInOverlay(window)).toBe(false);
  });
});

describe("arrow keys (001 §9: 1 px, with Shift 10 px)", () => {
  it("move the selected table 1 px, one undoable command per press", () => {
    const { editor, context, commands } = setup();
    editor.select({ kind: "table", id: "a" });
    expect(press(context, "ArrowRight")).toBe(true);
    expect(press(context, "ArrowDown")).toBe(true);
    expect(press(context, "ArrowLeft")).toBe(true);
    expect(press(context, "ArrowLeft")).toBe(true);
    expect(press(context, "ArrowUp")).toBe(true);
    expect(position(editor)).toEqual({ x: 99, y: 200 });
    expect(commands).toEqual(Array(5).fill("MOVE_TABLE:local"));
    editor.undo();
    expect(position(editor)).toEqual({ x: 99, y: 201 });
  });

  it("move it 10 px with Shift", () => {
    const { editor, context, commands } = setup();
    editor.select({ kind: "table", id: "a" });
    press(context, "ArrowRight", { shiftKey: true });
    press(context, "ArrowUp", { shiftKey: true });
    expect(position(editor)).toEqual({ x: 110, y: 190 });
    expect(commands).toHaveLength(2);
  });

  it("do nothing without a selected table (the page may scroll)", () => {
    const { editor, context, commands } = setup();
    expect(press(context, "ArrowRight")).toBe(false);
    editor.select({ kind: "relation", id: "r" });
    expect(press(context, "ArrowRight")).toBe(false);
    expect(commands).toEqual([]);
  });

  it("do nothing with Ctrl or Alt held", () => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    expect(press(context, "ArrowRight", { ctrlKey: true })).toBe(false);
    expect(press(context, "ArrowRight", { altKey: true })).toBe(false);
    expect(position(editor)).toEqual({ x: 100, y: 200 });
  });
});

describe("undo and redo", () => {
  it("Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, ⌘ works as Ctrl", () => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    press(context, "ArrowRight");
    press(context, "ArrowRight");
    expect(press(context, "z", { ctrlKey: true })).toBe(true);
    expect(position(editor).x).toBe(101);
    expect(press(context, "z", { metaKey: true })).toBe(true);
    expect(position(editor).x).toBe(100);
    expect(press(context, "Z", { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(position(editor).x).toBe(101);
    expect(press(context, "y", { ctrlKey: true })).toBe(true);
    expect(position(editor).x).toBe(102);
    expect(press(context, "y", { ctrlKey: true })).toBe(false); // nothing left to redo
  });

  it("a plain z does not undo", () => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    press(context, "ArrowRight");
    press(context, "z");
    expect(position(editor).x).toBe(101);
  });
});

describe("delete", () => {
  it("removes the selected table (and its relations)", () => {
    const { editor, context, commands } = setup();
    editor.select({ kind: "table", id: "a" });
    expect(press(context, "Delete")).toBe(true);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["b"]);
    expect(editor.document.relations).toEqual([]);
    expect(editor.selected).toBeNull();
    expect(commands).toEqual(["REMOVE_TABLE:local"]);
  });

  it("removes the selected relation with Backspace", () => {
    const { editor, context } = setup();
    editor.select({ kind: "relation", id: "r" });
    expect(press(context, "Backspace")).toBe(true);
    expect(editor.document.relations).toEqual([]);
    expect(editor.document.tables).toHaveLength(2);
  });

  it("does nothing without a selection, or for a viewer", () => {
    const { editor, context } = setup();
    expect(press(context, "Delete")).toBe(false);
    editor.select({ kind: "table", id: "a" });
    editor.setEditable(false);
    expect(press(context, "Delete")).toBe(false);
    expect(editor.document.tables).toHaveLength(2);
  });
});

describe("other shortcuts", () => {
  it("T adds a table, selects it and opens it for renaming", () => {
    const tableAdded = vi.fn();
    const { editor, context } = setup({ tableAdded });
    expect(press(context, "t")).toBe(true);
    const added = editor.document.tables[2];
    expect(added.name).toBe("Table 3");
    expect(editor.selected).toEqual({ kind: "table", id: added.id });
    expect(tableAdded).toHaveBeenCalledWith(added.id);
  });

  it("T brings the new table into view", () => {
    const { editor, context } = setup();
    editor.panBy(-5000, -5000);
    press(context, "t");
    const added = editor.document.tables[2];
    const centre = { x: (400 - editor.camera.offsetX) / editor.camera.scale, y: (300 - editor.camera.offsetY) / editor.camera.scale };
    expect(centre.x).toBeGreaterThan(added.x);
    expect(centre.x).toBeLessThan(added.x + added.width);
    expect(centre.y).toBeGreaterThan(added.y);
  });

  it("Escape deselects", () => {
    const { editor, context } = setup();
    editor.select({ kind: "table", id: "a" });
    expect(press(context, "Escape")).toBe(true);
    expect(editor.selected).toBeNull();
    expect(press(context, "Escape")).toBe(false);
  });

  it("+, - and 0 zoom", () => {
    const { editor, context } = setup();
    press(context, "+");
    press(context, "=");
    expect(editor.camera.scale).toBe(1.2);
    press(context, "-");
    expect(editor.camera.scale).toBe(1.1);
    press(context, "0");
    expect(editor.camera.scale).toBe(1);
  });

  it("Ctrl with +, - and 0 zooms the canvas, not the page", () => {
    const { editor, context } = setup();
    expect(press(context, "=", { ctrlKey: true })).toBe(true);
    expect(press(context, "+", { metaKey: true, shiftKey: true })).toBe(true);
    expect(editor.camera.scale).toBe(1.2);
    expect(press(context, "-", { ctrlKey: true })).toBe(true);
    expect(editor.camera.scale).toBe(1.1);
    expect(press(context, "0", { ctrlKey: true })).toBe(true);
    expect(editor.camera.scale).toBe(1);
  });

  it("the 0 key resets the zoom on a French keyboard, where it types à", () => {
    const { editor, context } = setup();
    press(context, "+");
    expect(press(context, "à", { code: "Digit0" })).toBe(true);
    expect(editor.camera.scale).toBe(1);
  });

  it("C centres the view", () => {
    const { editor, context } = setup();
    editor.panBy(5000, 5000);
    press(context, "c");
    expect(editor.camera.offsetX).toBeLessThan(5000);
  });

  it("runs the screen's callbacks only when it offers them", () => {
    const save = vi.fn();
    const autoLayout = vi.fn();
    const { context } = setup({ save, autoLayout });
    expect(press(context, "s", { ctrlKey: true })).toBe(true);
    expect(press(context, "L", { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autoLayout).toHaveBeenCalledTimes(1);
    const { context: bare } = setup();
    expect(press(bare, "s", { ctrlKey: true })).toBe(false);
    expect(press(bare, "f")).toBe(false);
  });
});

describe("help (001 §2: ? or Ctrl+/)", () => {
  it("toggles with ? and Ctrl+/", () => {
    const toggleHelp = vi.fn();
    const { context } = setup({ toggleHelp });
    expect(press(context, "?", { shiftKey: true })).toBe(true);
    expect(press(context, "/", { ctrlKey: true })).toBe(true);
    expect(press(context, "/", { metaKey: true })).toBe(true);
    expect(toggleHelp).toHaveBeenCalledTimes(3);
    expect(press(context, "/")).toBe(false);
    expect(toggleHelp).toHaveBeenCalledTimes(3);
  });

  it("lists only the groups the screen offers: no layout group without an autoLayout callback", () => {
    const { context } = setup();
    expect(helpRows(context).map((g) => g.group)).toEqual(["edition", "navigation", "zoom"]);
    const full = setup({ save: vi.fn(), autoLayout: vi.fn(), toggleFullScreen: vi.fn() }).context;
    expect(helpRows(full).map((g) => g.group)).toEqual(["edition", "navigation", "zoom", "file", "layout"]);
  });

  it("lists only the shortcuts the screen offers, without aliases", () => {
    const { context } = setup({ exportPng: vi.fn() });
    const labels = helpRows(context).flatMap((g) => g.rows.map((r) => r.label));
    expect(labels).toContain("exportPng");
    expect(labels).not.toContain("exportJson");
    expect(labels).not.toContain("fullScreen");
    expect(labels).not.toContain("");
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("shows keys for every shortcut with a label", () => {
    for (const shortcut of SHORTCUTS.filter((s) => s.label)) {
      expect(shortcut.keys.length, shortcut.label).toBeGreaterThan(0);
      for (const combo of shortcut.keys) expect(combo.length, shortcut.label).toBeGreaterThan(0);
    }
  });
});

/**
 * Keyboard shortcuts (001 §2, §9): one table drives both the handler and the help modal.
 * Shortcuts are ignored while a text field has focus, and inside an open dialog, menu or popover.
 */
import * as actions from "../actions";
import { nudgeAnnotation, removeArea, removeNote } from "../annotationActions";
import type { Editor } from "../editor";
import { KEYBOARD } from "../model/constants";

export type ShortcutGroup = "edition" | "navigation" | "zoom" | "file" | "layout";

export interface ShortcutContext {
  editor: Editor;
  save?: () => void;
  exportPng?: () => void;
  exportJson?: () => void;
  toggleFullScreen?: () => void;
  toggleHelp?: () => void;
  autoLayout?: () => void;
  /** A table was added from the keyboard: open it for renaming. */
  tableAdded?: (tableId: string) => void;
}

export interface Shortcut {
  group: ShortcutGroup;
  /** Key combinations as shown in the help, e.g. [["mod", "Z"]]. */
  keys: string[][];
  /** The catalogue key of its description (editor:shortcuts.<label>); empty for aliases. */
  label: string;
  matches: (event: KeyboardEvent) => boolean;
  run: (context: ShortcutContext, event: KeyboardEvent) => boolean;
  /** Shown and active only when the screen offers the action. */
  available?: (context: ShortcutContext) => boolean;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;
const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;
/** On a French (AZERTY) keyboard the 0 key types "à" unless Shift is held: match the key itself. */
const isZero = (event: KeyboardEvent) => event.key === "0" || event.code === "Digit0" || event.code === "Numpad0";

function nudgeSelection(context: ShortcutContext, dx: number, dy: number): boolean {
  const selection = context.editor.selected;
  const doc = context.editor.document;
  if (selection?.kind === "note" || selection?.kind === "area") {
    const cmd = nudgeAnnotation(doc, selection, dx, dy);
    return cmd ? context.editor.dispatch(cmd) : false;
  }
  if (selection?.kind !== "table") return false;
  const cmd = actions.nudge(doc, selection.id, dx, dy);
  return cmd ? context.editor.dispatch(cmd) : false;
}

const arrow = (key: string, dx: number, dy: number): Shortcut => ({
  group: "navigation",
  keys: [[key]],
  label: "",
  matches: (e) => e.key === key && !mod(e) && !e.altKey,
  run: (c, e) => {
    const step = e.shiftKey ? KEYBOARD.nudgeShift : KEYBOARD.nudge;
    return nudgeSelection(c, dx * step, dy * step);
  },
});

export const SHORTCUTS: Shortcut[] = [
  { group: "edition", keys: [["mod", "Z"]], label: "undo", matches: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === "z", run: (c) => c.editor.undo() },
  {
    group: "edition", keys: [["mod", "shift", "Z"], ["mod", "Y"]], label: "redo",
    matches: (e) => mod(e) && ((e.shiftKey && e.key.toLowerCase() === "z") || e.key.toLowerCase() === "y"),
    run: (c) => c.editor.redo(),
  },
  {
    group: "edition", keys: [["T"]], label: "addTable",
    matches: (e) => plain(e) && e.key.toLowerCase() === "t",
    run: (c) => {
      const { command, table } = actions.addTable(c.editor.document);
      if (!c.editor.dispatch(command)) return false;
      c.editor.select({ kind: "table", id: table.id });
      // At 100 + 50 × n it may be off screen: show it, as the sidebar's button does.
      c.editor.reveal(table.id);
      c.tableAdded?.(table.id);
      return true;
    },
  },
  {
    group: "edition", keys: [["delete"], ["backspace"]], label: "delete",
    matches: (e) => plain(e) && (e.key === "Delete" || e.key === "Backspace"),
    run: (c) => {
      const selection = c.editor.selected;
      if (!selection) return false;
      const cmd = selection.kind === "table" ? actions.removeTable(selection.id)
        : selection.kind === "note" ? removeNote(selection.id)
          : selection.kind === "area" ? removeArea(selection.id)
            : actions.removeRelation(c.editor.document, selection.id);
      return c.editor.dispatch(cmd);
    },
  },
  { group: "edition", keys: [["escape"]], label: "deselect", matches: (e) => e.key === "Escape", run: (c) => (c.editor.selected ? (c.editor.select(null), true) : false) },
  { ...arrow("ArrowLeft", -1, 0), keys: [["←", "↑", "→", "↓"]], label: "nudge" },
  { ...arrow("ArrowRight", 1, 0), keys: [], label: "" },
  { ...arrow("ArrowUp", 0, -1), keys: [], label: "" },
  { ...arrow("ArrowDown", 0, 1), keys: [], label: "" },
  { group: "navigation", keys: [["shift", "arrows"]], label: "nudgeShift", matches: () => false, run: () => false },
  { group: "navigation", keys: [["C"]], label: "center", matches: (e) => plain(e) && e.key.toLowerCase() === "c", run: (c) => (c.editor.centerView(), true) },
  {
    group: "navigation", keys: [["F"]], label: "fullScreen",
    matches: (e) => plain(e) && e.key.toLowerCase() === "f",
    run: (c) => (c.toggleFullScreen ? (c.toggleFullScreen(), true) : false),
    available: (c) => Boolean(c.toggleFullScreen),
  },
  { group: "navigation", keys: [["dragBackground"], ["wheel"]], label: "pan", matches: () => false, run: () => false },
  // With Ctrl too: the browser would otherwise zoom the whole page, sidebar and header included.
  { group: "zoom", keys: [["+"], ["mod", "+"]], label: "zoomIn", matches: (e) => !e.altKey && (e.key === "+" || e.key === "="), run: (c) => (c.editor.zoomIn(), true) },
  { group: "zoom", keys: [["-"], ["mod", "-"]], label: "zoomOut", matches: (e) => !e.altKey && (e.key === "-" || e.key === "_"), run: (c) => (c.editor.zoomOut(), true) },
  { group: "zoom", keys: [["0"], ["mod", "0"]], label: "zoomReset", matches: (e) => !e.altKey && isZero(e), run: (c) => (c.editor.resetZoom(), true) },
  { group: "zoom", keys: [["mod", "wheel"]], label: "wheelZoom", matches: () => false, run: () => false },
  {
    group: "file", keys: [["mod", "S"]], label: "save",
    matches: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === "s",
    run: (c) => (c.save ? (c.save(), true) : false), available: (c) => Boolean(c.save),
  },
  {
    group: "file", keys: [["mod", "shift", "E"]], label: "exportPng",
    matches: (e) => mod(e) && e.shiftKey && e.key.toLowerCase() === "e",
    run: (c) => (c.exportPng ? (c.exportPng(), true) : false), available: (c) => Boolean(c.exportPng),
  },
  {
    group: "file", keys: [["mod", "shift", "J"]], label: "exportJson",
    matches: (e) => mod(e) && e.shiftKey && e.key.toLowerCase() === "j",
    run: (c) => (c.exportJson ? (c.exportJson(), true) : false), available: (c) => Boolean(c.exportJson),
  },
  {
    group: "layout", keys: [["mod", "shift", "L"]], label: "autoLayout",
    matches: (e) => mod(e) && e.shiftKey && e.key.toLowerCase() === "l",
    run: (c) => (c.autoLayout ? (c.autoLayout(), true) : false), available: (c) => Boolean(c.autoLayout),
  },
];

export function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const element = target as HTMLElement;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName) || element.isContentEditable;
}

/**
 * Inside an open dialog, menu or popover the keys belong to it: Delete on a seed modal's button
 * or T typed to pick a menu item must not edit the diagram behind it.
 */
export function isInOverlay(target: EventTarget | null): boolean {
  const closest = (target as Element | null)?.closest;
  if (typeof closest !== "function") return false;
  return closest.call(target, '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/** The help modal toggles with ? or Ctrl+/ (001 §2). */
export function isHelpKey(event: KeyboardEvent): boolean {
  return event.key === "?" || (mod(event) && event.key === "/");
}

/** Runs the first matching shortcut; returns true when one handled the event. */
export function handleShortcut(event: KeyboardEvent, context: ShortcutContext): boolean {
  if (isTextField(event.target)) return false;
  // The help key still works from inside the help modal, to close it.
  if (isHelpKey(event) && context.toggleHelp) {
    context.toggleHelp();
    return true;
  }
  if (isInOverlay(event.target)) return false;
  for (const shortcut of SHORTCUTS) {
    if (shortcut.available && !shortcut.available(context)) continue;
    if (shortcut.matches(event) && shortcut.run(context, event)) return true;
  }
  return false;
}

/** The rows the help modal shows, grouped, for what this screen offers. */
export function helpRows(context: ShortcutContext): Array<{ group: ShortcutGroup; rows: Shortcut[] }> {
  const groups: ShortcutGroup[] = ["edition", "navigation", "zoom", "file", "layout"];
  return groups
    .map((group) => ({ group, rows: SHORTCUTS.filter((s) => s.group === group && s.label && (!s.available || s.available(context))) }))
    .filter((entry) => entry.rows.length > 0);
}

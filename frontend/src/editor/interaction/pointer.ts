/**
 * Pointer and wheel handling on the canvas: select, drag (one undoable step, auto-scroll near
 * the edges), resize, pan, relation creation by dragging from a row's right edge, double-click
 * on a header to collapse, wheel to pan and Ctrl/⌘ + wheel to zoom. Notes and areas (issue 17):
 * select, drag (an area with the tables inside it), resize from the corner, double-click to edit.
 */
import * as actions from "../actions";
import * as annotations from "../annotationActions";
import { AUTO_SCROLL, HIT } from "../model/constants";
import { tableRect } from "../model/geometry";
import type { Editor } from "../editor";
import type { Selection } from "../render/renderer";
import { screenToWorld } from "../viewport/camera";
import { hitTest, rowAt } from "./hit";

// Three lines make a notch, as Chromium's 100 px do.
const LINE_PIXELS = 100 / 3;

type Resizing = { id: string; startX: number; startY: number; width: number; height: number; moved: boolean };

type Gesture =
  /** `click`: what a press that does not move selects (nothing on the empty canvas). */
  | { kind: "pan"; lastX: number; lastY: number; moved: boolean; click?: Selection }
  | { kind: "note"; noteId: string; dx: number; dy: number; startX: number; startY: number; moved: boolean }
  | { kind: "area"; areaId: string; dx: number; dy: number; startX: number; startY: number; members: annotations.Members; moved: boolean }
  | ({ kind: "resize-note" } & Resizing)
  | ({ kind: "resize-area" } & Resizing)
  | { kind: "drag"; tableId: string; dx: number; dy: number; startX: number; startY: number; moved: boolean }
  | { kind: "resize"; tableId: string; startX: number; startY: number; width: number; height: number; moved: boolean }
  | { kind: "relation"; fromTableId: string; fromAttributeId: string | null };

export interface PointerCallbacks {
  /** A relation was refused (same table). */
  onRefused?: (reason: actions.RelationRefusal) => void;
  /** A relation was created (what it made, to be said); the sidebar may open it. */
  onRelationCreated?: (created: actions.RelationCreated) => void;
}

/** Longest gap between the first press and the dblclick of one double-click (the usual OS default). */
const DOUBLE_CLICK_MS = 500;

export function attachPointer(editor: Editor, canvas: HTMLCanvasElement, callbacks: PointerCallbacks = {}): () => void {
  let gesture: Gesture | null = null;
  let pointer = { x: 0, y: 0 };
  let scrollTimer: ReturnType<typeof setInterval> | null = null;
  /** A collapsed table the last press expanded by selecting it (see doubleClick). */
  let expandedByPress: { tableId: string; at: number } | null = null;

  // The indexes follow the document when a frame is drawn; a pointer event may arrive before the
  // next frame (or with no frame at all: hidden canvas, headless), so bring them up to date first.
  // Both syncs return at once when the document has not changed.
  const syncScene = () => {
    editor.index.sync(editor.document);
    editor.routes.sync(editor.document);
  };
  const hitAt = (w: { x: number; y: number }, tolerance?: number) => {
    syncScene();
    const doc = editor.document;
    return hitTest(editor.index, editor.routes, w.x, w.y, editor.camera.scale, tolerance, { notes: doc.notes, areas: doc.areas });
  };
  const tableAt = (w: { x: number; y: number }) => {
    syncScene();
    return editor.index.tableAt(w.x, w.y);
  };

  const local = (event: { clientX: number; clientY: number }) => {
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const world = (p: { x: number; y: number }) => screenToWorld(editor.camera, p.x, p.y);

  function previewDrag() {
    if (gesture?.kind !== "drag" && gesture?.kind !== "note" && gesture?.kind !== "area") return;
    const w = world(pointer);
    const x = editor.snapValue(w.x - gesture.dx);
    const y = editor.snapValue(w.y - gesture.dy);
    if (gesture.kind === "drag") editor.showPreview(actions.moveTable(gesture.tableId, x, y));
    else if (gesture.kind === "note") editor.showPreview(annotations.moveNote(gesture.noteId, x, y));
    else editor.showPreview(annotations.moveArea({ id: gesture.areaId, x: gesture.startX, y: gesture.startY }, x, y, gesture.members));
  }

  function autoScroll() {
    const edge = AUTO_SCROLL.edge;
    const vx = pointer.x < edge ? 1 : pointer.x > editor.width - edge ? -1 : 0;
    const vy = pointer.y < edge ? 1 : pointer.y > editor.height - edge ? -1 : 0;
    if ((vx || vy) && !scrollTimer) {
      scrollTimer = setInterval(() => {
        const sx = pointer.x < edge ? 1 : pointer.x > editor.width - edge ? -1 : 0;
        const sy = pointer.y < edge ? 1 : pointer.y > editor.height - edge ? -1 : 0;
        if (!sx && !sy) return stopScroll();
        editor.panBy(sx * AUTO_SCROLL.speed, sy * AUTO_SCROLL.speed);
        previewDrag();
      }, AUTO_SCROLL.intervalMs);
    } else if (!vx && !vy) stopScroll();
  }

  function stopScroll() {
    if (scrollTimer) clearInterval(scrollTimer);
    scrollTimer = null;
  }

  function down(event: PointerEvent) {
    if (event.button !== 0 && event.button !== 1) return;
    canvas.setPointerCapture?.(event.pointerId);
    pointer = local(event);
    const w = world(pointer);
    const hit = event.button === 1 ? { kind: "empty" as const } : hitAt(w);
    const editable = editor.isEditable;
    // Remembered across the second press of a double-click, which finds the table already expanded.
    if ("table" in hit && hit.table.isCollapsed && editable) expandedByPress = { tableId: hit.table.id, at: event.timeStamp };
    else if (!("table" in hit) || hit.table.id !== expandedByPress?.tableId) expandedByPress = null;
    switch (hit.kind) {
      case "empty":
        gesture = { kind: "pan", lastX: pointer.x, lastY: pointer.y, moved: false };
        break;
      case "relation":
        editor.select({ kind: "relation", id: hit.relation.id });
        break;
      case "note":
        editor.select({ kind: "note", id: hit.note.id });
        if (!editable) break;
        gesture = hit.part === "resize"
          ? { kind: "resize-note", id: hit.note.id, startX: w.x, startY: w.y, width: hit.note.width, height: hit.note.height, moved: false }
          : { kind: "note", noteId: hit.note.id, dx: w.x - hit.note.x, dy: w.y - hit.note.y, startX: hit.note.x, startY: hit.note.y, moved: false };
        break;
      case "area": {
        const area = hit.area;
        if (!editable) {
          // A viewer pans through an area as over the empty canvas; a click still selects it.
          gesture = { kind: "pan", lastX: pointer.x, lastY: pointer.y, moved: false, click: { kind: "area", id: area.id } };
          break;
        }
        editor.select({ kind: "area", id: area.id });
        gesture = hit.part === "resize"
          ? { kind: "resize-area", id: area.id, startX: w.x, startY: w.y, width: area.width, height: area.height, moved: false }
          // The tables inside when the drag starts go with it, wherever the drag takes it.
          : { kind: "area", areaId: area.id, dx: w.x - area.x, dy: w.y - area.y, startX: area.x, startY: area.y, members: annotations.membersOf(editor.document, area.id), moved: false };
        break;
      }
      case "resize":
        editor.select({ kind: "table", id: hit.table.id });
        if (editable) {
          const rect = tableRect(hit.table);
          gesture = { kind: "resize", tableId: hit.table.id, startX: w.x, startY: w.y, width: rect.width, height: rect.height, moved: false };
        }
        break;
      case "connector":
        editor.select({ kind: "table", id: hit.table.id });
        if (editable) {
          gesture = { kind: "relation", fromTableId: hit.table.id, fromAttributeId: hit.attributeId };
          editor.draft = { from: w, to: w };
        }
        break;
      default:
        editor.select({ kind: "table", id: hit.table.id });
        if (editable) gesture = { kind: "drag", tableId: hit.table.id, dx: w.x - hit.table.x, dy: w.y - hit.table.y, startX: hit.table.x, startY: hit.table.y, moved: false };
    }
  }

  function move(event: PointerEvent) {
    const previous = pointer;
    pointer = local(event);
    const w = world(pointer);
    if (!gesture) {
      const hit = hitAt(w, HIT.hoverTolerance(editor.camera.scale));
      const tableId = "table" in hit ? hit.table.id : null;
      const relation = hit.kind === "relation" ? hit.relation.id : null;
      editor.setHover(tableId, relation);
      const annotation = hit.kind === "note" || hit.kind === "area";
      const resize = hit.kind === "resize" || (annotation && hit.part === "resize" && editor.isEditable);
      // A viewer pans through an area and only selects a note.
      canvas.style.cursor = resize ? "nwse-resize" : annotation && !editor.isEditable ? (hit.kind === "area" ? "grab" : "default") : hit.kind === "connector" ? "crosshair"
        : hit.kind === "empty" ? "grab" : hit.kind === "relation" ? "pointer" : "move";
      return;
    }
    switch (gesture.kind) {
      case "pan":
        editor.panBy(pointer.x - previous.x, pointer.y - previous.y);
        gesture.moved = true;
        break;
      case "drag":
      case "note":
      case "area":
        gesture.moved = true;
        previewDrag();
        autoScroll();
        break;
      case "resize-note":
      case "resize-area": {
        gesture.moved = true;
        const width = editor.snapValue(gesture.width + (w.x - gesture.startX));
        const height = editor.snapValue(gesture.height + (w.y - gesture.startY));
        editor.showPreview(gesture.kind === "resize-note" ? annotations.resizeNote(gesture.id, width, height) : annotations.resizeArea(gesture.id, width, height));
        break;
      }
      case "resize": {
        const width = gesture.width + (w.x - gesture.startX);
        const height = gesture.height + (w.y - gesture.startY);
        gesture.moved = true;
        editor.showPreview(actions.resizeTable(gesture.tableId, editor.snapValue(width), editor.snapValue(height)));
        break;
      }
      case "relation": {
        editor.draft = { from: editor.draft?.from ?? w, to: w };
        const over = tableAt(w);
        editor.setHover(over?.id ?? null, null);
        // A relation within one table is refused: nothing to land on there.
        editor.dropTarget = over && over.id !== gesture.fromTableId ? { tableId: over.id, attributeId: rowAt(over, w.y) } : null;
        editor.invalidate();
        break;
      }
    }
  }

  function up(event: PointerEvent) {
    stopScroll();
    const current = gesture;
    gesture = null;
    if (!current) return;
    pointer = local(event);
    const w = world(pointer);
    if (current.kind === "pan") {
      if (!current.moved) editor.select(current.click ?? null);
      return;
    }
    if (current.kind === "note" || current.kind === "area" || current.kind === "resize-note" || current.kind === "resize-area") {
      finishAnnotation(current);
      return;
    }
    if (current.kind === "drag") {
      const moved = editor.document.tables.find((t) => t.id === current.tableId);
      if (current.moved && moved && (moved.x !== current.startX || moved.y !== current.startY)) {
        editor.dispatch(actions.moveTable(current.tableId, moved.x, moved.y));
      } else editor.cancelPreview();
      return;
    }
    if (current.kind === "resize") {
      // A press on the handle without moving records nothing (an imported table may be 75 high: clamping
      // it to the 80 minimum would otherwise add an undo step the user never made).
      const resized = editor.document.tables.find((t) => t.id === current.tableId);
      if (current.moved && resized) editor.dispatch(actions.resizeTable(current.tableId, resized.width, resized.height));
      else editor.cancelPreview();
      return;
    }
    editor.draft = null;
    editor.dropTarget = null;
    const target = tableAt(w);
    if (!target) return editor.invalidate();
    const result = actions.createRelation(editor.document, current.fromTableId, current.fromAttributeId, target.id, rowAt(target, w.y));
    if ("refused" in result) {
      callbacks.onRefused?.(result.refused);
      editor.invalidate();
      return;
    }
    editor.dispatch(result.command);
    callbacks.onRelationCreated?.(result.created);
  }

  /** A note's or an area's drag or resize becomes one command, from what the preview shows. */
  function finishAnnotation(current: Extract<Gesture, { kind: "note" | "area" | "resize-note" | "resize-area" }>) {
    const doc = editor.document;
    const id = current.kind === "note" ? current.noteId : current.kind === "area" ? current.areaId : current.id;
    const item = current.kind === "note" || current.kind === "resize-note" ? doc.notes?.find((n) => n.id === id) : doc.areas?.find((a) => a.id === id);
    if (!current.moved || !item) return editor.cancelPreview();
    if (current.kind === "resize-note" || current.kind === "resize-area") {
      if (item.width === current.width && item.height === current.height) return editor.cancelPreview();
      editor.dispatch(current.kind === "resize-note" ? annotations.resizeNote(id, item.width, item.height) : annotations.resizeArea(id, item.width, item.height));
      return;
    }
    if (item.x === current.startX && item.y === current.startY) return editor.cancelPreview();
    editor.dispatch(current.kind === "note"
      ? annotations.moveNote(id, item.x, item.y)
      : annotations.moveArea({ id, x: current.startX, y: current.startY }, item.x, item.y, current.members));
  }

  function doubleClick(event: MouseEvent) {
    const w = world(local(event));
    const hit = hitAt(w);
    // A note's text and an area's name are edited in place (a field the page lays over the canvas).
    if (hit.kind === "note" && hit.part === "body") return editor.requestEdit({ kind: "note", id: hit.note.id });
    if (hit.kind === "area" && hit.part === "label") return editor.requestEdit({ kind: "area", id: hit.area.id });
    const pressed = expandedByPress;
    expandedByPress = null;
    // The first press of this double-click selected a collapsed table, which expanded it (001 §4):
    // that was the expansion the user asked for; toggling again would collapse it straight back.
    if (hit.kind === "header" && pressed?.tableId === hit.table.id && event.timeStamp - pressed.at <= DOUBLE_CLICK_MS) return;
    if (hit.kind === "header") {
      const cmd = actions.toggleCollapsed(editor.document, hit.table.id);
      if (cmd) editor.dispatch(cmd);
    }
  }

  /** A delta in pixels whatever the unit the browser used (Firefox sends lines for a mouse). */
  function pixels(delta: number, mode: number): number {
    return mode === WheelEvent.DOM_DELTA_LINE ? delta * LINE_PIXELS : mode === WheelEvent.DOM_DELTA_PAGE ? delta * canvas.clientHeight : delta;
  }

  function wheel(event: WheelEvent) {
    event.preventDefault();
    const p = local(event);
    if (event.ctrlKey || event.metaKey) editor.wheelZoomAt(p.x, p.y, pixels(event.deltaY, event.deltaMode));
    else editor.panBy(-event.deltaX, -event.deltaY);
  }

  function leave() {
    if (!gesture) editor.setHover(null, null);
  }

  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("pointercancel", up);
  canvas.addEventListener("pointerleave", leave);
  canvas.addEventListener("dblclick", doubleClick);
  canvas.addEventListener("wheel", wheel, { passive: false });
  return () => {
    stopScroll();
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    canvas.removeEventListener("pointerup", up);
    canvas.removeEventListener("pointercancel", up);
    canvas.removeEventListener("pointerleave", leave);
    canvas.removeEventListener("dblclick", doubleClick);
    canvas.removeEventListener("wheel", wheel);
  };
}

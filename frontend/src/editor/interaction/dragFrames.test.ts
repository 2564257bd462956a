import { afterEach, describe, expect, it, vi } from "vitest";

import { Editor } from "../editor";
import { RecordingContext } from "../testing/fakeContext";
import { randomDocument, seeded, withRandomRelations } from "../testing/fixtures";
import { worldToScreen } from "../viewport/camera";
import { attachPointer } from "./pointer";

/** Table pictures made by the renderer's default factory (OffscreenCanvas), counted. */
function countedSurfaces() {
  const made = { count: 0 };
  vi.stubGlobal("OffscreenCanvas", class {
    private ctx = new RecordingContext();
    constructor(readonly width: number, readonly height: number) {
      made.count += 1;
    }
    getContext() {
      return this.ctx;
    }
  });
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a drag frame on a large diagram (issue 16 item 4)", () => {
  it("touches only the dragged table: its index entry, its relations, no picture painted, part of the screen redrawn", () => {
    const made = countedSurfaces();
    const frames: Array<() => void> = [];
    const editor = new Editor((callback) => frames.push(callback));
    const flush = () => frames.splice(0).forEach((callback) => callback());
    const doc = withRandomRelations(seeded(4), randomDocument(seeded(9), 5000, 80_000), 7500);
    const dragged = doc.tables[2500];
    const own = doc.relations.filter((r) => r.fromTableId === dragged.id || r.toTableId === dragged.id).length;
    expect(own).toBeGreaterThan(0);
    editor.load(doc);
    editor.resize(1600, 900, 1);
    editor.attach(new RecordingContext().asCtx);
    editor.reveal(dragged.id);
    editor.resetZoom(); // 100 %: full detail, tables drawn from their pictures
    const canvas = document.createElement("canvas");
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, right: 1600, bottom: 900, width: 1600, height: 900, x: 0, y: 0, toJSON: () => ({}) });
    const detach = attachPointer(editor, canvas);
    const pointer = (type: string, x: number, y: number) =>
      canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, buttons: 1, pointerId: 1, bubbles: true }));
    const start = worldToScreen(editor.camera, dragged.x + 40, dragged.y + 10);
    pointer("pointerdown", start.x, start.y);
    // Let the frame after the press paint what it shows (the selected table's picture included).
    for (let i = 0; i < 10 && frames.length; i += 1) flush();
    const retain = vi.spyOn(editor.renderer.bitmaps, "retain");
    const pictures = made.count;

    for (let step = 1; step <= 20; step += 1) {
      const before = { index: editor.index.examined, relations: editor.routes.examined, routed: editor.routes.routed };
      pointer("pointermove", start.x + step * 9, start.y + step * 4);
      flush();
      expect(editor.lastFrame).toMatchObject({ detail: "full", partial: true });
      expect(editor.index.examined - before.index).toBe(1);
      expect(editor.routes.examined - before.relations).toBe(own);
      expect(editor.routes.routed - before.routed).toBe(own);
    }
    expect(made.count).toBe(pictures);
    expect(retain).not.toHaveBeenCalled();

    pointer("pointerup", start.x + 180, start.y + 80);
    flush();
    expect(editor.document.tables[2500]).toMatchObject({ x: dragged.x + 180, y: dragged.y + 80 });
    expect(editor.snapshot().canUndo).toBe(true);
    detach();
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import { tableRect, unionRect } from "@/editor/model/geometry";
import { RecordingContext } from "@/editor/testing/fakeContext";
import { documentOf, table } from "@/editor/testing/fixtures";

import { joinedSession } from "../presence/testing";
import { Minimap, MINIMAP_AUTO_TABLES, MINIMAP_HEIGHT, MINIMAP_STORAGE_KEY, MINIMAP_WIDTH } from "./Minimap";
import { fitTransform, minimapBounds, toMinimap, viewRect } from "./minimapMath";

beforeEach(() => {
  // jsdom has no 2D context: a recording one for the panel and its bitmap.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => new RecordingContext() as unknown as CanvasRenderingContext2D);
});

function editorWith(count: number) {
  const editor = new Editor(() => 0);
  editor.resize(800, 600, 1);
  editor.load(documentOf(Array.from({ length: count }, (_, i) => table(`t${i}`, (i % 10) * 400, Math.floor(i / 10) * 300))));
  return editor;
}

/** The panel point showing a world point, as the component computes it this frame. */
function panelPoint(editor: Editor, x: number, y: number) {
  const content = unionRect(editor.document.tables.map(tableRect));
  const t = fitTransform(minimapBounds(content, viewRect(editor.camera, 800, 600))!, MINIMAP_WIDTH, MINIMAP_HEIGHT);
  return { t, point: toMinimap(t, { x, y, width: 0, height: 0 }) };
}

const minimap = () => screen.queryByTestId("minimap");

describe("Minimap", () => {
  it("shows itself on a big diagram and hides on a small one, until the user chooses", () => {
    const { unmount } = render(<Minimap editor={editorWith(MINIMAP_AUTO_TABLES)} sync={null} />);
    expect(minimap()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Masquer la minicarte" })).toHaveAttribute("aria-pressed", "true");
    unmount();
    render(<Minimap editor={editorWith(5)} sync={null} />);
    expect(minimap()).not.toBeInTheDocument();
  });

  it("follows the diagram growing past the threshold", () => {
    const editor = editorWith(5);
    render(<Minimap editor={editor} sync={null} />);
    expect(minimap()).not.toBeInTheDocument();
    act(() => editor.load(editorWith(MINIMAP_AUTO_TABLES + 5).document));
    expect(minimap()).toBeInTheDocument();
  });

  it("toggles and remembers the choice in this browser", () => {
    const editor = editorWith(100);
    const { unmount } = render(<Minimap editor={editor} sync={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Masquer la minicarte" }));
    expect(minimap()).not.toBeInTheDocument();
    expect(localStorage.getItem(MINIMAP_STORAGE_KEY)).toBe("hidden");
    unmount();
    render(<Minimap editor={editor} sync={null} />);
    expect(minimap()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Afficher la minicarte" }));
    expect(minimap()).toBeInTheDocument();
    expect(localStorage.getItem(MINIMAP_STORAGE_KEY)).toBe("shown");
  });

  it("centres the main view on a click and pans it while the pointer drags", () => {
    const editor = editorWith(100);
    editor.setCamera({ scale: 0.5, offsetX: 0, offsetY: 0 });
    render(<Minimap editor={editor} sync={null} />);
    const canvas = minimap()!;
    vi.spyOn(canvas, "getBoundingClientRect").mockReturnValue(new DOMRect(1000, 500, MINIMAP_WIDTH, MINIMAP_HEIGHT));
    const setCamera = vi.spyOn(editor, "setCamera");
    const { t, point } = panelPoint(editor, 3000, 2500);
    fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: 1000 + point.x, clientY: 500 + point.y });
    expect(setCamera).toHaveBeenCalledTimes(1);
    expect(setCamera.mock.calls[0][0].scale).toBe(0.5);
    expect(setCamera.mock.calls[0][0].offsetX).toBeCloseTo(400 - 3000 * 0.5, 1);
    expect(setCamera.mock.calls[0][0].offsetY).toBeCloseTo(300 - 2500 * 0.5, 1);
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 1000 + point.x + 10, clientY: 500 + point.y });
    expect(editor.camera.offsetX).toBeCloseTo(400 - (3000 + 10 / t.scale) * 0.5, 1);
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    setCamera.mockClear();
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 1000, clientY: 500 });
    expect(setCamera).not.toHaveBeenCalled();
  });

  it("lets the wheel over it neither scroll nor zoom the page", () => {
    render(<Minimap editor={editorWith(100)} sync={null} />);
    const wheel = new WheelEvent("wheel", { deltaY: 100, cancelable: true, bubbles: true });
    minimap()!.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });

  it("draws each collaborator's cursor as a dot and their view as a frame, of their colour", () => {
    vi.useFakeTimers();
    try {
      const contexts = new Map<HTMLCanvasElement, RecordingContext>();
      vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(function (this: HTMLCanvasElement) {
        const ctx = contexts.get(this) ?? new RecordingContext();
        contexts.set(this, ctx);
        return ctx as unknown as CanvasRenderingContext2D;
      });
      const session = joinedSession();
      act(() => session.editor.load(editorWith(100).document));
      render(<Minimap editor={session.editor} sync={session.sync} />);
      const panel = contexts.get(minimap() as HTMLCanvasElement)!;
      const dotColours: unknown[] = [];
      const arc = panel.arc.bind(panel);
      panel.arc = (...args: number[]) => {
        dotColours.push(panel.fillStyle);
        arc(...args);
      };
      act(() => vi.advanceTimersByTime(20));
      expect(dotColours).toEqual([]);
      act(() => session.socket.receive({ type: "cursor_move", userId: "c2", x: 100, y: 50, color: "#ef4444", name: "Bob" }));
      act(() => vi.advanceTimersByTime(20));
      expect(dotColours).toEqual(["#ef4444"]);
      const frameColours: unknown[] = [];
      const strokeRect = panel.strokeRect.bind(panel);
      panel.strokeRect = (...args: number[]) => {
        frameColours.push(panel.strokeStyle);
        strokeRect(...(args as [number, number, number, number]));
      };
      act(() => session.socket.receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: 0, y: 0 }, viewport: { width: 1600, height: 900 } }));
      act(() => vi.advanceTimersByTime(20));
      expect(frameColours).toEqual(["#ef4444", "#4f46e5"]); // Bob's view, then this user's own
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it } from "vitest";

import { Emitter } from "@/editor/sync/emitter";
import type { RemoteCursor } from "@/editor/sync/presence";

import { CURSOR_IDLE_MS, CursorTracker, cursorStore } from "./cursorStore";

const cursor = (userId: string, x: number, y: number, name = userId, color = "#10b981"): RemoteCursor => ({ userId, x, y, name, color });

describe("CursorTracker", () => {
  it("tells React only when a cursor appears, leaves or changes name or colour", () => {
    const tracker = new CursorTracker();
    expect(tracker.update([cursor("c2", 0, 0)], 0)).toBe(true);
    expect(tracker.update([cursor("c2", 5, 5)], 10)).toBe(false);
    expect(tracker.position("c2")).toEqual({ x: 5, y: 5, movedAt: 10 });
    expect(tracker.update([cursor("c2", 5, 5), cursor("c3", 1, 1)], 20)).toBe(true);
    expect(tracker.update([cursor("c2", 5, 5, "Bob"), cursor("c3", 1, 1)], 20)).toBe(true);
    expect(tracker.update([cursor("c3", 1, 1)], 30)).toBe(true);
    expect(tracker.labels).toEqual([{ userId: "c3", name: "c3", color: "#10b981" }]);
    expect(tracker.position("c2")).toBeUndefined();
  });

  it("finds a cursor idle after 10 s without moving; the same spot again is no move", () => {
    const tracker = new CursorTracker();
    tracker.update([cursor("c2", 1, 1)], 1000);
    tracker.update([cursor("c2", 1, 1)], 9000);
    expect(tracker.isIdle("c2", 1000 + CURSOR_IDLE_MS - 1)).toBe(false);
    expect(tracker.isIdle("c2", 1000 + CURSOR_IDLE_MS)).toBe(true);
    tracker.update([cursor("c2", 2, 1)], 12_000);
    expect(tracker.isIdle("c2", 12_000 + 5000)).toBe(false);
    expect(tracker.isIdle("nobody", 99_999)).toBe(false);
  });
});

describe("cursorStore", () => {
  it("reads what arrived before subscribing, then each update; moves without re-rendering", () => {
    const emitter = new Emitter<[RemoteCursor[]]>();
    const source = { remoteCursors: [cursor("c2", 1, 2)], onCursors: emitter.on };
    const store = cursorStore(source, () => 0);
    const renders: number[] = [];
    const moves: number[] = [];
    store.onMove(() => moves.push(1));
    const stop = store.subscribe(() => renders.push(store.getLabels().length));
    expect(renders).toEqual([1]);
    emitter.emit([cursor("c2", 3, 4)]);
    expect(renders).toEqual([1]);
    expect(moves).toHaveLength(2);
    emitter.emit([]);
    expect(renders).toEqual([1, 0]);
    stop();
    emitter.emit([cursor("c9", 0, 0)]);
    expect(renders).toEqual([1, 0]);
  });

  it("is empty without a live session", () => {
    const store = cursorStore(null);
    expect(store.subscribe(() => undefined)).toBeTypeOf("function");
    expect(store.getLabels()).toEqual([]);
  });
});

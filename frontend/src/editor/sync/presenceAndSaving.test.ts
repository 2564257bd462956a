/** Presence, rights and saving over the diagram socket (PROTOCOL.md "Presence", "Saving", [R1]). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SaveError } from "./saveRequests";
import { move, schemaSync, setup } from "./testing/harness";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function joined() {
  const harness = setup();
  harness.sync.start();
  harness.join();
  return harness;
}

describe("presence", () => {
  it("follows who joins and leaves, their cursors, and clears them offline (001 §4)", () => {
    const { sync, net } = joined();
    const users: string[][] = [];
    const cursors: string[][] = [];
    sync.onPresence((list) => users.push(list.map((entry) => entry.id)));
    sync.onCursors((list) => cursors.push(list.map((c) => `${c.userId}@${c.x},${c.y}`)));
    net.last.receive({ type: "user_joined", id: "c3", user: { id: 9, name: "Chloé", color: "#10b981", avatar: null } });
    net.last.receive({ type: "cursor_move", userId: "c3", x: 10, y: 20, color: "#10b981", name: "Chloé" });
    net.last.receive({ type: "cursor_move", userId: "c2", x: 5, y: 5, color: "#ef4444", name: "Bob" });
    net.last.receive({ type: "user_left", id: "c3" });
    expect(users).toEqual([["c1", "c2", "c3"], ["c1", "c2"]]);
    expect(cursors).toEqual([["c3@10,20"], ["c3@10,20", "c2@5,5"], ["c2@5,5"]]);
    net.last.drop(1006);
    expect(users.at(-1)).toEqual([]);
    expect(cursors.at(-1)).toEqual([]);
    expect(sync.users).toEqual([]);
  });

  it("takes a batch of cursors as several cursor_move, announced once (PROTOCOL.md Presence)", () => {
    const { sync, net } = joined();
    const cursors: string[][] = [];
    sync.onCursors((list) => cursors.push(list.map((c) => `${c.userId}@${c.x},${c.y}:${c.name}`)));
    net.last.receive({ type: "cursor_move", userId: "c2", x: 1, y: 1, color: "#ef4444", name: "Bob" });
    net.last.receive({ type: "cursors", moves: [
      { type: "cursor_move", userId: "c2", x: 5, y: 6, color: "#ef4444", name: "Bob" },
      { type: "cursor_move", userId: "c3", x: 7, y: 8, color: "#10b981", name: "Chloé" },
      { type: "cursor_move", x: 1, y: 2 }, // no userId: skipped, the others still count
    ] });
    net.last.receive({ type: "cursors", moves: [] });
    expect(cursors).toEqual([["c2@1,1:Bob"], ["c2@5,6:Bob", "c3@7,8:Chloé"]]);
    expect(sync.remoteCursors.map((c) => c.userId)).toEqual(["c2", "c3"]);
  });

  it("sends the latest cursor position at most every 50 ms: ≤ 20 frames a second", () => {
    const { sync, net } = joined();
    for (let frame = 1; frame <= 60; frame += 1) {
      sync.moveCursor(frame, frame * 2);
      vi.advanceTimersByTime(1000 / 60);
    }
    vi.advanceTimersByTime(50);
    const sent = net.last.sentOf("cursor_move");
    expect(sent.length).toBeLessThanOrEqual(21);
    expect(sent[0]).toEqual({ type: "cursor_move", x: 1, y: 2, color: "#3b82f6", name: "Alice" });
    expect(sent.at(-1)).toMatchObject({ x: 60, y: 120 });
  });

  it("sends no cursor before the join", () => {
    const { sync, net } = setup();
    sync.start();
    net.last.open();
    sync.moveCursor(1, 1);
    vi.advanceTimersByTime(100);
    expect(net.last.sentOf("cursor_move")).toEqual([]);
  });

  it("shares and follows views", () => {
    const { sync, net } = joined();
    const views: unknown[] = [];
    sync.onViewTransform((userId, view) => views.push([userId, view]));
    sync.sendViewTransform({ scale: 2, offset: { x: 1, y: 2 } });
    expect(net.last.sentOf("view_transform")).toEqual([{ type: "view_transform", scale: 2, offset: { x: 1, y: 2 } }]);
    net.last.receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: -10, y: 0 } });
    expect(views).toEqual([["c2", { scale: 0.5, offset: { x: -10, y: 0 } }]]);
  });
});

describe("rights [R1]", () => {
  it("joins read-only when the server says so, and emits no command (001 §6)", () => {
    const { sync, net } = setup();
    const access: boolean[] = [];
    sync.onAccess((canEdit) => access.push(canEdit));
    sync.start();
    net.last.open();
    net.last.receive(schemaSync(null, 0, { you: { id: "c9", user: { id: null, name: "Visiteur", color: "#6366f1" }, canEdit: false } }));
    expect(access).toEqual([false]);
    expect(sync.submit(move("a", 1))).toBeNull();
    expect(net.last.sentOf("command")).toEqual([]);
  });

  it("follows access_changed", () => {
    const { sync, net } = joined();
    const access: boolean[] = [];
    sync.onAccess((canEdit) => access.push(canEdit));
    net.last.receive({ type: "access_changed", canEdit: false });
    expect(sync.canEdit).toBe(false);
    net.last.receive({ type: "access_changed", canEdit: true });
    expect(access).toEqual([false, true]);
  });
});

describe("force_save", () => {
  it("resolves with the saved revision", async () => {
    const { sync, net } = joined();
    const saved = sync.forceSave();
    expect(net.last.sentOf("force_save")).toHaveLength(1);
    net.last.receive({ type: "save_success", revision: 3 });
    await expect(saved).resolves.toBe(3);
  });

  it("rejects with the server's message", async () => {
    const { sync, net } = joined();
    const saved = sync.forceSave();
    net.last.receive({ type: "save_error", message: "Lecture seule" });
    await expect(saved).rejects.toEqual(new SaveError("server", "Lecture seule"));
  });

  it("rejects after 10 s without answer; the late answer does not settle the next request", async () => {
    const { sync, net } = joined();
    const first = sync.forceSave();
    const firstFailed = expect(first).rejects.toMatchObject({ reason: "timeout" });
    vi.advanceTimersByTime(10_000);
    await firstFailed;
    const second = sync.forceSave();
    let settled = false;
    second.then(() => (settled = true), () => (settled = true));
    net.last.receive({ type: "save_success", revision: 3 }); // the first one's
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    net.last.receive({ type: "save_success", revision: 4 });
    await expect(second).resolves.toBe(4);
  });

  it("rejects offline, and when the connection drops", async () => {
    const { sync, net } = setup();
    await expect(sync.forceSave()).rejects.toMatchObject({ reason: "offline" });
    sync.start();
    net.last.open();
    net.last.receive(schemaSync(null, 0));
    const saved = sync.forceSave();
    net.last.drop(1006);
    await expect(saved).rejects.toMatchObject({ reason: "disconnected" });
  });

  it("on leaving: saves, then closes 500 ms later (001 §4)", async () => {
    const { sync, net } = joined();
    const left = sync.leave();
    expect(net.last.sentOf("force_save")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(net.last.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await left;
    expect(net.last.closedWith).toBe(1000);
    expect(sync.status).toBe("offline");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { groupPeople, type Person } from "./people";
import { joinedSession } from "./testing";
import { VIEW_SEND_MS, ViewSharing } from "./viewSharing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function session() {
  const harness = joinedSession();
  const sharing = new ViewSharing(harness.sync, harness.editor);
  const release = sharing.retain();
  const personOf = (name: string): Person => {
    const person = groupPeople(harness.sync.users, harness.sync.connectionId).find((each) => each.name === name);
    if (!person) throw new Error(`${name} is not connected`);
    return person;
  };
  const sentViews = () => harness.socket.sentOf("view_transform");
  return { ...harness, sharing, release, personOf, sentViews };
}

describe("sharing this user's view", () => {
  it("sends the camera at most every 200 ms, the latest one last", () => {
    const { editor, sentViews } = session();
    for (let frame = 1; frame <= 60; frame += 1) {
      editor.panBy(1, 0);
      vi.advanceTimersByTime(1000 / 60); // one second of panning
    }
    vi.advanceTimersByTime(VIEW_SEND_MS + 50);
    expect(sentViews().length).toBeGreaterThanOrEqual(5);
    expect(sentViews().length).toBeLessThanOrEqual(6);
    const viewport = { width: editor.width, height: editor.height };
    expect(sentViews()[0]).toEqual({ type: "view_transform", scale: 1, offset: { x: 1, y: 0 }, viewport });
    expect(sentViews().at(-1)).toEqual({ type: "view_transform", scale: 1, offset: { x: 60, y: 0 }, viewport });
  });

  it("sends nothing for hover or drag previews, nor after the last component let go", () => {
    const { editor, release, sentViews } = session();
    editor.setHover("a", null);
    vi.advanceTimersByTime(1000);
    expect(sentViews()).toEqual([]);
    release();
    release(); // twice is harmless
    editor.panBy(5, 5);
    vi.advanceTimersByTime(1000);
    expect(sentViews()).toEqual([]);
  });
});

describe("follow mode", () => {
  it("applies each view the followed person sends, and says who is followed", () => {
    const { sharing, socket, editor, personOf } = session();
    const followed: (string | null)[] = [];
    sharing.subscribe(() => followed.push(sharing.getFollowing()?.name ?? null));
    sharing.follow(personOf("Bob"));
    expect(followed).toEqual(["Bob"]);
    socket.receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: -100, y: 40 } });
    expect(editor.camera).toEqual({ scale: 0.5, offsetX: -100, offsetY: 40 });
    socket.receive({ type: "view_transform", userId: "c2", scale: 2, offset: { x: 0, y: 0 } });
    expect(editor.camera).toEqual({ scale: 2, offsetX: 0, offsetY: 0 });
  });

  it("centres what the followed person sees, whatever the two screens' sizes", () => {
    const { sharing, socket, editor, personOf } = session();
    editor.resize(800, 600, 1);
    sharing.follow(personOf("Bob"));
    // Bob's 1600×1000 screen at scale 2 shows world (400, 250) at its centre (800, 500).
    socket.receive({ type: "view_transform", userId: "c2", scale: 2, offset: { x: 0, y: 0 }, viewport: { width: 1600, height: 1000 } });
    expect(editor.camera).toEqual({ scale: 2, offsetX: 400 - 800, offsetY: 300 - 500 });
  });

  it("jumps at once to the last view the person sent before being followed", () => {
    const { sharing, socket, editor, personOf } = session();
    socket.receive({ type: "view_transform", userId: "c2", scale: 1.5, offset: { x: 7, y: 8 } });
    expect(editor.camera.scale).toBe(1);
    sharing.follow(personOf("Bob"));
    expect(editor.camera).toEqual({ scale: 1.5, offsetX: 7, offsetY: 8 });
  });

  it("stops when the user pans or zooms, and sends their own view again", () => {
    const { sharing, socket, editor, personOf, sentViews } = session();
    sharing.follow(personOf("Bob"));
    socket.receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: 10, y: 10 } });
    vi.advanceTimersByTime(1000);
    expect(sentViews()).toEqual([]); // someone else's view is not shared as ours
    editor.zoomIn();
    expect(sharing.getFollowing()).toBeNull();
    socket.receive({ type: "view_transform", userId: "c2", scale: 3, offset: { x: 0, y: 0 } });
    expect(editor.camera.scale).toBeCloseTo(0.6);
    vi.advanceTimersByTime(VIEW_SEND_MS);
    expect(sentViews()).toHaveLength(1);
    expect(sentViews()[0].scale).toBeCloseTo(0.6);
  });

  it("stops when the person leaves, keeps going while one of their tabs stays", () => {
    const { sharing, socket, editor, personOf } = session();
    socket.receive({ type: "user_joined", id: "c5", user: { id: 8, name: "Bob", color: "#ef4444", avatar: null } });
    sharing.follow(personOf("Bob"));
    socket.receive({ type: "user_left", id: "c2" });
    expect(sharing.getFollowing()?.name).toBe("Bob");
    socket.receive({ type: "view_transform", userId: "c5", scale: 0.8, offset: { x: 1, y: 2 } });
    expect(editor.camera).toEqual({ scale: 0.8, offsetX: 1, offsetY: 2 });
    socket.receive({ type: "user_left", id: "c5" });
    expect(sharing.getFollowing()).toBeNull();
  });

  it("ignores other people's views and refuses to follow oneself", () => {
    const { sharing, socket, editor, personOf } = session();
    socket.receive({ type: "user_joined", id: "c6", user: { id: 9, name: "Chloé", color: "#10b981", avatar: null } });
    sharing.follow(personOf("Alice"));
    expect(sharing.getFollowing()).toBeNull();
    sharing.follow(personOf("Bob"));
    socket.receive({ type: "view_transform", userId: "c6", scale: 2, offset: { x: 5, y: 5 } });
    expect(editor.camera.scale).toBe(1);
    sharing.stop();
    socket.receive({ type: "view_transform", userId: "c2", scale: 2, offset: { x: 5, y: 5 } });
    expect(editor.camera.scale).toBe(1);
  });

  it("ends when the connection drops: nobody is known to be there any more", () => {
    const { sharing, socket, personOf } = session();
    sharing.follow(personOf("Bob"));
    socket.drop(1006);
    expect(sharing.getFollowing()).toBeNull();
  });
});

describe("others' views (the minimap)", () => {
  it("keeps each collaborator's latest view and says when one arrives or leaves with them", () => {
    const { sharing, socket } = session();
    let changes = 0;
    sharing.onViews(() => (changes += 1));
    socket.receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: 1, y: 2 } });
    socket.receive({ type: "view_transform", userId: "c2", scale: 0.25, offset: { x: 3, y: 4 } });
    expect([...sharing.otherViews]).toEqual([["c2", { scale: 0.25, offset: { x: 3, y: 4 } }]]);
    expect(changes).toBe(2);
    socket.receive({ type: "user_left", id: "c2" });
    expect(sharing.otherViews.size).toBe(0);
    expect(changes).toBe(3);
  });
});

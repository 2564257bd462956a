import { act, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CURSOR_IDLE_MS } from "./cursorStore";
import { RemoteCursors } from "./RemoteCursors";
import { joinedSession } from "./testing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const FRAME_MS = 20;

function renderOverlay() {
  const session = joinedSession();
  let commits = 0;
  const receive = (frame: object) => act(() => session.socket.receive(frame));
  const move = (userId: string, x: number, y: number, name = "Bob") => receive({ type: "cursor_move", userId, x, y, color: "#ef4444", name });
  const nextFrame = () => act(() => vi.advanceTimersByTime(FRAME_MS));
  render(
    <main data-testid="canvas-area">
      <Profiler id="cursors" onRender={() => (commits += 1)}>
        <RemoteCursors sync={session.sync} editor={session.editor} />
      </Profiler>
    </main>,
  );
  return { ...session, receive, move, nextFrame, commits: () => commits };
}

const cursorOf = (userId: string) => screen.getAllByTestId("remote-cursor").find((node) => node.dataset.userId === userId);

describe("RemoteCursors", () => {
  it("draws each cursor at the screen position of its world point, with the name", () => {
    const { move } = renderOverlay();
    move("c2", 100, 50);
    const cursor = cursorOf("c2");
    expect(cursor).toHaveTextContent("Bob");
    expect(cursor).toHaveStyle({ transform: "translate3d(100px, 50px, 0)" });
    expect(screen.getByTestId("remote-cursors")).toHaveClass("pointer-events-none");
  });

  it("follows camera changes and moves, rewriting the same node without re-rendering", () => {
    const { move, editor, nextFrame, commits } = renderOverlay();
    move("c2", 100, 50);
    const node = cursorOf("c2");
    act(() => editor.setCamera({ scale: 2, offsetX: 10, offsetY: 20 }));
    nextFrame();
    expect(node).toHaveStyle({ transform: "translate3d(210px, 120px, 0)" });
    const before = commits();
    move("c2", 0, 0);
    nextFrame();
    expect(cursorOf("c2")).toBe(node);
    expect(node).toHaveStyle({ transform: "translate3d(10px, 20px, 0)" });
    expect(commits()).toBe(before);
  });

  it("costs no React render while twenty collaborators move", () => {
    const { move, receive, nextFrame, commits } = renderOverlay();
    const people = Array.from({ length: 20 }, (_, at) => `p${at}`);
    people.forEach((id, at) => receive({ type: "user_joined", id, user: { id: 100 + at, name: `P${at}`, color: "#10b981", avatar: null } }));
    people.forEach((id) => move(id, 0, 0, id));
    expect(screen.getAllByTestId("remote-cursor")).toHaveLength(20);
    const before = commits();
    for (let frame = 1; frame <= 20; frame += 1) {
      people.forEach((id, at) => move(id, frame * 10, at * 10, id));
      nextFrame();
    }
    expect(commits()).toBe(before);
    expect(cursorOf("p3")).toHaveStyle({ transform: "translate3d(200px, 30px, 0)" });
  });

  it("removes the cursor of someone who leaves", () => {
    const { move, receive } = renderOverlay();
    move("c2", 1, 1);
    receive({ type: "user_left", id: "c2" });
    expect(screen.queryAllByTestId("remote-cursor")).toEqual([]);
  });

  it("fades a cursor out after 10 s without moving, back when it moves", () => {
    const { move, nextFrame } = renderOverlay();
    move("c2", 1, 1);
    expect(cursorOf("c2")).toHaveAttribute("data-idle", "false");
    act(() => vi.advanceTimersByTime(CURSOR_IDLE_MS - 1500));
    expect(cursorOf("c2")).toHaveAttribute("data-idle", "false");
    act(() => vi.advanceTimersByTime(1600));
    expect(cursorOf("c2")).toHaveAttribute("data-idle", "true");
    move("c2", 2, 1);
    nextFrame();
    expect(cursorOf("c2")).toHaveAttribute("data-idle", "false");
  });

  it("sends this user's pointer over the canvas in world coordinates", () => {
    const { editor, socket } = renderOverlay();
    act(() => editor.setCamera({ scale: 2, offsetX: 10, offsetY: 20 }));
    fireEvent.pointerMove(screen.getByTestId("canvas-area"), { clientX: 110, clientY: 70 });
    act(() => vi.advanceTimersByTime(60));
    expect(socket.sentOf("cursor_move")).toEqual([{ type: "cursor_move", x: 50, y: 25, color: "#3b82f6", name: "Alice" }]);
  });
});

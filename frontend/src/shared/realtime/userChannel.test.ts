import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { languageStore } from "@/shared/i18n/language";

import { UserChannel, type SocketLike } from "./userChannel";

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: number | null = null;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  send(data: string) { this.sent.push(data); }
  close(code?: number) { this.closed = code ?? 1000; }
  receive(message: object) { this.onmessage?.({ data: JSON.stringify(message) }); }
}

let sockets: FakeSocket[];
beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function channel(token: string | null = "T") {
  return new UserChannel(() => token, () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  }, "ws://test/ws/user/");
}

describe("UserChannel", () => {
  it("authenticates with its first message", () => {
    const ch = channel();
    ch.start();
    sockets[0].onopen?.({});
    expect(JSON.parse(sockets[0].sent[0])).toEqual({ type: "auth", token: "T" });
  });

  it("delivers events in order and drops repeats", () => {
    const ch = channel();
    const got: number[] = [];
    ch.on((event) => got.push(event.seq));
    ch.start();
    sockets[0].receive({ type: "ready", seq: 4 });
    sockets[0].receive({ type: "event", seq: 5, event: "a", data: {} });
    sockets[0].receive({ type: "event", seq: 5, event: "a", data: {} });
    sockets[0].receive({ type: "event", seq: 6, event: "b", data: {} });
    expect(got).toEqual([5, 6]);
  });

  it("reports a gap when a sequence number is missing", () => {
    const ch = channel();
    const gaps = vi.fn();
    ch.onGap(gaps);
    ch.start();
    sockets[0].receive({ type: "ready", seq: 1 });
    sockets[0].receive({ type: "event", seq: 3, event: "x", data: {} });
    expect(gaps).toHaveBeenCalledOnce();
  });

  it("reports a gap when events were sent while disconnected", () => {
    const ch = channel();
    const gaps = vi.fn();
    ch.onGap(gaps);
    ch.start();
    sockets[0].receive({ type: "ready", seq: 2 });
    sockets[0].onclose?.({ code: 1006 });
    vi.advanceTimersByTime(600);
    expect(sockets).toHaveLength(2);
    sockets[1].receive({ type: "ready", seq: 5 });
    expect(gaps).toHaveBeenCalledOnce();
  });

  it("does not connect without a token and stops cleanly", () => {
    const idle = channel(null);
    idle.start();
    expect(sockets).toHaveLength(0);
    const ch = channel();
    ch.start();
    ch.stop();
    expect(sockets[0].closed).toBe(1000);
    sockets[0].onclose?.({ code: 1000 });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe("UserChannel's address", () => {
  afterEach(() => languageStore.reset("fr"));

  it("carries the interface's language, read again at each reconnection", () => {
    const urls: string[] = [];
    const ch = new UserChannel(() => "T", (url) => {
      urls.push(url);
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    });
    ch.start();
    languageStore.reset("en");
    sockets[0].onclose?.({ code: 1006 });
    vi.runOnlyPendingTimers();
    expect(urls).toEqual(["ws://localhost:3000/ws/user/?lang=fr", "ws://localhost:3000/ws/user/?lang=en"]);
    ch.stop();
  });
});

/** Commands too large for a socket frame go over HTTP (PROTOCOL.md [C7]). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as actions from "../actions";
import type { Command } from "../commands/types";
import { RESYNC_RETRY_MS } from "./gapWatch";
import { CommandRefusal, type PostCommandRequest, type PostedCommand } from "./largeCommands";
import { move, setup } from "./testing/harness";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A postCommand whose answers the test gives, one call at a time. */
function server() {
  const calls: Array<{ request: PostCommandRequest; resolve: (posted: PostedCommand) => void; reject: (error: unknown) => void }> = [];
  const postCommand = (request: PostCommandRequest) => new Promise<PostedCommand>((resolve, reject) => calls.push({ request, resolve, reject }));
  const ack = (id: string, revision: number, command: Command | null = null): PostedCommand => ({ id, revision, author: { id: 7, name: "alice" }, origin: "editor", serverMs: 3, command });
  return { calls, postCommand, ack };
}

function joined() {
  const http = server();
  const { sync, net, join } = setup({ postCommand: http.postCommand });
  const errors: string[] = [];
  sync.onCommandError(({ error }) => errors.push(error));
  sync.start();
  join();
  const big = actions.renameTable(sync.document, "a", "x".repeat(1_100_000))!;
  return { sync, net, http, errors, big };
}

describe("a command too large for a frame [C7]", () => {
  it("goes over HTTP with this connection's id, and its answer acknowledges it", async () => {
    const { sync, net, http, big } = joined();
    sync.submit(big);
    expect(net.last.sentOf("command")).toEqual([]);
    expect(http.calls.map((call) => call.request)).toEqual([{ id: "cmd-1", baseRevision: 3, command: big, connection: "c1" }]);
    expect(sync.status).toBe("syncing");

    http.calls[0].resolve(http.ack("cmd-1", 4));
    await vi.advanceTimersByTimeAsync(0);

    expect(sync.pendingCommands()).toEqual([]);
    expect(sync.revision).toBe(4);
    expect(sync.confirmedDocument.tables[0].name).toHaveLength(1_100_000);
    expect(sync.status).toBe("synced");
  });

  it("holds the commands made after it until it is answered, so the server takes them in order", async () => {
    const { sync, net, http, big } = joined();
    sync.submit(big);
    sync.submit(move("b", 5));
    expect(net.last.sentOf("command")).toEqual([]);
    // A collaborator's command numbered before it arrives meanwhile [G1].
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("b", 40) });

    http.calls[0].resolve(http.ack("cmd-1", 5));
    await vi.advanceTimersByTimeAsync(0);

    expect(net.last.sentOf("command").map((frame) => [frame.id, frame.baseRevision])).toEqual([["cmd-2", 3]]);
    expect(sync.revision).toBe(5);
    expect(sync.pendingCommands().map((pending) => pending.id)).toEqual(["cmd-2"]);
    expect(sync.document.tables[1].x).toBe(5);
  });

  it("takes the form the server stored when it differs from the one sent", async () => {
    const { sync, http, big } = joined();
    sync.submit(big);
    const stored = actions.renameTable(sync.confirmedDocument, "a", "y".repeat(1_100_000))!;
    http.calls[0].resolve(http.ack("cmd-1", 4, stored));
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.document.tables[0].name[0]).toBe("y");
  });

  it("is dropped, with the server's reason, when refused [C6]", async () => {
    const { sync, net, http, errors, big } = joined();
    sync.submit(big);
    sync.submit(move("b", 5));
    http.calls[0].reject(new CommandRefusal("quota_reached", "Limite atteinte"));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(["quota_reached"]);
    expect(sync.document.tables[0].name).toBe("a");
    expect(net.last.sentOf("command").map((frame) => frame.id)).toEqual(["cmd-2"]);
  });

  it("is sent again a little later when the server could not be reached, with the same id [C5]", async () => {
    const { sync, http, big } = joined();
    sync.submit(big);
    http.calls[0].reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(0);
    expect(http.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESYNC_RETRY_MS);
    expect(http.calls.map((call) => call.request.id)).toEqual(["cmd-1", "cmd-1"]);
    expect(sync.pendingCount).toBe(1);
  });
});

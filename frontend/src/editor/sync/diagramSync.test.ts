/** DiagramSync over a socket the test drives, with vitest's fake timers behind the default clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as actions from "../actions";
import { documentOf, table } from "../testing/fixtures";
import { GAP_MS } from "./gapWatch";
import { REPLACE_DOCUMENT } from "./protocol";
import { alice, move, schemaSync, setup, start } from "./testing/harness";
import { systemClock } from "./timing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("joining", () => {
  it("sends join_diagram as the first frame, with the token and no revision when it holds no document [P1]", () => {
    const { sync, net } = setup();
    sync.start();
    expect(net.last.url).toMatch(/\/ws\/diagrams\/42\/$/);
    expect(net.last.sent).toEqual([]);
    net.last.open();
    expect(net.last.sent).toEqual([{ type: "join_diagram", diagramId: 42, user: { id: 7, name: "Alice", color: "#3b82f6" }, token: "token-1" }]);
  });

  it("waits for an asynchronous token", async () => {
    const { sync, net } = setup({ getToken: () => Promise.resolve("fresh") });
    sync.start();
    net.last.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.last.sentOf("join_diagram")[0].token).toBe("fresh");
  });

  it("takes the document, users, rights and view from schema_sync, then is synced [P3]", () => {
    const { sync, statuses, join } = setup();
    const joins: unknown[] = [];
    sync.onJoin((info) => joins.push(info));
    sync.start();
    expect(sync.status).toBe("syncing");
    join();
    expect(sync.document).toEqual(start());
    expect(sync.revision).toBe(3);
    expect(sync.users.map((u) => [u.id, u.user.name])).toEqual([["c1", "Alice"], ["c2", "Bob"]]);
    expect(sync.connectionId).toBe("c1");
    expect(joins).toEqual([{ project: { id: 42, name: "Boutique" }, you: { id: "c1", user: alice.id, canEdit: true }, viewTransform: { scale: 0.5, offset: { x: 10, y: 20 } } }]);
    expect(statuses).toEqual(["syncing", "synced"]);
  });

  it("joins with the revision it holds and applies the tail [P3][G3]", () => {
    const { sync, net } = setup({ initial: { doc: start(), revision: 3 } });
    sync.start();
    net.last.open();
    expect(net.last.sentOf("join_diagram")[0].revision).toBe(3);
    net.last.receive(schemaSync(null, 4, { changes: [{ id: "r4", revision: 4, command: move("b", 44) }] }));
    expect(sync.revision).toBe(4);
    expect(sync.document.tables[1].x).toBe(44);
    expect(sync.status).toBe("synced");
  });

  it("reports a refused join and stops for good on 4003 or 4004 [P2]", () => {
    for (const code of [4003, 4004]) {
      const { sync, net, join } = setup();
      const errors: unknown[] = [];
      sync.onJoinError((error) => errors.push(error));
      sync.start();
      join();
      net.last.receive({ type: "join_error", error: "forbidden", message: "Accès refusé" });
      net.last.drop(code);
      expect(errors).toEqual([{ error: "forbidden", message: "Accès refusé" }]);
      expect(sync.status).toBe("error");
      vi.advanceTimersByTime(60_000);
      expect(net.sockets).toHaveLength(1);
    }
  });

  it("asks for the token again once after 4001, then stops [P2]", () => {
    const tokens = ["old", "refreshed", "again"];
    const { sync, net } = setup({ getToken: () => tokens.shift() ?? null });
    sync.start();
    net.last.open();
    net.last.drop(4001);
    expect(sync.status).toBe("offline");
    vi.advanceTimersByTime(500);
    net.last.open();
    expect(net.last.sentOf("join_diagram")[0].token).toBe("refreshed");
    net.last.drop(4001);
    expect(sync.status).toBe("error");
    vi.advanceTimersByTime(60_000);
    expect(net.sockets).toHaveLength(2);
  });
});

describe("commands", () => {
  it("sends a command with its id and base revision once joined; syncing until acknowledged [C1][C4]", () => {
    const { sync, net, join } = setup();
    sync.start();
    const early = move("a", 10);
    sync.submit(early);
    expect(net.last.sentOf("command")).toEqual([]);
    join();
    const later = move("b", 20);
    sync.submit(later);
    expect(net.last.sentOf("command")).toEqual([
      { type: "command", id: "cmd-1", baseRevision: 0, command: early },
      { type: "command", id: "cmd-2", baseRevision: 3, command: later },
    ]);
    expect(sync.status).toBe("syncing");
    net.last.receive({ type: "command", id: "cmd-1", revision: 4, command: early, author: { id: 7, name: "Alice" }, serverMs: 2 });
    net.last.receive({ type: "command", id: "cmd-2", revision: 5, command: later, author: { id: 7, name: "Alice" } });
    expect(sync.pendingCommands()).toEqual([]);
    expect(sync.status).toBe("synced");
    expect(sync.document.tables.map((t) => t.x)).toEqual([10, 20]);
  });

  it("announces collaborators' commands and the document they lead to", () => {
    const { sync, net, join } = setup();
    const seen: Array<[number, string[]]> = [];
    sync.onDocument((doc, change) => seen.push([doc.tables[1].x, change.remote.map((c) => c.type)]));
    sync.start();
    join();
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("b", 99), author: { id: 8, name: "Bob" } });
    expect(seen.at(-1)).toEqual([99, ["MOVE_TABLE"]]);
  });

  it("drops a refused command and reports it with the server's message (001 §8) [C6]", () => {
    const { sync, net, join } = setup();
    const errors: unknown[] = [];
    sync.onCommandError((error) => errors.push(error));
    sync.start();
    join();
    const { command: add } = actions.addTable(sync.document);
    sync.submit(add);
    expect(sync.document.tables).toHaveLength(3);
    net.last.receive({ type: "command_error", id: "cmd-1", error: "quota_reached", message: "Votre offre est limitée à 2 tables." });
    expect(sync.document.tables).toHaveLength(2);
    expect(errors).toEqual([{ id: "cmd-1", error: "quota_reached", message: "Votre offre est limitée à 2 tables.", command: add }]);
    expect(sync.status).toBe("synced");
  });

  it("refers a command_error without id to the oldest command in flight", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    sync.submit(move("a", 1));
    sync.submit(move("b", 2));
    net.last.receive({ type: "command_error", message: "Commande invalide" });
    expect(sync.pendingCommands().map((p) => p.id)).toEqual(["cmd-2"]);
  });

  it("refuses locally a command too large to send, instead of looping on 1009", () => {
    const { sync, net, join } = setup();
    const errors: string[] = [];
    sync.onCommandError(({ error }) => errors.push(error));
    sync.start();
    join();
    sync.submit(actions.renameTable(sync.document, "a", "x".repeat(1_100_000))!);
    expect(net.last.sentOf("command")).toEqual([]);
    expect(errors).toEqual(["too_large"]);
    expect(sync.document.tables[0].name).toBe("a");
  });
});

describe("order, gaps and reconnection", () => {
  it("asks for the missing commands when a gap lasts 300 ms, and fills it from the answer [G1][G2]", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    net.last.receive({ type: "command", id: "r5", revision: 5, command: move("b", 5) });
    expect(sync.revision).toBe(3);
    expect(sync.status).toBe("syncing");
    vi.advanceTimersByTime(GAP_MS - 1);
    expect(net.last.sentOf("resync")).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(net.last.sentOf("resync")).toEqual([{ type: "resync", since: 3 }]);
    net.last.receive({ type: "changes", since: 3, revision: 5, changes: [
      { id: "r4", revision: 4, command: move("a", 4) },
      { id: "r5", revision: 5, command: move("b", 5) },
    ] });
    expect(sync.revision).toBe(5);
    expect(sync.document.tables.map((t) => t.x)).toEqual([4, 5]);
    expect(sync.status).toBe("synced");
    vi.advanceTimersByTime(5_000);
    expect(net.last.sentOf("resync")).toHaveLength(1);
  });

  it("does not ask when the gap fills in time (two broadcasters out of order) [G2]", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    net.last.receive({ type: "command", id: "r5", revision: 5, command: move("b", 5) });
    vi.advanceTimersByTime(100);
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("a", 4) });
    vi.advanceTimersByTime(1_000);
    expect(net.last.sentOf("resync")).toEqual([]);
    expect(sync.revision).toBe(5);
  });

  it("learns from a pong's revision that the last broadcast was dropped", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    vi.advanceTimersByTime(25_000);
    expect(net.last.sentOf("ping")).toHaveLength(1);
    net.last.receive({ type: "pong", revision: 4 });
    vi.advanceTimersByTime(GAP_MS);
    expect(net.last.sentOf("resync")).toEqual([{ type: "resync", since: 3 }]);
  });

  it("does not resync on a pong at the revision it holds, nor before the 300 ms a late broadcast gets", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    net.last.receive({ type: "pong", revision: 3 });
    vi.advanceTimersByTime(5_000);
    expect(net.last.sentOf("resync")).toEqual([]);
    net.last.receive({ type: "pong", revision: 4 });
    vi.advanceTimersByTime(100);
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("a", 4) });
    vi.advanceTimersByTime(5_000);
    expect(net.last.sentOf("resync")).toEqual([]);
    expect(sync.status).toBe("synced");
  });

  it("tells the pending list's listeners what was added, acknowledged or refused", () => {
    const { sync, net, join } = setup();
    const deltas: unknown[] = [];
    sync.onPending((delta) => deltas.push(delta));
    sync.start();
    join();
    sync.submit(move("a", 1));
    sync.submit(move("b", 2));
    expect(sync.pendingCount).toBe(2);
    net.last.receive({ type: "command", id: "cmd-1", revision: 4, command: move("a", 1) });
    net.last.receive({ type: "command_error", id: "cmd-2", error: "invalid_command", message: "Non" });
    expect(sync.pendingCount).toBe(0);
    expect(deltas).toEqual([
      { added: 1, acknowledged: 0, refused: 0 },
      { added: 1, acknowledged: 0, refused: 0 },
      { added: 0, acknowledged: 1, refused: 0 },
      { added: 0, acknowledged: 0, refused: 1 },
    ]);
  });

  it("resyncs at once on REPLACE_DOCUMENT and replays pending commands on the whole document", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    sync.submit(move("a", 10));
    net.last.receive({ type: "command", id: "x", revision: 4, command: { type: REPLACE_DOCUMENT, data: {} } });
    expect(net.last.sentOf("resync")).toEqual([{ type: "resync", since: 3 }]);
    const joins = vi.fn();
    sync.onJoin(joins);
    net.last.receive(schemaSync(documentOf([table("a", 300, 300), table("c", 0, 0)]), 4, { you: undefined }));
    expect(sync.document.tables.map((t) => [t.id, t.x])).toEqual([["a", 10], ["c", 0]]);
    expect(sync.revision).toBe(4);
    expect(joins).not.toHaveBeenCalled(); // the camera stays where the user put it
    expect(sync.connectionId).toBe("c1");
  });

  it("keeps pending commands offline, reconnects with backoff, joins with its revision and resends them in order with their ids [G3]", () => {
    const { sync, net, join, statuses } = setup();
    sync.start();
    join();
    sync.submit(move("a", 1));
    net.last.drop(1006);
    expect(sync.status).toBe("offline");
    sync.submit(move("b", 2));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = net.sockets.length;
      let waited = 0;
      while (net.sockets.length === before) {
        vi.advanceTimersByTime(250);
        waited += 250;
      }
      delays.push(waited);
      if (attempt < 6) net.last.drop(1006);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    net.last.open();
    expect(net.last.sent[0]).toMatchObject({ type: "join_diagram", revision: 3 });
    net.last.receive(schemaSync(null, 4, { changes: [{ id: "cmd-1", revision: 4, command: move("a", 1) }] }));
    expect(net.last.sentOf("command").map((c) => [c.id, c.baseRevision])).toEqual([["cmd-2", 3]]);
    expect(statuses).toEqual(["syncing", "synced", "syncing", "offline", "syncing", "offline", "syncing", "offline", "syncing", "offline", "syncing", "offline", "syncing", "offline", "syncing", "offline", "syncing"]);
    // After a successful join the backoff starts again from 0.5 s.
    net.last.drop(1006);
    vi.advanceTimersByTime(500);
    expect(net.sockets).toHaveLength(9);
  });

  it("jitters the backoff between half and all of the delay", () => {
    const { sync, net } = setup({ clock: { ...systemClock, random: () => 0 } });
    sync.start();
    net.last.drop(1006);
    vi.advanceTimersByTime(249);
    expect(net.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(net.sockets).toHaveLength(2);
  });

  it("restores pending commands kept across a reload; one the server already applied is not applied twice [C5]", () => {
    const first = setup();
    first.sync.start();
    first.join();
    first.sync.submit(move("a", 10));
    first.sync.submit(move("b", 20));
    const kept = JSON.parse(JSON.stringify(first.sync.pendingCommands()));

    const { sync, net } = setup({ initial: { doc: start(), revision: 3 } });
    sync.restorePending(kept);
    expect(sync.document.tables.map((t) => t.x)).toEqual([10, 20]);
    sync.start();
    net.last.open();
    net.last.receive(schemaSync(null, 3));
    expect(net.last.sentOf("command").map((c) => [c.id, c.baseRevision])).toEqual([["cmd-1", 3], ["cmd-2", 3]]);
    // The first was applied before the reload: the server answers with its original entry.
    net.last.receive({ type: "command", id: "cmd-1", revision: 2, command: move("a", 10) });
    net.last.receive({ type: "command", id: "cmd-2", revision: 4, command: move("b", 20) });
    expect(sync.pendingCommands()).toEqual([]);
    expect(sync.revision).toBe(4);
  });

  it("reconnects when a silent server stops answering pings", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    vi.advanceTimersByTime(75_000);
    expect(net.sockets[0].closedWith).toBe(4000);
    expect(sync.status).toBe("offline");
    vi.advanceTimersByTime(500);
    expect(net.sockets).toHaveLength(2);
  });

  it("stops: closes the socket and does not come back", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    sync.stop();
    expect(net.last.closedWith).toBe(1000);
    expect(sync.status).toBe("offline");
    vi.advanceTimersByTime(60_000);
    expect(net.sockets).toHaveLength(1);
  });
});

describe("a server that breaks [G2]", () => {
  it("asks again at most once a second when a resync answer still holds a REPLACE_DOCUMENT", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    const replace = { id: "x", revision: 4, command: { type: REPLACE_DOCUMENT, data: {} } };
    net.last.receive({ type: "command", ...replace });
    for (let answer = 0; answer < 10; answer += 1) net.last.receive({ type: "changes", since: 3, revision: 4, changes: [replace] });
    expect(net.last.sentOf("resync")).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(net.last.sentOf("resync")).toHaveLength(2);
    expect(sync.status).toBe("syncing");
  });
});

describe("a document too large for one frame [P3]", () => {
  it("reads it over HTTP, then asks for the changes after its revision", async () => {
    let answer: (value: { doc: ReturnType<typeof start>; revision: number }) => void = () => undefined;
    const fetchDocument = vi.fn(() => new Promise<{ doc: ReturnType<typeof start>; revision: number }>((resolve) => (answer = resolve)));
    const { sync, net } = setup({ fetchDocument });
    sync.start();
    net.last.open();
    net.last.receive({ ...schemaSync(null, 7), fetch: true });
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    net.last.receive({ type: "command", id: "r8", revision: 8, command: move("b", 8) });
    vi.advanceTimersByTime(5_000);
    expect(net.last.sentOf("resync")).toEqual([]);
    expect(sync.status).toBe("syncing");
    answer({ doc: start(), revision: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(net.last.sentOf("resync")).toEqual([{ type: "resync", since: 7 }]);
    expect(sync.revision).toBe(8);
    expect(sync.document.tables[1].x).toBe(8);
    net.last.receive({ type: "changes", since: 7, revision: 8, changes: [{ id: "r8", revision: 8, command: move("b", 8) }] });
    expect(sync.status).toBe("synced");
  });

  it("gives up, saying why, without a way to fetch it", () => {
    const { sync, net } = setup();
    const errors: string[] = [];
    sync.onJoinError(({ error }) => errors.push(error));
    sync.start();
    net.last.open();
    net.last.receive({ ...schemaSync(null, 7), fetch: true });
    expect(errors).toEqual(["too_large"]);
    expect(sync.status).toBe("offline");
  });

  it("takes its own command told back as REPLACE_DOCUMENT (too large to echo) as acknowledged by the whole document", () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    sync.submit(move("a", 10));
    net.last.receive({ type: "command", id: "cmd-1", revision: 4, command: { type: REPLACE_DOCUMENT, name: "", timestamp: 0, data: {} } });
    expect(net.last.sentOf("resync")).toEqual([{ type: "resync", since: 3 }]);
    net.last.receive(schemaSync(documentOf([table("a", 10, 0, ["id", "name"]), table("b", 400, 0)]), 4));
    expect(sync.pendingCommands()).toEqual([]);
    expect(sync.status).toBe("synced");
  });
});

/** LiveSession: what the page relies on beyond the engine (recovery, denial, save now), and the
 * local-only canvas. */
import { afterEach, describe, expect, it, vi } from "vitest";

import { moveTable } from "@/editor/actions";
import { Editor } from "@/editor/editor";
import { fakeSockets } from "@/editor/sync/testing/fakeSocket";
import { schemaSync } from "@/editor/sync/testing/harness";
import { documentOf, table } from "@/editor/testing/fixtures";

import { readLocal, writeLocal, type Recovery } from "../saving/localCopy";
import { bigDocument } from "../saving/bigDocument.testing";
import { LiveSession, type LiveNotices } from "./liveSession";
import { LocalOnlySession } from "./localOnly";

const start = () => documentOf([table("a", 0, 0, ["id"])]);
const stored = { id: "kept-1", command: moveTable("a", 70, 0), baseRevision: 2 };
const sessions: Array<{ dispose(): void }> = [];
afterEach(() => sessions.splice(0).forEach((session) => session.dispose()));

function session({ recovery = { kind: "none" } as Recovery, initial = true, doc = start() } = {}) {
  const net = fakeSockets();
  const editor = new Editor(() => 0);
  editor.load(doc);
  const notices = {
    commandError: vi.fn<LiveNotices["commandError"]>(), accessChanged: vi.fn<LiveNotices["accessChanged"]>(),
    denied: vi.fn<LiveNotices["denied"]>(), recovered: vi.fn<LiveNotices["recovered"]>(), staleCopy: vi.fn<LiveNotices["staleCopy"]>(),
  };
  const live = new LiveSession({
    editor, projectId: 9, openSocket: net.open, canEditHint: true, notices,
    user: { id: 7, name: "alice", color: "#3b82f6" },
    tokens: { getToken: async () => "T", joined: () => undefined },
    initial: initial ? { doc, revision: 3 } : undefined,
    signedIn: () => true, recovery, recoveryName: "Récupérer les modifications locales",
  });
  sessions.push(live);
  live.start();
  const join = async (canEdit = true, extra: object = {}) => {
    net.last.open();
    await vi.waitFor(() => expect(net.last.sentOf("join_diagram")).toHaveLength(1));
    net.last.receive(schemaSync(null, 3, { you: { id: "c1", user: { id: 7, name: "alice", color: "#3b82f6" }, canEdit }, ...extra }));
  };
  return { net, editor, live, notices, join };
}

describe("LiveSession", () => {
  it("sends kept commands only after a join with the edit right, and keeps them in the copy until then", async () => {
    writeLocal(9, { doc: start(), revision: 2, pending: [stored], savedAt: 1, synced: false });
    const viewer = session({ recovery: { kind: "pending", commands: [stored] } });
    await viewer.join(false);
    expect(viewer.net.last.sentOf("command")).toEqual([]);
    viewer.live.dispose();
    expect(readLocal(9)?.pending).toEqual([stored]);

    const editor = session({ recovery: { kind: "pending", commands: [stored] } });
    await editor.join(true);
    expect(editor.net.last.sentOf("command")).toMatchObject([{ id: "kept-1", baseRevision: 2 }]);
    expect(editor.notices.recovered).toHaveBeenCalledTimes(1);
  });

  it("sends a whole-document copy from before live collaboration as one recovery command", async () => {
    const edited = documentOf([table("a", 0, 0, ["id"]), table("z", 500, 0)]);
    const { net, editor, join } = session({ recovery: { kind: "document", doc: edited, revision: 3 } });
    await join();
    expect(net.last.sentOf("command")).toMatchObject([{ origin: "recovery", baseRevision: 3, command: { type: "BATCH", name: "Récupérer les modifications locales" } }]);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["a", "z"]);
  });

  it("says an older whole-document copy cannot be applied", async () => {
    const { net, notices, join } = session({ recovery: { kind: "stale" } });
    await join();
    expect(net.last.sentOf("command")).toEqual([]);
    expect(notices.staleCopy).toHaveBeenCalledTimes(1);
  });

  it("stops, read-only, when the document is too large to follow and cannot be fetched", async () => {
    const { net, editor, live, notices, join } = session({ initial: false });
    await join(true, { fetch: true, project: { id: 9, name: "P", schema: null, revision: 3 } });
    expect(notices.denied).toHaveBeenCalledWith("too_large");
    expect(editor.isEditable).toBe(false);
    expect(live.store.get()).toMatchObject({ denied: "too_large", canEdit: false, connection: "refused" });
    expect(net.sockets).toHaveLength(1);
  });

  it("saves now once the pending commands are acknowledged: force_save comes after them", async () => {
    const { net, editor, live, join } = session();
    await join();
    const command = moveTable("a", 5, 0);
    editor.dispatch(command);
    const saved = live.saveNow();
    await Promise.resolve();
    expect(net.last.sentOf("force_save")).toEqual([]);
    net.last.receive({ type: "command", id: net.last.sentOf("command")[0].id, revision: 4, command });
    await vi.waitFor(() => expect(net.last.sentOf("force_save")).toHaveLength(1));
    net.last.receive({ type: "save_success", revision: 4 });
    await expect(saved).resolves.toBe(4);
  });

  it("keeps the edits of a diagram too large for localStorage while offline: saved locally only, not 'cannot save'", async () => {
    // ~10 MB of JSON: jsdom's localStorage, as a browser's, holds 5 million characters.
    const { net, editor, live, join } = session({ doc: bigDocument(1500) });
    await join();
    net.last.drop(1006);
    editor.dispatch(moveTable("t42", 5, 0));
    live.flushLocal();
    expect(live.store.get()).toMatchObject({ save: "local-only", reason: "server", pending: 1 });
    expect(readLocal(9)).toMatchObject({ revision: 3, synced: false, pending: [{ command: { type: "MOVE_TABLE" } }] });
    expect(readLocal(9)?.doc).toBeUndefined();
  });

  it("fails to save now while offline, without waiting", async () => {
    const { net, editor, live, join } = session();
    await join();
    net.last.drop(1006);
    editor.dispatch(moveTable("a", 5, 0));
    await expect(live.saveNow()).rejects.toMatchObject({ reason: "offline" });
  });
});

describe("the local-only canvas (001 §4)", () => {
  it("opens the local copy and keeps edits as pending commands on its revision", () => {
    vi.useFakeTimers();
    const editor = new Editor(() => 0);
    const local = new LocalOnlySession(editor, 9, { doc: start(), revision: 2, pending: [stored], savedAt: 1, synced: false }, () => "new-1");
    sessions.push(local);
    expect(editor.isEditable).toBe(true);
    editor.dispatch(moveTable("a", 90, 0));
    expect(local.store.get()).toMatchObject({ save: "local-only", pending: 2, connection: "local" });
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    expect(readLocal(9)).toMatchObject({ revision: 2, synced: false, pending: [stored, { id: "new-1", baseRevision: 2 }] });
    expect(readLocal(9)?.doc?.tables[0].x).toBe(90);
  });
});

/** Imports on the live path: a command when it fits in a frame, else a whole save over HTTP; an
 * SQL import stored by the server becomes one undo step once its document arrives. */
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { fakeSockets } from "@/editor/sync/testing/fakeSocket";
import { schemaSync } from "@/editor/sync/testing/harness";
import { documentOf, table } from "@/editor/testing/fixtures";
import { server, withMockApi } from "@/test/server";

import { importDocument, recordServerImport } from "./imports";
import { LiveSession } from "./liveSession";
import { requestJson } from "@/test/requestJson";

withMockApi();

const start = () => documentOf([table("a", 0, 0, ["id"]), table("b", 400, 0)]);
const imported = () => documentOf([table("x", 10, 10, ["id", "label"])]);
/** A document whose replacement cannot travel in one 1 MiB frame. */
const huge = (): DiagramDocument => {
  const doc = imported();
  return { ...doc, tables: [{ ...doc.tables[0], comment: "é".repeat(600_000) }] };
};

const sessions: LiveSession[] = [];
afterEach(() => sessions.splice(0).forEach((session) => session.dispose()));

function joined(doc = start()) {
  const net = fakeSockets();
  const editor = new Editor(() => 0);
  editor.load(doc);
  const live = new LiveSession({
    editor, projectId: 5, openSocket: net.open, canEditHint: true,
    user: { id: 7, name: "alice", color: "#3b82f6" },
    tokens: { getToken: async () => "T", joined: () => undefined },
    initial: { doc, revision: 3 },
    signedIn: () => true,
    recovery: { kind: "none" },
    recoveryName: "Récupérer",
    notices: { commandError: vi.fn(), accessChanged: vi.fn(), denied: vi.fn(), recovered: vi.fn(), staleCopy: vi.fn() },
  });
  sessions.push(live);
  live.start();
  return { net, editor, live };
}

async function join(net: ReturnType<typeof fakeSockets>) {
  net.last.open();
  await vi.waitFor(() => expect(net.last.sentOf("join_diagram")).toHaveLength(1));
  net.last.receive(schemaSync(null, 3));
}

/** The server announces a replacement at `revision`; the client asks for it and gets `doc`. */
function replaced(net: ReturnType<typeof fakeSockets>, doc: DiagramDocument, revision: number) {
  net.last.receive({ type: "command", id: `srv-${revision}`, revision, command: { type: "REPLACE_DOCUMENT", data: {} } });
  expect(net.last.sentOf("resync").at(-1)).toEqual({ type: "resync", since: revision - 1 });
  net.last.receive(schemaSync(doc, revision, { you: undefined }));
}

describe("a JSON import", () => {
  it("is one command labelled json_import, undoable", async () => {
    const { net, editor, live } = joined();
    await join(net);
    await expect(importDocument(editor, live, 5, imported(), "Importer")).resolves.toEqual({ kind: "command" });
    expect(net.last.sentOf("command")).toMatchObject([{ origin: "json_import", command: { type: "BATCH" } }]);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["x"]);
    editor.undo();
    expect(editor.document.tables.map((t) => t.id)).toEqual(["a", "b"]);
    expect(net.last.sentOf("command")).toHaveLength(2);
  });

  it("too large for a frame, replaces the whole document over HTTP and arrives like a collaborator's", async () => {
    const { net, editor, live } = joined();
    await join(net);
    let body: unknown = null;
    server.use(http.patch("*/api/projects/5/update_schema/", async ({ request }) => {
      body = await requestJson(request);
      return HttpResponse.json({ id: 5, revision: 4, updated_at: "2026-01-01T00:00:00Z", tables_count: 1 });
    }));
    const done = importDocument(editor, live, 5, huge(), "Importer");
    await vi.waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ revision: live.sync.revision, schema: { tables: [{ id: "x" }] } });
    expect(live.sync.revision).toEqual(expect.any(Number));
    expect(net.last.sentOf("command")).toEqual([]);
    replaced(net, huge(), 4);
    await expect(done).resolves.toEqual({ kind: "whole", reached: true });
    expect(editor.document.tables.map((t) => t.id)).toEqual(["x"]);
  });
});

describe("an SQL import stored by the server", () => {
  it("becomes one undo step once this tab holds the imported document", async () => {
    const { net, editor, live } = joined();
    await join(net);
    const before = live.sync.document;
    const recorded = recordServerImport(editor, live, before, 4, "Importer un fichier SQL");
    replaced(net, imported(), 4);
    await expect(recorded).resolves.toEqual({ reached: true, undoable: true });
    expect(editor.document.tables.map((t) => t.id)).toEqual(["x"]);
    expect(editor.undo()).toBe(true);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["a", "b"]);
    // The undo is the user's command like any other: collaborators get it.
    expect(net.last.sentOf("command")).toHaveLength(1);
    expect(editor.redo()).toBe(true);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["x"]);
  });

  it("is not undoable when its inverse could not be sent in one frame", async () => {
    const { net, editor, live } = joined(huge());
    await join(net);
    replaced(net, start(), 4);
    await expect(recordServerImport(editor, live, huge(), 4, "Importer")).resolves.toEqual({ reached: true, undoable: false });
    expect(editor.snapshot().canUndo).toBe(false);
  });
});

/** An Editor bound to a DiagramSync (001 §4 "Live collaboration"). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as actions from "../actions";
import { Editor } from "../editor";
import { bindEditor } from "./editorBinding";
import { whenSynced } from "./headless";
import { move, schemaSync, setup, start } from "./testing/harness";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function bound(canEdit = true) {
  const harness = setup();
  const editor = new Editor(() => 0);
  editor.setEditable(false); // 001 §4: the join makes it editable
  const unbind = bindEditor(harness.sync, editor);
  harness.sync.start();
  harness.net.last.open();
  harness.net.last.receive(schemaSync(start(), 3, { you: { id: "c1", user: { id: 7, name: "Alice", color: "#3b82f6" }, canEdit } }));
  const sent = () => harness.net.last.sentOf("command").map((frame) => frame.command);
  return { ...harness, editor, unbind, sent };
}

const tableOf = (editor: Editor, id: string) => editor.document.tables.find((t) => t.id === id)!;

describe("bindEditor", () => {
  it("shows the server's document and makes the editor editable on the join", () => {
    const { editor } = bound();
    expect(editor.document).toEqual(start());
    expect(editor.isEditable).toBe(true);
  });

  it("sends the user's commands, undos and redos, never the remote ones (001 §4)", () => {
    const { editor, net, sent } = bound();
    const cmd = move("a", 50);
    editor.dispatch(cmd);
    editor.undo();
    editor.redo();
    net.last.receive({ type: "command", id: "r9", revision: 4, command: move("b", 9), author: { id: 8, name: "Bob" } });
    expect(sent().map((c) => [c.type, c.type === "MOVE_TABLE" ? c.data.x : null])).toEqual([["MOVE_TABLE", 50], ["MOVE_TABLE", 0], ["MOVE_TABLE", 50]]);
    expect(tableOf(editor, "b").x).toBe(9);
  });

  it("labels a tool's command with its source for the change log [C1]; its undo is the user's own", () => {
    const { editor, net } = bound();
    editor.dispatch(move("a", 50), "local", "layout");
    editor.undo();
    const frames = net.last.sentOf("command");
    expect(frames.map((frame) => frame.origin)).toEqual(["layout", undefined]);
  });

  it("does not send what the server already stored (origin server)", () => {
    const { editor, sent } = bound();
    editor.dispatch(move("a", 5), "server");
    expect(sent()).toEqual([]);
  });

  it("lets a viewer see, not edit: no command leaves (001 §6)", () => {
    const { editor, sent, net } = bound(false);
    expect(editor.isEditable).toBe(false);
    expect(editor.dispatch(move("a", 50))).toBe(false);
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("b", 9) });
    expect(tableOf(editor, "b").x).toBe(9);
    expect(sent()).toEqual([]);
  });

  it("follows a change of rights [R1]", () => {
    const { editor, net } = bound();
    net.last.receive({ type: "access_changed", canEdit: false });
    expect(editor.isEditable).toBe(false);
    net.last.receive({ type: "access_changed", canEdit: true });
    expect(editor.isEditable).toBe(true);
  });

  it("takes back at once a command the read-only connection cannot send", () => {
    const { editor, sent, net } = bound();
    net.last.receive({ type: "access_changed", canEdit: false });
    editor.setEditable(true); // something else made the canvas editable again
    editor.dispatch(move("a", 50));
    expect(tableOf(editor, "a").x).toBe(0);
    expect(editor.snapshot().canUndo).toBe(false);
    expect(sent()).toEqual([]);
  });

  it("removes a refused table from the canvas and from the history (001 §8) [C6]", () => {
    const { editor, net } = bound();
    editor.dispatch(actions.addTable(editor.document).command);
    expect(editor.document.tables).toHaveLength(3);
    net.last.receive({ type: "command_error", id: "cmd-1", error: "quota_reached", message: "Limite atteinte" });
    expect(editor.document.tables).toHaveLength(2);
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("keeps the user's pending command over a collaborator's earlier one; undo goes back to the collaborator's value, not over a later change", () => {
    const { editor, net } = bound();
    editor.dispatch(actions.renameTable(editor.document, "a", "mine")!);
    net.last.receive({ type: "command", id: "r4", revision: 4, command: actions.renameTable(start(), "a", "theirs") });
    expect(tableOf(editor, "a").name).toBe("mine");
    net.last.receive({ type: "command", id: "cmd-1", revision: 5, command: actions.renameTable(start(), "a", "mine") });
    net.last.receive({ type: "command", id: "r6", revision: 6, command: move("a", 70) });
    editor.undo();
    expect(tableOf(editor, "a")).toMatchObject({ name: "theirs", x: 70 });
  });

  it("stops when unbound", () => {
    const { editor, unbind, sent, net } = bound();
    unbind();
    editor.dispatch(move("a", 50));
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("b", 9) });
    expect(sent()).toEqual([]);
    expect(tableOf(editor, "b").x).toBe(400);
  });
});

describe("whenSynced (headless use)", () => {
  it("resolves once the server acknowledged everything", async () => {
    const { sync, net, join } = setup();
    sync.start();
    join();
    sync.submit(move("a", 5));
    const synced = whenSynced(sync);
    net.last.receive({ type: "command", id: "cmd-1", revision: 4, command: move("a", 5) });
    await expect(synced).resolves.toBeUndefined();
  });

  it("rejects on a refused join or a timeout", async () => {
    const refused = setup();
    refused.sync.start();
    const failing = whenSynced(refused.sync);
    refused.net.last.drop(4003);
    await expect(failing).rejects.toThrow("join refused");
    const silent = setup();
    silent.sync.start();
    const waiting = expect(whenSynced(silent.sync, 1_000)).rejects.toThrow("syncing");
    vi.advanceTimersByTime(1_000);
    await waiting;
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { addTable } from "@/editor/actions";
import { Editor } from "@/editor/editor";

import { Autosaver, SAVE_DELAY_MS, SaveConflict, type SaveStatus } from "./autosave";
import { readLocal } from "./localCopy";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(save = vi.fn(async (_doc: unknown, revision: number) => ({ revision: revision + 1 })), signedIn = true) {
  const editor = new Editor(() => 0);
  const saver = new Autosaver(editor, 7, 4, save, () => signedIn);
  const statuses: SaveStatus["state"][] = [];
  saver.onStatus((status) => statuses.push(status.state));
  return { editor, saver, save, statuses };
}

describe("Autosaver (001 §4)", () => {
  it("saves once after a pause, with the revision the edits were made on", async () => {
    const { editor, save, statuses } = setup();
    editor.dispatch(addTable(editor.document).command);
    editor.dispatch(addTable(editor.document).command);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][1]).toBe(4);
    expect(statuses).toEqual(["saving", "saved"]);
    expect(readLocal(7)).toMatchObject({ revision: 5, synced: true });
  });

  it("keeps a local copy and says so when the server fails", async () => {
    const { editor, statuses } = setup(vi.fn(async () => { throw new Error("500"); }));
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(statuses.at(-1)).toBe("local-only");
    expect(readLocal(7)).toMatchObject({ revision: 4, synced: false });
    expect(readLocal(7)?.doc.tables).toHaveLength(1);
  });

  it("reports a conflict when the server moved on", async () => {
    const { editor, saver } = setup(vi.fn(async () => { throw new SaveConflict(); }));
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saver.lastStatus).toEqual({ state: "local-only", reason: "conflict" });
  });

  it("saves locally only when signed out", async () => {
    const { editor, save, saver } = setup(undefined, false);
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
    expect(saver.lastStatus).toEqual({ state: "local-only", reason: "signed-out" });
  });

  it("ignores commands from collaborators", async () => {
    const { editor, save } = setup();
    editor.applyRemote(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it("sends edits made during a save in the next one", async () => {
    let release!: () => void;
    const save = vi.fn((_doc: unknown, revision: number) => new Promise<{ revision: number }>((resolve) => { release = () => resolve({ revision: revision + 1 }); }));
    const { editor } = setup(save);
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    editor.dispatch(addTable(editor.document).command);
    release();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect((save.mock.calls[1][0] as { tables: unknown[] }).tables).toHaveLength(2);
    expect(save.mock.calls[1][1]).toBe(5);
  });
});

describe("Autosaver.flush (Ctrl+S) during an autosave", () => {
  function pending() {
    const releases: Array<() => void> = [];
    const save = vi.fn((_doc: unknown, revision: number) =>
      new Promise<{ revision: number }>((resolve) => releases.push(() => resolve({ revision: revision + 1 }))));
    return { save, release: () => releases.shift()?.() };
  }

  it("waits for the save in flight and ends with its outcome, not 'saving'", async () => {
    const { save, release } = pending();
    const { editor, saver } = setup(save);
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saver.lastStatus.state).toBe("saving");
    let done = false;
    const flushed = saver.flush().then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    release();
    await flushed;
    expect(saver.lastStatus.state).toBe("saved");
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("then sends the edits made while it was in flight", async () => {
    const { save, release } = pending();
    const { editor, saver } = setup(save);
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    editor.dispatch(addTable(editor.document).command);
    const flushed = saver.flush();
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await flushed;
    expect(save).toHaveBeenCalledTimes(2);
    expect((save.mock.calls[1][0] as { tables: unknown[] }).tables).toHaveLength(2);
    expect(saver.lastStatus.state).toBe("saved");
    expect(saver.hasUnsavedChanges).toBe(false);
  });
});

describe("Autosaver over the plan's limit", () => {
  it("reports the server's quota message and keeps the edits unsaved", async () => {
    const { OverQuota } = await import("./autosave");
    const { editor, saver } = setup(vi.fn(async () => { throw new OverQuota("Votre plan limite un diagramme à 1 table(s)."); }));
    editor.dispatch(addTable(editor.document).command);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(saver.lastStatus).toEqual({ state: "quota", message: "Votre plan limite un diagramme à 1 table(s)." });
    expect(saver.hasUnsavedChanges).toBe(true);
  });
});

/**
 * The local-only canvas (001 §4): the server could not be reached at start, so the local copy
 * opens without a live session. Edits are kept as pending commands on the copy's revision, the
 * same list a live session keeps, so the next visit with a server sends them (rebased there).
 */
import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import type { StoredCommand } from "@/editor/sync/diagramSync";

import { writeLocal, type LocalEntry } from "../saving/localCopy";
import { initialState, LiveStore, nextState } from "./liveState";
import { PERSIST_MS } from "./liveSession";

export class LocalOnlySession {
  readonly store: LiveStore;
  private readonly pending: StoredCommand[];
  private readonly stop: () => void;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private storedLocally = true;

  constructor(private readonly editor: Editor, private readonly projectId: number, private readonly entry: LocalEntry & { doc: DiagramDocument }, newId: () => string = () => globalThis.crypto.randomUUID()) {
    this.pending = [...(entry.pending ?? [])];
    this.store = new LiveStore({ ...initialState(true, entry.revision), connection: "local" });
    editor.load(entry.doc);
    editor.setEditable(true);
    this.stop = editor.onCommand((command, origin, source) => {
      if (origin !== "local" && origin !== "undo" && origin !== "redo") return;
      this.pending.push({ id: newId(), command, baseRevision: entry.revision, ...(source ? { origin: source } : {}) });
      this.timer ??= setTimeout(() => this.flush(), PERSIST_MS);
      this.observe();
    });
    this.observe();
  }

  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = [...this.pending];
    this.storedLocally = writeLocal(this.projectId, { ...this.entry, doc: this.editor.document, pending, savedAt: Date.now(), synced: pending.length === 0 });
    this.observe();
  }

  dispose() {
    if (this.timer) this.flush();
    this.stop();
    this.store.dispose();
  }

  private observe() {
    const seen = { sync: "offline" as const, joined: false, pending: this.pending.length, revision: this.entry.revision, storedLocally: this.storedLocally, signedIn: true };
    this.store.set({ ...nextState(this.store.get(), seen, false), connection: "local" });
  }
}

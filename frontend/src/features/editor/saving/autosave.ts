/**
 * Saving (001 §4): every change is copied locally at once and sent to the server after a short
 * pause (`PATCH update_schema` with the revision it was made on). The status drives the messages:
 * saving, saved locally and on the server, saved locally only (server error, or signed out),
 * cannot save.
 */
import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";

import { markSynced, writeLocal } from "./localCopy";

export type SaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "local-only"; reason: "server" | "signed-out" | "conflict" }
  | { state: "quota"; message: string }
  | { state: "failed" };

export const SAVE_DELAY_MS = 800;
export const LOCAL_DELAY_MS = 250;

export interface ServerSave {
  (doc: DiagramDocument, revision: number): Promise<{ revision: number }>;
}

export class SaveConflict extends Error {}
/** The plan's tables-per-diagram limit refused the document; `message` is the server's. */
export class OverQuota extends Error {}
export class SignedOut extends Error {}

export class Autosaver {
  private revision: number;
  private dirty = false;
  private saving = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private localTimer: ReturnType<typeof setTimeout> | null = null;
  private status: SaveStatus = { state: "idle" };
  private listeners = new Set<(status: SaveStatus) => void>();
  private unsubscribe: () => void;

  constructor(
    private readonly editor: Editor,
    private readonly projectId: number,
    revision: number,
    private readonly save: ServerSave,
    private readonly signedIn: () => boolean,
  ) {
    this.revision = revision;
    this.unsubscribe = editor.onCommand((_command, origin) => {
      if (origin !== "remote" && origin !== "server") this.changed();
    });
  }

  get currentRevision(): number {
    return this.revision;
  }

  get hasUnsavedChanges(): boolean {
    return this.dirty || this.saving;
  }

  onStatus(listener: (status: SaveStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private setStatus(status: SaveStatus) {
    this.status = status;
    this.listeners.forEach((listener) => listener(status));
  }

  get lastStatus(): SaveStatus {
    return this.status;
  }

  /** A change happened: copy it locally soon, send it to the server after the pause. */
  changed() {
    this.dirty = true;
    if (this.localTimer) clearTimeout(this.localTimer);
    this.localTimer = setTimeout(() => this.writeLocal(false), LOCAL_DELAY_MS);
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  private writeLocal(synced: boolean): boolean {
    this.localTimer = null;
    return writeLocal(this.projectId, { doc: this.editor.document, revision: this.revision, savedAt: Date.now(), synced });
  }

  /**
   * Save now (Ctrl+S, leaving the page); resolves when done. A save already in flight is waited
   * for, then what changed meanwhile is sent: Ctrl+S during an autosave reports how it ended
   * instead of seeing it still "saving".
   */
  async flush(): Promise<void> {
    while (this.inflight) await this.inflight;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.dirty) return;
    const run = this.send();
    this.inflight = run;
    try {
      await run;
    } finally {
      this.inflight = null;
    }
  }

  private inflight: Promise<void> | null = null;

  private async send(): Promise<void> {
    const storedLocally = this.writeLocal(false);
    if (!this.signedIn()) {
      this.setStatus(storedLocally ? { state: "local-only", reason: "signed-out" } : { state: "failed" });
      return;
    }
    this.dirty = false;
    this.saving = true;
    this.setStatus({ state: "saving" });
    try {
      const result = await this.save(this.editor.document, this.revision);
      this.revision = result.revision;
      if (!this.dirty) markSynced(this.projectId, this.revision);
      this.setStatus({ state: "saved" });
    } catch (error) {
      this.dirty = true;
      if (error instanceof OverQuota) {
        this.setStatus({ state: "quota", message: error.message });
      } else {
        const reason = error instanceof SaveConflict ? "conflict" : error instanceof SignedOut ? "signed-out" : "server";
        this.setStatus(storedLocally ? { state: "local-only", reason } : { state: "failed" });
      }
    } finally {
      this.saving = false;
    }
    // Changes made while the request was in flight go in the next save.
    if (this.dirty && this.status.state === "saved") this.changed();
  }

  /** The server stored a new revision itself (an import): continue from it. */
  rebase(revision: number) {
    this.revision = revision;
    markSynced(this.projectId, revision);
  }

  dispose() {
    this.unsubscribe();
    if (this.saveTimer) clearTimeout(this.saveTimer);
    if (this.localTimer) clearTimeout(this.localTimer);
    this.listeners.clear();
  }
}

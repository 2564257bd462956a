/**
 * The designer's live session (001 §4 "Live collaboration", "Saving"): one DiagramSync bound to
 * the editor, the save and connection state for the screen, the pending commands kept in the
 * local copy across reloads, and what the page must tell the user (rights, refusals). React-free:
 * the page creates it per opened diagram and disposes of it on leaving.
 */
import { replaceDocument } from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { DiagramSync, type CommandError, type DiagramSyncOptions, type JoinInfo, type StoredCommand } from "@/editor/sync/diagramSync";
import { bindEditor } from "@/editor/sync/editorBinding";
import { bindIncomingImport } from "@/editor/sync/incomingImport";
import { SaveError } from "@/editor/sync/saveRequests";

import { writeLocal, type Recovery } from "../saving/localCopy";
import { initialState, LiveStore, nextState, type Denial } from "./liveState";

/** Pending commands reach the local copy this soon (a reload offline must find them)... */
export const PERSIST_MS = 300;
/** ...while collaborators' changes alone wait longer: a busy diagram must not stall on
 * localStorage, and they only refresh the copy the local-only canvas would open. */
export const PERSIST_DOCUMENT_MS = 2_000;
/** "Save now" waits this long for the pending commands to be acknowledged. */
export const DRAIN_MS = 10_000;

export interface LiveNotices {
  commandError(error: CommandError): void;
  /** The edit right changed while connected [R1]. */
  accessChanged(canEdit: boolean): void;
  denied(kind: Denial): void;
  /** Edits kept from an earlier visit were sent again. */
  recovered(): void;
  /** An old local copy could not be applied. */
  staleCopy(): void;
}

export interface LiveSessionOptions extends Pick<DiagramSyncOptions, "user" | "initial" | "fetchDocument" | "postCommand" | "openSocket" | "url" | "newId" | "linkKey"> {
  editor: Editor;
  projectId: number;
  tokens: { getToken: () => Promise<string | null>; joined: () => void };
  /** The access the page knows before the join (null for "unknown"). */
  canEditHint: boolean | null;
  signedIn: () => boolean;
  /** What the local copy holds from an earlier visit, taken back after the first join. */
  recovery: Recovery;
  /** The change log's name for a recovered whole document. */
  recoveryName: string;
  notices: LiveNotices;
}

const DENYING = new Set(["forbidden", "not_found"]);

export class LiveSession {
  readonly sync: DiagramSync;
  readonly store: LiveStore;
  private readonly stops: Array<() => void> = [];
  private joinedOnce = false;
  /** Local copies are written only once this tab may edit: before, nothing of the user's is
   * pending, and writing would drop the commands an earlier visit kept. */
  private persisting = false;
  private persistTimer: ReturnType<typeof setTimeout> | null = null;
  private persistAt = Infinity;
  private storedLocally = true;
  /** The server took a command since the pending list was last empty. */
  private acknowledged = false;
  private disposed = false;

  constructor(private readonly options: LiveSessionOptions) {
    const { editor, projectId, tokens, user, initial, fetchDocument, postCommand, openSocket, url, newId, linkKey } = options;
    this.sync = new DiagramSync({ diagramId: projectId, user, getToken: tokens.getToken, linkKey, initial, fetchDocument, postCommand, openSocket, url, newId });
    this.store = new LiveStore(initialState(options.canEditHint, initial?.revision ?? 0));
    // 001 §4: the edit right comes with the join.
    editor.setEditable(false);
    const sync = this.sync;
    this.stops.push(
      bindEditor(sync, editor),
      bindIncomingImport(sync, editor),
      sync.onPending((delta) => {
        if (delta.acknowledged > 0) this.acknowledged = true;
        this.persistSoon();
        this.observe();
      }),
      sync.onDocument(() => {
        this.persistSoon(PERSIST_DOCUMENT_MS);
        this.observe();
      }),
      sync.onStatus((status) => {
        if (status === "error") this.deny("access");
        this.observe();
      }),
      sync.onJoin((info) => this.joined(info)),
      sync.onAccess((canEdit) => this.accessChanged(canEdit)),
      sync.onJoinError(({ error }) => {
        // A refused token gets one more try with a fresh one: only a final refusal denies.
        if (DENYING.has(error)) this.deny("access");
        else if (error === "too_large") this.deny("too_large");
      }),
      sync.onCommandError((error) => options.notices.commandError(error)),
    );
  }

  start() {
    this.sync.start();
    this.observe();
  }

  /** Resolves once the server acknowledged every pending command; false when offline, refused or
   * after `timeoutMs`. Save now, the auto layout and the imports start from the server's state. */
  drain(timeoutMs = DRAIN_MS): Promise<boolean> {
    return this.until(() => this.sync.pendingCount === 0 && this.sync.isJoined, timeoutMs);
  }

  /** Resolves once this tab holds the server's `revision` (a change made over HTTP, an import,
   * arrives through the socket); false when offline, refused or after `timeoutMs`. */
  reach(revision: number, timeoutMs = DRAIN_MS): Promise<boolean> {
    return this.until(() => this.sync.revision >= revision && this.sync.isJoined, timeoutMs);
  }

  private until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const settled = () => (done() ? true : this.sync.status === "offline" || this.sync.status === "error" ? false : null);
    const now = settled();
    if (now !== null) return Promise.resolve(now);
    return new Promise((resolve) => {
      const stops: Array<() => void> = [];
      const finish = (value: boolean) => {
        clearTimeout(timer);
        stops.forEach((stop) => stop());
        resolve(value);
      };
      const check = () => {
        const value = settled();
        if (value !== null) finish(value);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      stops.push(this.sync.onPending(check), this.sync.onStatus(check), this.sync.onDocument(check));
    });
  }

  /** Ctrl+S (001 §4): the pending commands acknowledged, then the server's snapshot written. */
  async saveNow(): Promise<number> {
    if (!(await this.drain())) throw new SaveError(this.sync.isJoined ? "timeout" : "offline");
    return this.sync.forceSave();
  }

  /** Writes the local copy now (the page is being hidden or left). */
  flushLocal() {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = null;
    this.persistAt = Infinity;
    if (!this.persisting) return;
    const pending = this.sync.pendingCommands();
    this.storedLocally = writeLocal(this.options.projectId, {
      doc: this.sync.document, revision: this.sync.revision, pending, savedAt: Date.now(), synced: pending.length === 0,
    });
  }

  /** Leaving (001 §4): local copy written, force_save, the socket closed 500 ms later. */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.flushLocal();
    this.stops.forEach((stop) => stop());
    this.store.dispose();
    void this.sync.leave();
  }

  private observe() {
    const sync = this.sync;
    const seen = { sync: sync.status, joined: sync.isJoined, pending: sync.pendingCount, revision: sync.revision, storedLocally: this.storedLocally, signedIn: this.options.signedIn() };
    this.store.set(nextState(this.store.get(), seen, this.acknowledged));
    if (seen.pending === 0) this.acknowledged = false;
  }

  private persistSoon(delay = PERSIST_MS) {
    if (!this.persisting || Date.now() + delay >= this.persistAt) return;
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistAt = Date.now() + delay;
    this.persistTimer = setTimeout(() => {
      this.flushLocal();
      this.observe();
    }, delay);
  }

  private joined(info: JoinInfo) {
    this.options.tokens.joined();
    const canEdit = info.you?.canEdit ?? this.sync.canEdit;
    this.store.patch({ canEdit });
    if (!this.joinedOnce) {
      this.joinedOnce = true;
      if (canEdit) this.recover();
    }
    this.observe();
  }

  private recover() {
    this.persisting = true;
    const { recovery, notices, initial } = this.options;
    if (recovery.kind === "pending") {
      this.sync.restorePending(recovery.commands);
      notices.recovered();
    } else if (recovery.kind === "document" && initial) {
      // A copy from before live collaboration: the whole document, made on `initial`'s revision.
      const command = replaceDocument(initial.doc, recovery.doc, this.options.recoveryName);
      const stored: StoredCommand = { id: globalThis.crypto.randomUUID(), command, baseRevision: recovery.revision, origin: "recovery" };
      this.sync.restorePending([stored]);
      notices.recovered();
    } else if (recovery.kind === "stale" || recovery.kind === "document") {
      notices.staleCopy();
    }
    this.persistSoon();
  }

  private accessChanged(canEdit: boolean) {
    const before = this.store.get().canEdit;
    this.store.patch({ canEdit });
    // The join's own announcement is not a change; a rejoin with the same right neither.
    if (this.joinedOnce && before !== null && before !== canEdit) this.options.notices.accessChanged(canEdit);
    if (canEdit && !this.persisting && this.joinedOnce) this.recover();
  }

  private deny(kind: Denial) {
    if (this.store.get().denied) return;
    this.store.patch({ denied: kind, canEdit: false });
    this.sync.stop();
    this.options.editor.setEditable(false);
    this.flushLocal();
    this.options.notices.denied(kind);
    this.observe();
  }
}

/** The diagram's document for `fetchDocument`, from the project's HTTP answer. */
export function documentOf(schema: unknown): DiagramDocument | null {
  const doc = schema as Partial<DiagramDocument> | null;
  return doc && Array.isArray(doc.tables) && Array.isArray(doc.relations) ? (doc as DiagramDocument) : null;
}

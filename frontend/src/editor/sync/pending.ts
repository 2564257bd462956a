/**
 * The client's side of server-authoritative editing, pure and synchronous (no socket, no clock):
 * the server's document at `revision`, the user's commands it has not acknowledged yet, and the
 * local document = the server's document with those commands replayed on it, in order.
 *
 * Server commands are applied strictly in revision order [G1]: older ones are duplicates, later
 * ones wait for the gap to fill. The user's own command coming back is its acknowledgement [C4]:
 * it leaves `pending` and joins the confirmed document. Every party applies the same commands in
 * the same order with the same reducer, so every local document converges on the server's.
 */
import { emptyOverwrites, overwritesBetween, sameValue, type Overwrites } from "../commands/history";
import { apply } from "../commands/reducer";
import type { Command } from "../commands/types";
import type { DiagramDocument } from "../model/types";
import { REPLACE_DOCUMENT, type CommandOrigin, type ServerCommand } from "./protocol";

export interface PendingCommand {
  readonly id: string;
  readonly command: Command;
  /** The revision the user saw when making it [C1]. */
  readonly baseRevision: number;
  /** The change log's label [C1]; absent for the editor's own edits. */
  readonly origin?: CommandOrigin;
  /** Sent on the current connection; cleared when it closes, so a reconnect sends it again [G3]. */
  sent: boolean;
}

/** What one step of the state machine did, for the editor and the listeners. */
export interface SyncChange {
  /** Collaborators' commands that entered the server's document, in server order. */
  remote: Command[];
  /** What those commands wrote, measured on the server's document: undo must not write it back. */
  overwritten: Overwrites;
  /** The user's commands the server acknowledged. */
  acknowledged: PendingCommand[];
  /** The user's commands the server refused [C6]. */
  refused: PendingCommand[];
  /** A whole-document change arrived: the document must be asked for again (`resync`). */
  resync: boolean;
}

const noChange = (): SyncChange => ({ remote: [], overwritten: emptyOverwrites(), acknowledged: [], refused: [], resync: false });

export class PendingState {
  private confirmedDoc: DiagramDocument;
  private revisionNumber: number;
  private queue: PendingCommand[] = [];
  /** `chain[i]`: the server's document with `queue[0..i]` applied; the last one is the local document. */
  private chain: DiagramDocument[] = [];
  /** Commands beyond the next revision, by revision, until the gap fills [G1]. */
  private held = new Map<number, ServerCommand>();
  /** A REPLACE_DOCUMENT was met: nothing after it applies until a whole document comes. */
  private blocked = false;
  /** The queue index from which `chain` must be recomputed, or null when it is up to date. */
  private stale: number | null = null;

  constructor(doc: DiagramDocument, revision: number) {
    this.confirmedDoc = doc;
    this.revisionNumber = revision;
  }

  get revision(): number {
    return this.revisionNumber;
  }

  get confirmed(): DiagramDocument {
    return this.confirmedDoc;
  }

  get local(): DiagramDocument {
    return this.chain.length > 0 ? this.chain[this.chain.length - 1] : this.confirmedDoc;
  }

  get pending(): readonly PendingCommand[] {
    return this.queue;
  }

  /** Commands are missing between `revision` and one that arrived, or a whole document is due. */
  get hasGap(): boolean {
    return this.held.size > 0 || this.blocked;
  }

  /** The user made `command` on the local document. */
  submit(id: string, command: Command, baseRevision = this.revisionNumber, origin?: CommandOrigin): PendingCommand {
    const entry: PendingCommand = { id, command, baseRevision, sent: false, ...(origin ? { origin } : {}) };
    this.queue.push(entry);
    this.chain.push(apply(this.local, command));
    return entry;
  }

  /** Every pending command becomes unsent (the connection closed). */
  unsend() {
    this.queue.forEach((entry) => (entry.sent = false));
  }

  /** One numbered command from the server: a `command` frame, or an entry of a `changes` list. */
  receive(entry: ServerCommand): SyncChange {
    return this.receiveAll([entry]);
  }

  receiveAll(entries: readonly ServerCommand[]): SyncChange {
    const change = noChange();
    for (const entry of entries) this.take(entry, change);
    this.drain(change);
    this.rebuild();
    return change;
  }

  /** A whole document from the server (`schema_sync` or the answer to a resync). Pending commands
   * are replayed on it; those it already holds come back as duplicates when resent [C5]. */
  replace(doc: DiagramDocument, revision: number): SyncChange {
    const change = noChange();
    overwritesBetween(this.confirmedDoc, doc, change.overwritten);
    this.confirmedDoc = doc;
    this.revisionNumber = revision;
    this.blocked = false;
    this.stale = 0;
    this.drain(change);
    this.rebuild();
    return change;
  }

  /** A whole document is due (fetched over HTTP): nothing applies until `replace` brings it. */
  expectWhole() {
    this.blocked = true;
  }

  /** The server refused the command `id` [C6]: it leaves the local document. */
  reject(id: string): SyncChange {
    const change = noChange();
    const at = this.queue.findIndex((entry) => entry.id === id);
    if (at < 0) return change;
    change.refused.push(...this.queue.splice(at, 1));
    this.invalidate(at);
    this.rebuild();
    return change;
  }

  private take(entry: ServerCommand, change: SyncChange) {
    if (entry.revision <= this.revisionNumber) this.duplicate(entry, change);
    else this.held.set(entry.revision, entry);
  }

  /** A command the document already holds [G1]: ignored, unless it answers a resent command of
   * ours [C5], which is then acknowledged without being applied twice. */
  private duplicate(entry: ServerCommand, change: SyncChange) {
    const at = this.queue.findIndex((pending) => pending.id === entry.id);
    if (at < 0) return;
    change.acknowledged.push(...this.queue.splice(at, 1));
    this.invalidate(at);
  }

  /** Applies held commands while the next revision is among them. */
  private drain(change: SyncChange) {
    for (const [revision, entry] of this.held) {
      if (revision > this.revisionNumber) continue;
      this.held.delete(revision);
      this.duplicate(entry, change);
    }
    for (let next = this.held.get(this.revisionNumber + 1); next && !this.blocked; next = this.held.get(this.revisionNumber + 1)) {
      if (next.command.type === REPLACE_DOCUMENT) {
        this.blocked = true;
        change.resync = true;
        return;
      }
      this.held.delete(next.revision);
      this.applyNext(next, next.command as Command, change);
    }
  }

  private applyNext(entry: ServerCommand, command: Command, change: SyncChange) {
    const before = this.confirmedDoc;
    const at = this.queue.findIndex((pending) => pending.id === entry.id);
    this.revisionNumber = entry.revision;
    let result: DiagramDocument | null = null;
    if (at === 0 && this.stale === null) {
      // The usual acknowledgement: the server applied our first command to the document we
      // rebased on. Unless it normalised the command into something else, the result is already
      // computed, and the local document stays the same object (nothing to redraw).
      result = sameValue(command, this.queue[0].command) ? this.chain[0] : apply(before, command);
      if (result === this.chain[0] || sameValue(result, this.chain[0])) {
        this.confirmedDoc = this.chain.shift()!;
        change.acknowledged.push(this.queue.shift()!);
        return;
      }
    }
    this.confirmedDoc = result ?? apply(before, command);
    if (at >= 0) {
      // Ours, but the server normalised it, or (a protocol violation) it overtook older ones.
      change.acknowledged.push(...this.queue.splice(at, 1));
    } else {
      change.remote.push(command);
      overwritesBetween(before, this.confirmedDoc, change.overwritten);
    }
    this.invalidate(0);
  }

  private invalidate(from: number) {
    this.stale = this.stale === null ? from : Math.min(this.stale, from);
  }

  private rebuild() {
    if (this.stale === null) return;
    const from = Math.min(this.stale, this.queue.length);
    this.chain.length = from;
    let doc = from === 0 ? this.confirmedDoc : this.chain[from - 1];
    for (let at = from; at < this.queue.length; at += 1) {
      doc = apply(doc, this.queue[at].command);
      this.chain.push(doc);
    }
    this.stale = null;
  }
}

/**
 * The live-collaboration client of one diagram (web/realtime/PROTOCOL.md; 001 §4, §7): the join,
 * the pending commands, gaps, saves, rights and presence over a Connection. Framework-free and
 * transport-agnostic: the socket comes from `openSocket` (a browser WebSocket by default, `ws`
 * from Node), time from an injectable clock. `bindEditor` (editorBinding.ts) connects it to an
 * Editor; without one it is a headless client (tests, scripts against a real server).
 */
import { emptyOverwrites } from "../commands/history";
import type { Command } from "../commands/types";
import { emptyDocument, type DiagramDocument } from "../model/types";
import { Connection, type SocketLike } from "./connection";
import { Emitter } from "./emitter";
import { PendingState, type PendingCommand, type SyncChange } from "./pending";
import { Presence } from "./presence";
import type { ClientFrame, CommandOrigin, LiveUser, SchemaSync, ServerFrame, ViewTransform } from "./protocol";
import { SaveError, SaveRequests } from "./saveRequests";
import { GapWatch, RESYNC_RETRY_MS } from "./gapWatch";
import type { ImportFrame } from "./incomingImport";
import { acknowledgement, CommandRefusal, type PostCommand } from "./largeCommands";
import { systemClock, type Clock } from "./timing";
import { tr } from "../i18n";
import { withLanguage } from "@/shared/i18n/current";

export type { SocketLike };

/** 001 §3. */
export type SyncStatus = "offline" | "syncing" | "synced" | "error";

/** 001 §4: on leaving, force_save then disconnect 500 ms later. */
export const LEAVE_MS = 500;
/** Frames are at most 1 MiB: a bigger command would make the server close the socket, and the
 * reconnection would send it again forever. It goes over HTTP instead [C7]. */
export const MAX_FRAME_BYTES = 1_048_576;

export interface DiagramSyncOptions {
  diagramId: string | number;
  /** Advisory (the server takes the account's); `color` is kept when in the palette. */
  user: { id: string | number | null; name: string; color: string };
  /** Read at every join, so a refreshed token is used on reconnection. */
  getToken: () => string | null | Promise<string | null>;
  /** The public link's key a visitor opened the diagram with [P2]. */
  linkKey?: string | null;
  openSocket?: (url: string) => SocketLike;
  url?: string;
  /** A document the page holds at a known revision: the join then asks only for what follows. */
  initial?: { doc: DiagramDocument; revision: number };
  /** Reads the document over HTTP (`GET /api/projects/{id}`), for one too large for a frame [P3]. */
  fetchDocument?: () => Promise<{ doc: DiagramDocument; revision: number }>;
  /** Sends a command too large for a frame over HTTP [C7]; without it such a command is refused. */
  postCommand?: PostCommand;
  clock?: Clock;
  newId?: () => string;
}

export interface CommandError {
  id: string | null;
  /** quota_reached, forbidden, invalid_command or too_large [C6]. */
  error: string;
  /** French, for the red toast. */
  message: string;
  /** The refused command, when it was one of this client's pending commands. */
  command: Command | null;
}

export interface JoinInfo {
  project: { id: string | number; name: string };
  you: { id: string; user: LiveUser; canEdit: boolean } | null;
  /** The user's last view of this diagram (scale 1 at 0, 0 when none). */
  viewTransform: ViewTransform;
}

/** What changed the pending list: the page tells an acknowledged save from a refused command. */
export interface PendingDelta {
  added: number;
  acknowledged: number;
  refused: number;
}

/** A pending command as kept across a reload. */
export type StoredCommand = { id: string; command: Command; baseRevision?: number; origin?: CommandOrigin };

const noChange = (): SyncChange => ({ remote: [], overwritten: emptyOverwrites(), acknowledged: [], refused: [], resync: false });

export class DiagramSync {
  private readonly state: PendingState;
  private readonly clock: Clock;
  private readonly connection: Connection;
  private readonly presence: Presence;
  private readonly saves: SaveRequests;
  private readonly newId: () => string;
  private joined = false;
  /** The state's document came from the server, so a join may ask only for the changes after it. */
  private hasBase: boolean;
  private readonly gaps: GapWatch;
  private access = true;
  /** A document too large for the socket is being read over HTTP [P3]. */
  private fetching = false;
  /** The id of the command going over HTTP [C7]: nothing is sent until it is answered. */
  private posting: string | null = null;
  private statusValue: SyncStatus = "offline";
  private you: string | null = null;

  private readonly documents = new Emitter<[DiagramDocument, SyncChange]>();
  private readonly statuses = new Emitter<[SyncStatus]>();
  private readonly commandErrors = new Emitter<[CommandError]>();
  private readonly accesses = new Emitter<[boolean]>();
  private readonly joins = new Emitter<[JoinInfo]>();
  private readonly joinErrors = new Emitter<[{ error: string; message: string }]>();
  private readonly pendings = new Emitter<[PendingDelta]>();
  private readonly imports = new Emitter<[ImportFrame]>();

  /** The document changed for another reason than `submit`: collaborators' commands, an
   * acknowledgement the server normalised, a refused command, a whole document. */
  readonly onDocument = this.documents.on;
  readonly onStatus = this.statuses.on;
  readonly onCommandError = this.commandErrors.on;
  readonly onAccess = this.accesses.on;
  readonly onJoin = this.joins.on;
  /** A refused join; the socket then closes (the page falls back to its recovery save, 001 §7). */
  readonly onJoinError = this.joinErrors.on;
  /** The pending list changed (what was added, acknowledged or refused): the page may persist
   * `pendingCommands()`, and tell a save from a refusal. */
  readonly onPending = this.pendings.on;
  /** A running SQL import's frames (incomingImport.ts binds them to an editor). */
  readonly onImport = this.imports.on;
  readonly onPresence: Presence["onUsers"];
  readonly onCursors: Presence["onCursors"];
  readonly onViewTransform: Presence["onView"];

  constructor(private readonly options: DiagramSyncOptions) {
    this.clock = options.clock ?? systemClock;
    this.state = new PendingState(options.initial?.doc ?? emptyDocument(), options.initial?.revision ?? 0);
    this.hasBase = options.initial !== undefined;
    this.gaps = new GapWatch(this.state, this.clock, (since) => this.joined && this.connection.send({ type: "resync", since }));
    this.newId = options.newId ?? (() => globalThis.crypto.randomUUID());
    this.saves = new SaveRequests(this.clock);
    this.presence = new Presence(this.clock, options.user, (frame) => this.connection.send(frame));
    this.onPresence = this.presence.onUsers;
    this.onCursors = this.presence.onCursors;
    this.onViewTransform = this.presence.onView;
    // The language is read at each (re)connection: the server words its refusals in it.
    const openSocket = options.openSocket ?? ((url: string) => new WebSocket(withLanguage(url)) as unknown as SocketLike);
    this.connection = new Connection(options.url ?? defaultUrl(options.diagramId), openSocket, options.getToken, this.clock, {
      join: (token) => this.joinFrame(token),
      frame: (frame) => this.receive(frame),
      up: () => this.updateStatus(),
      down: () => this.down(),
    });
  }

  // --- reading -----------------------------------------------------------------------------

  /** The local document: the server's with the pending commands replayed on it. */
  get document(): DiagramDocument {
    return this.state.local;
  }

  /** The server's document at `revision`. */
  get confirmedDocument(): DiagramDocument {
    return this.state.confirmed;
  }

  get revision(): number {
    return this.state.revision;
  }

  get status(): SyncStatus {
    return this.statusValue;
  }

  get canEdit(): boolean {
    return this.access;
  }

  get isJoined(): boolean {
    return this.joined;
  }

  /** This connection's id in the presence list (null before the first join). */
  get connectionId(): string | null {
    return this.you;
  }

  get users() {
    return this.presence.users;
  }

  get remoteCursors() {
    return this.presence.remoteCursors;
  }

  get pendingCount(): number {
    return this.state.pending.length;
  }

  /** Unacknowledged commands, in order, to keep in localStorage across a reload. */
  pendingCommands(): StoredCommand[] {
    return this.state.pending.map(({ id, command, baseRevision, origin }) => ({ id, command, baseRevision, ...(origin ? { origin } : {}) }));
  }

  // --- lifecycle ---------------------------------------------------------------------------

  start() {
    this.connection.start();
    this.updateStatus();
  }

  stop() {
    this.connection.stop();
    this.updateStatus();
  }

  /** 001 §4: the server saves, then the socket closes 500 ms later. */
  async leave(): Promise<void> {
    if (this.joined) {
      this.forceSave().catch(() => undefined);
      await new Promise<void>((resolve) => this.clock.setTimeout(resolve, LEAVE_MS));
    }
    this.stop();
  }

  // --- sending -----------------------------------------------------------------------------

  /** Queues the user's command (already shown locally) and sends it once joined. Null for a
   * read-only connection: viewers emit no command (001 §6). */
  submit(command: Command, origin?: CommandOrigin): PendingCommand | null {
    if (!this.access) return null;
    const entry = this.state.submit(this.newId(), command, this.state.revision, origin);
    this.pendings.emit({ added: 1, acknowledged: 0, refused: 0 });
    if (this.joined) this.sendCommand(entry);
    this.updateStatus();
    return entry;
  }

  /** Commands kept from a previous page (`pendingCommands()`), sent after the join with their
   * original ids, so one the server already applied is not applied twice [C5]. */
  restorePending(list: readonly StoredCommand[], baseRevision = this.state.revision) {
    const before = this.state.local;
    const known = new Set(this.state.pending.map((entry) => entry.id));
    const added = list
      .filter((stored) => !known.has(stored.id))
      .map((stored) => this.state.submit(stored.id, stored.command, stored.baseRevision ?? baseRevision, stored.origin));
    if (added.length === 0) return;
    this.pendings.emit({ added: added.length, acknowledged: 0, refused: 0 });
    this.settle(noChange(), before);
    if (this.joined) added.forEach((entry) => this.sendCommand(entry));
  }

  moveCursor(x: number, y: number) {
    if (this.joined) this.presence.moveCursor(x, y);
  }

  sendViewTransform(view: ViewTransform) {
    if (this.joined) this.presence.shareView(view);
  }

  /** Resolves with the saved revision; rejects with a SaveError (the server's message, no answer
   * within 10 s, or no connection). */
  forceSave(): Promise<number> {
    if (!this.joined) return Promise.reject(new SaveError("offline"));
    return this.saves.request(() => this.connection.send({ type: "force_save" }));
  }

  private sendCommand(entry: PendingCommand) {
    if (this.posting !== null) return;
    const frame: ClientFrame = { type: "command", id: entry.id, baseRevision: entry.baseRevision, command: entry.command, ...(entry.origin ? { origin: entry.origin } : {}) };
    const text = JSON.stringify(frame);
    // UTF-8 takes at most 3 bytes per UTF-16 unit: most commands skip the encoding.
    if (text.length * 3 > MAX_FRAME_BYTES && new TextEncoder().encode(text).length > MAX_FRAME_BYTES) {
      if (this.options.postCommand) this.post(entry, this.options.postCommand);
      else this.refuse(entry.id, "too_large", tr("sync.commandTooLarge"));
      return;
    }
    if (this.connection.send(text)) entry.sent = true;
  }

  /** [C7] The command over HTTP; its answer is its acknowledgement. Refused, it is dropped;
   * unanswered, it is sent again a little later (the server applies it once [C5]). */
  private post(entry: PendingCommand, postCommand: PostCommand) {
    this.posting = entry.id;
    entry.sent = true;
    const { id, baseRevision, command, origin } = entry;
    postCommand({ id, baseRevision, command, connection: this.you, ...(origin ? { origin } : {}) }).then(
      (posted) => {
        this.posting = null;
        // Off the socket the answer could land before the document it follows: the command goes
        // again after the next join instead.
        if (this.joined) this.receive({ type: "command", ...acknowledgement(posted, command) });
        this.sendUnsent();
      },
      (caught: unknown) => {
        this.posting = null;
        if (caught instanceof CommandRefusal) {
          this.refuse(id, caught.error, caught.message);
          this.sendUnsent();
          return;
        }
        entry.sent = false;
        this.clock.setTimeout(() => this.sendUnsent(), RESYNC_RETRY_MS);
      },
    );
  }

  /** [G3] Every pending command not sent on this connection, in order. */
  private sendUnsent() {
    if (!this.joined) return;
    for (const entry of [...this.state.pending]) if (!entry.sent) this.sendCommand(entry);
  }

  private joinFrame(token: string | null): ClientFrame {
    const { id, name, color } = this.options.user;
    // A document waiting for a whole replacement must not ask for a tail [G2].
    const revision = this.hasBase && !this.state.hasGap ? { revision: this.state.revision } : {};
    const key = this.options.linkKey ? { key: this.options.linkKey } : {};
    return { type: "join_diagram", diagramId: this.options.diagramId, user: { id, name, color }, token, ...revision, ...key };
  }

  private down() {
    this.joined = false;
    this.gaps.stop();
    this.state.unsend();
    this.saves.abandon();
    this.presence.clear();
    this.updateStatus();
  }

  // --- receiving ---------------------------------------------------------------------------

  private receive(frame: ServerFrame) {
    switch (frame.type) {
      case "schema_sync":
        return this.synced(frame);
      case "command":
      case "changes": {
        if (!this.joined) return; // never before the document they apply to
        const before = this.state.local;
        const change = this.state.receiveAll(frame.type === "command" ? [frame] : frame.changes);
        this.gaps.heardOf(frame.revision);
        return this.settle(change, before);
      }
      case "command_error": {
        // Without an id (an older server), it answers this connection's oldest command in flight:
        // the server answers a connection's commands in order.
        const entry = this.state.pending.find((pending) => (frame.id === undefined ? pending.sent : pending.id === frame.id));
        const error = frame.error ?? "invalid_command";
        if (entry) return this.refuse(entry.id, error, frame.message);
        return this.commandErrors.emit({ id: frame.id ?? null, error, message: frame.message, command: null });
      }
      case "join_error":
        return this.joinErrors.emit({ error: frame.error, message: frame.message });
      case "access_changed":
        return this.setAccess(frame.canEdit);
      case "save_success":
        this.saves.succeeded(frame.revision);
        return this.heardOf(frame.revision);
      case "save_error":
        return this.saves.failed(frame.message);
      case "pong":
        return this.heardOf(frame.revision);
      case "import_tables":
      case "import_end":
        return this.joined ? this.imports.emit(frame) : undefined;
      default:
        return this.presence.receive(frame);
    }
  }

  private synced(frame: SchemaSync) {
    const before = this.state.local;
    const schema = frame.project.schema;
    let change = noChange();
    if (frame.fetch) this.state.expectWhole();
    // Without a schema, `changes` is the tail after the revision this client joined with [P3].
    else change = schema ? this.state.replace(schema, frame.revision) : this.state.receiveAll(frame.changes ?? []);
    // Also the answer to a resync [G2]: that one must not move the camera or announce a join.
    const joining = !this.joined;
    this.hasBase = true;
    this.joined = true;
    this.gaps.heardOf(frame.revision);
    this.presence.reset(frame.users);
    if (frame.you) this.you = frame.you.id;
    this.setAccess(frame.you?.canEdit ?? this.access, joining);
    if (joining) {
      this.connection.joined();
      this.joins.emit({ project: { id: frame.project.id, name: frame.project.name }, you: frame.you ?? null, viewTransform: frame.viewTransform });
    }
    this.settle(change, before);
    // [G3] after the tail: every pending command again, in order, with its original id.
    this.sendUnsent();
    if (frame.fetch) this.fetchWhole();
    this.updateStatus();
  }

  /** [P3] `fetch`: the document over HTTP, then the changes after its revision over the socket. */
  private fetchWhole() {
    if (this.fetching) return;
    const fetchDocument = this.options.fetchDocument;
    if (!fetchDocument) {
      this.joinErrors.emit({ error: "too_large", message: tr("sync.documentTooLarge") });
      return this.stop();
    }
    this.fetching = true;
    this.gaps.stop();
    const retry = () => this.clock.setTimeout(() => this.joined && this.state.hasGap && this.fetchWhole(), RESYNC_RETRY_MS);
    fetchDocument().then(
      ({ doc, revision }) => {
        this.fetching = false;
        if (!this.joined) return; // the next join starts again
        const before = this.state.local;
        const change = this.state.replace(doc, revision);
        this.hasBase = true;
        this.connection.send({ type: "resync", since: revision });
        this.settle(change, before);
      },
      () => {
        this.fetching = false;
        retry();
      },
    );
  }

  private refuse(id: string, error: string, message: string) {
    const before = this.state.local;
    const change = this.state.reject(id);
    this.settle(change, before);
    for (const entry of change.refused) this.commandErrors.emit({ id: entry.id, error, message, command: entry.command });
  }

  private setAccess(canEdit: boolean, always = false) {
    if (canEdit === this.access && !always) return;
    this.access = canEdit;
    this.accesses.emit(canEdit);
  }

  /** After every step of the state machine: tell the listeners, and watch for missing commands. */
  private settle(change: SyncChange, before: DiagramDocument) {
    if (this.state.local !== before || change.remote.length > 0) this.documents.emit(this.state.local, change);
    if (change.acknowledged.length > 0 || change.refused.length > 0) {
      this.pendings.emit({ added: 0, acknowledged: change.acknowledged.length, refused: change.refused.length });
    }
    if (this.fetching) this.gaps.stop(); // the fetch answers the gap
    else if (change.resync) this.gaps.now();
    else this.gaps.check();
    this.updateStatus();
  }

  /** The server is at `revision`: a broadcast dropped after the last one received shows here. */
  private heardOf(revision: number | undefined) {
    if (!this.joined || revision === undefined) return;
    this.gaps.heardOf(revision);
    this.updateStatus();
  }

  private updateStatus() {
    const status: SyncStatus = this.connection.isRefused
      ? "error"
      : !this.connection.isUp
        ? "offline"
        : !this.joined || this.state.pending.length > 0 || this.gaps.hasGap
          ? "syncing"
          : "synced";
    if (status === this.statusValue) return;
    this.statusValue = status;
    this.statuses.emit(status);
  }
}

function defaultUrl(diagramId: string | number): string {
  const path = `/ws/diagrams/${encodeURIComponent(String(diagramId))}/`;
  if (typeof location === "undefined") return `ws://localhost${path}`;
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`;
}

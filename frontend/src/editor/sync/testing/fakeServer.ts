/**
 * An in-memory diagram server speaking the server side of web/realtime/PROTOCOL.md, over a
 * simulated network, for the convergence fuzz. It applies commands in arrival order with the
 * reducer, numbers them, ignores ids it already applied [C5], refuses tables beyond a quota [C6],
 * and broadcasts through a lossy "group": frames to the others may be dropped, duplicated or
 * delayed past later ones [G2]. A socket's own frames stay in order (TCP); a dropped connection
 * loses whatever was in flight.
 */
import { apply } from "../../commands/reducer";
import type { Command } from "../../commands/types";
import type { DiagramDocument } from "../../model/types";
import type { SocketLike } from "../connection";
import { REPLACE_DOCUMENT, type ClientFrame, type ServerCommand } from "../protocol";
import type { VirtualClock } from "./virtualClock";

export interface Faults {
  /** Probabilities, for each frame a broadcast sends to one connection. */
  drop: number;
  duplicate: number;
  /** Held back long enough to arrive after frames sent later. */
  delay: number;
  /** One-way latency bounds, in ms. */
  latency: [number, number];
}

export const RELIABLE: Faults = { drop: 0, duplicate: 0, delay: 0, latency: [1, 20] };

interface Options {
  tableLimit: number;
  /** Connections (by the user id they join with) that join read-only. */
  viewers: Set<string>;
}

class ServerConnection implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  id: string | null = null;
  userId = "";
  canEdit = true;
  closed = false;
  private toServerAt = 0;
  private toClientAt = 0;

  constructor(private readonly server: FakeDiagramServer, private readonly clock: VirtualClock) {
    clock.setTimeout(() => !this.closed && this.onopen?.({}), this.latency());
  }

  latency(): number {
    const [min, max] = this.server.faults.latency;
    return min + Math.floor(this.clock.random() * (max - min + 1));
  }

  /** Client → server, in order. */
  send(data: string) {
    if (this.closed) return;
    this.toServerAt = Math.max(this.clock.now() + this.latency(), this.toServerAt);
    this.clock.setTimeout(() => !this.closed && this.server.receive(this, JSON.parse(data) as ClientFrame), this.toServerAt - this.clock.now());
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.server.left(this);
  }

  /** Server → client: in order; through the group, maybe dropped, doubled or overtaken. */
  deliver(frame: object, group = false) {
    if (this.closed) return;
    const faults = this.server.faults;
    if (group && this.clock.random() < faults.drop) return;
    const copies = group && this.clock.random() < faults.duplicate ? 2 : 1;
    for (let copy = 0; copy < copies; copy += 1) {
      let at = Math.max(this.clock.now() + this.latency(), this.toClientAt);
      if (group && this.clock.random() < faults.delay) at += 50 + Math.floor(this.clock.random() * 500);
      else this.toClientAt = at;
      const data = JSON.stringify(frame);
      this.clock.setTimeout(() => !this.closed && this.onmessage?.({ data }), at - this.clock.now());
    }
  }

  /** The network or the server drops the connection. */
  drop(code = 1006) {
    if (this.closed) return;
    this.close();
    this.clock.setTimeout(() => this.onclose?.({ code }), this.latency());
  }
}

export class FakeDiagramServer {
  faults: Faults = RELIABLE;
  doc: DiagramDocument;
  revision = 0;
  readonly log: ServerCommand[] = [];
  /** Every id applied, with the client it came from. */
  readonly applied = new Map<string, ServerCommand>();
  readonly refused = new Set<string>();
  private connections: ServerConnection[] = [];
  /** Changes before this revision are no longer in the log. */
  private compactedBefore = 0;
  private nextConnection = 1;

  constructor(private readonly clock: VirtualClock, doc: DiagramDocument, private readonly options: Options) {
    this.doc = doc;
  }

  open = (): SocketLike => {
    const connection = new ServerConnection(this, this.clock);
    this.connections.push(connection);
    return connection;
  };

  get live(): number {
    return this.connections.filter((c) => c.id !== null).length;
  }

  dropRandomConnection() {
    const joined = this.connections.filter((c) => c.id !== null);
    if (joined.length > 0) joined[Math.floor(this.clock.random() * joined.length)].drop();
  }

  /** The change log is compacted: joins and resyncs from before now get the whole document. */
  compact() {
    this.compactedBefore = this.revision;
  }

  /** A version restore or an import: a whole new document, announced as REPLACE_DOCUMENT. */
  replaceDocument(doc: DiagramDocument) {
    this.doc = doc;
    this.record({ id: `replace-${this.revision + 1}`, command: { type: REPLACE_DOCUMENT, data: {} } as unknown as Command });
  }

  setAccess(userId: string, canEdit: boolean) {
    if (canEdit) this.options.viewers.delete(userId);
    else this.options.viewers.add(userId);
    for (const c of this.connections) {
      if (c.userId !== userId || c.id === null || c.canEdit === canEdit) continue;
      c.canEdit = canEdit;
      c.deliver({ type: "access_changed", canEdit });
    }
  }

  left(connection: ServerConnection) {
    this.connections = this.connections.filter((c) => c !== connection);
    if (connection.id !== null) this.broadcast(connection, { type: "user_left", id: connection.id });
  }

  receive(connection: ServerConnection, frame: ClientFrame) {
    if (frame.type === "join_diagram") return this.join(connection, frame);
    if (connection.id === null) return;
    switch (frame.type) {
      case "command":
        return this.command(connection, frame);
      case "resync":
        return this.answerFrom(connection, frame.since);
      case "ping":
        return connection.deliver({ type: "pong", revision: this.revision });
      case "force_save":
        return connection.deliver({ type: "save_success", revision: this.revision });
      case "cursor_move":
      case "view_transform":
        return this.broadcast(connection, { ...frame, userId: connection.id });
    }
  }

  private join(connection: ServerConnection, frame: Extract<ClientFrame, { type: "join_diagram" }>) {
    connection.id = `conn-${this.nextConnection++}`;
    connection.userId = String(frame.user.id);
    connection.canEdit = !this.options.viewers.has(connection.userId);
    connection.deliver(this.schemaSync(connection, frame.revision));
    this.broadcast(connection, { type: "user_joined", id: connection.id, user: this.userOf(connection) });
  }

  private userOf(connection: ServerConnection) {
    return { id: connection.userId, name: connection.userId, color: "#6366f1", avatar: null };
  }

  private tailAfter(since: number | undefined): ServerCommand[] | null {
    if (since === undefined || since < this.compactedBefore || since > this.revision) return null;
    const tail = this.log.filter((entry) => entry.revision > since);
    return tail.some((entry) => entry.command.type === REPLACE_DOCUMENT) ? null : tail;
  }

  private schemaSync(connection: ServerConnection, since?: number) {
    const tail = this.tailAfter(since);
    return {
      type: "schema_sync",
      project: { id: 1, name: "Fuzz", schema: tail ? null : this.doc, revision: this.revision },
      users: this.connections.filter((c) => c.id !== null).map((c) => ({ id: c.id, user: this.userOf(c) })),
      viewTransform: { scale: 1, offset: { x: 0, y: 0 } },
      revision: this.revision,
      you: { id: connection.id, user: this.userOf(connection), canEdit: connection.canEdit },
      changes: tail ?? [],
    };
  }

  /** [G2]: the changes after `since`, or the whole document when the log cannot give them. */
  private answerFrom(connection: ServerConnection, since: number) {
    const tail = this.tailAfter(since);
    if (tail) connection.deliver({ type: "changes", since, revision: this.revision, changes: tail });
    else connection.deliver(this.schemaSync(connection));
  }

  private command(connection: ServerConnection, frame: Extract<ClientFrame, { type: "command" }>) {
    const done = this.applied.get(frame.id);
    if (done) return connection.deliver({ type: "command", ...done }); // [C5]
    const refuse = (error: string, message: string) => {
      this.refused.add(frame.id);
      connection.deliver({ type: "command_error", id: frame.id, error, message });
    };
    if (!connection.canEdit) return refuse("forbidden", "Lecture seule.");
    const next = apply(this.doc, frame.command);
    if (next.tables.length > this.options.tableLimit && next.tables.length > this.doc.tables.length) {
      return refuse("quota_reached", "Limite de tables atteinte.");
    }
    this.doc = next;
    const entry = this.record({ id: frame.id, command: frame.command, author: { id: connection.userId, name: connection.userId } });
    this.applied.set(frame.id, entry);
    connection.deliver({ type: "command", ...entry, serverMs: 1 });
    this.broadcast(connection, { type: "command", ...entry });
  }

  private record(entry: Omit<ServerCommand, "revision">): ServerCommand {
    this.revision += 1;
    const numbered: ServerCommand = { ...entry, revision: this.revision, origin: "editor" };
    this.log.push(numbered);
    if (entry.command.type === REPLACE_DOCUMENT) this.broadcast(null, { type: "command", ...numbered });
    return numbered;
  }

  private broadcast(from: ServerConnection | null, frame: object) {
    for (const c of this.connections) if (c !== from && c.id !== null) c.deliver(frame, true);
  }
}

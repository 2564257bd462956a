/**
 * Who is connected to the diagram, where their cursors are and what they look at (presence:
 * synced, never saved). Outgoing cursor and view frames keep only the latest value, at most one
 * every 50 ms (≤ 20 a second; the server drops frames beyond that).
 */
import { Emitter } from "./emitter";
import type { ClientFrame, PresenceEntry, ServerFrame, ViewTransform } from "./protocol";
import { LatestOnly, type Clock } from "./timing";

export const PRESENCE_INTERVAL_MS = 50;

export interface RemoteCursor {
  /** The connection's id, as in the presence list. */
  userId: string;
  x: number;
  y: number;
  color: string;
  name: string;
}

type PresenceFrame = Extract<ServerFrame, { type: "user_joined" | "user_left" | "cursor_move" | "cursors" | "view_transform" }>;

export class Presence {
  private readonly connected = new Map<string, PresenceEntry>();
  private readonly cursors = new Map<string, RemoteCursor>();
  private readonly cursorOut: LatestOnly<{ x: number; y: number }>;
  private readonly viewOut: LatestOnly<ViewTransform>;
  private readonly usersChanged = new Emitter<[PresenceEntry[]]>();
  private readonly cursorsChanged = new Emitter<[RemoteCursor[]]>();
  private readonly viewed = new Emitter<[string, ViewTransform]>();

  /** Every connection, this one included (a person with two tabs is listed twice). */
  readonly onUsers = this.usersChanged.on;
  readonly onCursors = this.cursorsChanged.on;
  /** A collaborator's view (connection id, view): to follow them. */
  readonly onView = this.viewed.on;

  constructor(clock: Clock, me: { name: string; color: string }, send: (frame: ClientFrame) => void) {
    this.cursorOut = new LatestOnly(PRESENCE_INTERVAL_MS, clock, ({ x, y }) => send({ type: "cursor_move", x, y, color: me.color, name: me.name }));
    this.viewOut = new LatestOnly(PRESENCE_INTERVAL_MS, clock, (view) => send({ type: "view_transform", ...view }));
  }

  get users(): PresenceEntry[] {
    return [...this.connected.values()];
  }

  get remoteCursors(): RemoteCursor[] {
    return [...this.cursors.values()];
  }

  moveCursor(x: number, y: number) {
    this.cursorOut.push({ x, y });
  }

  shareView(view: ViewTransform) {
    this.viewOut.push(view);
  }

  /** Everyone `schema_sync` lists; cursors of connections no longer listed go. */
  reset(entries: readonly PresenceEntry[]) {
    this.connected.clear();
    entries.forEach((entry) => this.connected.set(entry.id, entry));
    for (const id of this.cursors.keys()) if (!this.connected.has(id)) this.cursors.delete(id);
    this.usersChanged.emit(this.users);
    this.cursorsChanged.emit(this.remoteCursors);
  }

  /** Offline: nobody is known to be there any more (001 §4), and nothing waits to be sent. */
  clear() {
    this.cursorOut.cancel();
    this.viewOut.cancel();
    if (this.connected.size === 0 && this.cursors.size === 0) return;
    this.connected.clear();
    this.cursors.clear();
    this.usersChanged.emit([]);
    this.cursorsChanged.emit([]);
  }

  receive(frame: PresenceFrame) {
    switch (frame.type) {
      case "user_joined":
        this.connected.set(frame.id, { id: frame.id, user: frame.user });
        return this.usersChanged.emit(this.users);
      case "user_left":
        this.connected.delete(frame.id);
        if (this.cursors.delete(frame.id)) this.cursorsChanged.emit(this.remoteCursors);
        return this.usersChanged.emit(this.users);
      case "cursor_move":
        this.cursors.set(frame.userId, { userId: frame.userId, x: frame.x, y: frame.y, color: frame.color, name: frame.name });
        return this.cursorsChanged.emit(this.remoteCursors);
      case "cursors":
        // One notification for the batch: listeners redraw once per server tick, not per person.
        if (frame.moves.length === 0) return;
        frame.moves.forEach(({ userId, x, y, color, name }) => this.cursors.set(userId, { userId, x, y, color, name }));
        return this.cursorsChanged.emit(this.remoteCursors);
      case "view_transform":
        return this.viewed.emit(frame.userId, { scale: frame.scale, offset: frame.offset, ...(frame.viewport ? { viewport: frame.viewport } : {}) });
    }
  }
}

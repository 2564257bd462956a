/**
 * What the designer shows about saving and the connection (001 §4 "Saving"), derived from the
 * live session's events. Honest by construction: "saving" from the moment a command is pending
 * (in the same call as the edit), "saved" only once the server acknowledged every pending
 * command, and "saved locally only" for as long as edits wait offline.
 */
import type { SyncStatus } from "@/editor/sync/diagramSync";

export const SAVED_MESSAGE_MS = 1500;
export const ERROR_MESSAGE_MS = 3000;

export type SaveKind = "idle" | "saving" | "saved" | "local-only" | "failed";
/** online: joined; syncing: joining or filling a gap; offline: no socket; refused: the server
 * refused this client; local: no live session (the local-only canvas). */
export type ConnectionState = "online" | "syncing" | "offline" | "refused" | "local";
/** Why editing stopped for good: access lost, or a document too large to follow live. */
export type Denial = "access" | "too_large";

export interface LiveState {
  save: SaveKind;
  /** For "local-only": the server could not be reached, or the user is signed out. */
  reason: "server" | "signed-out";
  sync: SyncStatus;
  connection: ConnectionState;
  /** Commands the server has not acknowledged. */
  pending: number;
  /** The server revision this tab holds. */
  revision: number;
  /** Null until the server said (the join). */
  canEdit: boolean | null;
  denied: Denial | null;
}

export interface Observed {
  sync: SyncStatus;
  joined: boolean;
  pending: number;
  revision: number;
  /** The last write of the local copy succeeded. */
  storedLocally: boolean;
  signedIn: boolean;
}

export const initialState = (canEdit: boolean | null, revision = 0): LiveState => ({
  save: "idle", reason: "server", sync: "offline", connection: "offline", pending: 0, revision, canEdit, denied: null,
});

function connectionOf(seen: Observed, denied: Denial | null): ConnectionState {
  if (denied || seen.sync === "error") return "refused";
  if (seen.sync === "offline") return "offline";
  // Joined with nothing pending yet not synced: a gap or a whole document is being fetched.
  if (!seen.joined || (seen.sync === "syncing" && seen.pending === 0)) return "syncing";
  return "online";
}

/**
 * The next state. `acknowledged` tells that the server took at least one command since the
 * pending list was last empty: emptying it by refusals alone is not a save (a red toast says
 * what happened). Edits count as being saved only on a joined socket; while it reconnects they
 * wait in the local copy, and the message says so.
 */
export function nextState(state: LiveState, seen: Observed, acknowledged: boolean): LiveState {
  const connection = connectionOf(seen, state.denied);
  let save = state.save;
  let reason = state.reason;
  if (seen.pending > 0) {
    if (connection === "refused") save = "failed";
    else if (seen.joined) save = "saving";
    else if (!seen.storedLocally) save = "failed";
    else {
      save = "local-only";
      reason = seen.signedIn ? "server" : "signed-out";
    }
  } else if (save === "saving" || save === "local-only" || (save === "failed" && connection !== "refused")) {
    save = acknowledged ? "saved" : "idle";
  }
  return { ...state, save, reason, sync: seen.sync, connection, pending: seen.pending, revision: seen.revision };
}

/** A small external store for React (useSyncExternalStore) with the message timers. */
export class LiveStore {
  private state: LiveState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(initial: LiveState) {
    this.state = initial;
  }

  get = (): LiveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: LiveState) {
    const before = this.state;
    if (shallowEqual(before, next)) return;
    this.state = next;
    if (next.save !== before.save) this.scheduleHide(next.save);
    this.listeners.forEach((listener) => listener());
  }

  patch(changes: Partial<LiveState>) {
    this.set({ ...this.state, ...changes });
  }

  dispose() {
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }

  /** "Saved" goes after 1.5 s; a failure after 3 s unless it still holds (offline, pending). */
  private scheduleHide(save: SaveKind) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const delay = save === "saved" ? SAVED_MESSAGE_MS : save === "failed" ? ERROR_MESSAGE_MS : null;
    if (delay === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.state.save === save && (save === "saved" || this.state.pending === 0)) this.patch({ save: "idle" });
    }, delay);
  }
}

function shallowEqual(a: LiveState, b: LiveState): boolean {
  return (Object.keys(a) as Array<keyof LiveState>).every((key) => a[key] === b[key]);
}

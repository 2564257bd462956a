/**
 * Collaborators' cursors split in two streams: who has a cursor (name, colour — changes when
 * someone appears or leaves, drives React) and where each one is (changes 20 times a second,
 * written straight to the DOM by RemoteCursors). Framework-free.
 */
import type { DiagramSync } from "@/editor/sync/diagramSync";
import { Emitter } from "@/editor/sync/emitter";
import type { RemoteCursor } from "@/editor/sync/presence";

/** 10 s without moving: the cursor fades out until it moves again. */
export const CURSOR_IDLE_MS = 10_000;

export interface CursorLabel {
  userId: string;
  name: string;
  color: string;
}

export interface CursorPosition {
  x: number;
  y: number;
  /** When it last moved (the clock's time). */
  movedAt: number;
}

export class CursorTracker {
  private positions = new Map<string, CursorPosition>();
  labels: readonly CursorLabel[] = [];

  /** Takes the engine's full list; true when the labels changed (not for a mere move). */
  update(cursors: readonly RemoteCursor[], now: number): boolean {
    const next = new Map<string, CursorPosition>();
    for (const { userId, x, y } of cursors) {
      const before = this.positions.get(userId);
      // A repeated frame at the same spot (the server re-sends the latest of each) is no move.
      const moved = !before || before.x !== x || before.y !== y;
      next.set(userId, { x, y, movedAt: moved ? now : before.movedAt });
    }
    this.positions = next;
    const same =
      cursors.length === this.labels.length &&
      cursors.every((cursor, at) => {
        const label = this.labels[at];
        return label.userId === cursor.userId && label.name === cursor.name && label.color === cursor.color;
      });
    if (same) return false;
    this.labels = cursors.map(({ userId, name, color }) => ({ userId, name, color }));
    return true;
  }

  position(userId: string): CursorPosition | undefined {
    return this.positions.get(userId);
  }

  isIdle(userId: string, now: number, idleMs = CURSOR_IDLE_MS): boolean {
    const position = this.positions.get(userId);
    return position !== undefined && now - position.movedAt >= idleMs;
  }
}

export type CursorSource = Pick<DiagramSync, "remoteCursors" | "onCursors">;

/** A store for useSyncExternalStore (`subscribe`, `getLabels`) plus `onMove` for the positions. */
export function cursorStore(source: CursorSource | null, now: () => number = Date.now) {
  const tracker = new CursorTracker();
  const moves = new Emitter<[]>();
  return {
    tracker,
    onMove: moves.on,
    getLabels: () => tracker.labels,
    subscribe(changed: () => void): () => void {
      if (!source) return () => undefined;
      const receive = (cursors: readonly RemoteCursor[]) => {
        if (tracker.update(cursors, now())) changed();
        moves.emit();
      };
      receive(source.remoteCursors); // what arrived before this subscription
      return source.onCursors(receive);
    },
  };
}

export type CursorStore = ReturnType<typeof cursorStore>;

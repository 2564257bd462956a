/**
 * Missing commands [G2]: a gap is a held command beyond the next revision, a whole document still
 * due, or a revision the server announced (schema_sync, changes, pong, save_success) that this
 * client has not reached. One lasting 300 ms makes the client ask (`resync`), again every second
 * until an answer fills it.
 */
import type { PendingState } from "./pending";
import type { Clock, TimerId } from "./timing";

export const GAP_MS = 300;
export const RESYNC_RETRY_MS = 1_000;

export class GapWatch {
  /** The highest revision the server announced. */
  private target: number;
  private timer: TimerId | null = null;
  private askedAt = -Infinity;

  constructor(
    private readonly state: PendingState,
    private readonly clock: Clock,
    private readonly resync: (since: number) => void,
  ) {
    this.target = state.revision;
  }

  get hasGap(): boolean {
    return this.state.hasGap || this.state.revision < this.target;
  }

  /** The server is at `revision` at least; then checks. */
  heardOf(revision: number) {
    this.target = Math.max(this.target, revision);
    this.check();
  }

  /** After every change of the state: wait for a new gap, forget a filled one. */
  check() {
    if (!this.hasGap) return this.stop();
    this.timer ??= this.clock.setTimeout(() => this.expired(), GAP_MS);
  }

  /** Asks at once (a REPLACE_DOCUMENT needs the whole document), but not twice within a second:
   * a server answering with the same gap must not start a loop at network speed. */
  now() {
    if (this.clock.now() - this.askedAt < RESYNC_RETRY_MS) {
      this.timer ??= this.clock.setTimeout(() => this.expired(), RESYNC_RETRY_MS);
      return;
    }
    this.stop();
    this.askedAt = this.clock.now();
    this.resync(this.state.revision);
    this.timer = this.clock.setTimeout(() => this.expired(), RESYNC_RETRY_MS);
  }

  stop() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private expired() {
    this.timer = null;
    if (this.hasGap) this.now();
  }
}

/**
 * Time for the sync client, injectable so tests drive it (vitest's fake timers replace the
 * globals the default clock reads, at call time, never at module load).
 */
export type TimerId = unknown;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  /** In [0, 1): the backoff's jitter. */
  random(): number;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 15_000;

/** Reconnection delay [G3]: 0.5 s doubling to 15 s; the jitter (between half and all of it)
 * keeps the tabs a server restart dropped from all coming back in the same instant. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Sends only the latest value, at most once per `intervalMs`: the first at once, later ones at
 * the end of the interval (a cursor at 60 moves a second becomes ≤ 20 frames).
 */
export class LatestOnly<T> {
  private latest: { value: T } | null = null;
  private timer: TimerId | null = null;
  private lastSent = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock,
    private readonly send: (value: T) => void,
  ) {}

  push(value: T) {
    this.latest = { value };
    if (this.timer !== null) return;
    const wait = this.lastSent + this.intervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else this.timer = this.clock.setTimeout(() => this.flush(), wait);
  }

  cancel() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
  }

  private flush() {
    this.timer = null;
    if (!this.latest) return;
    const { value } = this.latest;
    this.latest = null;
    this.lastSent = this.clock.now();
    this.send(value);
  }
}

/**
 * A clock whose time moves only when the test says so, with a seeded random: a simulation of many
 * clients and a network runs in milliseconds and replays exactly from its seed.
 */
import { seeded } from "../../testing/fixtures";
import type { Clock, TimerId } from "../timing";

interface Timer {
  at: number;
  order: number;
  callback: () => void;
}

export class VirtualClock implements Clock {
  private time = 0;
  private order = 0;
  private timers: Timer[] = [];
  readonly random: () => number;

  constructor(seed = 1) {
    this.random = seeded(seed);
  }

  now = () => this.time;

  setTimeout = (callback: () => void, ms: number): TimerId => {
    const timer: Timer = { at: this.time + Math.max(0, ms), order: this.order++, callback };
    // Sorted by time, then by scheduling order, like a browser's timers.
    let at = this.timers.length;
    while (at > 0 && this.timers[at - 1].at > timer.at) at -= 1;
    this.timers.splice(at, 0, timer);
    return timer;
  };

  clearTimeout = (id: TimerId) => {
    const at = this.timers.indexOf(id as Timer);
    if (at >= 0) this.timers.splice(at, 1);
  };

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Runs every timer due within `ms`, those they schedule included, then sets the time. */
  advance(ms: number) {
    const end = this.time + ms;
    while (this.timers.length > 0 && this.timers[0].at <= end) {
      const timer = this.timers.shift()!;
      this.time = timer.at;
      timer.callback();
    }
    this.time = end;
  }
}

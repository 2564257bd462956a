/**
 * `force_save` requests waiting for their answer. The server answers them in the order they were
 * sent, so the oldest open request takes the next `save_success` or `save_error`; one that timed
 * out keeps its place to absorb its late answer rather than take a newer request's.
 */
import type { Clock, TimerId } from "./timing";

export const SAVE_TIMEOUT_MS = 10_000;

export type SaveFailure = "offline" | "timeout" | "disconnected" | "server";

export class SaveError extends Error {
  constructor(readonly reason: SaveFailure, message: string = reason) {
    super(message);
    this.name = "SaveError";
  }
}

interface Request {
  resolve: (revision: number) => void;
  reject: (error: SaveError) => void;
  timer: TimerId;
  expired: boolean;
}

export class SaveRequests {
  private readonly open: Request[] = [];

  constructor(private readonly clock: Clock) {}

  /** A promise for the revision the server saved; `send` emits the frame. */
  request(send: () => void): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const request: Request = { resolve, reject, expired: false, timer: null };
      request.timer = this.clock.setTimeout(() => {
        request.expired = true;
        reject(new SaveError("timeout"));
      }, SAVE_TIMEOUT_MS);
      this.open.push(request);
      send();
    });
  }

  succeeded(revision: number) {
    this.settle((request) => request.resolve(revision));
  }

  failed(message: string) {
    this.settle((request) => request.reject(new SaveError("server", message)));
  }

  /** The connection closed: no answer will come. */
  abandon() {
    for (const request of this.open.splice(0)) {
      this.clock.clearTimeout(request.timer);
      if (!request.expired) request.reject(new SaveError("disconnected"));
    }
  }

  private settle(answer: (request: Request) => void) {
    const request = this.open.shift();
    if (!request) return;
    this.clock.clearTimeout(request.timer);
    if (!request.expired) answer(request);
  }
}

/**
 * One diagram socket kept open: opens it, sends the join as its first frame [P1], keeps it alive
 * with pings, and reopens it with backoff when it drops [G3]. Refusals end it: 4003 and 4004 for
 * good, 4001 after one more try with a token asked again [P2]. What the frames mean is the
 * owner's business (diagramSync.ts).
 */
import { CLOSE, parseServerFrame, type ClientFrame, type ServerFrame } from "./protocol";
import { backoffDelay, type Clock, type TimerId } from "./timing";

export type SocketLike = {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: string }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
};

export const PING_MS = 25_000;
/** Nothing heard for this long (pongs included): the connection is dead, open another. */
export const SILENCE_MS = 60_000;
/** A browser may close with 1000 or 3000–4999; this one says "gave up on a silent server". */
const CLOSE_SILENT = 4000;

export interface ConnectionHandlers {
  /** The join frame, with the token `getToken` gave for this connection. */
  join(token: string | null): ClientFrame;
  frame(frame: ServerFrame): void;
  /** A socket is opening (a first connection or a reconnection). */
  up(): void;
  /** The socket closed; `willRetry` is false once stopped or refused for good. */
  down(code: number, willRetry: boolean): void;
}

export class Connection {
  private socket: SocketLike | null = null;
  private stopped = true;
  private refused = false;
  private attempts = 0;
  private authRetried = false;
  private reconnectTimer: TimerId | null = null;
  private pingTimer: TimerId | null = null;
  private lastHeard = 0;

  constructor(
    private readonly url: string,
    private readonly openSocket: (url: string) => SocketLike,
    private readonly getToken: () => string | null | Promise<string | null>,
    private readonly clock: Clock,
    private readonly handlers: ConnectionHandlers,
  ) {}

  /** A socket exists (opening or open). */
  get isUp(): boolean {
    return this.socket !== null;
  }

  /** The server refused this client (4003, 4004, or 4001 twice): no more attempts. */
  get isRefused(): boolean {
    return this.refused;
  }

  start() {
    if (!this.stopped && !this.refused) return;
    this.stopped = false;
    this.refused = false;
    this.attempts = 0;
    this.authRetried = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.reconnectTimer !== null) this.clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    if (!socket) return;
    socket.close(1000);
    this.closed(socket, 1000);
  }

  /** The join succeeded: the next drop starts the backoff again from 0.5 s. */
  joined() {
    this.attempts = 0;
    this.authRetried = false;
  }

  /** False when there is no socket or it is closing (the reconnection will resend what matters). */
  send(frame: ClientFrame | string): boolean {
    if (!this.socket) return false;
    try {
      this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  private connect() {
    this.reconnectTimer = null;
    if (this.stopped || this.refused) return;
    const socket = this.openSocket(this.url);
    this.socket = socket;
    this.lastHeard = this.clock.now();
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = this.clock.now();
      const frame = parseServerFrame(event.data);
      if (frame) this.handlers.frame(frame);
    };
    socket.onclose = (event) => this.closed(socket, event.code);
    this.handlers.up();
  }

  private opened(socket: SocketLike) {
    const join = (token: string | null) => {
      if (this.socket === socket) this.send(this.handlers.join(token));
    };
    const token = this.getToken();
    if (typeof token === "object" && token !== null) token.then(join, () => join(null));
    else join(token);
    this.schedulePing(socket);
  }

  private schedulePing(socket: SocketLike) {
    this.pingTimer = this.clock.setTimeout(() => {
      this.pingTimer = null;
      if (this.socket !== socket) return;
      if (this.clock.now() - this.lastHeard > SILENCE_MS) {
        socket.close(CLOSE_SILENT);
        this.closed(socket, CLOSE_SILENT);
        return;
      }
      this.send({ type: "ping" });
      this.schedulePing(socket);
    }, PING_MS);
  }

  private closed(socket: SocketLike, code: number) {
    if (this.socket !== socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    this.socket = null;
    if (this.pingTimer !== null) this.clock.clearTimeout(this.pingTimer);
    this.pingTimer = null;
    const willRetry = !this.stopped && this.retryAfter(code);
    this.handlers.down(code, willRetry);
  }

  private retryAfter(code: number): boolean {
    if (code === CLOSE.forbidden || code === CLOSE.notFound || (code === CLOSE.unauthenticated && this.authRetried)) {
      this.refused = true;
      return false;
    }
    // A refused token is tried once more: the API client may have refreshed it meanwhile.
    if (code === CLOSE.unauthenticated) this.authRetried = true;
    const delay = backoffDelay(this.attempts, () => this.clock.random());
    this.attempts += 1;
    this.reconnectTimer = this.clock.setTimeout(() => this.connect(), delay);
    return true;
  }
}

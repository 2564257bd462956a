/**
 * The per-user websocket (/ws/user/): task progress and completion events for the signed-in user.
 *
 * The socket authenticates with its first message, reconnects with backoff, and checks the
 * per-channel sequence numbers: a missing number means an event was dropped, and listeners get a
 * `gap` so they refetch what they show instead of trusting a stale view.
 */
import type { SocketLike } from "@/editor/sync/connection";
import { withLanguage } from "@/shared/i18n/current";

export type UserEvent = { event: string; seq: number; data: Record<string, unknown> };
type Listener = (event: UserEvent) => void;
type GapListener = () => void;

// The same socket shape as the diagram socket's, so tests fake both alike.
export type { SocketLike };

const MAX_BACKOFF_MS = 15_000;
const UNAUTHENTICATED = 4001;

export class UserChannel {
  private socket: SocketLike | null = null;
  private lastSeq: number | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly listeners = new Set<Listener>();
  private readonly gapListeners = new Set<GapListener>();

  constructor(
    private readonly getToken: () => string | null,
    private readonly openSocket: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
    /** Read at each connection: a reconnection after a language change says the new one. */
    private readonly url: string | (() => string) = () => withLanguage(defaultUrl()),
  ) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close(1000);
    this.socket = null;
    this.lastSeq = null;
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onGap(listener: GapListener): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  private connect() {
    const token = this.getToken();
    if (!token || this.stopped) return;
    const socket = this.openSocket(typeof this.url === "string" ? this.url : this.url());
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token: this.getToken() }));
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      // A refused token is retried too: the API client may have refreshed it meanwhile.
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts) * (event.code === UNAUTHENTICATED ? 2 : 1);
      this.attempts += 1;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(raw: string) {
    let message: { type?: string; seq?: number; event?: string; data?: Record<string, unknown> };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.type === "ready" && typeof message.seq === "number") {
      const missed = this.lastSeq !== null && message.seq > this.lastSeq;
      this.lastSeq = message.seq;
      this.attempts = 0;
      if (missed) this.gapListeners.forEach((listener) => listener());
      return;
    }
    if (message.type !== "event" || typeof message.seq !== "number" || !message.event) return;
    if (this.lastSeq !== null && message.seq <= this.lastSeq) return;
    if (this.lastSeq !== null && message.seq > this.lastSeq + 1) {
      this.gapListeners.forEach((listener) => listener());
    }
    this.lastSeq = message.seq;
    const event: UserEvent = { event: message.event, seq: message.seq, data: message.data ?? {} };
    this.listeners.forEach((listener) => listener(event));
  }
}

function defaultUrl(): string {
  if (typeof location === "undefined") return "ws://localhost/ws/user/";
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/user/`;
}

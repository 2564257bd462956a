/**
 * A socket with a bad network in front of it, for the live fuzz: server frames dropped,
 * duplicated, delayed and so reordered (as a full channel-layer queue or two server processes
 * would), command frames sent twice, and connections cut on request.
 */
import type { SocketLike } from "../diagramSync";

export interface Chaos {
  /** Off once the run's edits are made: the network calms down. */
  active: boolean;
  random: () => number;
  /** Each client's current socket, by client number. */
  sockets: Map<number, SocketLike>;
}

/** Cuts client `n`'s connection, as a network drop would; its sync reconnects. */
export function disconnect(chaos: Chaos, n: number) {
  try {
    chaos.sockets.get(n)?.close(4000);
  } catch {
    // Still connecting: nothing to cut yet.
  }
}

const DROP = 0.04;
const DUPLICATE = 0.05;
const DELAY = 0.1;
const MAX_DELAY_MS = 120;

export function chaoticSocket(socket: SocketLike, chaos: Chaos, n: number): SocketLike {
  chaos.sockets.set(n, socket);
  const wrapped: SocketLike = {
    send(data) {
      socket.send(data);
      if (chaos.active && data.startsWith('{"type":"command"') && chaos.random() < DUPLICATE) socket.send(data);
    },
    close: (code) => socket.close(code),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  socket.onopen = (event) => wrapped.onopen?.(event);
  socket.onclose = (event) => wrapped.onclose?.(event);
  socket.onmessage = (event) => {
    const deliver = () => wrapped.onmessage?.({ data: String(event.data) });
    const isCommand = String(event.data).startsWith('{"type":"command"');
    if (!chaos.active || !isCommand) return deliver();
    const roll = chaos.random();
    if (roll < DROP) return;
    if (roll < DROP + DUPLICATE) {
      deliver();
      return deliver();
    }
    if (roll < DROP + DUPLICATE + DELAY) {
      setTimeout(deliver, chaos.random() * MAX_DELAY_MS);
      return;
    }
    deliver();
  };
  return wrapped;
}

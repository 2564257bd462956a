/** A socket driven by the test: it opens, receives and closes when told, and records what the
 * client sent. */
import type { SocketLike } from "../connection";
import type { ClientFrame } from "../protocol";

export class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  readonly sent: ClientFrame[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code?: number) {
    this.closedWith = code ?? 1000;
  }

  open() {
    this.onopen?.({});
  }

  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The server (or the network) closed it. */
  drop(code = 1006) {
    this.onclose?.({ code });
  }

  sentOf<T extends ClientFrame["type"]>(type: T): Extract<ClientFrame, { type: T }>[] {
    return this.sent.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }
}

export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    open: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeSocket {
      return sockets[sockets.length - 1];
    },
  };
}

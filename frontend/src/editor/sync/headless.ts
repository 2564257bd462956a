/**
 * DiagramSync without an editor, for scripts against a real server (Node, the `ws` package):
 *
 *   const sync = new DiagramSync({
 *     diagramId: 1, user: { id: null, name: "bot", color: "#6366f1" }, getToken: () => token,
 *     url: "ws://localhost:8000/ws/diagrams/1/",
 *     openSocket: (url) => new WebSocket(url, { origin: "http://localhost:5173" }) as SocketLike,
 *   });
 *   sync.start();
 *   await whenSynced(sync);
 *   sync.submit(actions.addTable(sync.document).command);
 *   await whenSynced(sync); // acknowledged
 */
import type { DiagramSync } from "./diagramSync";

/** Resolves once joined with nothing pending and no gap; rejects on a refused join or after
 * `timeoutMs` (then the status is in the message). */
export function whenSynced(sync: DiagramSync, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (sync.status === "synced") return resolve();
    const timer = setTimeout(() => done(new Error(`not synced after ${timeoutMs} ms (${sync.status})`)), timeoutMs);
    const stop = sync.onStatus((status) => {
      if (status === "synced") done();
      else if (status === "error") done(new Error("join refused"));
    });
    function done(error?: Error) {
      clearTimeout(timer);
      stop();
      if (error) reject(error);
      else resolve();
    }
  });
}

/** A DiagramSync on sockets the test drives (see fakeSocket.ts), for the connection tests. */
import * as actions from "../../actions";
import type { Command } from "../../commands/types";
import type { DiagramDocument } from "../../model/types";
import { documentOf, table } from "../../testing/fixtures";
import { DiagramSync, type DiagramSyncOptions, type SyncStatus } from "../diagramSync";
import { systemClock } from "../timing";
import { fakeSockets } from "./fakeSocket";

export const start = () => documentOf([table("a", 0, 0, ["id", "name"]), table("b", 400, 0)]);
export const move = (id: string, x: number): Command => actions.moveTable(id, x, 0);
export const alice = { id: { id: 7, name: "Alice", color: "#3b82f6", avatar: null } };

export function schemaSync(doc: DiagramDocument | null, revision: number, extra: object = {}) {
  return {
    type: "schema_sync",
    project: { id: 42, name: "Boutique", schema: doc, revision },
    users: [{ id: "c1", user: alice.id }, { id: "c2", user: { id: 8, name: "Bob", color: "#ef4444", avatar: null } }],
    viewTransform: { scale: 0.5, offset: { x: 10, y: 20 } },
    revision,
    you: { id: "c1", user: alice.id, canEdit: true },
    changes: [],
    ...extra,
  };
}

export function setup(options: Partial<DiagramSyncOptions> = {}) {
  const net = fakeSockets();
  let ids = 0;
  const sync = new DiagramSync({
    diagramId: 42,
    user: { id: 7, name: "Alice", color: "#3b82f6" },
    getToken: () => "token-1",
    openSocket: net.open,
    clock: { ...systemClock, random: () => 1 },
    newId: () => `cmd-${++ids}`,
    ...options,
  });
  const statuses: SyncStatus[] = [];
  sync.onStatus((status) => statuses.push(status));
  const join = (doc: DiagramDocument | null = start(), revision = 3, extra: object = {}) => {
    net.last.open();
    net.last.receive(schemaSync(doc, revision, extra));
  };
  return { sync, net, statuses, join };
}


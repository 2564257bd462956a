/**
 * The convergence fuzz against the real server (issue: live collaboration): five headless editors
 * bound to DiagramSync over real sockets (the `ws` package), making random edits (undo and redo
 * included) with random delays while the network drops, duplicates, delays and reorders frames
 * and drops connections. After quiescence every editor's document equals a fresh fetch.
 *
 * Started by tests/integration/test_live_convergence.py, which runs the server and gives, in
 * RELATA_LIVE (JSON): {url, origin, runs, seed, rooms: [{project, tokens[5]}], report}. Each room
 * takes runs in turn; rooms run side by side. The acknowledged command ids of every run are
 * written to `report` for the Python side to find, once each, in the server's change log.
 */
import { writeFileSync } from "node:fs";

import fc from "fast-check";
import { expect, test } from "vitest";
import WebSocket from "ws";

import { Editor } from "../../editor";
import type { DiagramDocument } from "../../model/types";
import { DiagramSync, type SocketLike } from "../diagramSync";
import { bindEditor } from "../editorBinding";
import { whenSynced } from "../headless";
import { randomEdit } from "../testing/randomEdits";
import { chaoticSocket, disconnect, type Chaos } from "./chaos";

interface Room {
  project: number;
  tokens: string[];
}

interface Setup {
  url: string;
  origin: string;
  runs: number;
  seed: number;
  rooms: Room[];
  report: string;
}

const setup: Setup | null = process.env.RELATA_LIVE ? JSON.parse(process.env.RELATA_LIVE) : null;
const EDITS_PER_CLIENT = 6;
const QUIET_MS = 20_000;

async function fetchDocument(room: Room): Promise<{ doc: DiagramDocument; revision: number }> {
  const response = await fetch(`${setup!.url}/api/projects/${room.project}`, {
    headers: { Authorization: `Bearer ${room.tokens[0]}` },
  });
  if (!response.ok) throw new Error(`GET project ${room.project}: ${response.status}`);
  const body = (await response.json()) as { schema: DiagramDocument; revision: number };
  return { doc: body.schema, revision: body.revision };
}

function client(room: Room, token: string, chaos: Chaos, n: number) {
  const sync = new DiagramSync({
    diagramId: room.project,
    user: { id: null, name: "fuzz", color: "#6366f1" },
    getToken: () => token,
    url: `${setup!.url.replace(/^http/, "ws")}/ws/diagrams/${room.project}/`,
    openSocket: (url) => chaoticSocket(new WebSocket(url, { origin: setup!.origin }) as unknown as SocketLike, chaos, n),
    fetchDocument: () => fetchDocument(room),
  });
  const editor = new Editor(() => 0);
  editor.setEditable(false);
  const unbind = bindEditor(sync, editor);
  const acknowledged: string[] = [];
  sync.onDocument((_doc, change) => acknowledged.push(...change.acknowledged.map((pending) => pending.id)));
  return { sync, editor, acknowledged, unbind };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function oneRun(room: Room, seed: number): Promise<string[]> {
  const random = fc.sample(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { seed, numRuns: 4000 });
  let at = 0;
  const next = () => random[at++ % random.length];
  const chaos: Chaos = { active: true, random: next, sockets: new Map() };
  const clients = room.tokens.map((token, n) => client(room, token, chaos, n));
  const start = await fetchDocument(room);
  for (const c of clients) {
    c.editor.load(start.doc);
    c.sync.start();
  }
  await Promise.all(clients.map((c) => whenSynced(c.sync, QUIET_MS)));
  await Promise.all(clients.map(async (c, n) => {
    for (let step = 0; step < EDITS_PER_CLIENT; step += 1) {
      await sleep(next() * 40);
      randomEdit(c.editor, next);
      if (n === step % clients.length && next() < 0.15) disconnect(chaos, n);
    }
  }));
  // The network calms down; one last edit reveals any gap a dropped frame left behind.
  chaos.active = false;
  clients[0].sync.submit({ type: "BATCH", name: "fin", timestamp: Date.now(), data: { commands: [] } });
  await Promise.all(clients.map((c) => whenSynced(c.sync, QUIET_MS)));
  const fresh = await fetchDocument(room);
  const deadline = Date.now() + QUIET_MS;
  while (clients.some((c) => c.sync.revision < fresh.revision) && Date.now() < deadline) await sleep(20);
  for (const c of clients) {
    expect(c.sync.pendingCommands()).toEqual([]);
    expect(c.sync.revision).toBe(fresh.revision);
    expect(c.sync.document).toEqual(fresh.doc);
    expect(c.editor.document).toEqual(fresh.doc);
  }
  for (const c of clients) {
    c.unbind();
    c.sync.stop();
  }
  return clients.flatMap((c) => c.acknowledged);
}

test.runIf(setup !== null)("five editors on the real server converge, whatever the network does", async () => {
  const { runs, seed, rooms } = setup!;
  const report: Array<{ project: number; run: number; acknowledged: string[] }> = [];
  let nextRun = 0;
  await Promise.all(rooms.map(async (room) => {
    while (nextRun < runs) {
      const run = nextRun++;
      try {
        report.push({ project: room.project, run, acknowledged: await oneRun(room, seed + run) });
      } catch (error) {
        throw new Error(`run ${run} (seed ${seed + run}) on project ${room.project}: ${String(error)}`, { cause: error });
      }
    }
  }));
  writeFileSync(setup!.report, JSON.stringify(report));
  expect(report).toHaveLength(runs);
}, 30 * 60_000);

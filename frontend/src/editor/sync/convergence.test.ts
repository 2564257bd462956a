/**
 * Convergence fuzz (DESIGN.md §4: a client's document after the events it received equals a
 * fresh fetch). Five editors, one of them read-only, edit one diagram at random through an
 * in-memory server whose group broadcast drops, doubles and reorders frames, while connections
 * drop, users go offline or reload the page, rights change, the log is compacted and the document
 * is replaced. Once the network calms down, every document equals the server's and no command is
 * lost: each one a client made was applied once or refused.
 *
 * Seedable: SYNC_FUZZ_SEED=… SYNC_FUZZ_RUNS=… npx vitest run src/editor/sync/convergence
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { Editor } from "../editor";
import type { DiagramDocument } from "../model/types";
import { documentOf, seeded, table } from "../testing/fixtures";
import { DiagramSync, type StoredCommand } from "./diagramSync";
import { bindEditor } from "./editorBinding";
import { FakeDiagramServer, RELIABLE, type Faults } from "./testing/fakeServer";
import { randomEdit } from "./testing/randomEdits";
import { VirtualClock } from "./testing/virtualClock";

const CLIENTS = 5;
const VIEWER = "user-4";

interface Scenario {
  seed: number;
  steps: number;
  faults: Faults;
  disconnects: number;
  offline: number;
  accessFlips: number;
  replaces: number;
  reloads: number;
}

interface Slot {
  userId: string;
  ids: number;
  made: Set<string>;
  refused: Set<string>;
  editor: Editor;
  sync: DiagramSync;
  unbind: () => void;
}

function simulate(scenario: Scenario) {
  const clock = new VirtualClock(scenario.seed);
  const random = seeded(scenario.seed ^ 0x5bd1e995);
  const start = documentOf([table("users", 100, 100, ["id", "email"]), table("posts", 500, 100, ["id", "title"])]);
  const server = new FakeDiagramServer(clock, start, { tableLimit: 8, viewers: new Set([VIEWER]) });
  server.faults = scenario.faults;

  // One slot per user; a reload replaces its editor and client, the tracking carries over.
  const clients = Array.from({ length: CLIENTS }, (_, n) => {
    const slot = { userId: `user-${n}`, ids: 0, made: new Set<string>(), refused: new Set<string>() } as Slot;
    open(slot, { doc: start, revision: 0 }, []);
    return slot;
  });

  function open(slot: Slot, initial: { doc: DiagramDocument; revision: number }, stored: StoredCommand[]) {
    const editor = new Editor(() => 0);
    editor.load(initial.doc);
    editor.setEditable(false); // 001 §4: made editable by the join, when the server says so
    const sync = new DiagramSync({
      diagramId: 1,
      user: { id: slot.userId, name: slot.userId, color: "#6366f1" },
      getToken: () => "token",
      openSocket: server.open,
      initial,
      clock,
      newId: () => `${slot.userId}:${slot.ids++}`,
    });
    slot.unbind = bindEditor(sync, editor);
    sync.onPending(() => sync.pendingCommands().forEach((entry) => slot.made.add(entry.id)));
    sync.onCommandError(({ id }) => id && slot.refused.add(id));
    sync.restorePending(stored);
    sync.start();
    Object.assign(slot, { editor, sync });
  }

  /** The page reloads: it kept the server's document, its revision and the pending commands. */
  function reload(slot: Slot) {
    const stored = JSON.parse(JSON.stringify(slot.sync.pendingCommands())) as StoredCommand[];
    const initial = { doc: structuredClone(slot.sync.confirmedDocument), revision: slot.sync.revision };
    slot.sync.stop();
    slot.unbind();
    open(slot, initial, stored);
  }

  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (per: number) => random() < per / scenario.steps;
  for (let step = 0; step < scenario.steps; step += 1) {
    clock.advance(Math.floor(random() * 120));
    const client = pick(clients);
    randomEdit(client.editor, random);
    if (chance(scenario.disconnects)) server.dropRandomConnection();
    if (chance(scenario.reloads)) reload(pick(clients));
    if (chance(scenario.offline)) {
      const away = pick(clients);
      away.sync.stop();
      clock.setTimeout(() => away.sync.start(), 200 + random() * 3000);
    }
    if (chance(scenario.accessFlips)) {
      const user = pick(clients.slice(0, CLIENTS - 1)).userId;
      server.setAccess(user, false);
      clock.setTimeout(() => server.setAccess(user, true), random() * 2000);
    }
    if (chance(scenario.replaces)) server.replaceDocument(pick([start, server.doc, documentOf(server.doc.tables.slice(1), [])]));
    if (chance(1)) server.compact();
  }

  // Calm: a reliable network, everyone back online; keepalives reveal any broadcast still missing.
  server.faults = RELIABLE;
  clients.forEach((client) => client.sync.start());
  const settled = () =>
    clients.every(({ sync }) => sync.status === "synced" && sync.revision === server.revision) && server.live === CLIENTS;
  for (let waited = 0; waited < 300_000 && !settled(); waited += 1_000) clock.advance(1_000);

  expect(settled(), `seed ${scenario.seed}: ${clients.map((c) => `${c.sync.status}@${c.sync.revision}`).join(", ")} vs ${server.revision}`).toBe(true);
  for (const client of clients) {
    expect(client.sync.document).toEqual(server.doc);
    expect(client.sync.confirmedDocument).toEqual(server.doc);
    expect(client.editor.document).toEqual(server.doc);
    expect(client.sync.pendingCommands()).toEqual([]);
    for (const id of client.made) {
      // Every command made was applied exactly once, or refused and never applied.
      expect(server.applied.has(id) !== client.refused.has(id), `${id} applied ${server.applied.has(id)} refused ${client.refused.has(id)}`).toBe(true);
    }
  }
  const viewer = clients.find((client) => client.userId === VIEWER)!;
  expect(viewer.made.size).toBe(0);
  return { revision: server.revision, made: clients.reduce((sum, c) => sum + c.made.size, 0) };
}

const faults = fc.record({
  drop: fc.double({ min: 0, max: 0.3, noNaN: true }),
  duplicate: fc.double({ min: 0, max: 0.2, noNaN: true }),
  delay: fc.double({ min: 0, max: 0.3, noNaN: true }),
  latency: fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 20, max: 300 })),
});

const scenario: fc.Arbitrary<Scenario> = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  steps: fc.integer({ min: 20, max: 160 }),
  faults,
  disconnects: fc.integer({ min: 0, max: 6 }),
  offline: fc.integer({ min: 0, max: 3 }),
  accessFlips: fc.integer({ min: 0, max: 2 }),
  replaces: fc.integer({ min: 0, max: 1 }),
  reloads: fc.integer({ min: 0, max: 2 }),
});

const env = (name: string) => (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];

describe("live collaboration converges [G1][G2][G3][C3][C5][C6]", () => {
  it("a calm session: every client reaches the server's document", () => {
    const result = simulate({ seed: 7, steps: 120, faults: RELIABLE, disconnects: 0, offline: 0, accessFlips: 0, replaces: 0, reloads: 0 });
    expect(result.revision).toBeGreaterThan(40);
  });

  it("a stormy session, fixed seed", () => {
    const result = simulate({
      seed: 2024, steps: 160, disconnects: 6, offline: 3, accessFlips: 2, replaces: 1, reloads: 2,
      faults: { drop: 0.25, duplicate: 0.15, delay: 0.25, latency: [5, 250] },
    });
    expect(result.made).toBeGreaterThan(60);
  });

  it("random sessions (fast-check)", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        simulate(s);
      }),
      { numRuns: Number(env("SYNC_FUZZ_RUNS") ?? 200), seed: env("SYNC_FUZZ_SEED") ? Number(env("SYNC_FUZZ_SEED")) : undefined },
    );
  }, 600_000);
});

/**
 * The shared rebase vectors (tests/vectors/rebase): a base document, the collaborators' commands in
 * server order, the user's pending commands made on the base, and the document every party
 * converges to. `refused` lists pending commands the server refuses (document/integrity.py: they
 * would leave a reference pointing nowhere) [C6]. The Python side runs the same files.
 */
import { describe, expect, it } from "vitest";

import type { Command } from "../commands/types";
import type { DiagramDocument } from "../model/types";
import { PendingState } from "./pending";

interface RebaseVector {
  description: string;
  base: DiagramDocument;
  remote: Command[];
  pending: Command[];
  refused?: number[];
  after: DiagramDocument;
}

const files = import.meta.glob<RebaseVector>("../../../../tests/vectors/rebase/*.json", { eager: true, import: "default" });
const vectors = Object.entries(files).map(([path, vector]) => [path.split("/").pop()!, vector] as const);

function run(vector: RebaseVector, order: (remote: Array<{ id: string; revision: number; command: Command }>) => typeof remote) {
  const state = new PendingState(vector.base, 0);
  vector.pending.forEach((command, at) => state.submit(`pending-${at}`, command));
  const remote = vector.remote.map((command, at) => ({ id: `remote-${at}`, revision: at + 1, command }));
  for (const entry of order(remote)) state.receive(entry);
  expect(state.revision).toBe(vector.remote.length);
  for (const at of vector.refused ?? []) state.reject(`pending-${at}`);
  expect(state.local).toEqual(vector.after);

  let revision = vector.remote.length;
  vector.pending.forEach((command, at) => {
    if (!vector.refused?.includes(at)) state.receive({ id: `pending-${at}`, revision: ++revision, command });
  });
  expect(state.pending).toEqual([]);
  expect(state.confirmed).toEqual(vector.after);
  expect(state.local).toBe(state.confirmed);
}

describe("rebase vectors", () => {
  it("are at least fifteen", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(15);
  });

  it.each(vectors)("%s: the local document converges [C3]", (_file, vector) => {
    run(vector, (remote) => remote);
  });

  it.each(vectors)("%s: also when the remote commands arrive reversed and twice [G1]", (_file, vector) => {
    run(vector, (remote) => [...remote].reverse().flatMap((entry) => [entry, entry]));
  });

  it.each(vectors)("%s: the base document is left untouched", (_file, vector) => {
    const frozen = structuredClone(vector.base);
    run(vector, (remote) => remote);
    expect(vector.base).toEqual(frozen);
  });
});

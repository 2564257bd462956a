import { describe, expect, it } from "vitest";

import * as actions from "../actions";
import { apply } from "../commands/reducer";
import type { Command, TableChanges } from "../commands/types";
import { documentOf, table } from "../testing/fixtures";
import { PendingState } from "./pending";
import { REPLACE_DOCUMENT, type ServerCommand } from "./protocol";

const base = () => documentOf([table("a", 0, 0, ["id", "name"]), table("b", 400, 0)]);
const move = (id: string, x: number): Command => actions.moveTable(id, x, 0);
const update = (id: string, changes: TableChanges): Command => ({ type: "UPDATE_TABLE", name: "", timestamp: 0, data: { tableId: id, changes } });
const rename = (id: string, name: string) => update(id, { name });
const entry = (id: string, revision: number, command: ServerCommand["command"]): ServerCommand => ({ id, revision, command });
const tableOf = (state: PendingState, id: string) => state.local.tables.find((t) => t.id === id);

describe("PendingState", () => {
  it("shows the user's commands on top of the server's document", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 50));
    expect(tableOf(state, "a")?.x).toBe(50);
    expect(state.confirmed.tables[0].x).toBe(0);
    expect(state.pending.map((p) => [p.id, p.baseRevision, p.sent])).toEqual([["p1", 0, false]]);
  });

  it("takes its own command back as the acknowledgement, the local document unchanged [C4]", () => {
    const state = new PendingState(base(), 4);
    const cmd = move("a", 50);
    state.submit("p1", cmd);
    const local = state.local;
    const change = state.receive(entry("p1", 5, structuredClone(cmd)));
    expect(change.acknowledged.map((p) => p.id)).toEqual(["p1"]);
    expect(change.remote).toEqual([]);
    expect(state.pending).toEqual([]);
    expect(state.revision).toBe(5);
    expect(state.confirmed).toBe(local);
    expect(state.local).toBe(local);
  });

  it("keeps the local document when the server's version of the command has the same effect", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 50));
    const local = state.local;
    state.receive(entry("p1", 1, { ...move("a", 50), timestamp: 1, name: "Déplacer" }));
    expect(state.local).toBe(local);
  });

  it("applies the server's version of an acknowledged command it normalised", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 50));
    state.receive(entry("p1", 1, move("a", 60)));
    expect(tableOf(state, "a")?.x).toBe(60);
    expect(state.pending).toEqual([]);
  });

  it("replays pending commands on a collaborator's command: per property, the last in server order wins [C3]", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", rename("a", "mine"));
    const change = state.receive(entry("r1", 1, update("a", { name: "theirs", color: "#ef4444" })));
    expect(tableOf(state, "a")).toMatchObject({ name: "mine", color: "#ef4444" });
    expect(state.confirmed.tables[0].name).toBe("theirs");
    expect(change.remote).toHaveLength(1);
    expect(change.overwritten.tables.get("a")).toEqual({ name: "theirs", color: "#ef4444" });
  });

  it("ignores a command at or below its revision [G1]", () => {
    const state = new PendingState(base(), 3);
    const change = state.receive(entry("r1", 3, move("b", 999)));
    expect(change.remote).toEqual([]);
    expect(tableOf(state, "b")?.x).toBe(400);
  });

  it("holds a command beyond the next revision until the gap fills [G1]", () => {
    const state = new PendingState(base(), 0);
    state.receive(entry("r2", 2, move("b", 2)));
    state.receive(entry("r3", 3, move("b", 3)));
    expect(state.hasGap).toBe(true);
    expect(state.revision).toBe(0);
    const change = state.receive(entry("r1", 1, move("a", 1)));
    expect(state.revision).toBe(3);
    expect(state.hasGap).toBe(false);
    expect(change.remote).toHaveLength(3);
    expect(tableOf(state, "b")?.x).toBe(3);
  });

  it("drops a resent command the document already holds without applying it twice [C5]", () => {
    const state = new PendingState(base(), 0);
    const add = actions.addAttribute(base(), "a")!;
    state.submit("p1", add);
    // A whole document (after a reconnection) already holds p1 (applied at revision 1).
    const holding = apply(base(), add);
    state.replace(holding, 2);
    const change = state.receive(entry("p1", 1, add));
    expect(change.acknowledged.map((p) => p.id)).toEqual(["p1"]);
    expect(state.pending).toEqual([]);
    expect(state.revision).toBe(2);
    expect(state.local).toBe(holding);
  });

  it("acknowledges a pending command that overtook older ones, defensively", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 10));
    state.submit("p2", move("b", 20));
    const change = state.receive(entry("p2", 1, move("b", 20)));
    expect(change.acknowledged.map((p) => p.id)).toEqual(["p2"]);
    expect(state.pending.map((p) => p.id)).toEqual(["p1"]);
    expect(state.local.tables.map((t) => t.x)).toEqual([10, 20]);
  });

  it("stops at a REPLACE_DOCUMENT and asks for the whole document [G2]", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 10));
    const change = state.receiveAll([
      entry("x", 1, { type: REPLACE_DOCUMENT, data: {} }),
      entry("r2", 2, move("b", 2)),
    ]);
    expect(change.resync).toBe(true);
    expect(state.revision).toBe(0);
    expect(state.hasGap).toBe(true);
    const replaced = documentOf([table("a", 500, 500), table("z", 0, 0)]);
    const after = state.replace(replaced, 2);
    expect(state.hasGap).toBe(false);
    expect(state.confirmed).toBe(replaced);
    expect(state.local.tables.map((t) => [t.id, t.x])).toEqual([["a", 10], ["z", 0]]);
    expect(after.overwritten.tables.get("a")).toEqual({ x: 500, y: 500 });
  });

  it("drops a refused command and what it drew: the last added table disappears (001 §8) [C6]", () => {
    const state = new PendingState(base(), 0);
    const { command: add, table: added } = actions.addTable(base());
    state.submit("p1", move("a", 10));
    state.submit("p2", add);
    state.submit("p3", move(added.id, 5));
    expect(state.local.tables).toHaveLength(3);
    const change = state.reject("p2");
    expect(change.refused.map((p) => p.id)).toEqual(["p2"]);
    expect(state.local.tables.map((t) => t.id)).toEqual(["a", "b"]);
    expect(state.pending.map((p) => p.id)).toEqual(["p1", "p3"]);
    expect(state.reject("unknown").refused).toEqual([]);
  });

  it("counts only collaborators' commands as overwrites, measured on the server's document", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", actions.removeTable("a"));
    const change = state.receiveAll([entry("r1", 1, rename("a", "theirs")), entry("p1", 2, actions.removeTable("a"))]);
    expect(change.overwritten.tables.get("a")).toEqual({ name: "theirs" });
    expect(change.acknowledged.map((p) => p.id)).toEqual(["p1"]);
    expect(state.local.tables.map((t) => t.id)).toEqual(["b"]);
  });

  it("marks every pending command unsent when the connection closes [G3]", () => {
    const state = new PendingState(base(), 0);
    state.submit("p1", move("a", 1)).sent = true;
    state.unsend();
    expect(state.pending[0].sent).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { parseServerFrame } from "./protocol";

const parse = (frame: unknown) => parseServerFrame(JSON.stringify(frame));

describe("parseServerFrame", () => {
  it("ignores what is not a frame this client knows", () => {
    expect(parseServerFrame("not json")).toBeNull();
    expect(parse([1, 2])).toBeNull();
    expect(parse({ type: "from_the_future" })).toBeNull();
  });

  it("refuses a command without a revision or a command [C4]", () => {
    expect(parse({ type: "command", id: "x", command: { type: "MOVE_TABLE", data: {} } })).toBeNull();
    expect(parse({ type: "command", id: "x", revision: -1, command: { type: "MOVE_TABLE", data: {} } })).toBeNull();
    expect(parse({ type: "command", id: "x", revision: 2 })).toBeNull();
    expect(parse({ type: "command", id: "x", revision: 2, command: { type: "MOVE_TABLE", data: {} }, author: { id: 1, name: "A" } }))
      .toMatchObject({ type: "command", id: "x", revision: 2, author: { id: 1, name: "A" } });
  });

  it("reads a schema_sync with a tail, and one with a whole document [P3]", () => {
    const tail = parse({ type: "schema_sync", project: { id: 5, name: "P", schema: null, revision: 9 }, revision: 9, users: [{ id: 12, user: { id: 3, name: "Bob", color: "#ef4444" } }], changes: [{ id: "c", revision: 9, command: { type: "BATCH", data: { commands: [] } } }] });
    expect(tail).toMatchObject({ project: { id: 5, schema: null }, users: [{ id: "12", user: { id: 3, name: "Bob", avatar: null } }], viewTransform: { scale: 1, offset: { x: 0, y: 0 } } });
    expect(parse({ type: "schema_sync", project: { id: 5, name: "P", schema: { tables: [] }, revision: 0 }, revision: 0 })).toBeNull();
    expect(parse({ type: "schema_sync", project: { id: 5, name: "P", schema: { format: 1, tables: [], relations: [] }, revision: 0 }, revision: 0, changes: [{ id: "bad" }] })).toBeNull();
  });

  it("reads batched cursors, skipping malformed entries", () => {
    expect(parse({ type: "cursors", moves: [{ userId: 3, x: 1, y: 2, color: "#fff", name: "A" }, { userId: "4", x: "no", y: 0 }] }))
      .toEqual({ type: "cursors", moves: [{ type: "cursor_move", userId: "3", x: 1, y: 2, color: "#fff", name: "A" }] });
    expect(parse({ type: "cursors" })).toBeNull();
    expect(parse({ type: "pong", revision: 12 })).toEqual({ type: "pong", revision: 12 });
  });

  it("defaults what an older server leaves out", () => {
    expect(parse({ type: "command_error", message: "Non" })).toEqual({ type: "command_error", message: "Non", id: undefined, error: undefined });
    expect(parse({ type: "join_error", message: "Non" })).toEqual({ type: "join_error", error: "forbidden", message: "Non" });
    expect(parse({ type: "pong" })).toEqual({ type: "pong" });
  });
});

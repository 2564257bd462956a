import { describe, expect, it } from "vitest";

import { moveTable } from "@/editor/actions";
import { emptyDocument } from "@/editor/model/types";

import { readLocal, recoveryFor, STORAGE_KEY, writeLocal, type LocalEntry } from "./localCopy";

const entry = (revision: number, synced: boolean, pending?: LocalEntry["pending"]): LocalEntry => ({ doc: emptyDocument(), revision, savedAt: 1, synced, ...(pending ? { pending } : {}) });
const stored = (id: string, baseRevision: number) => ({ id, command: moveTable("a", 1, 2), baseRevision });

describe("the local copy (schema_data)", () => {
  it("keeps one entry per diagram under schema_data", () => {
    writeLocal(1, entry(3, false, [stored("x", 3)]));
    writeLocal(2, entry(5, true, []));
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEY)!))).toEqual(["1", "2"]);
    expect(readLocal(1)).toMatchObject({ revision: 3, pending: [{ id: "x", baseRevision: 3 }] });
  });

  it("sends pending commands again whatever the server's revision: the server rebases them", () => {
    expect(recoveryFor(null, 3)).toEqual({ kind: "none" });
    expect(recoveryFor(entry(3, true, []), 3)).toEqual({ kind: "none" });
    // One command compared with itself: two made apart could straddle a millisecond.
    const pending = [stored("x", 2)];
    expect(recoveryFor(entry(2, false, pending), 9)).toEqual({ kind: "pending", commands: pending });
  });

  it("recovers an older whole-document copy only on the server's revision", () => {
    expect(recoveryFor(entry(3, true), 3)).toEqual({ kind: "none" });
    expect(recoveryFor(entry(3, false), 3)).toMatchObject({ kind: "document", revision: 3 });
    expect(recoveryFor(entry(2, false), 3)).toEqual({ kind: "stale" });
  });

  it("survives a corrupted store", () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(readLocal(1)).toBeNull();
    expect(writeLocal(1, entry(1, false))).toBe(true);
  });
});

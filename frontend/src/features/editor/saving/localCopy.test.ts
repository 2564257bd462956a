import { describe, expect, it } from "vitest";

import { emptyDocument } from "@/editor/model/types";

import { markSynced, readLocal, recoveryFor, STORAGE_KEY, writeLocal } from "./localCopy";

const entry = (revision: number, synced: boolean) => ({ doc: emptyDocument(), revision, savedAt: 1, synced });

describe("the local copy (schema_data)", () => {
  it("keeps one entry per diagram under schema_data", () => {
    writeLocal(1, entry(3, false));
    writeLocal(2, entry(5, true));
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEY)!))).toEqual(["1", "2"]);
    expect(readLocal(1)?.revision).toBe(3);
    markSynced(1, 4);
    expect(readLocal(1)).toMatchObject({ revision: 4, synced: true });
  });

  it("recovers unsaved edits made on the server's revision, and only those", () => {
    expect(recoveryFor(null, 3)).toEqual({ kind: "none" });
    expect(recoveryFor(entry(3, true), 3)).toEqual({ kind: "none" });
    expect(recoveryFor(entry(3, false), 3).kind).toBe("recover");
    expect(recoveryFor(entry(2, false), 3).kind).toBe("stale");
  });

  it("survives a corrupted store", () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(readLocal(1)).toBeNull();
    expect(writeLocal(1, entry(1, false))).toBe(true);
  });
});

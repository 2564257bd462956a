import { describe, expect, it } from "vitest";

import { moveTable } from "@/editor/actions";
import { emptyDocument } from "@/editor/model/types";

import { bigDocument } from "./bigDocument.testing";
import { DOCUMENT_COPY_MAX_BYTES, estimatedBytes, readLocal, recoveryFor, STORAGE_KEY, writeLocal, type LocalEntry } from "./localCopy";

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

/** A Storage that refuses to hold more than `quota` characters, as browsers do. */
function smallStorage(quota: number): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
}

describe("a diagram too large to copy whole", () => {
  it("keeps its pending commands without its document, and its estimate is a low one", () => {
    const doc = bigDocument(400);
    expect(estimatedBytes(doc)).toBeGreaterThan(DOCUMENT_COPY_MAX_BYTES);
    expect(estimatedBytes(doc)).toBeLessThan(JSON.stringify(doc).length);
    writeLocal(1, { doc: emptyDocument(), revision: 3, savedAt: 1, synced: true, pending: [] });
    expect(writeLocal(1, { doc, revision: 4, savedAt: 2, synced: false, pending: [stored("x", 4)] })).toBe(true);
    const kept = readLocal(1)!;
    expect(kept).toMatchObject({ revision: 4, pending: [{ id: "x", baseRevision: 4 }] });
    expect(kept.doc).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)!.length).toBeLessThan(1_000);
    expect(recoveryFor({ revision: 4, savedAt: 2, synced: false }, 4)).toEqual({ kind: "none" });
  });

  it("makes room by dropping other diagrams' documents before any pending command", () => {
    const medium = bigDocument(10);
    // Room for one copy of the document, not two.
    const storage = smallStorage(JSON.stringify(medium).length * 1.5);
    writeLocal(1, { doc: medium, revision: 1, savedAt: 1, synced: false, pending: [stored("one", 1)] }, storage);
    expect(readLocal(1, storage)?.doc?.tables).toHaveLength(10);
    expect(writeLocal(2, { doc: medium, revision: 5, savedAt: 2, synced: false, pending: [stored("two", 5)] }, storage)).toBe(true);
    expect(readLocal(2, storage)?.doc?.tables).toHaveLength(10);
    expect(readLocal(1, storage)).toMatchObject({ pending: [{ id: "one" }] });
    expect(readLocal(1, storage)?.doc).toBeUndefined();
  });
});

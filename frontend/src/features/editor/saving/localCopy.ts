/**
 * The local copy of diagrams in the browser (`schema_data`, spec 001 §3): kept on every change so
 * nothing is lost when the server cannot be reached, and offered back when a diagram reopens with
 * edits the server never received.
 */
import type { DiagramDocument } from "@/editor/model/types";

export const STORAGE_KEY = "schema_data";

export interface LocalEntry {
  doc: DiagramDocument;
  /** The server revision the edits were made on. */
  revision: number;
  savedAt: number;
  /** False while the server has not received this document. */
  synced: boolean;
}

type Store = Record<string, LocalEntry>;

function readStore(storage: Storage): Store {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    const parsed = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

export function readLocal(projectId: number, storage: Storage = localStorage): LocalEntry | null {
  return readStore(storage)[String(projectId)] ?? null;
}

/** False when the browser refused (quota): the caller says the data could not be saved. */
export function writeLocal(projectId: number, entry: LocalEntry, storage: Storage = localStorage): boolean {
  const store = readStore(storage);
  store[String(projectId)] = entry;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(store));
    return true;
  } catch {
    // Out of room: keep only this diagram rather than nothing.
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ [String(projectId)]: entry }));
      return true;
    } catch {
      return false;
    }
  }
}

export function markSynced(projectId: number, revision: number, storage: Storage = localStorage) {
  const entry = readLocal(projectId, storage);
  if (entry) writeLocal(projectId, { ...entry, revision, synced: true }, storage);
}

export type Recovery = { kind: "none" } | { kind: "recover"; entry: LocalEntry } | { kind: "stale"; entry: LocalEntry };

/**
 * What to do with a local copy when the server's version arrives: unsaved edits made on the
 * server's current revision are recovered; unsaved edits on an older revision are stale (the
 * server moved on meanwhile) and not applied silently.
 */
export function recoveryFor(entry: LocalEntry | null, serverRevision: number): Recovery {
  if (!entry || entry.synced) return { kind: "none" };
  if (entry.revision === serverRevision) return { kind: "recover", entry };
  return { kind: "stale", entry };
}

/**
 * The local copy of diagrams in the browser (`schema_data`, spec 001 §3): per diagram, the
 * commands the server has not acknowledged yet (sent again after a reload) and the document as
 * the user last saw it (the local-only canvas opens it when the server cannot be reached).
 */
import type { StoredCommand } from "@/editor/sync/diagramSync";
import type { DiagramDocument } from "@/editor/model/types";

export const STORAGE_KEY = "schema_data";

export interface LocalEntry {
  /** The document with the pending commands applied. */
  doc: DiagramDocument;
  /** The server revision the last confirmed document was at. */
  revision: number;
  /** Unacknowledged commands, oldest first, each with the revision it was made on. Absent in
   * copies written before live collaboration, which kept the whole document only. */
  pending?: StoredCommand[];
  savedAt: number;
  /** True when the server holds everything in `doc`. */
  synced: boolean;
}

type Store = Record<string, LocalEntry>;

function readStore(storage: Storage): Store {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Store) : {};
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

export type Recovery =
  | { kind: "none" }
  /** Commands to send again; the server rebases each on the revision it was made on. */
  | { kind: "pending"; commands: StoredCommand[] }
  /** An older copy holding a whole unsaved document made on the server's current revision. */
  | { kind: "document"; doc: DiagramDocument; revision: number }
  /** An older copy made on a revision the server has moved past: a whole document cannot be
   * rebased on collaborators' changes, so it is not applied silently. */
  | { kind: "stale" };

/** What a reopened diagram takes back from its local copy. */
export function recoveryFor(entry: LocalEntry | null, serverRevision: number): Recovery {
  if (!entry) return { kind: "none" };
  if (Array.isArray(entry.pending)) return entry.pending.length > 0 ? { kind: "pending", commands: entry.pending } : { kind: "none" };
  if (entry.synced) return { kind: "none" };
  return entry.revision === serverRevision ? { kind: "document", doc: entry.doc, revision: entry.revision } : { kind: "stale" };
}

/**
 * The local copy of diagrams in the browser (`schema_data`, spec 001 §3): per diagram, the
 * commands the server has not acknowledged yet (sent again after a reload) and, when it is small
 * enough, the document as the user last saw it (the local-only canvas opens it when the server
 * cannot be reached).
 *
 * The pending commands are always kept: they are the user's unsaved work, and small. The whole
 * document is not, past DOCUMENT_COPY_MAX_BYTES: localStorage holds ~5 million characters an
 * origin (a 5 000-table diagram is ~38 MB of JSON), and stringifying tens of megabytes on the main
 * thread stalled the editor for hundreds of milliseconds at every write.
 */
import type { StoredCommand } from "@/editor/sync/diagramSync";
import type { DiagramDocument } from "@/editor/model/types";

export const STORAGE_KEY = "schema_data";
/** Past this estimated JSON size a diagram's document is not copied (~300 tables of 20 columns). */
export const DOCUMENT_COPY_MAX_BYTES = 2_000_000;

export interface LocalEntry {
  /** The document with the pending commands applied; absent when too large to keep. */
  doc?: DiagramDocument;
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

// What an item weighs in JSON at least, by kind (an attribute of the editor's ~20 fields is ~350
// characters): an estimate from the counts alone, in time proportional to the tables.
const TABLE_BYTES = 300;
const ATTRIBUTE_BYTES = 250;
const RELATION_BYTES = 200;

/** A low estimate of the document's JSON size, without serialising it. */
export function estimatedBytes(doc: DiagramDocument): number {
  let bytes = doc.relations.length * RELATION_BYTES;
  for (const table of doc.tables) bytes += TABLE_BYTES + table.attributes.length * ATTRIBUTE_BYTES;
  return bytes;
}

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

const withoutDocument = ({ doc: _doc, ...entry }: LocalEntry): LocalEntry => entry;

function tryWrite(storage: Storage, store: Store): boolean {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(store));
    return true;
  } catch {
    return false;
  }
}

/** False when the browser refused even the pending commands (quota): the caller says the data
 * could not be saved. The document goes first when room runs out: other diagrams', then this
 * one's; then other diagrams altogether. */
export function writeLocal(projectId: number, entry: LocalEntry, storage: Storage = localStorage): boolean {
  const key = String(projectId);
  const own = entry.doc && estimatedBytes(entry.doc) <= DOCUMENT_COPY_MAX_BYTES ? entry : withoutDocument(entry);
  const store = { ...readStore(storage), [key]: own };
  if (tryWrite(storage, store)) return true;
  const lean = Object.fromEntries(Object.entries(store).map(([id, kept]) => [id, id === key ? kept : withoutDocument(kept)]));
  return tryWrite(storage, lean) || tryWrite(storage, { ...lean, [key]: withoutDocument(own) }) || tryWrite(storage, { [key]: withoutDocument(own) });
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
  if (entry.synced || !entry.doc) return { kind: "none" };
  return entry.revision === serverRevision ? { kind: "document", doc: entry.doc, revision: entry.revision } : { kind: "stale" };
}

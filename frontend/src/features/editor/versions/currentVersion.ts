/**
 * "Version actuelle" (001 §4): the newest version is the current one only while the diagram has
 * no unsaved change compared to its snapshot; with no version at all everything is unsaved.
 * Cheap first: a version taken at the revision the diagram is at, with nothing waiting to be
 * sent, is the diagram as it stands; otherwise its snapshot is compared with the document.
 */
import { sameValue } from "@/editor/commands/history";
import type { DiagramDocument } from "@/editor/model/types";

import type { VersionSummary } from "./types";

export interface LiveRevision {
  revision: number;
  pending: number;
}

/** True: unsaved changes; false: the newest version is current; null: its snapshot must be read
 * to know. */
export function unsavedByRevision(newest: VersionSummary | undefined, live: LiveRevision | null): boolean | null {
  if (!newest) return true;
  if (live && newest.revision !== null && newest.revision === live.revision && live.pending === 0) return false;
  return null;
}

/** Whether the document differs from a snapshot, layout included: restoring would lose it. */
export function differsFrom(snapshot: Pick<DiagramDocument, "tables" | "relations">, doc: DiagramDocument): boolean {
  return !sameValue(snapshot.tables, doc.tables) || !sameValue(snapshot.relations, doc.relations);
}

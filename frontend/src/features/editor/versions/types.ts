import type { DiagramDocument } from "@/editor/model/types";
import type { components } from "@/shared/api/schema";

/** A version as listed (its snapshot is read on its own: a list of them would be huge). */
export type VersionSummary = components["schemas"]["VersionOut"];
/** A version with its snapshot, a document the server validated when it was stored. */
export type VersionDetail = Omit<components["schemas"]["VersionDetailOut"], "snapshot"> & { snapshot: DiagramDocument };
export type VersionKind = VersionSummary["kind"];

/** Newest first (001 §7: sorted on the client). */
export function newestFirst(versions: readonly VersionSummary[]): VersionSummary[] {
  return [...versions].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * What changed between two versions of the document's tables, found by reference: the reducer
 * replaces only the tables a command touched and shares the rest. The caches that follow the
 * document (spatial index, routes, table pictures) use it to update what a drag frame changed
 * instead of walking every table and relation again.
 */
import type { Table } from "./types";

/**
 * The positions of the tables replaced in place (same id at the same position, a new object), or
 * null when tables were added, removed or reordered: the caller then rebuilds. Comparing
 * references is all it does for the tables that did not change.
 */
export function replacedTables(before: readonly Table[], after: readonly Table[]): number[] | null {
  if (before === after) return [];
  if (before.length !== after.length) return null;
  const replaced: number[] = [];
  for (let i = 0; i < after.length; i += 1) {
    if (before[i] === after[i]) continue;
    if (before[i].id !== after[i].id) return null;
    replaced.push(i);
  }
  return replaced;
}

/** The two versions of a table draw the same picture: they differ at most by where they are. */
export function sameLook(a: Table, b: Table): boolean {
  if (a === b) return true;
  for (const key in a) {
    if (key === "x" || key === "y") continue;
    if (a[key as keyof Table] !== b[key as keyof Table]) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

/**
 * Renames in an order where none lands on a name still taken: a chain (a → b, b → c) runs from
 * its end, a swap (a → b, b → a) goes through a temporary name. Names compare without case, as
 * MySQL and SQL Server may compare them. Linear in the number of renames.
 */
import { MAX_NAME } from "../../export/names";

export interface Rename {
  from: string;
  to: string;
}

const fold = (name: string) => name.toLowerCase();

/** A name for the swap's middle step, kept short enough for every engine. */
export function temporaryName(name: string, taken: ReadonlySet<string>): string {
  const base = `${name.slice(0, MAX_NAME - 12)}__relata`;
  let candidate = base;
  for (let n = 2; taken.has(fold(candidate)); n += 1) candidate = `${base}${n}`;
  return candidate;
}

export function orderRenames(renames: readonly Rename[]): Rename[] {
  const pending = new Map<string, Rename>();
  for (const rename of renames) if (rename.from !== rename.to) pending.set(fold(rename.from), rename);
  const taken = new Set<string>([...pending.keys(), ...renames.map((rename) => fold(rename.to))]);
  const ordered: Rename[] = [];
  // A rename waits for the one that holds its target; at most one waits on each name.
  const waiting = new Map<string, Rename>();
  const ready: Rename[] = [];
  const enqueue = (rename: Rename) => {
    const holder = pending.get(fold(rename.to));
    if (holder && holder !== rename) waiting.set(fold(rename.to), rename);
    else ready.push(rename);
  };
  pending.forEach(enqueue);
  const run = (rename: Rename) => {
    ordered.push({ from: rename.from, to: rename.to });
    pending.delete(fold(rename.from));
    const next = waiting.get(fold(rename.from));
    if (next) {
      waiting.delete(fold(rename.from));
      ready.push(next);
    }
  };
  while (pending.size > 0) {
    while (ready.length > 0) {
      const rename = ready.pop() as Rename;
      // Only the renames still pending run: a swap's first half was replaced below.
      if (pending.get(fold(rename.from)) === rename) run(rename);
    }
    const [first] = pending.values();
    if (!first) break;
    // Only cycles are left: move one aside, which frees the name the next one waits for.
    const aside = temporaryName(first.from, taken);
    taken.add(fold(aside));
    run({ from: first.from, to: aside });
    const rest = { from: aside, to: first.to };
    pending.set(fold(aside), rest);
    enqueue(rest);
  }
  return ordered;
}

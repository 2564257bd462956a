/**
 * Renames in an order that never takes a name still in use, for both ORM migrations: `items` one
 * by one; when a new name is still held by another item waiting for its own
 * rename (a swap, a shift), that one moves to a temporary name first. Names compare without
 * regard to case, as Django compares model names and SQLite table names.
 */
export function swapSafely(
  items: { id: string; from: string; to: string }[],
  taken: { id: string; name: string }[],
  emit: (id: string, from: string, to: string) => void,
  temporary: (name: string) => string,
) {
  const current = new Map(taken.map((entry) => [entry.id, entry.name]));
  for (const item of items) current.set(item.id, current.get(item.id) ?? item.from);
  const holder = (name: string) => [...current].find(([, held]) => held.toLowerCase() === name.toLowerCase())?.[0];
  const pending = new Set(items.map((item) => item.id));
  const move = (id: string, to: string) => {
    emit(id, current.get(id) as string, to);
    current.set(id, to);
  };
  for (const item of items) {
    const blocker = holder(item.to);
    if (blocker !== undefined && blocker !== item.id && pending.has(blocker)) {
      let spare = temporary(current.get(blocker) as string);
      for (let n = 2; holder(spare) !== undefined; n += 1) spare = `${temporary(current.get(blocker) as string)}${n}`;
      move(blocker, spare);
    }
    if ((current.get(item.id) as string) !== item.to) move(item.id, item.to);
    pending.delete(item.id);
  }
}

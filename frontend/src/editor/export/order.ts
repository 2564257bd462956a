/**
 * Dependency order (001 §5): referenced tables first. Ties keep the document's order, so the
 * output is the same for the same document. A cycle is broken at its earliest table in that
 * order; the edges that had to be ignored are returned so exporters can add those foreign keys
 * after every table exists (ALTER TABLE, or a later migration).
 */

export interface Edge {
  /** Index of the table holding the foreign key. */
  from: number;
  /** Index of the referenced table. */
  to: number;
}

export interface Ordering {
  order: number[];
  /** Edges (by their position in the input) that point to a table created later. */
  deferred: Set<number>;
}

export function dependencyOrder(count: number, edges: readonly Edge[]): Ordering {
  const missing = new Array<number>(count).fill(0);
  const dependents = Array.from({ length: count }, () => [] as number[]);
  const seen = new Set<string>();
  for (const { from, to } of edges) {
    const key = `${from}>${to}`;
    if (from === to || seen.has(key)) continue;
    seen.add(key);
    missing[from] += 1;
    dependents[to].push(from);
  }
  const placed = new Array<boolean>(count).fill(false);
  const ready = new MinHeap();
  missing.forEach((n, table) => n === 0 && ready.push(table));
  const order: number[] = [];
  let earliest = 0;
  while (order.length < count) {
    let next = ready.pop();
    while (next !== undefined && placed[next]) next = ready.pop();
    if (next === undefined) {
      // Only cycles are left: take the earliest table that is not placed yet.
      while (placed[earliest]) earliest += 1;
      next = earliest;
    }
    placed[next] = true;
    order.push(next);
    for (const dependent of dependents[next]) {
      missing[dependent] -= 1;
      if (missing[dependent] === 0 && !placed[dependent]) ready.push(dependent);
    }
  }
  const position = new Array<number>(count);
  order.forEach((table, at) => (position[table] = at));
  const deferred = new Set<number>();
  edges.forEach(({ from, to }, at) => {
    if (from !== to && position[to] > position[from]) deferred.add(at);
  });
  return { order, deferred };
}

/** Smallest index first, so ties keep the document's order. */
class MinHeap {
  private readonly items: number[] = [];

  push(value: number) {
    const items = this.items;
    items.push(value);
    let at = items.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (items[parent] <= items[at]) break;
      [items[parent], items[at]] = [items[at], items[parent]];
      at = parent;
    }
  }

  pop(): number | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0];
    const last = items.pop() as number;
    if (items.length > 0) {
      items[0] = last;
      let at = 0;
      for (;;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let smallest = at;
        if (left < items.length && items[left] < items[smallest]) smallest = left;
        if (right < items.length && items[right] < items[smallest]) smallest = right;
        if (smallest === at) break;
        [items[smallest], items[at]] = [items[at], items[smallest]];
        at = smallest;
      }
    }
    return top;
  }
}

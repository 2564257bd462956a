// A V8 CPU profile (CDP Profiler.stop) summed by function: where the main thread's time went.

/** The `top` functions by self time, with their total (self + callees) time, in ms. */
export function hottest(profile, top = 20) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const nameOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  for (const [id, us] of selfUs) {
    const name = nameOf(nodes.get(id));
    self.set(name, (self.get(name) ?? 0) + us);
    // A function counted once per sample however deep its recursion.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const outer = nameOf(nodes.get(at));
      if (seen.has(outer)) continue;
      seen.add(outer);
      total.set(outer, (total.get(outer) ?? 0) + us);
    }
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, us]) => ({ function: name, selfMs: Math.round(us / 100) / 10, totalMs: Math.round((total.get(name) ?? 0) / 100) / 10 }));
}

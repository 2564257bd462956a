// A Chromium trace (Tracing domain, JSON events) summed by event name on the renderer's main
// thread: where the time a CPU profile calls "(program)" went (paint, raster, layout, input...).

/** The `top` event names by self time on CrRendererMain, in ms, with how often they ran. */
export function mainThreadTime(events, top = 20) {
  const names = new Map(events.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = events.filter((e) => e.ph === "X" && names.get(`${e.pid}:${e.tid}`) === "CrRendererMain" && e.dur !== undefined);
  const byThread = new Map();
  for (const e of main) byThread.set(`${e.pid}:${e.tid}`, [...(byThread.get(`${e.pid}:${e.tid}`) ?? []), e]);
  const self = new Map();
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const event of list) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= event.dur;
      const entry = { ts: event.ts, dur: event.dur, self: event.dur, name: event.name };
      stack.push(entry);
      const sum = self.get(event.name) ?? { selfMs: 0, count: 0, entries: [] };
      sum.count += 1;
      sum.entries.push(entry);
      self.set(event.name, sum);
    }
  }
  return [...self].map(([name, { count, entries }]) => ({ event: name, count, selfMs: Math.round(entries.reduce((s, e) => s + e.self, 0) / 100) / 10 }))
    .sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
}

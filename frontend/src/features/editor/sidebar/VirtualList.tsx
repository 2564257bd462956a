import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";

/** Without a measured viewport (first paint, jsdom) this many items are rendered. */
const UNMEASURED_COUNT = 60;

export interface ScrollRequest {
  key: string;
}

interface Props<T> {
  items: readonly T[];
  /** Stable (defined once): keys name items across renders and measurements. */
  getKey: (item: T) => string;
  /** Renders one `<li>`; its height is measured once shown. */
  renderItem: (item: T) => ReactNode;
  label: string;
  /** Height of an item not measured yet: a collapsed row. */
  estimate?: number;
  /** Extra pixels rendered above and below the viewport. */
  overscan?: number;
  /** A new object brings that item into view. */
  scrollTo?: ScrollRequest | null;
  className?: string;
  before?: ReactNode;
}

/**
 * A windowed list: only the items within (and around) the scrolled viewport are in the DOM, so
 * a thousand tables cost the same as thirty. Items keep their natural height; expanded ones are
 * measured with a ResizeObserver and the rest count as `estimate`. Spacers above and below keep
 * the scrollbar true to the whole list.
 */
export function VirtualList<T>({ items, getKey, renderItem, label, estimate = 37, overscan = 600, scrollTo, className, before }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const keyOf = useRef(new WeakMap<Element, string>());
  const observed = useRef(new Set<Element>());
  const [view, setView] = useState({ top: 0, height: 0 });
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());

  const tops = useMemo(() => {
    const result = new Array<number>(items.length + 1);
    let at = 0;
    items.forEach((item, i) => {
      result[i] = at;
      at += heights.get(getKey(item)) ?? estimate;
    });
    result[items.length] = at;
    return result;
  }, [items, heights, getKey, estimate]);

  let start = 0;
  let end = Math.min(items.length, UNMEASURED_COUNT);
  if (view.height > 0) {
    start = firstEndingAfter(tops, view.top - overscan);
    end = Math.max(start, firstStartingAt(tops, view.top + view.height + overscan));
  }

  // One observer for the viewport and the shown items.
  useEffect(() => {
    if (typeof ResizeObserver === "undefined" || !scroller.current) return;
    const box = scroller.current;
    const ro = new ResizeObserver((entries) => {
      const measured: Array<[string, number]> = [];
      for (const entry of entries) {
        if (entry.target === box) setView((v) => (v.height === box.clientHeight ? v : { top: box.scrollTop, height: box.clientHeight }));
        const key = keyOf.current.get(entry.target);
        // A node that left the list reports no size: keep the height it had.
        if (key !== undefined && entry.target.isConnected) measured.push([key, (entry.target as HTMLElement).offsetHeight]);
      }
      if (!measured.length) return;
      setHeights((old) => {
        if (measured.every(([key, height]) => old.get(key) === height)) return old;
        const next = new Map(old);
        for (const [key, height] of measured) next.set(key, height);
        return next;
      });
    });
    ro.observe(box);
    observer.current = ro;
    const shown = observed.current;
    return () => {
      ro.disconnect();
      shown.clear();
      observer.current = null;
    };
  }, []);

  // Observe the items now shown, and only them.
  useLayoutEffect(() => {
    const ro = observer.current;
    const ul = list.current;
    if (!ro || !ul) return;
    const children = Array.from(ul.children);
    const current = new Set(children);
    for (const node of observed.current) {
      if (current.has(node)) continue;
      ro.unobserve(node);
      observed.current.delete(node);
    }
    children.forEach((child, i) => {
      const item = items[start + i];
      if (item === undefined) return;
      keyOf.current.set(child, getKey(item));
      if (observed.current.has(child)) return;
      observed.current.add(child);
      ro.observe(child);
    });
  });

  const reveal = useEffectEvent((key: string) => {
    const box = scroller.current;
    const at = items.findIndex((item) => getKey(item) === key);
    if (!box || at < 0) return;
    const top = tops[at];
    const bottom = tops[at + 1];
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) box.scrollTop = top;
  });

  useEffect(() => {
    if (scrollTo) reveal(scrollTo.key);
  }, [scrollTo]);

  return (
    <div
      ref={scroller}
      className={className}
      // The spacers change as items are measured: the browser must not "anchor" the scroll to them.
      style={{ overflowAnchor: "none" }}
      onScroll={(event) => {
        const box = event.currentTarget;
        setView({ top: box.scrollTop, height: box.clientHeight });
      }}
    >
      {before}
      <ul ref={list} aria-label={label} style={{ paddingTop: tops[start], paddingBottom: tops[items.length] - tops[end] }}>
        {items.slice(start, end).map(renderItem)}
      </ul>
    </div>
  );
}

/** The first index whose item ends after `y`. */
function firstEndingAfter(tops: readonly number[], y: number): number {
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid + 1] > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The first index whose item starts at or after `y`. */
function firstStartingAt(tops: readonly number[], y: number): number {
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tops[mid] >= y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

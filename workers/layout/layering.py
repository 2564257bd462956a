"""Layers of one connected group of tables: which column each table goes to.

Direction: a relation goes from the referenced table (`fromTableId`, the primary-key side) to the
referencing one, and layers run left to right, so referenced tables sit left of the tables that
point at them. Only where a band is mirrored (see `bands`) does a band read right to left.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable

import networkx as nx

from .simplex import simplex_layers

BALANCE_PASSES = 4
MOVE_PASSES = 4  # quick_layers: passes of block moves at most
BLOCK = 64  # quick_layers: tables moved together at most
SIMPLEX_WORK = 200  # quick_layers: node visits of network simplex per table at most
# quick_layers: and in all, whatever the group's size. Past 3 000 tables (an imported schema of
# thousands, read a part at a time) the last pivots shortened few relations for the seconds they
# added to the import: at 5 430 tables, 200 a table took 0.45 s more for the same crossings.
MAX_SIMPLEX_WORK = 600_000
QUICK_STEPS = 1000  # quick_layers: progress is told in thousandths
ASPECT = 1.6  # width : height that a laid-out group aims for, a landscape screen's
WRAP_GAIN = 0.8  # another band must save a fifth of the screen it takes to show the drawing
MAX_BANDS = 12


def remove_cycles(nodes: list[int], pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The same connections made acyclic by reversing a small set of them; parallel and opposite
    connections collapse into one.

    Eades–Lin–Smyth's greedy order: sinks go to the end, sources to the front, and otherwise the
    table with the most outgoing over incoming relations goes next to the front; the relations
    pointing backward in that order are reversed. On a schema with cycles it reverses far fewer
    relations than depth-first search does, and the order it leaves follows the cycles' own
    direction, so the layers that follow are shorter (half the total length on the benchmarks).
    """
    succ: dict[int, list[int]] = {v: [] for v in nodes}
    pred: dict[int, list[int]] = {v: [] for v in nodes}
    for u, v in sorted(set(pairs)):
        if u != v:
            succ[u].append(v)
            pred[v].append(u)
    out = {v: len(succ[v]) for v in nodes}
    into = {v: len(pred[v]) for v in nodes}
    alive = set(nodes)
    front: list[int] = []
    back: list[int] = []
    sinks = [v for v in reversed(nodes) if out[v] == 0]
    sources = [v for v in reversed(nodes) if into[v] == 0 and out[v] > 0]
    heap = [(into[v] - out[v], v) for v in nodes]
    heapq.heapify(heap)

    def remove(u: int) -> None:
        alive.discard(u)
        for w in succ[u]:
            if w in alive:
                into[w] -= 1
                if into[w] == 0:
                    sources.append(w)
                heapq.heappush(heap, (into[w] - out[w], w))
        for w in pred[u]:
            if w in alive:
                out[w] -= 1
                if out[w] == 0:
                    sinks.append(w)
                heapq.heappush(heap, (into[w] - out[w], w))

    while alive:
        if sinks:
            u = sinks.pop()
            if u in alive:
                back.append(u)
                remove(u)
        elif sources:
            u = sources.pop()
            if u in alive and out[u]:  # a source that became a sink is taken as a sink
                front.append(u)
                remove(u)
        else:
            balance, u = heapq.heappop(heap)
            if u in alive and balance == into[u] - out[u]:
                front.append(u)
                remove(u)
    rank = {v: i for i, v in enumerate(front + back[::-1])}
    return sorted({(u, v) if rank[u] < rank[v] else (v, u) for u, v in pairs if u != v})


def assign_layers(nodes: list[int], edges: list[tuple[int, int]]) -> dict[int, int]:
    """Layers with the least total relation length (each relation spans at least one layer),
    then each table moved within what its relations allow toward the emptiest layer of its
    neighbours' median, which keeps that total: columns come out more even.

    Fewest spanned layers is a linear programme whose dual is a min-cost flow; networkx's network
    simplex solves the flow, and the layers follow from which relations carry flow (those are
    exactly one layer long) by shortest paths over the constraints.
    """
    flow_graph = nx.DiGraph()
    for v in nodes:
        flow_graph.add_node(v, demand=0)
    for u, v in edges:
        flow_graph.add_edge(u, v, weight=-1)
        flow_graph.nodes[u]["demand"] -= 1
        flow_graph.nodes[v]["demand"] += 1
    _, flow = nx.network_simplex(flow_graph)
    constraints = nx.DiGraph()
    constraints.add_nodes_from(nodes)
    for u, v in edges:
        constraints.add_edge(v, u, weight=-1)  # layer[u] ≤ layer[v] − 1
    for u, v in edges:
        if flow[u][v] > 0:
            constraints.add_edge(u, v, weight=1)  # and, carrying flow, layer[v] ≤ layer[u] + 1
    origin = object()
    constraints.add_edges_from((origin, v, {"weight": 0}) for v in nodes)
    distance = nx.single_source_bellman_ford_path_length(constraints, origin)
    lowest = min(distance[v] for v in nodes)
    layer = {v: int(distance[v] - lowest) for v in nodes}
    graph = nx.DiGraph()
    graph.add_nodes_from(nodes)
    graph.add_edges_from(edges)
    preds = {v: list(graph.predecessors(v)) for v in nodes}
    succs = {v: list(graph.successors(v)) for v in nodes}
    return _balance(nodes, list(nx.topological_sort(graph)), preds, succs, layer)


def quick_layers(nodes: list[int], edges: list[tuple[int, int]],
                 report: Callable[[int, int], None] | None = None) -> dict[int, int]:
    """Layers for groups too big for `assign_layers`, whose min-cost flow takes a second or more
    in one uninterruptible call on thousands of tables; here the work grows linearly with the
    group and progress is reported all along.

    Longest path from the sources first (each table just right of its furthest predecessor).
    Then passes of block moves, cheap and effective on imported schemas: table after table, the
    table and those tied to it by relations one layer long on one side (its predecessors, theirs
    and so on) shift together as far as that side allows, when that shortens the relations (the
    block has more relations coming in from that side than going out to the other); at most
    `MOVE_PASSES` passes, blocks of at most `BLOCK` tables. Then network simplex pivots from
    there (`simplex_layers`) for at most `SIMPLEX_WORK` node visits per table (and
    `MAX_SIMPLEX_WORK` in all), which reaches the optimum on chain-like schemas and gets closer
    to it on the others. Then the same balancing
    as `assign_layers`. Every step keeps each relation at least one layer long.
    """
    preds: dict[int, list[int]] = {v: [] for v in nodes}
    succs: dict[int, list[int]] = {v: [] for v in nodes}
    for u, v in edges:
        succs[u].append(v)
        preds[v].append(u)
    waiting = {v: len(preds[v]) for v in nodes}
    order = [v for v in nodes if not waiting[v]]
    for v in order:  # Kahn's order, growing as it is read
        for w in succs[v]:
            waiting[w] -= 1
            if not waiting[w]:
                order.append(w)
    layer: dict[int, int] = {}
    for v in order:
        layer[v] = max((layer[u] + 1 for u in preds[v]), default=0)

    def tell(fraction: float) -> None:
        if report:
            report(int(QUICK_STEPS * fraction), QUICK_STEPS)

    # Into minus out: what moving a table one layer back (toward its predecessors) shortens.
    pull = {v: len(preds[v]) - len(succs[v]) for v in nodes}
    for sweep in range(MOVE_PASSES):
        moved = False
        for n, v in enumerate(order if sweep % 2 == 0 else reversed(order)):
            moved |= _shift_block(v, preds, pull, layer, -1)
            moved |= _shift_block(v, succs, pull, layer, 1)
            if n % 64 == 63:
                tell(0.3 * (sweep + n / len(order)) / MOVE_PASSES)
        tell(0.3 * (sweep + 1) / MOVE_PASSES)
        if not moved:
            break
    tell(0.3)
    work = min(SIMPLEX_WORK * len(nodes), MAX_SIMPLEX_WORK)
    layer = simplex_layers(nodes, edges, layer, work,
                           lambda done, total: tell(0.3 + 0.6 * done / total))
    lowest = min(layer.values(), default=0)
    result = _balance(nodes, order, preds, succs, {v: layer[v] - lowest for v in nodes})
    tell(1.0)
    return result


def _shift_block(v: int, behind: dict[int, list[int]], pull: dict[int, int],
                 layer: dict[int, int], direction: int) -> bool:
    """Shift v, with every table a relation one layer long ties to it on the `behind` side
    (recursively), in `direction` (−1: toward the predecessors, whose lists `behind` then is),
    if that shortens the relations. Returns whether it moved."""
    block = {v}
    stack = [v]
    gain = -direction * pull[v]
    while stack:
        x = stack.pop()
        tight = layer[x] + direction
        for u in behind[x]:
            if layer[u] == tight and u not in block:
                block.add(u)
                stack.append(u)
                gain -= direction * pull[u]
                if len(block) > BLOCK:
                    return False
    if gain <= 0:
        return False
    room = min((abs(layer[x] - layer[u]) - 1 for x in block for u in behind[x]
                if u not in block), default=1)
    for x in block:
        layer[x] += direction * room
    return True


def _balance(nodes: list[int], order: list[int], preds: dict[int, list[int]],
             succs: dict[int, list[int]], layer: dict[int, int]) -> dict[int, int]:
    """Each table moved within what its relations allow toward the emptiest layer of its
    neighbours' median, which keeps the total relation length; empty layers closed up."""
    last = max(layer.values(), default=0)
    population = [0] * (last + 1)
    for v in nodes:
        population[layer[v]] += 1
    for _ in range(BALANCE_PASSES):
        moved = False
        for v in order:
            before = [layer[u] for u in preds[v]]
            after = [layer[w] for w in succs[v]]
            low = max(before) + 1 if before else 0
            high = min(after) - 1 if after else last
            around = sorted(before + after)
            if low >= high or not around:
                continue
            a, b = around[(len(around) - 1) // 2], around[len(around) // 2]
            a, b = min(max(a, low), high), min(max(b, low), high)
            best = min(range(a, b + 1), key=lambda n: (population[n], abs(n - layer[v]), n))
            if best != layer[v]:
                population[layer[v]] -= 1
                population[best] += 1
                layer[v] = best
                moved = True
        if not moved:
            break
    used = sorted(set(layer.values()))
    rank = {n: i for i, n in enumerate(used)}
    return {v: rank[layer[v]] for v in nodes}


def split_tall_layers(layers: list[list[int]], edges: list[tuple[int, int]],
                      height: Callable[[int], float], cap: float,
                      keep: set[int]) -> list[list[int]]:
    """Spread a column taller than `cap` over extra columns beside it.

    Only tables that may move without breaking the direction move: ones nothing points to from
    their right (no successors) go to new columns after theirs, ones with no predecessors to new
    columns before it. Tables in `keep` (hubs) stay in their column.
    """
    preds = {v for _, v in edges}
    succs = {u for u, _ in edges}
    out: list[list[int]] = []
    for members in layers:
        total = sum(height(v) for v in members)
        if total <= cap:
            out.append(members)
            continue
        sinks = [v for v in members if v not in succs and v not in keep]
        sources = [v for v in members if v not in preds and v not in keep and v in succs]
        moving = set(sinks) | set(sources)
        staying = [v for v in members if v not in moving]
        room = cap - sum(height(v) for v in staying)
        # Fill the original column first, then as many extra columns as the movers need.
        for v in sinks + sources:
            if height(v) <= room:
                staying.append(v)
                room -= height(v)
                moving.discard(v)
        before = _columns([v for v in sources if v in moving], height, cap)
        after = _columns([v for v in sinks if v in moving], height, cap)
        out.extend(before[::-1])
        rank = {v: i for i, v in enumerate(members)}
        out.append(sorted(staying, key=rank.__getitem__))
        out.extend(after)
    return [members for members in out if members]


def _columns(nodes: list[int], height: Callable[[int], float], cap: float) -> list[list[int]]:
    columns: list[list[int]] = []
    used = math.inf
    for v in nodes:
        if used + height(v) > cap:
            columns.append([])
            used = 0.0
        columns[-1].append(v)
        used += height(v)
    return columns


def bands(layers: list[list[int]], edges: list[tuple[int, int]], column_height: list[float],
          column_width: list[float], gap: float) -> list[tuple[int, int]]:
    """Cut a long run of columns into bands stacked top to bottom, as text wraps into lines.

    A chain of tables would otherwise stretch into one endless row. The number of bands is the
    one whose drawing fits the smallest landscape screen; a band only pays if it saves a good
    share of it, since every cut lengthens the relations it crosses. The cuts fall where the
    fewest relations cross from one column to the next, near evenly spaced points, and the
    caller mirrors every other band so that cut relations drop straight down to the band below
    instead of running back across it. Returns (first, end) layer ranges.
    """
    count = len(layers)
    layer_of = {v: i for i, members in enumerate(layers) for v in members}
    spanning = [0] * (count + 1)  # spanning[c]: relations crossing the cut before column c
    for u, v in edges:
        a, b = sorted((layer_of[u], layer_of[v]))
        spanning[a + 1] += 1
        spanning[b + 1] -= 1
    for c in range(1, count + 1):
        spanning[c] += spanning[c - 1]

    def screen(ranges: list[tuple[int, int]]) -> float:
        width = max(sum(column_width[a:b]) for a, b in ranges)
        height = sum(max(column_height[a:b]) + gap for a, b in ranges) - gap
        return max(width, ASPECT * height) * max(height, width / ASPECT)

    best, best_screen = [(0, count)], screen([(0, count)])
    for wanted in range(2, min(count // 3, MAX_BANDS) + 1):
        ranges = _cut(count, wanted, spanning)
        found = screen(ranges)
        if found < best_screen * WRAP_GAIN:
            best, best_screen = ranges, found
    return best


def _cut(count: int, wanted: int, spanning: list[int]) -> list[tuple[int, int]]:
    cuts = [0]
    window = max(1, count // (4 * wanted))
    for k in range(1, wanted):
        ideal = round(count * k / wanted)
        lo, hi = max(cuts[-1] + 2, ideal - window), min(count - 2, ideal + window)
        if lo <= hi:
            cuts.append(min(range(lo, hi + 1), key=lambda c: (spanning[c], abs(c - ideal), c)))
    cuts.append(count)
    return list(zip(cuts, cuts[1:], strict=False))

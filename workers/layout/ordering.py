"""The order of tables inside each column, chosen to cross as few relations as possible.

A relation spanning several columns is cut into one segment per column gap, joined by dummy
nodes (Sugiyama): the dummies take part in the ordering like tables, so long relations are
untangled too, and later reserve a gap in every column they pass.

Crossing reduction is the barycentre heuristic: sweeps down and up the columns, each table moved
to the mean position of its neighbours in the column just fixed. It stops after `iterations`
rounds (the spec's 100 at most), or as many as its work budget pays for, or sooner when a few
rounds in a row found nothing better, and it returns the best order seen, so it can never end
with more crossings than it started with.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Callable
from dataclasses import dataclass, field

PATIENCE = 3  # rounds without improvement before stopping


@dataclass
class Layered:
    """Columns of nodes (tables then dummies) and the segments between neighbouring columns.

    `down[v]` lists (w, port at v, port at w) for w in the next column, `up[v]` the same toward
    the previous column; ports are attachment offsets from a table's top, 0 on a dummy.
    """

    layers: list[list[int]]
    down: dict[int, list[tuple[int, float, float]]] = field(default_factory=dict)
    up: dict[int, list[tuple[int, float, float]]] = field(default_factory=dict)
    dummies: set[int] = field(default_factory=set)


def expand(layers: list[list[int]], edges: dict[tuple[int, int], tuple[float, float]],
           first_dummy: int, budget: int) -> Layered:
    """Layers with a dummy in every column a relation passes; `edges` maps (u, v) to its ports,
    u in an earlier column than v.

    At most `budget` dummies: past it the longest relations get none and are left out of the
    ordering, which keeps time and memory bounded on huge tangled diagrams (a relation across
    a hundred columns would need a hundred dummies and gains little from them).
    """
    layers = [list(members) for members in layers]
    layer_of = {v: i for i, members in enumerate(layers) for v in members}
    result = Layered(layers)
    for v in layer_of:
        result.down[v] = []
        result.up[v] = []
    next_id = first_dummy
    by_length = sorted(edges.items(), key=lambda item: layer_of[item[0][1]] - layer_of[item[0][0]])
    for (u, v), (port_u, port_v) in by_length:
        budget -= layer_of[v] - layer_of[u] - 1
        if budget < 0 and layer_of[v] - layer_of[u] > 1:
            continue
        chain = [u]
        for column in range(layer_of[u] + 1, layer_of[v]):
            layers[column].append(next_id)
            result.dummies.add(next_id)
            result.down[next_id] = []
            result.up[next_id] = []
            chain.append(next_id)
            next_id += 1
        chain.append(v)
        for i, (a, b) in enumerate(zip(chain, chain[1:], strict=False)):
            pa = port_u if i == 0 else 0.0
            pb = port_v if i == len(chain) - 2 else 0.0
            result.down[a].append((b, pa, pb))
            result.up[b].append((a, pb, pa))
    return result


def gap_crossings(upper: list[int], lower: list[int], down: dict) -> int:
    """Crossings between two neighbouring columns: inversions among the segments' ends."""
    position = {v: i for i, v in enumerate(lower)}
    ends: list[int] = []
    for v in upper:
        segments = down[v]
        if len(segments) == 1:
            ends.append(position[segments[0][0]])
        elif segments:
            ends.extend(sorted([position[w] for w, _, _ in segments]))
    # Count, for each end, the ends already seen that lie strictly below it.
    seen: list[int] = []
    count = 0
    for end in ends:
        count += len(seen) - bisect_right(seen, end)
        insort(seen, end)
    return count


def crossings(graph: Layered) -> int:
    return sum(gap_crossings(a, b, graph.down)
               for a, b in zip(graph.layers, graph.layers[1:], strict=False))


def _sweep(layers: list[list[int]], neighbours: dict[int, list[int]], indices: range,
           tick: Callable[[int], None]) -> None:
    """`neighbours[v]`: the ids of v's neighbours in the column fixed before v's."""
    for i in indices:
        fixed = layers[i - 1] if indices.step > 0 else layers[i + 1]
        position = {v: (n + 0.5) / len(fixed) for n, v in enumerate(fixed)}
        members = layers[i]
        size = len(members)
        keys = {}
        visited = size + len(fixed)
        for n, v in enumerate(members):
            around = neighbours[v]
            if around:
                visited += len(around)
                keys[v] = sum([position[w] for w in around]) / len(around)
            else:
                keys[v] = (n + 0.5) / size
        members.sort(key=keys.__getitem__)  # stable: ties keep their order
        tick(visited)


def _ids(neighbours: dict[int, list[tuple[int, float, float]]]) -> dict[int, list[int]]:
    return {v: [w for w, _, _ in segments] for v, segments in neighbours.items()}


def order(graph: Layered, hubs: set[int], iterations: int = 100,
          report: Callable[[int, int], None] | None = None, budget: int | None = None) -> int:
    """Reorder `graph.layers` in place; returns the crossings of the order kept.

    `budget`, if given, bounds the work (nodes and segments visited): no more rounds than the
    budget pays for, so huge groups stop after fewer rounds. `report` hears (work done, work
    planned) after every column swept or counted and every hub tried, so a progress bar moves
    during each round.
    """
    layers = graph.layers
    size = sum(len(members) for members in layers)
    segments = sum(len(down) for down in graph.down.values())
    # Work as `tick` counts it: a sweep or a count visits every column twice (as the one moved
    # or counted and as the one it faces) and every segment once; a hub, its whole column.
    pass_cost = 2 * size + segments
    round_cost = 3 * pass_cost  # two sweeps and a crossing count
    hubs_cost = sum(2 * len(members) * sum(v in hubs for v in members) for members in layers)
    rounds = iterations if budget is None else max(1, min(iterations, budget // round_cost))
    planned = rounds * round_cost + pass_cost + hubs_cost  # and the first count, the hubs' pass
    spent = 0

    def tick(work: int) -> None:
        nonlocal spent
        spent += work
        if report:
            report(min(spent, planned), planned)

    def count() -> int:
        total = 0
        for upper, lower in zip(layers, layers[1:], strict=False):
            total += gap_crossings(upper, lower, graph.down)
            tick(len(upper) + len(lower) + sum(len(graph.down[v]) for v in upper))
        return total

    _centre_hubs(layers, hubs)
    up, down = _ids(graph.up), _ids(graph.down)
    best = count()
    best_layers = [list(members) for members in layers]
    stale = 0
    for _ in range(rounds):
        if best == 0 or stale >= PATIENCE:
            break
        _sweep(layers, up, range(1, len(layers)), tick)
        _sweep(layers, down, range(len(layers) - 2, -1, -1), tick)
        found = count()
        if found < best:
            best, best_layers, stale = found, [list(members) for members in layers], 0
        else:
            stale += 1
    layers[:] = best_layers
    best += _hubs_to_middle(graph, hubs, tick)
    if report:
        report(planned, planned)
    return best


def _centre_hubs(layers: list[list[int]], hubs: set[int]) -> None:
    """Start with hubs in the middle of their column: many relations leave them, and from the
    middle they reach both ends of the neighbouring columns with the shortest segments."""
    for members in layers:
        if any(v in hubs for v in members):
            others = [v for v in members if v not in hubs]
            middle = len(others) // 2
            members[:] = others[:middle] + [v for v in members if v in hubs] + others[middle:]


def _hubs_to_middle(graph: Layered, hubs: set[int], tick: Callable[[int], None]) -> int:
    """After the sweeps, move each hub to the middle of its column when that costs no crossing;
    returns the change in crossings (zero or less).

    Moving one node only changes how its own segments cross those of the nodes it passes, so
    the change is counted from those alone (`_passing`) rather than over both gaps.
    """
    layers = graph.layers
    total = 0
    for i, members in enumerate(layers):
        above = layers[i - 1] if i > 0 else []
        below = layers[i + 1] if i + 1 < len(layers) else []
        up_at = {v: n for n, v in enumerate(above)}
        down_at = {v: n for n, v in enumerate(below)}
        for hub in [v for v in members if v in hubs]:
            start, middle = members.index(hub), len(members) // 2
            if start == middle:
                continue
            passed = members[start + 1:middle + 1] if middle > start else members[middle:start]
            change = (_passing(hub, passed, graph.up, up_at)
                      + _passing(hub, passed, graph.down, down_at))
            if middle < start:
                change = -change
            if change <= 0:
                members.insert(middle, members.pop(start))
                total += change
            tick(len(passed) + len(members))
    return total


def _passing(node: int, passed: list[int], neighbours: dict, at: dict[int, int]) -> int:
    """How many more crossings the segments of `node` make with those of `passed` (its
    neighbours in the column, all on one side of it) once `node` is moved from before them to
    after them: a pair of segments crosses before the move when `node`'s other end lies past the
    other's, and after it when it lies before."""
    ends = sorted(at[w] for w, _, _ in neighbours[node])
    if not ends:
        return 0
    change = 0
    for v in passed:
        for w, _, _ in neighbours[v]:
            q = at[w]
            change += bisect_left(ends, q) - (len(ends) - bisect_right(ends, q))
    return change

"""Dummies for long relations, crossing counts, and crossing reduction that never makes things
worse than the order it started from."""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from workers.layout import ordering
from workers.layout.ordering import (
    Layered,
    _hubs_to_middle,
    crossings,
    expand,
    gap_crossings,
    order,
)


def brute_gap_crossings(upper, lower, down):
    ends = [(upper.index(v), lower.index(w)) for v in upper for w, _, _ in down[v]]
    return sum((a[0] - b[0]) * (a[1] - b[1]) < 0 for a, b in combinations(ends, 2))


def layered(layers, edges, budget=1000):
    return expand(layers, {edge: (0.0, 0.0) for edge in edges}, first_dummy=1000, budget=budget)


def test_it_counts_the_crossing_of_two_relations():
    graph = layered([[0, 1], [2, 3]], [(0, 3), (1, 2)])
    assert crossings(graph) == 1


def test_relations_sharing_a_table_do_not_cross():
    graph = layered([[0, 1], [2, 3]], [(0, 2), (0, 3), (1, 3)])
    assert crossings(graph) == 0


def test_a_long_relation_gets_one_dummy_per_column_it_passes():
    graph = layered([[0], [1], [2], [3]], [(0, 3), (0, 1)])
    assert len(graph.dummies) == 2
    assert [len(members) for members in graph.layers] == [1, 2, 2, 1]
    first = next(w for w, _, _ in graph.down[0] if w in graph.dummies)
    assert graph.up[first][0][0] == 0


def test_past_the_budget_the_longest_relations_go_without_dummies():
    graph = layered([[0], [1], [2], [3], [4]], [(0, 4), (1, 3), (0, 1)], budget=1)
    assert len(graph.dummies) == 1  # (1, 3) fits, (0, 4) would need three


def test_it_untangles_a_crossed_pair():
    graph = layered([[0, 1], [2, 3]], [(0, 3), (1, 2)])
    assert order(graph, hubs=set()) == 0


random_layers = st.lists(st.integers(1, 6), min_size=2, max_size=6).flatmap(
    lambda sizes: st.tuples(
        st.just(sizes),
        st.lists(st.tuples(st.integers(0, len(sizes) - 2), st.integers(0, 5), st.integers(0, 5),
                           st.integers(1, 3)), max_size=40),
        st.randoms(use_true_random=False),
    ))


@settings(max_examples=150, deadline=None)
@given(random_layers)
def test_crossing_reduction_never_ends_worse_than_it_started(case):
    sizes, raw_edges, rng = case
    layers, next_id = [], 0
    for size in sizes:
        layers.append(list(range(next_id, next_id + size)))
        next_id += size
    edges = set()
    for column, a, b, span in raw_edges:
        target = min(column + span, len(layers) - 1)
        upper, lower = layers[column], layers[target]
        edges.add((upper[a % len(upper)], lower[b % len(lower)]))
    for members in layers:
        rng.shuffle(members)
    graph = layered(layers, sorted(edges))
    for upper, lower in zip(graph.layers, graph.layers[1:], strict=False):
        assert gap_crossings(upper, lower, graph.down) == brute_gap_crossings(upper, lower,
                                                                              graph.down)
    before = crossings(graph)
    hubs = {v for v in range(next_id) if sum(v in e for e in edges) >= 5}
    after = order(graph, hubs)
    assert after == crossings(graph) <= before
    assert sorted(map(sorted, graph.layers)) == sorted(map(sorted, layered(
        layers, sorted(edges)).layers))  # same members, only their order changed


def test_a_hub_ends_in_the_middle_of_its_column_when_it_costs_nothing():
    # Column 1: four leaves and a hub; the hub fans out to column 2.
    hub, leaves, fan = 4, [0, 1, 2, 3], [5, 6, 7, 8, 9]
    graph = layered([[10], [hub, *leaves], fan],
                    [(10, v) for v in [hub, *leaves]] + [(hub, v) for v in fan])
    order(graph, hubs={hub})
    assert graph.layers[1].index(hub) == 2


def reference_hubs_to_middle(graph, hubs):
    """The move as first written: recount both gaps around the column before and after."""
    def around(i):
        layers = graph.layers
        total = 0
        if i > 0:
            total += gap_crossings(layers[i - 1], layers[i], graph.down)
        if i + 1 < len(layers):
            total += gap_crossings(layers[i], layers[i + 1], graph.down)
        return total

    for i, members in enumerate(graph.layers):
        for hub in [v for v in members if v in hubs]:
            before = around(i)
            start, middle = members.index(hub), len(members) // 2
            if start == middle:
                continue
            members.insert(middle, members.pop(start))
            if around(i) > before:
                members.insert(start, members.pop(middle))


def random_graph(sizes, raw_edges, rng):
    layers, next_id = [], 0
    for size in sizes:
        layers.append(list(range(next_id, next_id + size)))
        next_id += size
    edges = set()
    for column, a, b, span in raw_edges:
        target = min(column + span, len(layers) - 1)
        upper, lower = layers[column], layers[target]
        edges.add((upper[a % len(upper)], lower[b % len(lower)]))
    for members in layers:
        rng.shuffle(members)
    return layered(layers, sorted(edges)), next_id


@settings(max_examples=150, deadline=None)
@given(random_layers, st.data())
def test_hubs_move_to_the_middle_exactly_when_the_recount_allows_it(case, data):
    graph, count = random_graph(*case)
    twin = Layered([list(members) for members in graph.layers], graph.down, graph.up,
                   graph.dummies)
    hubs = set(data.draw(st.lists(st.integers(0, max(0, count - 1)), max_size=8)))
    _hubs_to_middle(graph, hubs, lambda work: None)
    reference_hubs_to_middle(twin, hubs)
    assert graph.layers == twin.layers


def test_a_budget_bounds_the_rounds_and_progress_comes_after_every_column(monkeypatch):
    rng = random.Random(3)
    sizes = [12] * 10
    raw = [(rng.randrange(9), rng.randrange(12), rng.randrange(12), rng.randint(1, 3))
           for _ in range(150)]
    graph, _ = random_graph(sizes, raw, rng)
    sweeps = []
    sweep = ordering._sweep
    monkeypatch.setattr(ordering, "_sweep",
                        lambda *args: sweeps.append(1) or sweep(*args))
    size = sum(map(len, graph.layers))
    segments = sum(map(len, graph.down.values()))
    calls = []
    order(graph, set(), iterations=100, budget=2 * 3 * (2 * size + segments),
          report=lambda done, total: calls.append((done, total)))
    assert len(sweeps) <= 2 * 2  # two rounds of a sweep down and a sweep up
    dones = [done for done, _ in calls]
    assert dones == sorted(dones) and calls[-1][0] == calls[-1][1]
    # Never more work between two reports than two neighbouring columns and their segments (the
    # last report only jumps to the end of the work planned, the rounds left undone).
    widest = max(len(a) + len(b) + sum(len(graph.down[v]) + len(graph.up[v]) for v in a + b)
                 for a, b in zip(graph.layers, graph.layers[1:], strict=False))
    work = dones[:-1]
    assert max(b - a for a, b in zip(work, work[1:], strict=False)) <= widest

"""Dummies for long relations, crossing counts, and crossing reduction that never makes things
worse than the order it started from."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from workers.layout.ordering import crossings, expand, gap_crossings, order


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

"""Cycle removal, layers, tall columns and bands."""

from __future__ import annotations

import random

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from workers.layout.layering import (
    assign_layers,
    bands,
    quick_layers,
    remove_cycles,
    split_tall_layers,
)
from workers.layout.simplex import _Simplex, simplex_layers

pairs_of = st.lists(st.tuples(st.integers(0, 14), st.integers(0, 14)), max_size=50)


@settings(max_examples=100, deadline=None)
@given(pairs_of)
def test_cycle_removal_leaves_a_dag_keeping_every_connection(pairs):
    nodes = sorted({v for pair in pairs for v in pair} | {0})
    dag = remove_cycles(nodes, pairs)
    graph = nx.DiGraph(dag)
    assert nx.is_directed_acyclic_graph(graph)
    wanted = {frozenset(p) for p in pairs if p[0] != p[1]}
    assert {frozenset(e) for e in dag} == wanted
    assert len(dag) == len(wanted)  # parallel and opposite connections collapse into one


def test_cycle_removal_keeps_a_dag_as_it_is():
    pairs = [(0, 1), (1, 2), (0, 2), (3, 2), (2, 4)]
    assert remove_cycles([0, 1, 2, 3, 4], pairs) == sorted(pairs)


def test_cycle_removal_reverses_one_relation_of_a_cycle():
    dag = remove_cycles([0, 1, 2, 3], [(0, 1), (1, 2), (2, 3), (3, 0)])
    assert len(set(dag) - {(0, 1), (1, 2), (2, 3), (3, 0)}) == 1


dags = st.lists(st.tuples(st.integers(0, 19), st.integers(0, 19)), max_size=60).map(
    lambda pairs: sorted({(min(a, b), max(a, b)) for a, b in pairs if a != b}))


@settings(max_examples=100, deadline=None)
@given(dags)
def test_referenced_tables_get_earlier_layers_than_referencing_ones(edges):
    nodes = sorted({v for e in edges for v in e} | {0})
    layer = assign_layers(nodes, edges)
    assert all(layer[u] < layer[v] for u, v in edges)
    assert sorted(set(layer.values())) == list(range(len(set(layer.values()))))  # no empty layer


def test_layers_follow_a_chain():
    assert assign_layers([0, 1, 2], [(0, 1), (1, 2)]) == {0: 0, 1: 1, 2: 2}


def test_a_table_referenced_only_late_sits_next_to_what_references_it():
    # 0 → 1 → 2 → 3 and 4 → 3: longest path would leave 4 at layer 0, three layers from 3.
    layer = assign_layers([0, 1, 2, 3, 4], [(0, 1), (1, 2), (2, 3), (4, 3)])
    assert layer[4] == layer[3] - 1


def test_layers_use_the_fewest_spanned_layers():
    # The network simplex optimum: every relation one layer long where the graph allows it.
    edges = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 3), (5, 4)]
    layer = assign_layers(list(range(6)), edges)
    assert sum(layer[v] - layer[u] for u, v in edges) == 7


def test_a_tall_column_spreads_its_leaves_over_extra_columns_keeping_the_hub():
    leaves = list(range(1, 21))
    layers = [[0], leaves]
    edges = [(0, leaf) for leaf in leaves]
    out = split_tall_layers(layers, edges, lambda v: 100.0, cap=500.0, keep={0})
    assert out[0] == [0]
    assert [len(column) for column in out[1:]] == [5, 5, 5, 5]
    assert sorted(v for column in out[1:] for v in column) == leaves
    layer = {v: i for i, column in enumerate(out) for v in column}
    assert all(layer[u] < layer[v] for u, v in edges)


def test_a_tall_column_of_sources_spreads_before_it():
    sources = list(range(1, 9))
    edges = [(s, 0) for s in sources]
    out = split_tall_layers([sources, [0]], edges, lambda v: 100.0, cap=400.0, keep=set())
    layer = {v: i for i, column in enumerate(out) for v in column}
    assert all(layer[u] < layer[v] for u, v in edges)
    assert max(len(column) for column in out) == 4


def test_a_column_under_the_cap_is_left_alone():
    layers = [[0], [1, 2, 3]]
    assert split_tall_layers(layers, [(0, 1), (0, 2), (0, 3)], lambda v: 100.0, 500.0,
                             set()) == layers


def test_a_long_chain_wraps_into_bands():
    layers = [[i] for i in range(60)]
    edges = [(i, i + 1) for i in range(59)]
    ranges = bands(layers, edges, [300.0] * 60, [400.0] * 60, 300.0)
    assert len(ranges) > 1
    assert ranges[0][0] == 0 and ranges[-1][1] == 60
    assert all(a[1] == b[0] for a, b in zip(ranges, ranges[1:], strict=False))


def test_a_compact_group_stays_in_one_band():
    layers = [list(range(i * 5, i * 5 + 5)) for i in range(4)]
    assert bands(layers, [], [2000.0] * 4, [400.0] * 4, 300.0) == [(0, 4)]


# The large-group path: quick_layers (longest path, block moves, network simplex on a budget).

def total_length(layer, edges):
    return sum(layer[v] - layer[u] for u, v in edges)


def longest_path(nodes, edges):
    graph = nx.DiGraph(edges)
    graph.add_nodes_from(nodes)
    layer = {}
    for v in nx.topological_sort(graph):
        layer[v] = max((layer[u] + 1 for u in graph.predecessors(v)), default=0)
    return layer


@settings(max_examples=100, deadline=None)
@given(dags)
def test_quick_layers_keep_the_direction_and_leave_no_layer_empty(edges):
    nodes = sorted({v for e in edges for v in e} | {0})
    layer = quick_layers(nodes, edges)
    assert set(layer) == set(nodes)
    assert all(layer[u] < layer[v] for u, v in edges)
    assert sorted(set(layer.values())) == list(range(len(set(layer.values()))))


@settings(max_examples=100, deadline=None)
@given(dags)
def test_network_simplex_reaches_the_least_total_length(edges):
    nodes = sorted({v for e in edges for v in e} | {0})
    layer = simplex_layers(nodes, edges, longest_path(nodes, edges))
    assert all(layer[u] < layer[v] for u, v in edges)
    assert total_length(layer, edges) == total_length(assign_layers(nodes, edges), edges)


@settings(max_examples=60, deadline=None)
@given(dags, st.integers(0, 60))
def test_network_simplex_stopped_early_is_feasible_and_no_longer(edges, budget):
    nodes = sorted({v for e in edges for v in e} | {0})
    start = longest_path(nodes, edges)
    calls = []
    layer = simplex_layers(nodes, edges, start, budget, lambda done, total: calls.append(done))
    assert all(layer[u] < layer[v] for u, v in edges)
    assert total_length(layer, edges) <= total_length(start, edges)
    assert calls == sorted(calls)


@settings(max_examples=60, deadline=None)
@given(dags)
def test_every_pivot_keeps_a_tight_tree_with_the_cut_values_of_its_definition(edges):
    nodes = sorted({v for e in edges for v in e})
    if not edges or not nx.is_connected(nx.Graph(edges)):
        return
    solver = _Simplex(nodes, edges, longest_path(nodes, edges))
    start = 0
    for _ in range(200):
        assert all(solver.slack(e) >= 0 for e in range(len(edges)))
        assert all(solver.slack(e) == 0 for e in solver.tree_edges)
        assert len(solver.tree_edges) == len(nodes) - 1
        for e in solver.tree_edges:
            tree = nx.Graph((solver.tail[f], solver.head[f]) for f in solver.tree_edges if f != e)
            tree.add_nodes_from(range(len(nodes)))
            tail_side = nx.node_connected_component(tree, solver.tail[e])
            forward = sum(solver.tail[f] in tail_side and solver.head[f] not in tail_side
                          for f in range(len(edges)))
            backward = sum(solver.head[f] in tail_side and solver.tail[f] not in tail_side
                           for f in range(len(edges)))
            assert solver.cut[e] == forward - backward
        assert sorted(solver.by_lim[solver.lim[x]] for x in range(len(nodes))) == \
            list(range(len(nodes)))
        e, start, _ = solver._leaving(start)
        if e < 0:
            break
        solver._pivot(e)


def test_quick_layers_report_progress_in_order_up_to_the_end():
    edges = [(i, j) for i in range(300) for j in (2 * i + 1, 3 * i + 2) if j < 300]
    calls = []
    quick_layers(list(range(300)), edges, lambda done, total: calls.append((done, total)))
    assert calls[-1][0] == calls[-1][1]
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)


def test_network_simplex_reports_after_every_pivot(monkeypatch):
    # Each table referencing two earlier ones at random: a longest-path start far from the
    # optimum, so dozens of pivots, each followed by a report.
    rng = random.Random(5)
    edges = sorted({(rng.randrange(t), t) for t in range(1, 200) for _ in range(2)})
    nodes = list(range(200))
    calls, pivots = [], []
    pivot = _Simplex._pivot
    monkeypatch.setattr(_Simplex, "_pivot", lambda solver, e: pivots.append(e) or pivot(solver, e))
    simplex_layers(nodes, edges, longest_path(nodes, edges), 10**6,
                   lambda done, total: calls.append(done))
    assert len(pivots) > 20
    assert len(calls) == len(pivots) + 1  # after each pivot, and once the part is solved
    assert calls == sorted(calls)

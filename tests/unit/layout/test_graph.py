"""Connected groups of tables."""

from __future__ import annotations

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from workers.layout.graph import Link, components


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 30).flatmap(lambda count: st.tuples(
    st.just(count),
    st.lists(st.tuples(st.integers(0, max(0, count - 1)), st.integers(0, max(0, count - 1))),
             max_size=40 if count else 0))))
def test_groups_are_the_connected_components_sorted_in_order_of_their_first_table(case):
    count, pairs = case
    graph = nx.Graph()
    graph.add_nodes_from(range(count))
    graph.add_edges_from(pairs)
    expected = sorted((sorted(group) for group in nx.connected_components(graph)),
                      key=lambda group: group[0])
    assert components(count, [Link(a, b, 0.0, 0.0) for a, b in pairs]) == expected

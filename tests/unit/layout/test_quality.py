"""The spec's quality score (001 §9) on hand-made diagrams: 100 − 15 per overlap − 1.5 per
crossing − 5 per relation crossing a table, each counted exactly."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.benchmarks.generate import document as generated
from workers.layout import quality
from workers.layout.graph import read_boxes, read_links
from workers.layout.quality import (
    _exact_scale,
    _Grid,
    _pair_crossings,
    _segment,
    _segment_cells,
    _Slabs,
    crosses,
    measure,
    overlaps,
    passes_through,
)

from .factories import document, documents, relation, table

# One attribute: 80 px tall (the minimum height), rows leave at 35 + 14 = 49 px below the top.


def test_a_tidy_diagram_scores_100():
    doc = document([table("a", 0, 0, attributes=1), table("b", 600, 0, attributes=1)],
                   [relation("a", "b", target_row=0)])
    assert quality(doc) == {"score": 100, "overlaps": 0, "crossings": 0, "through_tables": 0}


def test_an_overlap_costs_15():
    doc = document([table("a", 0, 0), table("b", 100, 50)])
    assert quality(doc) == {"score": 85, "overlaps": 1, "crossings": 0, "through_tables": 0}


def test_touching_tables_do_not_overlap():
    doc = document([table("a", 0, 0), table("b", 250, 0), table("c", 0, 131)])
    assert quality(doc)["overlaps"] == 0


def test_three_tables_on_one_spot_are_three_overlapping_pairs():
    doc = document([table(name, 10, 10) for name in "abc"])
    assert quality(doc)["overlaps"] == 3
    assert quality(doc)["score"] == 100 - 45


def test_a_crossing_costs_one_and_a_half():
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 600, 400, attributes=1),
        table("c", 0, 400, attributes=1), table("d", 600, 0, attributes=1),
    ], [relation("a", "b", target_row=0), relation("c", "d", target_row=0)])
    assert quality(doc) == {"score": 98.5, "overlaps": 0, "crossings": 1, "through_tables": 0}


def test_relations_meeting_at_one_connection_point_do_not_cross():
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 0, 400, attributes=1),
        table("hub", 600, 200, attributes=1),
    ], [relation("hub", "a", target_row=0), relation("hub", "b", target_row=0)])
    assert quality(doc)["crossings"] == 0


def test_a_relation_through_a_table_costs_5_once_however_many_tables_it_crosses():
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 1400, 0, attributes=1),
        table("c", 500, -100, attributes=1, height=300),
        table("d", 900, -100, attributes=1, height=300),
    ], [relation("a", "b", target_row=0)])
    assert quality(doc) == {"score": 95, "overlaps": 0, "crossings": 0, "through_tables": 1}


def test_a_relation_along_a_table_border_does_not_cross_it():
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 1000, 0, attributes=1),
        table("c", 500, 49, attributes=1),  # its top edge is the relation's line
    ], [relation("a", "b", target_row=0)])
    assert quality(doc)["through_tables"] == 0


def test_tables_above_each_other_connect_on_their_right_sides_as_routes_ts_does():
    # Left sides would run x 0..100, clear of c; right sides (250 → 350) pass through c.
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 100, 400, attributes=1),
        table("c", 300, 200, attributes=1),
    ], [relation("a", "b", target_row=0)])
    assert quality(doc)["through_tables"] == 1


def test_self_relations_and_dangling_relations_are_not_measured():
    doc = document([table("a", 0, 0), table("b", 100, 300)],
                   [relation("a", "a"), relation("a", "ghost"), relation("ghost", "b")])
    assert quality(doc) == {"score": 100, "overlaps": 0, "crossings": 0, "through_tables": 0}


def test_all_three_costs_add_up():
    doc = document([
        table("a", 0, 0, attributes=1), table("b", 600, 400, attributes=1),
        table("c", 0, 400, attributes=1), table("d", 600, 0, attributes=1),
        table("e", 350, 180, attributes=1),  # on both diagonals' crossing point
        table("f", 2000, 2000), table("g", 2010, 2010),
    ], [relation("a", "b", target_row=0), relation("c", "d", target_row=0)])
    assert quality(doc) == {"score": 100 - 15 - 1.5 - 5 * 2, "overlaps": 1, "crossings": 1,
                            "through_tables": 2}


def test_positions_override_where_the_tables_are():
    doc = document([table("a", 0, 0), table("b", 1000, 0)])
    assert quality(doc, {"b": (20, 20)})["overlaps"] == 1
    assert quality(doc, {"a": (1000, 0)})["overlaps"] == 1


def test_an_empty_document_scores_100():
    assert quality({"tables": [], "relations": []})["score"] == 100


@settings(max_examples=60, deadline=None)
@given(documents(max_tables=25, max_relations=40))
def test_the_grid_index_counts_what_comparing_every_pair_counts(doc):
    boxes = read_boxes(doc)
    links = [link for link in read_links(doc, boxes) if link.source != link.target]
    rects = [(b.x, b.y, b.x + b.width, b.y + b.height) for b in boxes]
    overlaps = sum(a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
                   for a, b in combinations(rects, 2))
    segments = [_segment(rects[k.source], rects[k.target], k.source_port, k.target_port)
                for k in links]
    crossings = sum(crosses(s, t) for s, t in combinations(segments, 2))
    through = sum(any(passes_through(s, rect) for i, rect in enumerate(rects)
                      if i not in (k.source, k.target))
                  for k, s in zip(links, segments, strict=True))
    found = measure(boxes, read_links(doc, boxes))
    assert (found.overlaps, found.crossings, found.through_tables) == (overlaps, crossings,
                                                                      through)


# Crossings are counted slab by slab when coordinates are exact in binary (laid-out diagrams),
# pair by pair otherwise: both must count exactly what `crosses` says of every pair, on the
# degenerate cases above all (vertical segments, shared ends, collinear overlaps, crossings on
# the very lines that cut the slabs, segments through another's end).

small_segments = st.lists(st.tuples(
    st.integers(0, 6), st.integers(0, 6), st.integers(0, 6), st.integers(0, 6),
), max_size=14)


def brute_crossings(segments):
    return sum(crosses(s, t) for s, t in combinations(segments, 2))


@settings(max_examples=300, deadline=None)
@given(small_segments, st.sampled_from([1.0, 0.5, 40.0]))
def test_slab_counting_counts_what_crosses_says(raw, unit):
    segments = [tuple(v * unit for v in s) for s in raw]
    scale = _exact_scale(segments)
    assert scale is not None
    assert _Slabs(segments, scale).count(lambda done, total: None) == brute_crossings(segments)


@settings(max_examples=150, deadline=None)
@given(small_segments, st.sampled_from([1 / 3, 0.1, 1.0]))
def test_pair_counting_counts_what_crosses_says(raw, unit):
    segments = [tuple(v * unit + 0.01 * (i % 3) for v in s) for i, s in enumerate(raw)]
    cells, walks = _segment_cells(segments, _Grid(0.7))
    assert _pair_crossings(segments, cells, walks, lambda done, total: None) == \
        brute_crossings(segments)


def test_crossings_on_a_slab_line_and_through_a_vertical_segment_count_once():
    segments = [
        (0, 0, 4, 4), (0, 4, 4, 0),  # cross at x = 2, which another segment's end makes a line
        (2, 10, 6, 10),
        (3, -1, 3, 5),  # vertical, crossed by both diagonals
        (1, 1, 3, 3),  # on the first diagonal (no crossing with it), across the second at x = 2
    ]
    assert brute_crossings(segments) == 4
    assert _Slabs(segments, _exact_scale(segments)).count(lambda done, total: None) == 4


def test_coordinates_not_exact_in_binary_are_counted_pair_by_pair():
    assert _exact_scale([(0.0, 0.0, 1 / 3, 1.0)]) is None
    assert _exact_scale([(0.0, 0.0, 2.0**40, 1.0)]) is None  # products would round
    assert _exact_scale([(0.0, 0.5, 1.25, 17.5)]) == 4
    doc = document([table("a", 0, 0), table("b", 600.1, 400.3), table("c", 0.3, 400),
                    table("d", 600, 0.7)], [relation("a", "b"), relation("c", "d")])
    assert quality(doc)["crossings"] == 1


def test_tables_overlapping_over_many_cells_overlap_once():
    doc = document([table("a", 0, 0, width=1500, attributes=40),
                    table("b", 10, 10, width=1500, attributes=40), table("c", 5000, 0)])
    assert quality(doc)["overlaps"] == 1


def test_measuring_reports_growing_progress_up_to_the_end():
    doc = generated(300, 4, 450)
    boxes = read_boxes(doc)
    calls = []
    measure(boxes, read_links(doc, boxes), report=lambda done, total: calls.append((done, total)))
    assert calls[-1][0] == calls[-1][1]
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert len(calls) > 10


@settings(max_examples=60, deadline=None)
@given(documents(max_tables=25, max_relations=40))
def test_counting_only_overlaps_gives_what_measure_counts(doc):
    boxes = read_boxes(doc)
    moved = {box.id: (box.x + 37 * (i % 3), box.y - 11 * (i % 5)) for i, box in enumerate(boxes)}
    for positions in ({}, moved):
        assert overlaps(boxes, positions) == measure(
            boxes, read_links(doc, boxes), positions).overlaps

"""The spec's quality score (001 §9) on hand-made diagrams: 100 − 15 per overlap − 1.5 per
crossing − 5 per relation crossing a table, each counted exactly."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings

from workers.layout import quality
from workers.layout.graph import read_boxes, read_links
from workers.layout.quality import _segment, crosses, measure, passes_through

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

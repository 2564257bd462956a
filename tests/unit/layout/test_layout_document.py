"""layout_document end to end: no overlap ever, on the grid, deterministic, progress reported."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.benchmarks.generate import document as generated
from workers.layout import LayoutResult, _layer, _split, layout_document, quality
from workers.layout.graph import read_boxes, read_links

from .factories import (
    document,
    documents,
    drawn_size,
    overlapping_pairs,
    relation,
    table,
    too_close_pairs,
)

ROOT = Path(__file__).resolve().parents[3]


def assert_sound(doc: dict, result: LayoutResult, spacing: float = 150, grid: int = 20) -> None:
    assert set(result.positions) == {t["id"] for t in doc["tables"]}
    assert overlapping_pairs(doc, result.positions) == []
    assert too_close_pairs(doc, result.positions, spacing) == []
    for x, y in result.positions.values():
        assert x % grid == 0 and y % grid == 0
    assert result.overlaps == 0
    assert result.score == quality(doc, result.positions)["score"]


def test_it_lays_out_an_empty_document():
    result = layout_document({"format": 1, "tables": [], "relations": []})
    assert result == LayoutResult({}, 0, 100, 0, 0)


def test_it_keeps_a_single_table_where_it_was_on_the_grid():
    result = layout_document(document([table("a", 113, -47)]))
    assert result.positions == {"a": (120, -40)}
    assert result.score == 100


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_it_never_overlaps_tables_whatever_the_shapes(doc):
    assert_sound(doc, layout_document(doc))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents(max_tables=12, max_relations=30))
def test_it_keeps_custom_spacing_and_grid(doc):
    result = layout_document(doc, spacing=60, layer_spacing=250, grid=25)
    assert_sound(doc, result, spacing=60, grid=25)


def test_it_handles_self_relations_multi_edges_cycles_and_islands():
    tables = [table(name, attributes=4) for name in "abcdefgh"]
    relations = [
        relation("a", "a"), relation("a", "b"), relation("a", "b"), relation("b", "a"),
        relation("b", "c"), relation("c", "a"),  # a cycle
        relation("d", "e", source_row=None, target_row=None),
        relation("d", "e", source_row=None, target_row=None),  # parallel without attributes
        relation("f", "missing"),  # a dangling relation is ignored
    ]
    doc = document(tables, relations)
    assert_sound(doc, layout_document(doc))


def test_it_keeps_the_first_of_tables_sharing_an_id():
    doc = document([table("a", 0, 0), table("a", 0, 0, attributes=9), table("b", 500, 0)],
                   [relation("a", "b")])
    result = layout_document(doc)
    assert set(result.positions) == {"a", "b"} and result.overlaps == 0


def test_it_handles_very_different_sizes_and_collapsed_tables():
    tables = [
        table("giant", width=1800, attributes=120),
        table("thin", width=10, attributes=0),
        table("folded", attributes=60, collapsed=True),
        table("tall", height=5000, attributes=1),
    ] + [table(f"t{i}", attributes=i % 7) for i in range(20)]
    relations = [relation("giant", f"t{i}") for i in range(10)] + [
        relation("thin", "giant"), relation("folded", "tall"), relation("tall", "t3"),
    ] + [relation(f"t{i}", f"t{i + 1}") for i in range(10, 19)]
    doc = document(tables, relations)
    assert_sound(doc, layout_document(doc))


def test_it_lays_out_a_thousand_tables_without_overlap():
    doc = generated(1200, 6, 1800)
    result = layout_document(doc)
    assert_sound(doc, result)
    assert result.score > quality(doc)["score"]  # better than the generator's naive grid


def test_it_puts_referenced_tables_left_of_referencing_ones():
    # users ← orders ← order_items → products → categories, users ← addresses
    names = ["users", "orders", "order_items", "products", "categories", "addresses"]
    doc = document([table(n, attributes=5) for n in names], [
        relation("users", "orders"), relation("orders", "order_items"),
        relation("products", "order_items", target_row=2), relation("categories", "products"),
        relation("users", "addresses"),
    ])
    positions = layout_document(doc).positions
    for r in doc["relations"]:
        assert positions[r["fromTableId"]][0] < positions[r["toTableId"]][0], r["id"]


def test_it_centres_a_hub_on_the_tables_around_it():
    leaves = [f"leaf{i}" for i in range(7)]
    doc = document([table("hub", attributes=2)] + [table(n, attributes=2) for n in leaves],
                   [relation("hub", n) for n in leaves])
    positions = layout_document(doc).positions
    tops = [positions[n][1] for n in leaves]
    bottoms = [positions[n][1] + drawn_size(doc["tables"][1])[1] for n in leaves]
    hub_middle = positions["hub"][1] + drawn_size(doc["tables"][0])[1] / 2
    fan_middle = (min(tops) + max(bottoms)) / 2
    assert abs(hub_middle - fan_middle) <= 60
    assert all(positions[n][0] > positions["hub"][0] for n in leaves)


def test_it_packs_lone_tables_into_rows_not_one_line():
    doc = document([table(f"t{i}") for i in range(100)])
    result = layout_document(doc)
    assert_sound(doc, result)
    xs = [x for x, _ in result.positions.values()]
    ys = [y for _, y in result.positions.values()]
    width, height = max(xs) - min(xs) + 250, max(ys) - min(ys) + 131
    assert 0.5 < width / height < 4


def test_it_starts_the_drawing_where_the_tables_were():
    doc = document([table("a", 1000, 2000), table("b", 1500, 2600)], [relation("a", "b")])
    positions = layout_document(doc).positions
    assert min(x for x, _ in positions.values()) == 1000
    assert min(y for _, y in positions.values()) == 2000


def test_it_gives_the_same_layout_for_the_same_document():
    doc = generated(150, 8, 225)
    assert layout_document(doc) == layout_document(json.loads(json.dumps(doc)))


def test_it_gives_the_same_layout_whatever_the_hash_seed():
    script = ("import json; from tests.benchmarks.generate import document; "
              "from workers.layout import layout_document; "
              "print(json.dumps([sorted(layout_document(document(80, 5, 120), large_group=large)"
              ".positions.items()) for large in (2000, 20)]))")
    outputs = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1


def test_it_reports_progress_by_stage_with_growing_counts():
    doc = generated(120, 5, 180)
    calls = []
    layout_document(doc, progress=lambda stage, done, total: calls.append((stage, done, total)))
    stages = [stage for stage, _, _ in calls]
    assert list(dict.fromkeys(stages)) == ["layering", "ordering", "placing"]
    assert stages == sorted(stages, key=["layering", "ordering", "placing"].index)
    for stage in ("layering", "ordering", "placing"):
        counts = [done for s, done, _ in calls if s == stage]
        assert counts == sorted(set(counts)), stage  # strictly increasing
        assert counts[0] == 0 and counts[-1] == 120
        assert {total for s, _, total in calls if s == stage} == {120}
        assert len(counts) <= 60  # throttled: a worker forwards each call to the websocket


def test_it_scores_the_result_with_the_spec_formula():
    doc = generated(60, 5, 90)
    result = layout_document(doc)
    measured = quality(doc, result.positions)
    assert (result.overlaps, result.crossings, result.through_tables) == (
        measured["overlaps"], measured["crossings"], measured["through_tables"])
    assert result.score == 100 - 1.5 * result.crossings - 5 * result.through_tables


def test_unscored_it_places_the_same_and_still_counts_overlaps():
    doc = generated(60, 5, 90)
    scored, unscored = layout_document(doc), layout_document(doc, scored=False)
    assert unscored.positions == scored.positions
    assert (unscored.overlaps, unscored.score, unscored.crossings, unscored.through_tables) == (
        0, None, None, None)


@pytest.mark.parametrize("scored", [True, False])
def test_an_overlap_in_the_result_is_refused_scored_or_not(monkeypatch, scored):
    import workers.layout as layout

    def piled(boxes, *_):
        return {box.id: (0, 0) for box in boxes}

    monkeypatch.setattr(layout, "_assemble", piled)
    with pytest.raises(AssertionError, match="overlapping"):
        layout_document(generated(6, 3, 4), scored=scored)


# The large-group path, forced onto small documents by a low threshold.

@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_the_large_group_path_never_overlaps_tables_either(doc):
    assert_sound(doc, layout_document(doc, large_group=2))


@st.composite
def dag_documents(draw):
    """Diagrams whose relations all point from an earlier table to a later one: no cycle."""
    count = draw(st.integers(2, 30))
    tables = [table(f"t{i}", attributes=draw(st.integers(1, 6))) for i in range(count)]
    relations = []
    for _ in range(draw(st.integers(1, 60))):
        a = draw(st.integers(0, count - 2))
        b = draw(st.integers(a + 1, count - 1))
        relations.append(relation(f"t{a}", f"t{b}"))
    return document(tables, relations)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dag_documents())
def test_the_large_group_path_puts_every_referenced_table_in_an_earlier_column(doc):
    boxes = read_boxes(doc)
    links = read_links(doc, boxes)
    size = {i: (box.width, box.height) for i, box in enumerate(boxes)}
    for tables, group_links in _split(len(boxes), links):
        group = _layer(tables, group_links, size, set(), len(boxes), 150, 400, large=True)
        column = {v: i for i, members in enumerate(group.graph.layers) for v in members}
        assert all(column[link.source] < column[link.target] for link in group_links)
        assert all(group.graph.layers)  # no empty column
    assert_sound(doc, layout_document(doc, large_group=2))


def test_the_large_group_path_puts_referenced_tables_left_of_referencing_ones():
    names = ["users", "orders", "order_items", "products", "categories", "addresses"]
    doc = document([table(n, attributes=5) for n in names], [
        relation("users", "orders"), relation("orders", "order_items"),
        relation("products", "order_items", target_row=2), relation("categories", "products"),
        relation("users", "addresses"),
    ])
    positions = layout_document(doc, large_group=1).positions
    for r in doc["relations"]:
        assert positions[r["fromTableId"]][0] < positions[r["toTableId"]][0], r["id"]


def test_the_large_group_path_is_deterministic_and_no_worse_than_a_naive_grid():
    doc = generated(600, 6, 900)
    result = layout_document(doc, large_group=100)
    assert result == layout_document(json.loads(json.dumps(doc)), large_group=100)
    assert_sound(doc, result)
    assert result.score > quality(doc)["score"]


def test_progress_comes_from_inside_a_large_group_at_every_stage():
    # One group of 400 tables and a few lone ones: the group is most of every stage, so its
    # own loops must report, throttled like the rest (at most ~50 calls a stage).
    doc = generated(400, 5, 600)
    doc["tables"] += [table(f"lone{i}") for i in range(10)]
    calls = []
    layout_document(doc, large_group=100,
                    progress=lambda stage, done, total: calls.append((stage, done, total)))
    total = len(doc["tables"])
    for stage in ("layering", "ordering", "placing"):
        counts = [done for s, done, _ in calls if s == stage]
        assert counts == sorted(set(counts)) and counts[0] == 0 and counts[-1] == total
        assert len(counts) <= 60
        inside = [done for done in counts if 0 < done < 390]
        assert len(inside) >= 10, stage


def imported_like(count: int, seed: int = 7) -> dict:
    """What the SQL import makes of a pg_dump DDL (tests/benchmarks/sql_generator.py): twelve
    columns a table, 1.6 foreign keys a table, each toward any earlier table."""
    rng = random.Random(seed)
    relations = []
    for number in range(int(count * 1.6)):
        child = rng.randrange(1, count)
        relations.append(relation(f"t{rng.randrange(child)}", f"t{child}",
                                  relation_id=f"fk{number}"))
    return document([table(f"t{i}", attributes=12) for i in range(count)], relations)


def largest_share_between_progress_calls(doc: dict, **options) -> float:
    """Work counted as the Python and C function calls the layout makes (deterministic, unlike
    a clock): the most of it done between two progress calls, as a share of the whole."""
    calls = 0
    seen = 0
    rises = []

    def meter(frame, event, arg):
        nonlocal calls
        calls += 1

    def progress(stage, done, total):
        nonlocal seen
        rises.append(calls - seen)
        seen = calls

    sys.setprofile(meter)
    try:
        layout_document(doc, progress=progress, **options)
    finally:
        sys.setprofile(None)
    return max(rises + [calls - seen]) / calls


def test_progress_is_called_after_every_small_share_of_the_work():
    """Calls are throttled to about 50 a stage, so the share cannot go far below 1/50 of a
    stage; a loop that does not report (network simplex in one call, the scoring without
    progress) takes 8 to 15 % of these schemas' work, and fails this."""
    for count in (400, 1000):
        assert largest_share_between_progress_calls(imported_like(count), large_group=100) < 0.06


def test_the_cycle_collector_is_off_during_the_layout_and_back_after(monkeypatch):
    import gc

    import workers.layout as layout

    seen = []
    real = layout.place

    def place(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(layout, "place", place)
    layout_document(generated(20, 3, 25))
    assert seen and not any(seen)
    assert gc.isenabled()

    monkeypatch.setattr(layout, "_assemble", lambda boxes, *_: {b.id: (0, 0) for b in boxes})
    with pytest.raises(AssertionError):
        layout_document(generated(6, 3, 4))
    assert gc.isenabled()

    gc.disable()
    try:
        monkeypatch.undo()
        layout_document(generated(6, 3, 4))
        assert not gc.isenabled()  # left as the caller had it
    finally:
        gc.enable()

"""layout_document end to end: no overlap ever, on the grid, deterministic, progress reported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from tests.benchmarks.generate import document as generated
from workers.layout import LayoutResult, layout_document, quality

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
    assert result == LayoutResult({}, 100, 0, 0, 0)


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
              "print(json.dumps(sorted(layout_document(document(80, 5, 120)).positions.items())))")
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

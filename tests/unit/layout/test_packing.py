"""Packing groups of tables: never overlapping, on the grid, compact."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from workers.layout.packing import pack

sizes_of = st.lists(st.tuples(st.floats(1, 5000), st.floats(1, 5000)), max_size=40)


@settings(max_examples=150, deadline=None)
@given(sizes_of)
def test_boxes_never_come_closer_than_the_spacing(sizes):
    corners = pack(sizes, spacing=150, grid=20)
    assert len(corners) == len(sizes)
    boxes = [(x, y, x + w, y + h) for (x, y), (w, h) in zip(corners, sizes, strict=True)]
    for a, b in combinations(boxes, 2):
        assert b[0] - a[2] >= 150 or a[0] - b[2] >= 150 or b[1] - a[3] >= 150 or \
            a[1] - b[3] >= 150
    assert all(x % 20 == 0 and y % 20 == 0 for x, y in corners)
    assert all(x >= 0 and y >= 0 for x, y in corners)


def test_lone_tables_fill_rows_of_a_landscape_block():
    corners = pack([(250, 131)] * 100, spacing=150, grid=20)
    width = max(x for x, _ in corners) + 250
    height = max(y for _, y in corners) + 131
    assert 1 < width / height < 3
    used = 100 * 400 * 300  # each table with its spacing, on the grid
    assert (width + 150) * (height + 150) < 1.5 * used


def test_small_groups_sit_beside_a_big_one_not_only_below_it():
    sizes = [(6000, 4000)] + [(250, 131)] * 30
    corners = pack(sizes, spacing=150, grid=20)
    assert corners[0] == (0, 0)  # the biggest group comes first
    beside = [(x, y) for x, y in corners[1:] if x >= 6000 and y < 4000]
    assert beside


def test_nothing_to_pack():
    assert pack([], spacing=150, grid=20) == []

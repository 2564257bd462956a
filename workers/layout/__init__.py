"""Auto layout of a diagram document (spec 001 §9): a layered (Sugiyama) layout per connected
group of tables, the groups then packed together. Pure: no Django or Celery import, so the API
can run it inline on small diagrams and a worker on large ones.

    result = layout_document(document, progress=lambda stage, done, total: ...)
    result.positions  # {table id: (x, y)}, new top-left corners on the grid
    quality(document, result.positions)  # the spec's score, for any document and positions

Stages, in order: "layering" (cycles broken, columns chosen), "ordering" (crossing reduction),
"placing" (coordinates and packing). Within a stage `done` only grows, up to `total`.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from .graph import HUB_DEGREE, Box, Link, components, degrees, read_boxes, read_links
from .layering import (
    ASPECT,
    assign_layers,
    bands,
    quick_layers,
    remove_cycles,
    split_tall_layers,
)
from .ordering import Layered, expand, order
from .packing import pack
from .placement import SWEEPS, place, snap
from .quality import measure, overlaps, quality

__all__ = ["LayoutResult", "layout_document", "quality"]

ITERATIONS = 100  # spec 001 §9: up to 100 iterations of crossing reduction
MIN_SPLIT = 3000  # px: a column shorter than this is never split
DUMMY_BUDGET = 10  # dummy nodes per table at most: the longest relations go without beyond that
MAX_ORDER_WORK = 6_000_000  # node visits of one group's crossing reduction, whatever its size
# A group of this many tables or more takes the large-group path (see `layout_document`).
LARGE_GROUP = 2000
LARGE_DUMMY_BUDGET = 5
ORDER_WORK = 450  # large group: crossing reduction visits at most this many nodes per table
LARGE_SWEEPS = 4  # large group: placement sweeps (SWEEPS otherwise)
PLACING_SHARE = 0.8  # of the "placing" stage; the rest is packing and scoring the result
Progress = Callable[[str, int, int], None]


@dataclass(frozen=True)
class LayoutResult:
    positions: dict[str, tuple[float, float]]
    overlaps: int
    # None when the layout was asked not to score itself (`scored=False`).
    score: float | None = None
    crossings: int | None = None
    through_tables: int | None = None


@dataclass
class _Group:
    tables: list[int]
    graph: Layered
    bands: list[tuple[int, int]]
    large: bool = False


def layout_document(document: Mapping, *, progress: Progress | None = None, spacing: float = 150,
                    layer_spacing: float = 400, grid: int = 20,
                    large_group: int = LARGE_GROUP, scored: bool = True) -> LayoutResult:
    """Lay the document out; `progress(stage, done, total)` hears how far it is, in tables.

    Groups of `large_group` tables or more (an imported schema of thousands of tables is mostly
    one such group) take the large-group path, whose work grows linearly with the group: layers
    from `quick_layers` (longest path, block moves, then network simplex pivots within a work
    budget) instead of networkx's network simplex in one uninterruptible call, at most
    `LARGE_DUMMY_BUDGET` dummies per table, crossing reduction stopped after `ORDER_WORK` node
    visits per table, and `LARGE_SWEEPS` placement sweeps. Smaller groups get the full
    treatment, their crossing reduction bounded by `MAX_ORDER_WORK` only. Progress comes from
    inside every long loop, so however big the group, calls are never far apart.

    With `scored=False` the result's crossings and relations through tables are not counted
    (an import does not show them: 0.2 s of an imported 5 000-table schema); overlaps always
    are, as the guard below.
    """
    with _no_cycle_collection():
        return _layout(document, progress, spacing, layer_spacing, grid, large_group, scored)


@contextmanager
def _no_cycle_collection():
    """The layout makes no reference cycles, but hundreds of thousands of lists, dicts and
    tuples that live until its end: the cyclic collector walked them over and over, a sixth of
    the layout of a 5 000-table schema, to free nothing. Process-wide, like the collector; it
    runs again as soon as the layout is done."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _layout(document: Mapping, progress: Progress | None, spacing: float, layer_spacing: float,
            grid: int, large_group: int, scored: bool) -> LayoutResult:
    boxes = read_boxes(document)
    report = _Reporter(progress, len(boxes))
    report.step("layering", 0)
    links = read_links(document, boxes)
    size = {i: (box.width, box.height) for i, box in enumerate(boxes)}
    degree = degrees(len(boxes), links)
    hubs = {i for i, d in enumerate(degree) if d >= HUB_DEGREE}

    groups = []
    next_dummy = len(boxes)
    for group_tables, group_links in _split(len(boxes), links):
        group = _layer(group_tables, group_links, size, hubs, next_dummy, spacing, layer_spacing,
                       len(group_tables) >= large_group, report.part("layering", len(group_tables)))
        next_dummy += len(group.graph.dummies)
        groups.append(group)
        report.step("layering", len(group_tables))

    for group in groups:
        if len(group.tables) > 1:
            budget = min(ORDER_WORK * len(group.tables), MAX_ORDER_WORK) if group.large \
                else MAX_ORDER_WORK
            order(group.graph, hubs, ITERATIONS, report.part("ordering", len(group.tables)),
                  budget=budget)
        report.step("ordering", len(group.tables))

    local = []
    for group in groups:
        share = PLACING_SHARE * len(group.tables)
        local.append(place(group.graph, size, hubs, group.bands, spacing=spacing,
                           layer_spacing=layer_spacing, grid=grid,
                           report=report.part("placing", share),
                           sweeps=LARGE_SWEEPS if group.large else SWEEPS))
        report.step("placing", share)
    positions = _assemble(boxes, local, size, spacing, grid)
    del local, groups  # the layered graphs, dummies included, are no longer needed
    if scored:
        measured = measure(boxes, links, positions,
                           report=report.part("placing", (1 - PLACING_SHARE) * len(boxes)))
        result = LayoutResult(positions, measured.overlaps, measured.score, measured.crossings,
                              measured.through_tables)
    else:
        result = LayoutResult(positions, overlaps(boxes, positions))
    report.end("placing")
    if result.overlaps:
        # Every step keeps the spacing, so this is a bug in the engine: fail rather than save a
        # diagram with tables piled on each other.
        raise AssertionError(f"auto layout produced {result.overlaps} overlapping tables")
    return result


def _split(count: int, links: list[Link]):
    groups = components(count, links)
    group_of = {v: k for k, tables in enumerate(groups) for v in tables}
    buckets: list[list[Link]] = [[] for _ in groups]
    for link in links:
        if link.source != link.target:
            buckets[group_of[link.source]].append(link)
    return zip(groups, buckets, strict=True)


def _layer(tables: list[int], links: list[Link], size: Mapping[int, tuple[float, float]],
           hubs: set[int], first_dummy: int, spacing: float, layer_spacing: float,
           large: bool = False, report: Callable[[int, int], None] | None = None) -> _Group:
    if len(tables) == 1:
        return _Group(tables, Layered([list(tables)], {tables[0]: []}, {tables[0]: []}), [(0, 1)])
    dag = remove_cycles(tables, [(link.source, link.target) for link in links])
    if report:
        report(1, 4)
    if large:
        layer = quick_layers(tables, dag, report and (lambda step, steps: report(
            steps + 2 * step, 4 * steps)))  # from 1/4 to 3/4 of the group's layering
    else:
        layer = assign_layers(tables, dag)
    layers: list[list[int]] = [[] for _ in range(max(layer.values()) + 1)]
    for v in tables:
        layers[layer[v]].append(v)

    def slot(v: int) -> float:
        return size[v][1] + spacing

    # A column may grow to twice the height a group of this much table area has at a landscape
    # screen's proportions; past that (and past a screenful) it is spread over several columns.
    area = sum((size[v][0] + spacing) * slot(v) for v in tables)
    cap = max(2 * math.sqrt(area / ASPECT), max(slot(v) for v in tables), MIN_SPLIT)
    layers = split_tall_layers(layers, dag, slot, cap, hubs)
    heights = [sum(slot(v) for v in members) for members in layers]
    widths = [max(layer_spacing, max(size[v][0] for v in members) + spacing) for members in layers]
    cuts = bands(layers, dag, heights, widths, 2 * spacing)
    if report:
        report(7, 8)
    budget = (LARGE_DUMMY_BUDGET if large else DUMMY_BUDGET) * len(tables)
    graph = expand(layers, _ports(dag, links), first_dummy, budget)
    return _Group(tables, graph, cuts, large)


def _ports(dag: list[tuple[int, int]], links: list[Link]) -> dict[tuple[int, int], tuple]:
    """Attachment offsets of each DAG edge, averaged over the relations it stands for."""
    sums: dict[tuple[int, int], list[float]] = {edge: [0.0, 0.0, 0] for edge in dag}
    for link in links:
        edge, ports = (link.source, link.target), (link.source_port, link.target_port)
        if edge not in sums:
            edge, ports = (link.target, link.source), (link.target_port, link.source_port)
        total = sums[edge]
        total[0] += ports[0]
        total[1] += ports[1]
        total[2] += 1
    return {edge: (a / n, b / n) for edge, (a, b, n) in sums.items()}


def _assemble(boxes: list[Box], local: list[dict[int, tuple[float, float]]],
              size: Mapping[int, tuple[float, float]], spacing: float,
              grid: int) -> dict[str, tuple[float, float]]:
    """Pack the groups and put the drawing where the tables were (their top-left corner), so
    the view the user had stays on the diagram."""
    extents = [(max(x + size[v][0] for v, (x, _) in p.items()),
                max(y + size[v][1] for v, (_, y) in p.items())) for p in local]
    corners = pack(extents, spacing=spacing, grid=grid)
    if not boxes:
        return {}
    left = snap(min(box.x for box in boxes), grid)
    top = snap(min(box.y for box in boxes), grid)
    positions = {}
    for placed, (cx, cy) in zip(local, corners, strict=True):
        for v, (x, y) in placed.items():
            positions[boxes[v].id] = (left + cx + x, top + cy + y)
    return positions


class _Reporter:
    """Progress per stage in tables done, at most ~50 calls a stage, `done` always growing.

    Shares may be fractions of tables (the "placing" stage gives part of each table to packing
    and scoring); `end` reports the stage complete.
    """

    STEPS = 50

    def __init__(self, callback: Progress | None, total: int):
        self.callback, self.total = callback, total
        self.done: dict[str, float] = {}
        self.sent: dict[str, int] = {}

    def _emit(self, stage: str, value: float) -> None:
        if self.callback is None:
            return
        done = min(self.total, int(value + 1e-9))
        last = self.sent.get(stage, -1)
        if done > last and (last < 0 or done == self.total
                            or done - last >= max(1, self.total // self.STEPS)):
            self.sent[stage] = done
            self.callback(stage, done, self.total)

    def _start(self, stage: str) -> None:
        if stage not in self.done:
            self.done[stage] = 0
            self._emit(stage, 0)

    def step(self, stage: str, tables: float) -> None:
        self._start(stage)
        self.done[stage] += tables
        self._emit(stage, self.done[stage])

    def end(self, stage: str) -> None:
        self._start(stage)
        self.done[stage] = self.total
        self._emit(stage, self.total)

    def part(self, stage: str, tables: float) -> Callable[[float, float], None]:
        """A callback for the steps inside one group, worth `tables` of the stage."""
        self._start(stage)
        base = self.done[stage]
        return lambda step, steps: self._emit(stage, base + tables * step / steps)

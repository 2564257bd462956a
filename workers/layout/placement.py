"""Coordinates for ordered columns, respecting every table's real width and height.

Vertically, each column keeps its order and its gaps (the table spacing between two tables, half
of it next to a dummy, whose relation only needs a lane) while every node is pulled to where its
relations would run level: its attachment row facing the neighbour's. Sweeps alternate between
the previous column, the next one and both; each column is solved exactly as a weighted isotonic
regression (pool adjacent violators), which is the closest placement to the wishes that keeps the
order and the gaps. Hubs aim at the middle of their neighbours rather than the median, and weigh
as much as all their relations, so they sit centred on their fan.

Horizontally, layer spacing is the distance from one column's left edge to the next one's, and
a column of wide tables pushes the next so the gap never falls under the table spacing. Tables
are centred in their column. Every coordinate is snapped to the grid as it is made, with gaps
rounded up, so snapping never eats into the spacing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from .ordering import Layered

SWEEPS = 8
DUMMY_WEIGHT = 2.0  # long relations stay straight before short ones bend for them
ANCHOR = 0.05  # against a wish of weight 1: enough to stop the drift, not to undo alignment
LANE_GAP = 20.0  # between two dummies: room for one more relation


def place(graph: Layered, size: Mapping[int, tuple[float, float]], hubs: set[int],
          bands: list[tuple[int, int]], *, spacing: float, layer_spacing: float, grid: int,
          report: Callable[[int, int], None] | None = None,
          sweeps: int = SWEEPS) -> dict[int, tuple[float, float]]:
    """Top-left corners of the tables (not the dummies) of one group, its top-left at (0, 0).
    The last two of the `sweeps` look both ways."""
    def height(v: int) -> float:
        return 0.0 if v in graph.dummies else size[v][1]

    def gap(a: int, b: int) -> float:
        dummies = (a in graph.dummies) + (b in graph.dummies)
        return (spacing, spacing / 2, LANE_GAP)[dummies]

    layers = graph.layers
    y: dict[int, float] = {}
    packed = [_offsets(members, height, gap) for members in layers]  # the order stays: so do they
    for members, offsets in zip(layers, packed, strict=True):
        middle = (offsets[-1] + height(members[-1])) / 2 if members else 0.0
        for v, offset in zip(members, offsets, strict=True):
            y[v] = offset - middle
    anchor = dict(y)
    count = len(layers)
    settled = 0  # columns settled, reported every 8
    planned = max(1, sum(count if sweep >= sweeps - 2 else 2 * (count - 1)
                         for sweep in range(sweeps)))
    for sweep in range(sweeps):
        passes = [(graph.up, range(1, count)), (graph.down, range(count - 2, -1, -1))]
        if sweep >= sweeps - 2:
            passes = [((graph.up, graph.down), range(count))]
        for neighbours, indices in passes:
            for i in indices:
                _settle(layers[i], packed[i], neighbours, y, anchor, hubs, graph.dummies)
                settled += 1
                if report and settled % 8 == 0:
                    report(min(settled, planned), planned)
    if report:
        report(planned, planned)
    for members in layers:
        _snap_column(members, y, height, gap, grid)
    return _columns(graph, size, y, bands, spacing, layer_spacing, grid)


def _offsets(members: list[int], height: Callable, gap: Callable) -> list[float]:
    """Each node's distance from the column's top when packed as tight as the gaps allow."""
    offsets, cursor = [], 0.0
    for n, v in enumerate(members):
        if n:
            cursor += height(members[n - 1]) + gap(members[n - 1], v)
        offsets.append(cursor)
    return offsets


def _settle(members: list[int], offsets: list[float], neighbours, y: dict[int, float],
            anchor: dict[int, float], hubs: set[int], dummies: set[int]) -> None:
    if not members:
        return
    sides = neighbours if isinstance(neighbours, tuple) else (neighbours,)
    wishes, weights = [], []
    one_side = sides[0] if len(sides) == 1 else None
    for v in members:
        segments = one_side[v] if one_side is not None else sides[0][v] + sides[1][v]
        # Where v's top should be for each relation to run level with its neighbour's row.
        if len(segments) == 1:  # most dummies: what the general case gives, without a sort
            w, port_v, port_w = segments[0]
            wish, weight = y[w] + port_w - port_v, DUMMY_WEIGHT if v in dummies else 1.0
        elif not segments:
            wish, weight = y[v], 0.0
        else:
            targets = sorted(y[w] + port_w - port_v for w, port_v, port_w in segments)
            if v in hubs:
                wish, weight = (targets[0] + targets[-1]) / 2, float(len(targets))
            else:
                n = len(targets)
                wish = (targets[(n - 1) // 2] + targets[n // 2]) / 2
                weight = DUMMY_WEIGHT if v in dummies else 1.0
        # A light pull back to where the column started keeps columns from sliding away from
        # each other one alignment at a time, which shears a big drawing into a tall diagonal.
        wishes.append((wish * weight + anchor[v] * ANCHOR) / (weight + ANCHOR))
        weights.append(weight + ANCHOR)
    for v, value in zip(members, _isotonic(wishes, weights, offsets), strict=True):
        y[v] = value


def _isotonic(wishes: list[float], weights: list[float], offsets: list[float]) -> list[float]:
    """Closest positions (weighted least squares) to the wishes with y[i+1] − y[i] ≥ the packed
    distance: with z = y − offset this is isotonic regression, solved by pooling neighbours."""
    blocks: list[list[float]] = []  # [weight, weighted sum, count]
    for wish, weight, offset in zip(wishes, weights, offsets, strict=True):
        blocks.append([weight, weight * (wish - offset), 1])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][0] > blocks[-1][1] / blocks[-1][0]:
            weight_b, total_b, count_b = blocks.pop()
            blocks[-1][0] += weight_b
            blocks[-1][1] += total_b
            blocks[-1][2] += count_b
    out = []
    for weight, total, count in blocks:
        out.extend([total / weight] * int(count))
    return [z + offset for z, offset in zip(out, offsets, strict=True)]


def snap(value: float, grid: int) -> float:
    return float(round(value / grid) * grid)


def snap_down(value: float, grid: int) -> float:
    return float(math.floor(value / grid + 1e-9) * grid)


def snap_up(value: float, grid: int) -> float:
    return float(math.ceil(value / grid - 1e-9) * grid)


def _snap_column(members: list[int], y: dict[int, float], height: Callable, gap: Callable,
                 grid: int) -> None:
    previous = None
    for v in members:
        value = snap(y[v], grid)
        if previous is not None:
            value = max(value, snap_up(y[previous] + height(previous) + gap(previous, v), grid))
        y[v] = value
        previous = v


def _columns(graph: Layered, size: Mapping[int, tuple[float, float]], y: dict[int, float],
             bands: list[tuple[int, int]], spacing: float, layer_spacing: float,
             grid: int) -> dict[int, tuple[float, float]]:
    """Columns left to right, bands top to bottom, every other band mirrored so the relations
    cut by a wrap drop straight down to the band below instead of running back across it."""
    positions: dict[int, tuple[float, float]] = {}
    top = 0.0
    for number, (first, end) in enumerate(bands):
        columns = list(range(first, end))
        if number % 2:
            columns.reverse()
        nodes = [v for i in columns for v in graph.layers[i]]
        if not nodes:
            continue
        band_top = min(y[v] for v in nodes)
        band_bottom = max(y[v] + (0.0 if v in graph.dummies else size[v][1]) for v in nodes)
        shift = top - band_top  # band_top is on the grid, so the shift is too
        x = 0.0
        for i in columns:
            tables = [v for v in graph.layers[i] if v not in graph.dummies]
            widest = max((size[v][0] for v in tables), default=0.0)
            for v in tables:
                positions[v] = (x + snap_down((widest - size[v][0]) / 2, grid), y[v] + shift)
            pitch = max(layer_spacing, widest + spacing) if tables else spacing
            x += snap_up(pitch, grid)
        top += snap_up(band_bottom - band_top + spacing * 2, grid)
    if positions:
        left = min(x for x, _ in positions.values())
        upper = min(y for _, y in positions.values())
        positions = {v: (x - left, y - upper) for v, (x, y) in positions.items()}
    return positions

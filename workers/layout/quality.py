"""The spec's layout quality score (001 §9): 100 − 15 per overlapping pair of tables − 1.5 per
crossing of two relations − 5 per relation crossing a table.

Each relation is measured as the straight segment between its two connection points, chosen as
routes.ts chooses them: the sides facing each other at the attribute rows, or both right sides
when the tables overlap horizontally. Self-relations are loops beside their own table and are not
measured. A crossing is a proper intersection: relations meeting at a shared connection point do
not cross. A relation counts once however many tables it passes through, and a table is crossed
only through its inside, not along its border.

The score is not clamped: a large tangled diagram scores below zero, which keeps "before" and
"after" comparable; a screen may show max(0, score).

Everything goes through a uniform grid of cells, so on a thousand tables only nearby pairs are
compared rather than every relation against every relation and table.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .graph import Box, Link, read_boxes, read_links

OVERLAP_COST = 15
CROSSING_COST = 1.5
THROUGH_COST = 5
FACING_GAP = 30  # routes.ts: 2 × the minimum clearance before a side faces the other table
CELL_VISITS = 200_000  # bounds the grid walk on far-flung documents by growing the cells

Rect = tuple[float, float, float, float]  # left, top, right, bottom
Segment = tuple[float, float, float, float]  # x1, y1, x2, y2


@dataclass(frozen=True, slots=True)
class Quality:
    overlaps: int
    crossings: int
    through_tables: int

    @property
    def score(self) -> float:
        return (100 - OVERLAP_COST * self.overlaps - CROSSING_COST * self.crossings
                - THROUGH_COST * self.through_tables)

    def as_dict(self) -> dict:
        return {"score": self.score, "overlaps": self.overlaps, "crossings": self.crossings,
                "through_tables": self.through_tables}


def quality(document: Mapping, positions: Mapping[str, tuple[float, float]] | None = None) -> dict:
    """Score a document as it stands, or with some tables moved to `positions` (top-left)."""
    boxes = read_boxes(document)
    return measure(boxes, read_links(document, boxes), positions).as_dict()


def measure(boxes: list[Box], links: list[Link],
            positions: Mapping[str, tuple[float, float]] | None = None) -> Quality:
    positions = positions or {}
    rects = []
    for box in boxes:
        x, y = positions.get(box.id, (box.x, box.y))
        rects.append((x, y, x + box.width, y + box.height))
    segments = [(link.source, link.target, _segment(rects[link.source], rects[link.target],
                                                    link.source_port, link.target_port))
                for link in links if link.source != link.target]
    grid = _Grid(_cell_size(rects, [s for _, _, s in segments]))
    return Quality(overlaps=_overlaps(rects, grid), crossings=_crossings(segments, grid),
                   through_tables=_through(segments, rects, grid))


def _segment(a: Rect, b: Rect, port_a: float, port_b: float) -> Segment:
    ay, by = a[1] + port_a, b[1] + port_b
    if b[0] >= a[2] + FACING_GAP:
        return (a[2], ay, b[0], by)
    if a[0] >= b[2] + FACING_GAP:
        return (a[0], ay, b[2], by)
    return (a[2], ay, b[2], by)


def _cell_size(rects: list[Rect], segments: list[Segment]) -> float:
    sizes = sorted(max(r[2] - r[0], r[3] - r[1]) for r in rects)
    cell = max(sizes[len(sizes) // 2], 100.0) if sizes else 100.0
    travel = sum(abs(s[2] - s[0]) + abs(s[3] - s[1]) for s in segments)
    return max(cell, travel / CELL_VISITS)


class _Grid:
    def __init__(self, cell: float):
        self.cell = cell

    def rect_cells(self, rect: Rect) -> Iterator[tuple[int, int]]:
        c = self.cell
        for cx in range(math.floor(rect[0] / c), math.floor(rect[2] / c) + 1):
            for cy in range(math.floor(rect[1] / c), math.floor(rect[3] / c) + 1):
                yield cx, cy

    def segment_cells(self, s: Segment) -> Iterator[tuple[int, int]]:
        """Every cell the segment passes through, walking it one column of cells at a time."""
        c = self.cell
        x1, y1, x2, y2 = s if s[0] <= s[2] else (s[2], s[3], s[0], s[1])
        slope = (y2 - y1) / (x2 - x1) if x2 > x1 else None
        for cx in range(math.floor(x1 / c), math.floor(x2 / c) + 1):
            if slope is None:
                low, high = min(y1, y2), max(y1, y2)
            else:
                ya = y1 + slope * (max(x1, cx * c) - x1)
                yb = y1 + slope * (min(x2, (cx + 1) * c) - x1)
                low, high = min(ya, yb), max(ya, yb)
            for cy in range(math.floor(low / c), math.floor(high / c) + 1):
                yield cx, cy


def _overlaps(rects: list[Rect], grid: _Grid) -> int:
    cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, rect in enumerate(rects):
        for cell in grid.rect_cells(rect):
            cells[cell].append(i)
    pairs = set()
    for members in cells.values():
        for n, i in enumerate(members):
            a = rects[i]
            for j in members[n + 1:]:
                b = rects[j]
                # Touching borders is not overlapping: only a shared inside counts.
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    pairs.add((i, j))
    return len(pairs)


def _side(ax: float, ay: float, bx: float, by: float, px: float, py: float) -> float:
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax)


def crosses(s: Segment, t: Segment) -> bool:
    """Proper intersection: each segment strictly separates the other's ends."""
    d1 = _side(s[0], s[1], s[2], s[3], t[0], t[1])
    d2 = _side(s[0], s[1], s[2], s[3], t[2], t[3])
    if d1 * d2 >= 0:
        return False
    d3 = _side(t[0], t[1], t[2], t[3], s[0], s[1])
    d4 = _side(t[0], t[1], t[2], t[3], s[2], s[3])
    return d3 * d4 < 0


def _crossings(segments: list[tuple[int, int, Segment]], grid: _Grid) -> int:
    cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, (_, _, s) in enumerate(segments):
        for cell in grid.segment_cells(s):
            cells[cell].append(i)
    seen = set()
    count = 0
    for members in cells.values():
        for n, i in enumerate(members):
            s = segments[i][2]
            sx0, sx1 = min(s[0], s[2]), max(s[0], s[2])
            sy0, sy1 = min(s[1], s[3]), max(s[1], s[3])
            for j in members[n + 1:]:
                if (i, j) in seen:
                    continue
                seen.add((i, j))
                t = segments[j][2]
                if (max(t[0], t[2]) < sx0 or min(t[0], t[2]) > sx1
                        or max(t[1], t[3]) < sy0 or min(t[1], t[3]) > sy1):
                    continue
                count += crosses(s, t)
    return count


def passes_through(s: Segment, rect: Rect) -> bool:
    """Whether the segment enters the rectangle's inside (Liang–Barsky clipping)."""
    x1, y1, x2, y2 = s
    dx, dy = x2 - x1, y2 - y1
    low, high = 0.0, 1.0
    for p, q in ((-dx, x1 - rect[0]), (dx, rect[2] - x1), (-dy, y1 - rect[1]), (dy, rect[3] - y1)):
        if p == 0:
            if q <= 0:  # parallel to this side and outside it, or running along it
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return False
    return True


def _through(segments: list[tuple[int, int, Segment]], rects: list[Rect], grid: _Grid) -> int:
    cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, rect in enumerate(rects):
        for cell in grid.rect_cells(rect):
            cells[cell].append(i)
    count = 0
    for source, target, s in segments:
        tried = {source, target}
        hit = False
        for cell in grid.segment_cells(s):
            for i in cells.get(cell, ()):
                if i in tried:
                    continue
                tried.add(i)
                if passes_through(s, rects[i]):
                    hit = True
                    break
            if hit:
                break
        count += hit
    return count

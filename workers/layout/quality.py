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

Overlaps and relations through tables go through a uniform grid of cells, so on a thousand
tables only nearby pairs are compared rather than every relation against every relation and table.
Crossings are counted without visiting every crossing pair when the coordinates allow it (see
`_slab_crossings`): a laid-out schema of thousands of tables has a million of them.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right, insort
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from .graph import Box, Link, read_boxes, read_links

OVERLAP_COST = 15
CROSSING_COST = 1.5
THROUGH_COST = 5
FACING_GAP = 30  # routes.ts: 2 × the minimum clearance before a side faces the other table
CELL_VISITS = 200_000  # bounds the grid walk on far-flung documents by growing the cells
EXACT_SHIFTS = 7  # coordinates in 1/64 px at the finest are counted slab by slab (_Slabs)
EXACT_LIMIT = 2**25  # |coordinate| × scale: differences < 2^26, so products < 2^52 are exact
SLAB_WORK = 64  # slab steps per segment taken without comparing with the pairwise count
REPORT_STEPS = 1000  # measure's progress is told in thousandths

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
            positions: Mapping[str, tuple[float, float]] | None = None,
            report: Callable[[int, int], None] | None = None) -> Quality:
    """The three counts; `report(done, total)`, if given, hears how far the counting is (in
    thousandths), often enough on a huge diagram for a progress bar to keep moving."""
    positions = positions or {}
    rects = []
    for box in boxes:
        x, y = positions.get(box.id, (box.x, box.y))
        rects.append((x, y, x + box.width, y + box.height))
    segments = [(link.source, link.target, _segment(rects[link.source], rects[link.target],
                                                    link.source_port, link.target_port))
                for link in links if link.source != link.target]
    grid = _Grid(_cell_size(rects, [s for _, _, s in segments]))
    overlaps = _overlaps(rects, grid)
    _tell(report, 0.1)
    crossings = _crossings(segments, grid, _Share(report, 0.1, 0.85))
    through = _through(segments, rects, grid, _Share(report, 0.85, 1.0))
    _tell(report, 1.0)
    return Quality(overlaps=overlaps, crossings=crossings, through_tables=through)


def overlaps(boxes: list[Box], positions: Mapping[str, tuple[float, float]]) -> int:
    """Only the overlap count of `measure`: a fifth of its time on an imported schema."""
    rects = []
    for box in boxes:
        x, y = positions.get(box.id, (box.x, box.y))
        rects.append((x, y, x + box.width, y + box.height))
    return _overlaps(rects, _Grid(_cell_size(rects, [])))


def _tell(report: Callable[[int, int], None] | None, fraction: float) -> None:
    if report is not None:
        report(int(REPORT_STEPS * fraction), REPORT_STEPS)


class _Share:
    """Progress of one part of the counting, mapped onto its share [start, end] of the whole."""

    def __init__(self, report: Callable[[int, int], None] | None, start: float, end: float):
        self.report, self.start, self.end = report, start, end

    def __call__(self, done: float, total: float) -> None:
        if self.report is not None and total > 0:
            _tell(self.report, self.start + (self.end - self.start) * min(1.0, done / total))


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
    size = grid.cell
    count = 0
    for (cx, cy), members in cells.items():
        for n, i in enumerate(members):
            a = rects[i]
            for j in members[n + 1:]:
                b = rects[j]
                # Touching borders is not overlapping: only a shared inside counts, and it counts
                # once, in the cell holding the top-left corner of the shared part (a cell both
                # tables have, floor being monotonic), so no set of pairs seen is needed.
                if (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
                        and math.floor(max(a[0], b[0]) / size) == cx
                        and math.floor(max(a[1], b[1]) / size) == cy):
                    count += 1
    return count


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


def _crossings(segments: list[tuple[int, int, Segment]], grid: _Grid,
               report: Callable[[float, float], None]) -> int:
    plain = [s for _, _, s in segments]
    scale = _exact_scale(plain)
    slabs = None if scale is None else _Slabs(plain, scale)
    if slabs is not None and slabs.work <= SLAB_WORK * (len(plain) + 1):
        return slabs.count(report)
    cells, walks = _segment_cells(plain, grid)
    if slabs is not None and slabs.work <= sum(len(m) * (len(m) - 1) // 2 for m in cells.values()):
        return slabs.count(report)
    return _pair_crossings(plain, cells, walks, report)


def _exact_scale(segments: list[Segment]) -> int | None:
    """The power of two turning every coordinate into an integer small enough for `crosses` to
    compute without rounding (each difference and each product exact, so each sign right), or
    None. Laid-out diagrams qualify: positions on the grid, sizes and rows in half pixels."""
    values = [v for s in segments for v in s]
    for shift in range(EXACT_SHIFTS):
        scale = 1 << shift
        if all(float(v * scale).is_integer() for v in values):
            break
    else:
        return None
    if values and max(abs(v) for v in values) * scale > EXACT_LIMIT:
        return None
    return scale


class _Slabs:
    """Proper crossings counted slab by slab instead of pair by pair.

    Cut the plane by vertical lines at every segment's ends: between two neighbouring lines no
    segment starts or ends, so two segments crossing strictly inside that slab are exactly those
    whose top-to-bottom order at its left line is the reverse of their order at its right line
    (inversions, counted in n log n), and two crossing on a line are those passing at the same
    height through it without ending there, at different slopes. A vertical segment sits on a
    line and crosses what passes strictly between its ends. Heights are exact: coordinates are
    integers (see `_exact_scale`) and a height at x is kept as ⌊y · 2^bits⌋ with 2^bits above the
    product of any two segments' widths, which tells any two different rational heights apart.

    The work is the number of (segment, slab) pairs, small when the ends line up in columns as a
    layered layout's do, whatever the number of crossings.
    """

    def __init__(self, segments: list[Segment], scale: int):
        sloped: list[tuple[int, int, int, int]] = []
        upright: list[tuple[int, int, int]] = []
        for s in segments:
            x1, y1, x2, y2 = (int(v * scale) for v in s)
            if x1 > x2:
                x1, y1, x2, y2 = x2, y2, x1, y1
            if x1 < x2:
                sloped.append((x1, y1, x2, y2))
            elif y1 != y2:  # a point crosses nothing
                upright.append((x1, min(y1, y2), max(y1, y2)))
        xs = sorted({x for x1, _, x2, _ in sloped for x in (x1, x2)} | {x for x, _, _ in upright})
        self.index = {x: k for k, x in enumerate(xs)}
        self.xs, self.sloped, self.upright = xs, sloped, upright
        self.work = len(xs) + sum(self.index[x2] - self.index[x1] for x1, _, x2, _ in sloped)

    def count(self, report: Callable[[float, float], None]) -> int:
        xs, index, sloped = self.xs, self.index, self.sloped
        bits = 2 * max((x2 - x1 for x1, _, x2, _ in sloped), default=1).bit_length()
        starting: list[list[int]] = [[] for _ in xs]
        for n, (x1, _, _, _) in enumerate(sloped):
            starting[index[x1]].append(n)
        uprights: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for x, low, high in self.upright:
            uprights[index[x]].append((low << bits, high << bits))
        count = done = 0
        active: list[tuple[int, int]] = []  # (segment, its height at the previous line)
        for k, x in enumerate(xs):
            ends = []  # (height at the slab's left line, at its right line)
            going_on: list[tuple[int, int]] = []
            for n, left in active:
                x1, y1, x2, y2 = sloped[n]
                width = x2 - x1
                right = ((y1 * width + (y2 - y1) * (x - x1)) << bits) // width
                ends.append((left, right))
                if x2 > x:
                    going_on.append((n, right))
            count += _inversions(ends)
            heights = [height for _, height in going_on]
            if len(set(heights)) < len(heights):
                count += _meeting(going_on, sloped)
            if uprights.get(k):
                heights.sort()
                for low, high in uprights[k]:
                    count += max(0, bisect_left(heights, high) - bisect_right(heights, low))
            active = going_on + [(n, sloped[n][1] << bits) for n in starting[k]]
            done += len(ends) + 1
            report(done, self.work)
        return count


def _inversions(ends: list[tuple[int, int]]) -> int:
    """Pairs strictly in one order on the left and strictly in the other on the right."""
    ends.sort()  # equal on the left: in right order, so never counted against each other
    seen: list[int] = []
    count = 0
    for _, right in ends:
        count += len(seen) - bisect_right(seen, right)
        insort(seen, right)
    return count


def _meeting(going_on: list[tuple[int, int]], sloped: list[tuple[int, int, int, int]]) -> int:
    """Pairs passing through one point of a line at different slopes: they cross there."""
    slopes: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for n, height in going_on:
        x1, y1, x2, y2 = sloped[n]
        divisor = math.gcd(y2 - y1, x2 - x1)
        slopes[height].append(((y2 - y1) // divisor, (x2 - x1) // divisor))
    count = 0
    for group in slopes.values():
        if len(group) > 1:
            count += len(group) * (len(group) - 1) // 2
            count -= sum(same * (same - 1) // 2 for same in Counter(group).values())
    return count


def _segment_cells(segments: list[Segment], grid: _Grid):
    cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    walks = []
    for i, s in enumerate(segments):
        walk = list(grid.segment_cells(s))
        walks.append(walk)
        for cell in walk:
            cells[cell].append(i)
    return cells, walks


def _pair_crossings(segments: list[Segment], cells: dict[tuple[int, int], list[int]],
                    walks: list[list[tuple[int, int]]],
                    report: Callable[[float, float], None]) -> int:
    """Every pair of segments sharing a cell, each pair tested once, with `crosses`' own
    arithmetic (the same operations in the same order, so the same rounding)."""
    count = 0
    for i, s in enumerate(segments):
        if i % 256 == 0:
            report(i, len(segments))
        later: set[int] = set()
        for cell in walks[i]:
            members = cells[cell]  # in increasing order
            later.update(members[bisect_right(members, i):])
        ax, ay, bx, by = s
        sx0, sx1 = min(ax, bx), max(ax, bx)
        sy0, sy1 = min(ay, by), max(ay, by)
        for j in later:
            px, py, qx, qy = segments[j]
            if (max(px, qx) < sx0 or min(px, qx) > sx1
                    or max(py, qy) < sy0 or min(py, qy) > sy1):
                continue
            if _side(ax, ay, bx, by, px, py) * _side(ax, ay, bx, by, qx, qy) >= 0:
                continue
            count += _side(px, py, qx, qy, ax, ay) * _side(px, py, qx, qy, bx, by) < 0
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


def _through(segments: list[tuple[int, int, Segment]], rects: list[Rect], grid: _Grid,
             report: Callable[[float, float], None] | None = None) -> int:
    cells: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, rect in enumerate(rects):
        for cell in grid.rect_cells(rect):
            cells[cell].append(i)
    count = 0
    for n, (source, target, s) in enumerate(segments):
        if report and n % 512 == 0:
            report(n, len(segments))
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

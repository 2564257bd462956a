"""Packing laid-out groups of tables (and lone tables) into one compact drawing.

Skyline bottom-left packing: tallest groups first, each put where it rests highest (then
leftmost) on the outline of what is already placed, inside a width that aims at a landscape
screen's proportions. Lone tables and small groups thus fill the room beside the big groups in
rows, rather than trailing off in one endless line. Boxes are padded by the table spacing, so
nothing from two groups can come closer than that.
"""

from __future__ import annotations

import math

from .layering import ASPECT
from .placement import snap_up


def pack(sizes: list[tuple[float, float]], *, spacing: float,
         grid: int) -> list[tuple[float, float]]:
    """Top-left corner of each box (width, height), on the grid, the whole starting at (0, 0)."""
    if not sizes:
        return []
    padded = [(snap_up(w + spacing, grid), snap_up(h + spacing, grid)) for w, h in sizes]
    area = sum(w * h for w, h in padded)
    width = max(max(w for w, _ in padded), snap_up(math.sqrt(area * ASPECT), grid))
    skyline = [[0.0, width, 0.0]]  # segments: left, width, top of what is placed below
    corners: list[tuple[float, float]] = [(0.0, 0.0)] * len(sizes)
    order = sorted(range(len(sizes)), key=lambda i: (-padded[i][1], -padded[i][0], i))
    for i in order:
        w, h = padded[i]
        best = None
        for start in range(len(skyline)):
            left = skyline[start][0]
            if left + w > width:
                break
            top, reach, n = 0.0, left, start
            while reach < left + w:
                top = max(top, skyline[n][2])
                reach += skyline[n][1]
                n += 1
            if best is None or (top, left) < best[:2]:
                best = (top, left, start)
        top, left, start = best  # type: ignore[misc]  # the first segment always fits: w ≤ width
        corners[i] = (left, top)
        _raise(skyline, start, left, w, top + h)
    return corners


def _raise(skyline: list[list[float]], start: int, left: float, width: float,
           top: float) -> None:
    """Lay a box of `width` at `left` on the skyline, its new top at `top`."""
    right = left + width
    end = start
    while end < len(skyline) and skyline[end][0] < right:
        end += 1
    last = skyline[end - 1]
    rest = last[0] + last[1] - right  # the part of the last covered segment left uncovered
    replacement = [[left, width, top]]
    if rest > 0:
        replacement.append([right, rest, last[2]])
    skyline[start:end] = replacement
    merged: list[list[float]] = []
    for segment in skyline:
        if merged and merged[-1][2] == segment[2]:
            merged[-1][1] += segment[1]
        else:
            merged.append(segment)
    skyline[:] = merged

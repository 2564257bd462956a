"""DBML's table groups and sticky notes as the diagram's areas and notes.

A group's tables are laid out in a grid of their own and its area drawn around them, so that
the area holds exactly them (membership is geometric: a table belongs to the area it lies in).
Ungrouped tables keep the import's usual grid; the blocks are then put side by side in rows.
Sticky notes go in a column to the right of everything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from document.constants import AREA, LIMITS, NOTE
from workers.sqlimport.build import ORIGIN, WIDTH, Grid

AREA_PADDING = 40  # between an area's border and its tables
AREA_HEADER = 40   # above its tables, for the area's name
BLOCK_GAP = 200    # between two blocks (groups, ungrouped tables, notes)
NOTE_LINE = 20     # px per line of a note's text when sizing it
NOTE_MAX_HEIGHT = 600
NAME_MAX = LIMITS["nameLength"]
TEXT_MAX = LIMITS["textLength"]
SIZE_MAX = LIMITS["size"]


@dataclass
class Group:
    name: str
    color: str | None
    tables: list[dict] = field(default_factory=list)


def area_color(value: str | None) -> str:
    """DBML colours are #rgb or #rrggbb; the diagram stores #rrggbb."""
    text = (value or "").strip().lower()
    if len(text) == 4 and text.startswith("#"):
        text = "#" + "".join(c * 2 for c in text[1:])
    valid = len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdef" for c in text[1:])
    return text if valid else AREA["defaultColor"]


def place(documents: list[dict], groups: list[Group]) -> list[dict]:
    """Positions every table of `documents` and gives the areas of `groups` (whose tables are
    some of `documents`, each in one group at most)."""
    grouped = {id(table) for group in groups for table in group.tables}
    loose = [table for table in documents if id(table) not in grouped]
    blocks: list[tuple[list[dict], Group | None]] = [(loose, None)] if loose else []
    blocks += [(group.tables, group) for group in groups]
    sizes = [_block_size(tables, group is not None) for tables, group in blocks]
    corners = _shelves(sizes)
    areas = []
    for (tables, group), (x, y), (width, height) in zip(blocks, corners, sizes, strict=True):
        inset_x, inset_y = (AREA_PADDING, AREA_PADDING + AREA_HEADER) if group else (0, 0)
        for table in tables:
            table["x"] += x + inset_x - ORIGIN
            table["y"] += y + inset_y - ORIGIN
        if group is not None:
            areas.append({"id": f"a_{len(areas) + 1}", "name": group.name[:NAME_MAX],
                          "x": x, "y": y, "width": min(width, SIZE_MAX),
                          "height": min(height, SIZE_MAX), "color": area_color(group.color)})
    return areas


def _block_size(tables: list[dict], framed: bool) -> tuple[int, int]:
    """Grid-places `tables` from ORIGIN and gives the block's size, framed by its area."""
    grid = Grid(len(tables))
    for table in tables:
        grid.place(table)
    if tables:
        width = max(t["x"] + t.get("width", WIDTH) for t in tables) - ORIGIN
        height = max(t["y"] + t["height"] for t in tables) - ORIGIN
    else:
        width, height = WIDTH, 120
    if framed:
        width, height = width + 2 * AREA_PADDING, height + 2 * AREA_PADDING + AREA_HEADER
    return int(width), int(height)


def _shelves(sizes: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Top-left corners: blocks left to right in rows about as wide as the whole is tall."""
    if not sizes:
        return []
    area = sum((w + BLOCK_GAP) * (h + BLOCK_GAP) for w, h in sizes)
    limit = max(max(w for w, _ in sizes), math.sqrt(area * 1.6))
    corners, x, y, row = [], ORIGIN, ORIGIN, 0
    for width, height in sizes:
        if x > ORIGIN and x + width > ORIGIN + limit:
            x, y, row = ORIGIN, y + row + BLOCK_GAP, 0
        corners.append((x, y))
        x += width + BLOCK_GAP
        row = max(row, height)
    return corners


def notes(sticky: list[tuple[str, str]], documents: list[dict], areas: list[dict]) -> list[dict]:
    """The sticky notes (name, text) as the diagram's notes, in a column right of the rest."""
    right = max([t["x"] + t.get("width", WIDTH) for t in documents]
                + [a["x"] + a["width"] for a in areas] + [ORIGIN])
    made, y = [], ORIGIN
    for i, (_name, text) in enumerate(sticky):
        lines = sum(1 + len(line) // 32 for line in text.split("\n"))
        height = min(max(NOTE["defaultHeight"], 24 + NOTE_LINE * lines), NOTE_MAX_HEIGHT)
        made.append({"id": f"n_{i + 1}", "x": right + BLOCK_GAP, "y": y,
                     "width": NOTE["defaultWidth"] + 60, "height": height,
                     "text": text[:TEXT_MAX], "color": NOTE["defaultColor"]})
        y += height + 40
    return made

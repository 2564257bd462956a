"""Auto layout of a document with areas: each area's tables are laid out on their own, the area
drawn around them, and the areas and the other tables packed together, so that an area still
holds the tables it held (membership is geometric: document/areas.py).

    result, areas = layout_with_areas(document, progress=...)
    areas  # {area id: (x, y, width, height)}, the areas' new rectangles
"""

from __future__ import annotations

from collections.abc import Mapping

from document.areas import area_members

from . import LayoutResult, Progress, layout_document
from .graph import read_boxes, read_links
from .packing import pack
from .quality import measure, overlaps

PADDING = 40  # between an area's border and its tables
HEADER = 40   # above an area's tables, for its name


def layout_with_areas(document: Mapping, *, progress: Progress | None = None,
                      spacing: float = 150, grid: int = 20, scored: bool = False
                      ) -> tuple[LayoutResult, dict[str, tuple[float, float, float, float]]]:
    members = area_members(document)
    if not any(members.values()):
        return layout_document(document, progress=progress, spacing=spacing, grid=grid,
                               scored=scored), {}
    tables = {str(t["id"]): t for t in document.get("tables") or []}
    inside = {table_id for ids in members.values() for table_id in ids}
    parts: list[tuple[str | None, list[str]]] = [(None, [t for t in tables if t not in inside])]
    parts += list(members.items())
    blocks = []  # (area id or None, positions relative to the block, block size)
    sizes = {str(a["id"]): (a["width"], a["height"]) for a in document.get("areas") or []}
    for area_id, ids in parts:
        if not ids:
            if area_id is not None:  # an empty area keeps its size
                blocks.append((area_id, {}, sizes[area_id]))
            continue
        local, size = _laid(document, tables, ids, spacing, grid, progress if area_id is None
                            else None)
        if area_id is not None:
            local = {k: (x + PADDING, y + PADDING + HEADER) for k, (x, y) in local.items()}
            size = (size[0] + 2 * PADDING, size[1] + 2 * PADDING + HEADER)
        blocks.append((area_id, local, size))
    corners = pack([size for _, _, size in blocks], spacing=spacing, grid=grid)
    positions: dict[str, tuple[float, float]] = {}
    rectangles = {}
    for (area_id, local, size), (cx, cy) in zip(blocks, corners, strict=True):
        positions.update({k: (x + cx, y + cy) for k, (x, y) in local.items()})
        if area_id is not None:
            rectangles[area_id] = (cx, cy, size[0], size[1])
    boxes = read_boxes(document)
    if not scored:
        return LayoutResult(positions, overlaps(boxes, positions)), rectangles
    measured = measure(boxes, read_links(document, boxes), positions)
    return LayoutResult(positions, measured.overlaps, measured.score, measured.crossings,
                        measured.through_tables), rectangles


def _laid(document: Mapping, tables: Mapping[str, dict], ids: list[str], spacing: float,
          grid: int, progress: Progress | None):
    """The tables `ids` laid out alone, moved to start at (0, 0), and the size they take."""
    chosen = set(ids)
    part = {"tables": [tables[i] for i in ids],
            "relations": [r for r in document.get("relations") or []
                          if r.get("fromTableId") in chosen and r.get("toTableId") in chosen]}
    positions = layout_document(part, progress=progress, spacing=spacing, grid=grid,
                                scored=False).positions
    boxes = {box.id: box for box in read_boxes(part)}
    left = min(x for x, _ in positions.values())
    top = min(y for _, y in positions.values())
    right = max(x + boxes[k].width for k, (x, _) in positions.items())
    bottom = max(y + boxes[k].height for k, (_, y) in positions.items())
    return ({k: (x - left, y - top) for k, (x, y) in positions.items()},
            (right - left, bottom - top))

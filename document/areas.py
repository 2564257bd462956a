"""Which tables an area holds. Membership is where a table lies, not a list kept anywhere: a
table belongs to the area it lies wholly inside, to the smallest when inside several (the
editor's rule too: frontend/src/editor/model/annotations.ts)."""

from __future__ import annotations

import math
from collections.abc import Mapping

from .constants import TABLE, table_height


def _number(value, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return default
    return float(value)


def table_box(table: Mapping) -> tuple[float, float, float, float]:
    """The table as drawn: x, y, width, height (collapsed: its header alone); the layout's
    boxes too (workers/layout/graph.py)."""
    height = TABLE["headerHeight"] if table.get("isCollapsed") else max(
        _number(table.get("height"), 0), table_height(len(table.get("attributes") or [])),
        TABLE["minHeight"])
    width = max(_number(table.get("width"), TABLE["defaultWidth"]), TABLE["minWidth"])
    return _number(table.get("x"), 0), _number(table.get("y"), 0), width, height


def area_members(document: Mapping) -> dict[str, list[str]]:
    """Each area's table ids, in document order, by area id."""
    areas = list(document.get("areas") or [])
    members: dict[str, list[str]] = {str(a["id"]): [] for a in areas}
    by_size = sorted(areas, key=lambda a: a["width"] * a["height"])
    for table in document.get("tables") or []:
        x, y, width, height = table_box(table)
        for area in by_size:
            if (area["x"] <= x and x + width <= area["x"] + area["width"]
                    and area["y"] <= y and y + height <= area["y"] + area["height"]):
                members[str(area["id"])].append(str(table["id"]))
                break
    return members

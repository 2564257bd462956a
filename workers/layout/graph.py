"""What the layout reads from a diagram document: each table's drawn box, where its relations
attach, and the graph they form.

The sizes mirror frontend/src/editor/model/geometry.ts and the attachment points mirror
frontend/src/editor/routing/routes.ts, so the engine lays out and scores tables exactly as the
editor draws them: a collapsed table is its header only, an open one is at least as tall as its
rows, and a relation leaves its table at the row of its attribute.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from document.areas import table_box
from document.constants import TABLE

HEADER = TABLE["headerHeight"]
ROW = TABLE["rowHeight"]
LANE = 8  # routes.ts: relations joining the same two tables without attributes sit 8 px apart
HUB_DEGREE = 5  # spec 001 §9: a hub has five relations or more


@dataclass(frozen=True, slots=True)
class Box:
    id: str
    x: float
    y: float
    width: float
    height: float
    collapsed: bool
    rows: Mapping[str, int]

    def port(self, attribute_id: str | None) -> float:
        """How far below the table's top a relation attached to `attribute_id` leaves it."""
        if self.collapsed or attribute_id is None or attribute_id not in self.rows:
            return HEADER / 2
        return HEADER + ROW * self.rows[attribute_id] + ROW / 2


@dataclass(frozen=True, slots=True)
class Link:
    """One relation between two tables (by index), with its attachment offsets from their tops."""

    source: int
    target: int
    source_port: float
    target_port: float


def read_boxes(document: Mapping) -> list[Box]:
    """Drawn boxes in document order. Stored documents never repeat a table id (the validator
    refuses it); should one come anyway, its first table wins and the others are ignored."""
    boxes = []
    seen = set()
    for table in document.get("tables") or []:
        if str(table["id"]) in seen:
            continue
        seen.add(str(table["id"]))
        attributes = table.get("attributes") or []
        x, y, width, height = table_box(table)
        boxes.append(Box(
            id=str(table["id"]),
            x=x,
            y=y,
            width=width,
            height=height,
            collapsed=bool(table.get("isCollapsed")),
            rows={a["id"]: i for i, a in enumerate(attributes) if "id" in a},
        ))
    return boxes


def read_links(document: Mapping, boxes: list[Box]) -> list[Link]:
    """Relations between known tables, in document order; self-relations included."""
    index = {box.id: i for i, box in enumerate(boxes)}
    lanes: dict[tuple[int, int], int] = {}
    links = []
    for relation in document.get("relations") or []:
        source = index.get(relation.get("fromTableId"))
        target = index.get(relation.get("toTableId"))
        if source is None or target is None:
            continue
        # Same lanes as RouteCache.sync: counted per unordered pair, in document order.
        pair = (min(source, target), max(source, target))
        lane = lanes.get(pair, 0)
        lanes[pair] = lane + 1
        # A composite key's line also leaves at its first pair's row (routes.ts): the combs
        # joining its other rows stay alongside the tables, so the layout scores that line only.
        links.append(Link(source, target, *(
            boxes[table].port(attribute) + (0 if attribute else lane * LANE)
            for table, attribute in ((source, relation.get("fromAttributeId")),
                                     (target, relation.get("toAttributeId")))
        )))
    return links


def degrees(count: int, links: list[Link]) -> list[int]:
    """Relations touching each table; a self-relation does not make a table a hub."""
    degree = [0] * count
    for link in links:
        if link.source != link.target:
            degree[link.source] += 1
            degree[link.target] += 1
    return degree


def components(count: int, links: list[Link]) -> list[list[int]]:
    """Connected groups of tables, each sorted, in the order of their first table.

    Union–find with the smaller table as the root, so a group's root is its first table and one
    pass in table order lists the groups in order, each sorted.
    """
    parent = list(range(count))

    def root(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for link in links:
        a, b = root(link.source), root(link.target)
        if a != b:
            parent[max(a, b)] = min(a, b)
    groups: dict[int, list[int]] = {}
    for v in range(count):
        groups.setdefault(root(v), []).append(v)
    return list(groups.values())

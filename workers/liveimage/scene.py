"""What the live image shows, laid out once for both formats: the frame, each table's box and
texts (cut to fit), each relation's path and ends.

As the editor's export (frontend/src/editor/export/svg.ts, paintTable.ts): white background,
80 units of margin, tables with their header band in the table's colour, the name in white,
one row per column with its PK/FK/UQ marker, name and type (`?` when nullable); relations with
a bar at a « 1 » end and a crow's foot at an « N » end, dashed when the relation is.

One difference: the canvas routes relations around the tables (frontend/src/editor/routing/).
Here a relation is an orthogonal line from the side of one table facing the other, at its
column's row, to the other's facing side (both right sides when the tables overlap
horizontally); it may cross a table lying between them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from document.constants import TABLE, table_height

from . import fonts
from .annotations import Panel, area_panel, note_panel

# Bumped when the picture changes, so stored images are drawn again (their ETag changes too).
RENDERER_VERSION = 2  # 2: areas and notes
MAX_PNG_SIDE = 4096
PADDING = 80
RADIUS = 8
STUB = 20  # how far a relation leaves a table before turning
HEADER, ROW, INNER = TABLE["headerHeight"], TABLE["rowHeight"], TABLE["padding"]
FONT_STACK = "Inter, ui-sans-serif, system-ui, sans-serif"

COLORS = {
    "background": "#ffffff",
    "body": "#ffffff",
    "border": "#cbd5e1",
    "text": "#0f172a",
    "muted": "#64748b",
    "key": "#b45309",
    "foreignKey": "#2563eb",
    "relation": "#94a3b8",
}
RELATION_WIDTH = 1.5
RELATION_DASH = (6, 4)


@dataclass
class Row:
    y: float  # the row's vertical centre, relative to the table
    marker: str  # "PK", "FK", "UQ" or ""
    name: str
    type: str
    bold: bool


@dataclass
class Box:
    id: str
    name: str
    x: float
    y: float
    width: float
    height: float
    color: str
    title: str  # the name cut to the header's width
    rows: list[Row] = field(default_factory=list)
    row_index: dict[str, int] = field(default_factory=dict)
    collapsed: bool = False

    def anchor_y(self, attribute_id: str | None) -> float:
        index = None if self.collapsed else self.row_index.get(attribute_id or "")
        if index is None:
            return self.y + HEADER / 2
        return self.y + HEADER + ROW * index + ROW / 2


@dataclass
class Link:
    points: list[tuple[float, float]]
    ends: tuple[str, str]  # cardinality at the first and at the last point
    color: str
    dashed: bool


@dataclass
class Scene:
    x: float
    y: float
    width: int
    height: int
    boxes: list[Box]
    links: list[Link]
    areas: list[Panel] = field(default_factory=list)
    notes: list[Panel] = field(default_factory=list)


def _number(value, default: float = 0.0) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else default


def _text(value) -> str:
    return value if isinstance(value, str) else ""


def _color(value, default: str) -> str:
    text = _text(value)
    ok = len(text) in (4, 7, 9) and text.startswith("#") and all(
        c in "0123456789abcdefABCDEF" for c in text[1:])
    return text if ok else default


def type_label(attribute: dict) -> str:
    kind = _text(attribute.get("type"))
    length, precision = attribute.get("length"), attribute.get("precision")
    if length is not None and kind in ("VARCHAR", "CHAR"):
        label = f"{kind}({length})"
    elif kind in ("DECIMAL", "NUMERIC") and precision is not None:
        label = f"{kind}({precision},{attribute.get('scale') or 0})"
    else:
        label = kind
    return label + ("[]" if attribute.get("isArray") else "") + (
        "?" if attribute.get("isNullable") else "")


def _box(table: dict) -> Box:
    attributes = [a for a in table.get("attributes") or [] if isinstance(a, dict)]
    collapsed = bool(table.get("isCollapsed"))
    width = max(_number(table.get("width")), TABLE["minWidth"])
    height = HEADER if collapsed else max(_number(table.get("height")),
                                          table_height(len(attributes)), TABLE["minHeight"])
    name = _text(table.get("name"))
    box = Box(id=_text(table.get("id")), name=name, x=_number(table.get("x")),
              y=_number(table.get("y")), width=width, height=height,
              color=_color(table.get("color"), TABLE["defaultColor"]),
              title=fonts.fit(name, 14, width - INNER * 2, bold=True), collapsed=collapsed)
    for index, attribute in enumerate(attributes):
        box.row_index.setdefault(_text(attribute.get("id")), index)
    if collapsed:
        return box
    for index, attribute in enumerate(attributes):
        marker = ("PK" if attribute.get("isPrimaryKey") else "FK" if attribute.get("isForeignKey")
                  else "UQ" if attribute.get("isUnique") else "")
        kind = fonts.fit(type_label(attribute), 12, width / 2)
        type_width = min(fonts.width(kind, 12), width / 2)
        name_x = INNER + 24
        bold = bool(attribute.get("isPrimaryKey"))
        box.rows.append(Row(
            y=HEADER + index * ROW + ROW / 2, marker=marker, type=kind, bold=bold,
            name=fonts.fit(_text(attribute.get("name")), 13,
                           width - name_x - type_width - INNER * 2, bold=bold)))
    return box


def _route(a: Box, b: Box, ay: float, by: float) -> list[tuple[float, float]]:
    if a.x + a.width + 2 * STUB <= b.x:  # b to the right
        ax, bx = a.x + a.width, b.x
    elif b.x + b.width + 2 * STUB <= a.x:  # b to the left
        ax, bx = a.x, b.x + b.width
    else:  # overlapping columns: out of both right sides, around
        ax, bx = a.x + a.width, b.x + b.width
        out = max(ax, bx) + STUB * 2
        return [(ax, ay), (out, ay), (out, by), (bx, by)]
    middle = (ax + bx) / 2
    return [(ax, ay), (middle, ay), (middle, by), (bx, by)]


def _cardinality(relation: dict) -> tuple[str, str]:
    given = relation.get("cardinality")
    if isinstance(given, dict):
        ends = (given.get("from"), given.get("to"))
        if all(end in ("1", "N") for end in ends):
            return ends  # type: ignore[return-value]
    kind = relation.get("type")
    return ("N" if kind == "many-to-many" else "1", "1" if kind == "one-to-one" else "N")


def build(document: dict) -> Scene | None:
    """The laid-out diagram, or None when it has nothing to draw."""
    tables = [t for t in document.get("tables") or [] if isinstance(t, dict)]
    areas = [area_panel(a, _number, _color) for a in document.get("areas") or []
             if isinstance(a, dict)]
    notes = [note_panel(n, _number, _color) for n in document.get("notes") or []
             if isinstance(n, dict)]
    if not tables and not areas and not notes:
        return None
    boxes = [_box(table) for table in tables]
    by_id = {box.id: box for box in boxes}
    links = []
    for relation in document.get("relations") or []:
        if not isinstance(relation, dict):
            continue
        a, b = by_id.get(relation.get("fromTableId")), by_id.get(relation.get("toTableId"))
        if a is None or b is None:
            continue
        points = _route(a, b, a.anchor_y(relation.get("fromAttributeId")),
                        b.anchor_y(relation.get("toAttributeId")))
        links.append(Link(points=points, ends=_cardinality(relation),
                          color=_color(relation.get("color"), COLORS["relation"]),
                          dashed=bool(relation.get("isDashed"))))
    rects = [(b.x, b.y, b.width, b.height) for b in boxes] + [
        (p.x, p.y, p.width, p.height) for p in (*areas, *notes)]
    left = min(x for x, _, _, _ in rects)
    top = min(y for _, y, _, _ in rects)
    right = max([x + w for x, _, w, _ in rects] + [x for link in links for x, _ in link.points])
    bottom = max(y + h for _, y, _, h in rects)
    return Scene(x=left - PADDING, y=top - PADDING, width=math.ceil(right - left) + 2 * PADDING,
                 height=math.ceil(bottom - top) + 2 * PADDING, boxes=boxes, links=links,
                 areas=areas, notes=notes)


def end_strokes(at: tuple[float, float], toward: tuple[float, float], cardinality: str
                ) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The ticks of one relation end, as the canvas's traceEnd draws them."""
    direction = (toward[0] > at[0]) - (toward[0] < at[0]) or 1
    x = at[0] + direction * 10
    if cardinality == "N":
        return [((x, at[1]), (at[0], at[1] - 6)), ((x, at[1]), (at[0], at[1] + 6))]
    return [((x, at[1] - 6), (x, at[1] + 6))]


def png_scale(scene: Scene) -> float:
    """Twice the size, as the editor's PNG export, but never more than MAX_PNG_SIDE a side."""
    return min(2.0, MAX_PNG_SIDE / scene.width, MAX_PNG_SIDE / scene.height)

"""Card thumbnails of diagrams (Pillow): the tables as coloured blocks with their header band,
the relations as lines between them, fitted in a small picture. Pure: no Django, no Celery.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from document.constants import TABLE, table_height

WIDTH, HEIGHT = 480, 270
MARGIN = 16
BACKGROUND = (248, 250, 252)
BODY = (255, 255, 255)
BORDER = (203, 213, 225)
RELATION = (148, 163, 184)
HEADER, MIN_WIDTH = TABLE["headerHeight"], TABLE["minWidth"]


def _hex(color: str) -> tuple[int, int, int]:
    try:
        return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
    except (TypeError, ValueError):
        return (99, 102, 241)


def _height(table: dict) -> float:
    if table.get("isCollapsed"):
        return HEADER
    # A document's table, or an outline's that only counts its attributes.
    count = table.get("attributeCount", len(table.get("attributes") or []))
    return max(float(table.get("height", 0)), table_height(count))


def render_thumbnail(document: dict) -> bytes | None:
    """A PNG of the diagram, or None when it has no table."""
    tables = document.get("tables") or []
    if not tables:
        return None
    boxes = {t["id"]: (t["x"], t["y"], max(t.get("width", 0), MIN_WIDTH), _height(t))
             for t in tables}
    left = min(x for x, _, _, _ in boxes.values())
    top = min(y for _, y, _, _ in boxes.values())
    right = max(x + w for x, _, w, _ in boxes.values())
    bottom = max(y + h for _, y, _, h in boxes.values())
    scale = min((WIDTH - 2 * MARGIN) / max(1, right - left),
                (HEIGHT - 2 * MARGIN) / max(1, bottom - top), 1.0)
    offset_x = (WIDTH - (right - left) * scale) / 2 - left * scale
    offset_y = (HEIGHT - (bottom - top) * scale) / 2 - top * scale

    def at(x: float, y: float) -> tuple[float, float]:
        return x * scale + offset_x, y * scale + offset_y

    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for relation in document.get("relations") or []:
        a, b = boxes.get(relation.get("fromTableId")), boxes.get(relation.get("toTableId"))
        if a and b:
            draw.line([at(a[0] + a[2] / 2, a[1] + a[3] / 2), at(b[0] + b[2] / 2, b[1] + b[3] / 2)],
                      fill=RELATION, width=1)
    for table in tables:
        x, y, w, h = boxes[table["id"]]
        x0, y0 = at(x, y)
        x1, y1 = at(x + w, y + h)
        draw.rectangle([x0, y0, max(x1, x0 + 2), max(y1, y0 + 2)], fill=BODY, outline=BORDER)
        header = max(2.0, HEADER * scale)
        draw.rectangle([x0, y0, max(x1, x0 + 2), y0 + header], fill=_hex(table.get("color", "")))
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()

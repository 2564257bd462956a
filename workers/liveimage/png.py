"""The live image as PNG (Pillow): the SVG's picture in pixels, at most MAX_PNG_SIDE a side.

Below about 4 pixels a letter is a smudge: a diagram scaled that far down is drawn without its
texts, as the canvas does when zoomed out.
"""

from __future__ import annotations

import io
import itertools
import math

from PIL import Image, ImageDraw

from . import fonts
from .annotations import (
    AREA_FILL_ALPHA,
    LABEL_FONT,
    LABEL_HEIGHT,
    NOTE_BAND,
    NOTE_FONT,
    NOTE_LINE,
    NOTE_PADDING,
    NOTE_TINT_ALPHA,
    rgb,
    tint,
)
from .scene import (
    COLORS,
    HEADER,
    INNER,
    RADIUS,
    RELATION_DASH,
    RELATION_WIDTH,
    Scene,
    build,
    end_strokes,
    png_scale,
)

SMALLEST_TEXT = 4.0


def _font(size: float, bold: bool):
    return fonts.font(max(1.0, round(size * 2) / 2), bold)


def _dashed(draw: ImageDraw.ImageDraw, a, b, fill, width: int, dash: float, gap: float) -> None:
    length = math.dist(a, b)
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    at = 0.0
    while at < length:
        end = min(at + dash, length)
        draw.line([(a[0] + ux * at, a[1] + uy * at), (a[0] + ux * end, a[1] + uy * end)],
                  fill=fill, width=width)
        at = end + gap


def _encode(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _draw(scene: Scene) -> bytes:
    scale = png_scale(scene)
    size = (max(1, round(scene.width * scale)), max(1, round(scene.height * scale)))
    image = Image.new("RGB", size, rgb(COLORS["background"]))
    draw = ImageDraw.Draw(image)

    def at(x: float, y: float) -> tuple[float, float]:
        return (x - scene.x) * scale, (y - scene.y) * scale

    texts = 13 * scale >= SMALLEST_TEXT
    for area in scene.areas:
        x0, y0 = at(area.x, area.y)
        x1, y1 = max(x0 + 1, x0 + area.width * scale), max(y0 + 1, y0 + area.height * scale)
        draw.rectangle([x0, y0, x1, y1], fill=rgb(tint(area.color, AREA_FILL_ALPHA)),
                       outline=rgb(area.color), width=max(1, round(1.5 * scale)))
        if texts and area.title:
            draw.text((x0 + 12 * scale, y0 + LABEL_HEIGHT / 2 * scale), area.title,
                      fill=rgb(COLORS["text"]), font=_font(LABEL_FONT * scale, True), anchor="lm")

    line = max(1, round(RELATION_WIDTH * scale))
    for link in scene.links:
        fill = rgb(link.color)
        points = [at(x, y) for x, y in link.points]
        if link.dashed:
            for a, b in itertools.pairwise(points):
                _dashed(draw, a, b, fill, line, RELATION_DASH[0] * scale,
                        RELATION_DASH[1] * scale)
        else:
            draw.line(points, fill=fill, width=line, joint="curve")
        for start, toward, end in ((0, 1, link.ends[0]), (-1, -2, link.ends[1])):
            for a, b in end_strokes(link.points[start], link.points[toward], end):
                draw.line([at(*a), at(*b)], fill=fill, width=line)

    for note in scene.notes:
        x0, y0 = at(note.x, note.y)
        x1, y1 = max(x0 + 1, x0 + note.width * scale), max(y0 + 1, y0 + note.height * scale)
        draw.rectangle([x0, y0, x1, y1], fill=rgb(tint(note.color, NOTE_TINT_ALPHA)),
                       outline=rgb(note.color), width=max(1, round(scale)))
        draw.rectangle([x0, y0, x1, min(y1, y0 + NOTE_BAND * scale)], fill=rgb(note.color))
        if not texts:
            continue
        for row, text in enumerate(note.lines):
            draw.text((x0 + NOTE_PADDING * scale,
                       y0 + (NOTE_PADDING + (row + 0.5) * NOTE_LINE) * scale), text,
                      fill=rgb(COLORS["text"]), font=_font(NOTE_FONT * scale, False), anchor="lm")

    radius = RADIUS * scale
    for box in scene.boxes:
        x0, y0 = at(box.x, box.y)
        x1, y1 = max(x0 + 1, x0 + box.width * scale), max(y0 + 1, y0 + box.height * scale)
        draw.rounded_rectangle([x0, y0, x1, y1], radius=radius, fill=rgb(COLORS["body"]),
                               outline=rgb(COLORS["border"]), width=1)
        header = min(y1, y0 + max(1.0, HEADER * scale))
        draw.rounded_rectangle([x0, y0, x1, header], radius=min(radius, (header - y0) / 2),
                               fill=rgb(box.color))
        if not texts:
            continue
        draw.text((x0 + INNER * scale, y0 + HEADER / 2 * scale), box.title, fill=(255, 255, 255),
                  font=_font(14 * scale, True), anchor="lm")
        for row in box.rows:
            y = y0 + row.y * scale
            if row.marker:
                draw.text((x0 + INNER * scale, y), row.marker, anchor="lm",
                          font=_font(10 * scale, True),
                          fill=rgb(COLORS["key" if row.marker == "PK" else "foreignKey"]))
            draw.text((x1 - INNER * scale, y), row.type, fill=rgb(COLORS["muted"]),
                      font=_font(12 * scale, False), anchor="rm")
            draw.text((x0 + (INNER + 24) * scale, y), row.name, fill=rgb(COLORS["text"]),
                      font=_font(13 * scale, row.bold), anchor="lm")
    return _encode(image)


def message_png(message: str) -> bytes:
    """A small picture saying `message` (an empty diagram, an image on its way)."""
    image = Image.new("RGB", (480, 120), rgb(COLORS["background"]))
    ImageDraw.Draw(image).text((240, 60), message, fill=rgb(COLORS["muted"]),
                               font=_font(16, False), anchor="mm")
    return _encode(image)


def render_png(document: dict, *, empty: str = "Diagramme vide", scene: Scene | None = None
               ) -> bytes:
    """The diagram as a PNG; `empty` is said when it has no table. `scene`: the document
    already laid out (render_svg's), not laid out again."""
    scene = scene or build(document)
    if scene is None:
        return message_png(empty)
    return _draw(scene)

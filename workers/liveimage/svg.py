"""The live image as SVG: text as <text> (selectable, searchable), in the app's font stack.

Written as a list of strings joined once, so its size and time grow linearly with the diagram.
"""

from __future__ import annotations

import re

from .annotations import (
    AREA_FILL_ALPHA,
    LABEL_FONT,
    LABEL_HEIGHT,
    NOTE_BAND,
    NOTE_FONT,
    NOTE_LINE,
    NOTE_PADDING,
    NOTE_TINT_ALPHA,
)
from .scene import (
    COLORS,
    FONT_STACK,
    HEADER,
    INNER,
    RADIUS,
    RELATION_DASH,
    RELATION_WIDTH,
    Scene,
    build,
    end_strokes,
)

# Characters XML 1.0 forbids: dropped, as the editor's escapeXml does.
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;"}
_SPECIAL = re.compile("[&<>\"']")


def escape(text: str) -> str:
    """Text safe inside an element or a double-quoted attribute."""
    return _SPECIAL.sub(lambda m: _ESCAPES[m.group()], _FORBIDDEN.sub("", text))


def num(value: float) -> str:
    rounded = round(value, 2)
    return "0" if rounded == 0 else f"{rounded:g}" if abs(rounded) < 1e15 else str(rounded)


def _open(width: float, height: float, x: float = 0, y: float = 0) -> list[str]:
    return ['<?xml version="1.0" encoding="UTF-8"?>\n',
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}"'
            f' viewBox="{num(x)} {num(y)} {num(width)} {num(height)}"'
            f' font-family="{escape(FONT_STACK)}">',
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(height)}"'
            f' fill="{COLORS["background"]}"/>']


def _text(x: float, y: float, text: str, *, size: int, fill: str, bold: bool = False,
          anchor: str = "") -> str:
    weight = ' font-weight="600"' if bold else ""
    anchor = f' text-anchor="{anchor}"' if anchor else ""
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{size}"{weight}{anchor}'
            f' fill="{fill}" dominant-baseline="central">{escape(text)}</text>')


def _path(points: list[tuple[float, float]]) -> str:
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)


def _areas(scene: Scene) -> list[str]:
    out = []
    for area in scene.areas:
        out.append(f'<g class="area"><rect x="{num(area.x)}" y="{num(area.y)}"'
                   f' width="{num(area.width)}" height="{num(area.height)}" fill="{area.color}"'
                   f' fill-opacity="{AREA_FILL_ALPHA}" stroke="{area.color}" stroke-width="1.5"/>')
        if area.title:
            out.append(_text(area.x + 12, area.y + LABEL_HEIGHT / 2, area.title,
                             size=LABEL_FONT, fill=COLORS["text"], bold=True))
        out.append("</g>")
    return out


def _notes(scene: Scene) -> list[str]:
    out = []
    for note in scene.notes:
        box = (f'x="{num(note.x)}" y="{num(note.y)}" width="{num(note.width)}"')
        out.append(f'<g class="note"><rect {box} height="{num(note.height)}"'
                   f' fill="{COLORS["body"]}"/>'
                   f'<rect {box} height="{num(note.height)}" fill="{note.color}"'
                   f' fill-opacity="{NOTE_TINT_ALPHA}" stroke="{note.color}"/>'
                   f'<rect {box} height="{num(min(NOTE_BAND, note.height))}"'
                   f' fill="{note.color}"/>')
        for row, line in enumerate(note.lines):
            out.append(_text(note.x + NOTE_PADDING,
                             note.y + NOTE_PADDING + (row + 0.5) * NOTE_LINE, line,
                             size=NOTE_FONT, fill=COLORS["text"]))
        out.append("</g>")
    return out


def _draw(scene: Scene) -> list[str]:
    out = _open(scene.width, scene.height, scene.x, scene.y)
    out.extend(_areas(scene))
    out.append('<g class="relations" fill="none">')
    for link in scene.links:
        dash = f' stroke-dasharray="{RELATION_DASH[0]} {RELATION_DASH[1]}"' if link.dashed else ""
        ticks = [*end_strokes(link.points[0], link.points[1], link.ends[0]),
                 *end_strokes(link.points[-1], link.points[-2], link.ends[1])]
        out.append(f'<path d="{_path(link.points)}{"".join(_path(t) for t in ticks)}"'
                   f' stroke="{link.color}" stroke-width="{RELATION_WIDTH}"{dash}/>')
    out.append("</g>")
    out.extend(_notes(scene))
    for box in scene.boxes:
        out.append(f'<g class="table" transform="translate({num(box.x)} {num(box.y)})">'
                   f"<title>{escape(box.name)}</title>"
                   f'<rect width="{num(box.width)}" height="{num(box.height)}" rx="{RADIUS}"'
                   f' fill="{COLORS["body"]}"/>'
                   f'<rect width="{num(box.width)}" height="{HEADER}" rx="{RADIUS}"'
                   f' fill="{box.color}"/>')
        out.append(_text(INNER, HEADER / 2, box.title, size=14, fill="#ffffff", bold=True))
        for row in box.rows:
            if row.marker:
                out.append(_text(INNER, row.y, row.marker, size=10, bold=True,
                                 fill=COLORS["key" if row.marker == "PK" else "foreignKey"]))
            out.append(_text(box.width - INNER, row.y, row.type, size=12, fill=COLORS["muted"],
                             anchor="end"))
            out.append(_text(INNER + 24, row.y, row.name, size=13, fill=COLORS["text"],
                             bold=row.bold))
        out.append(f'<rect width="{num(box.width)}" height="{num(box.height)}" rx="{RADIUS}"'
                   f' fill="none" stroke="{COLORS["border"]}" stroke-width="1"/></g>')
    out.append("</svg>\n")
    return out


def message_svg(message: str) -> bytes:
    """A small picture saying `message` (an empty diagram, an image on its way)."""
    out = _open(480, 120)
    out.append(_text(240, 60, message, size=16, fill=COLORS["muted"], anchor="middle"))
    out.append("</svg>\n")
    return "".join(out).encode()


def render_svg(document: dict, *, empty: str = "Diagramme vide", scene: Scene | None = None
               ) -> bytes:
    """The diagram as an SVG document (UTF-8); `empty` is said when it has nothing to draw."""
    scene = scene or build(document)
    if scene is None:
        return message_svg(empty)
    return "".join(_draw(scene)).encode()

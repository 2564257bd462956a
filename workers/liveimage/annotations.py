"""Areas and notes in the live image, as the canvas paints them (paintAnnotations.ts): an area
is a pale fill of its colour, a border and its name at the top left; a note a sheet tinted with
its colour, a band of the full colour along the top, and its text wrapped to its width and cut
at its bottom (the last line that fits ending in « … »)."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import fonts

AREA_FILL_ALPHA = 0.08
NOTE_TINT_ALPHA = 0.28
LABEL_HEIGHT, LABEL_FONT = 32, 16  # editor/model/annotations.ts ANNOTATION
NOTE_FONT, NOTE_LINE, NOTE_PADDING = 14, 19, 10
NOTE_BAND = 6


@dataclass
class Panel:
    """An area (title: its name, cut to fit) or a note (lines: its text, wrapped)."""

    x: float
    y: float
    width: float
    height: float
    color: str
    title: str = ""
    lines: list[str] = field(default_factory=list)


def tint(color: str, alpha: float, under: str = "#ffffff") -> str:
    """`color` laid at `alpha` over `under`, as one opaque colour (the PNG has no alpha)."""
    top, bottom = rgb(color), rgb(under)
    mixed = (round(b + (t - b) * alpha) for t, b in zip(top, bottom, strict=True))
    return "#" + "".join(f"{c:02x}" for c in mixed)


def rgb(color: str) -> tuple[int, int, int]:
    digits = color.lstrip("#")
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits[:3])
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


def wrap(text: str, size: float, available: float) -> list[str]:
    """`text` in lines of at most `available` units: its own breaks kept, words moved down, a
    word too long for a line cut where it overflows (the canvas's wrapText)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _words(paragraph):
            candidate = line + word
            if line == "" or fonts.width(candidate, size) <= available:
                line = candidate
                continue
            lines.append(line.rstrip())
            line = word.lstrip()
        while len(line) > 1 and fonts.width(line, size) > available:
            cut = len(line) - 1
            while cut > 1 and fonts.width(line[:cut], size) > available:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def _words(paragraph: str) -> list[str]:
    """Words and the spaces between them, as split(/(\\s+)/) gives them."""
    out, current, spacing = [], "", None
    for char in paragraph:
        is_space = char.isspace()
        if spacing is not None and is_space != spacing:
            out.append(current)
            current = ""
        current += char
        spacing = is_space
    if current:
        out.append(current)
    return out


def area_panel(area: dict, number, color) -> Panel:
    width, height = max(number(area.get("width")), 1), max(number(area.get("height")), 1)
    name = area.get("name") if isinstance(area.get("name"), str) else ""
    return Panel(x=number(area.get("x")), y=number(area.get("y")), width=width, height=height,
                 color=color(area.get("color"), "#3b82f6"),
                 title=fonts.fit(name, LABEL_FONT, width - 24, bold=True) if name else "")


def note_panel(note: dict, number, color) -> Panel:
    width, height = max(number(note.get("width")), 1), max(number(note.get("height")), 1)
    text = note.get("text") if isinstance(note.get("text"), str) else ""
    lines = wrap(text, NOTE_FONT, max(1.0, width - NOTE_PADDING * 2)) if text else []
    room = max(0, int((height - NOTE_PADDING * 2) // NOTE_LINE))
    if len(lines) > room > 0:
        lines = lines[:room]
        lines[-1] = fonts.fit(f"{lines[-1]}…", NOTE_FONT, width - NOTE_PADDING * 2)
    return Panel(x=number(note.get("x")), y=number(note.get("y")), width=width, height=height,
                 color=color(note.get("color"), "#eab308"), lines=lines[:room])

"""The fonts the PNG is drawn with, and the text widths both pictures are laid out by.

The browser draws the app in Inter; the server has no Inter, so the PNG uses DejaVu Sans
(Debian's fonts-dejavu-core, installed by compose/Dockerfile), else the TrueType font Pillow
itself carries. DejaVu is wider than Inter: a name cut to fit DejaVu fits the SVG's Inter too.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
REGULAR, BOLD = DEJAVU / "DejaVuSans.ttf", DEJAVU / "DejaVuSans-Bold.ttf"


@lru_cache(maxsize=256)
def font(size: float, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The font at `size` pixels (halves of a pixel are enough: cached by them)."""
    path = BOLD if bold else REGULAR
    if path.exists():
        return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size)


@lru_cache(maxsize=65_536)
def width(text: str, size: float, bold: bool = False) -> float:
    # Cached: a large diagram repeats its types (VARCHAR(255)?) and column names (id) often.
    return float(font(size, bold).getlength(text))


def fit(text: str, size: float, available: float, bold: bool = False) -> str:
    """`text`, cut with an ellipsis to `available` units, as the canvas's fitText does."""
    # No glyph of these fonts is wider than its size: a short text needs no measuring.
    if len(text) * size <= available or width(text, size, bold) <= available:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if width(f"{text[:middle]}…", size, bold) <= available:
            low = middle
        else:
            high = middle - 1
    return f"{text[:low]}…"

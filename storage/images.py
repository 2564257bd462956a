"""Checking and normalising uploaded images with Pillow."""

from __future__ import annotations

import io

from PIL import Image, UnidentifiedImageError

ACCEPTED_FORMATS = {"PNG", "JPEG", "GIF", "WEBP", "BMP"}
MAX_PIXELS = 40_000_000


class NotAnImage(ValueError):
    """The bytes are not an image Pillow can read in an accepted format."""


def normalised_square_webp(content: bytes, *, size: int) -> bytes:
    """Re-encode an image as WebP fitting in `size`×`size`.

    Re-encoding drops metadata (location, camera) and anything hidden after the pixels, so what
    we serve is always a plain image whatever was uploaded.
    """
    try:
        with Image.open(io.BytesIO(content)) as probe:
            if probe.format not in ACCEPTED_FORMATS:
                raise NotAnImage(f"format {probe.format} not accepted")
            if probe.width * probe.height > MAX_PIXELS:
                raise NotAnImage("image too large in pixels")
            probe.verify()
        with Image.open(io.BytesIO(content)) as image:
            image.seek(0)
            image = image.convert("RGBA")
            image.thumbnail((size, size), Image.Resampling.LANCZOS)
            out = io.BytesIO()
            image.save(out, format="WEBP", quality=88, method=4)
            return out.getvalue()
    except NotAnImage:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError,
            Image.DecompressionBombError) as exc:
        raise NotAnImage(str(exc)) from exc

"""Decoding of `data:` URLs without ever holding more than the allowed size."""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

_HEADER = re.compile(r"^data:(?P<mime>[\w.+-]+/[\w.+-]+)(?P<params>(;[\w-]+=[\w.+-]+)*);base64,")


class DataUrlError(ValueError):
    """The text is not a base64 data URL."""


class DataUrlTooLarge(ValueError):
    """The decoded content would exceed the limit."""


@dataclass(frozen=True)
class DataUrl:
    mime: str
    content: bytes


def decode(text: str, *, max_bytes: int) -> DataUrl:
    match = _HEADER.match(text[:200])
    if not match:
        raise DataUrlError("not a base64 data URL")
    payload = text[match.end():]
    # Checked on the encoded length first, so an oversized upload is never decoded.
    if len(payload) // 4 * 3 - payload.count("=", -2) > max_bytes:
        raise DataUrlTooLarge(f"more than {max_bytes} bytes")
    try:
        content = base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise DataUrlError("invalid base64") from exc
    if len(content) > max_bytes:
        raise DataUrlTooLarge(f"more than {max_bytes} bytes")
    return DataUrl(mime=match.group("mime").lower(), content=content)

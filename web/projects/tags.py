"""Tag rules (spec 000 §5): trimmed, commas stripped, empty ones ignored, duplicates refused."""

from __future__ import annotations

from web.core.errors import ValidationFailed

from . import messages

MAX_TAGS = 20
MAX_TAG_LENGTH = 30


def clean_tags(raw: list[str]) -> list[str]:
    tags: list[str] = []
    seen: set[str] = set()
    for value in raw:
        tag = value.replace(",", "").strip()
        if not tag:
            continue
        if len(tag) > MAX_TAG_LENGTH:
            raise ValidationFailed.single("tags", messages.TAG_TOO_LONG.format(n=MAX_TAG_LENGTH))
        if tag.casefold() in seen:
            raise ValidationFailed.single("tags", messages.TAG_DUPLICATE.format(tag=tag))
        seen.add(tag.casefold())
        tags.append(tag)
    if len(tags) > MAX_TAGS:
        raise ValidationFailed.single("tags", messages.TOO_MANY_TAGS.format(n=MAX_TAGS))
    return tags

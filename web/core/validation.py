"""Messages for the validation errors pydantic reports at the API edge: the French text is the
message id, read in the request's language (web/core/language.py)."""

from __future__ import annotations

from typing import Any

from document.messages import french_message as document_french_message

from .errors import MALFORMED_BODY

# Only the API reads bodies: a malformed one is its own case.
_API_MESSAGES = {"json_invalid": MALFORMED_BODY}

# Ninja wraps inputs in these outer names; the field a user knows is what follows them.
_CONTAINERS = {"body", "query", "path", "form", "file", "header", "cookie", "payload", "data"}


def field_name(loc: tuple | list) -> str:
    parts = [str(p) for p in loc]
    while len(parts) > 1 and parts[0] in _CONTAINERS:
        parts.pop(0)
    if len(parts) == 1 and parts[0] in _CONTAINERS:
        return "non_field_errors"
    return ".".join(parts)


def french_message(error: dict[str, Any]) -> str:
    return document_french_message(error, _API_MESSAGES)


def fields_from_pydantic(errors: list[dict[str, Any]]) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for error in errors:
        name = field_name(error.get("loc", ()))
        message = french_message(error)
        if message not in fields.setdefault(name, []):
            fields[name].append(message)
    return fields

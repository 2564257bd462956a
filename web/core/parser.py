"""Request parsing for the API.

PostgreSQL cannot store the NUL character (in text or in jsonb), so a value holding one would fail
deep inside a query with a 500. Every body and query string is checked here, once, and such a
value is refused as an invalid field.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.utils.translation import gettext_lazy as _
from ninja.parser import Parser

from .errors import ValidationFailed

NUL_REFUSED = _("Ce champ ne doit pas contenir le caractère nul.")


class ApiParser(Parser):
    def parse_body(self, request):
        data = super().parse_body(request)
        refuse_nul(data)
        return data

    def parse_querydict(self, data, list_fields, request):
        result = super().parse_querydict(data, list_fields, request)
        refuse_nul(result)
        return result


def refuse_nul(data: Any) -> None:
    fields = {path: [NUL_REFUSED] for path in _nul_paths(data, ())}
    if fields:
        raise ValidationFailed(fields)


def _nul_paths(value: Any, path: tuple[str, ...]) -> Iterator[str]:
    if isinstance(value, str):
        if "\x00" in value:
            yield ".".join(path) or "non_field_errors"
    elif isinstance(value, dict):
        for key, item in value.items():
            if "\x00" in str(key):
                yield ".".join(path) or "non_field_errors"
            else:
                yield from _nul_paths(item, (*path, str(key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _nul_paths(item, (*path, str(index)))

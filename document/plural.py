"""Plural agreement for messages that carry a count.

French takes the singular for 0 and 1 (« 0 table », « 1 table », « 2 tables »): the same rule as
i18next's `_one` / `_other` keys for `fr` on the frontend; English only for 1. Kept here, in the
pure package, so that web/ and workers/ share it. The forms given are French message ids: each
is translated (document/i18n.py) in the active language before the count is put in.
"""

from __future__ import annotations

from .i18n import gettext, language


def is_singular(count: int) -> bool:
    if language() == "en":
        return abs(count) == 1
    return abs(count) < 2


def plural(count: int, one: str, other: str) -> str:
    """`one` or `other` as the active language agrees with `count`, formatted with it:
    plural(3, "{n} table", "{n} tables") is « 3 tables »."""
    return gettext(str(one if is_singular(count) else other)).format(n=count)

"""French plural agreement for messages that carry a count.

French takes the singular for 0 and 1 (« 0 table », « 1 table », « 2 tables »): the same rule as
i18next's `_one` / `_other` keys for `fr` on the frontend. Kept here, in the pure package, so
that web/ and workers/ share it.
"""

from __future__ import annotations


def is_singular(count: int) -> bool:
    return abs(count) < 2


def plural(count: int, one: str, other: str) -> str:
    """`one` or `other` as French agrees with `count`, formatted with it: plural(3, "{n} table",
    "{n} tables") is « 3 tables »."""
    return (one if is_singular(count) else other).format(n=count)

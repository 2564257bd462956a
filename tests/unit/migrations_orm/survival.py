"""Rows that must survive a migration: the values of every column kept or renamed (same
attribute id in both versions) and the links of every kept many-to-many pivot table."""

from __future__ import annotations

import datetime
from collections.abc import Callable


def same_value(before, after) -> bool:
    if before == after:
        return True
    if isinstance(after, datetime.datetime) and isinstance(before, datetime.date):
        return after == datetime.datetime.combine(before, datetime.time())  # DATE widened
    try:
        return float(before) == float(after)
    except (TypeError, ValueError):
        return str(before).strip() == str(after).strip()


def assert_rows_survived(stored: dict, read: Callable[[str], list[dict]], old: dict, new: dict,
                         lost: set) -> None:
    """`stored`: rows per table before; `read`: rows of a table after; `old`/`new`: the db names
    of both versions (sqlite_db.db_names); `lost`: (table, column) the migration drops, flagged."""
    for attribute, (old_table, old_column) in old["columns"].items():
        if attribute not in new["columns"] or (old_table, old_column) in lost:
            continue
        new_table, new_column = new["columns"][attribute]
        now = read(new_table)
        assert len(now) == len(stored[old_table]), new_table
        for was, is_ in zip(stored[old_table], now, strict=True):
            # NULLs of a column made NOT NULL took the one-off default.
            if was[old_column] is not None:
                assert same_value(was[old_column], is_[new_column]), (
                    f"{old_table}.{old_column} → {new_table}.{new_column}: "
                    f"{was[old_column]!r} became {is_[new_column]!r}")
    for relation, old_pivot in old["pivots"].items():
        if relation in new["pivots"]:
            assert len(read(new["pivots"][relation])) == len(stored[old_pivot])

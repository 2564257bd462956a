"""Pairs of diagram versions (A, B) the SQL migration checks run, built with the export fixtures'
document builders: B is a copy of A with one family of changes, so every id A and B share means
the same table, attribute, relation or index, as in the editor. Some pairs also give rows to
insert into A before migrating and the rows B must then hold (renames, widened types…)."""

from __future__ import annotations

from collections.abc import Callable

from . import pairs_columns, pairs_composite, pairs_keys, pairs_tables
from .versions import Pair

PAIRS: dict[str, Callable[[], Pair]] = {
    name: build
    for module in (pairs_tables, pairs_columns, pairs_keys, pairs_composite)
    for name, build in vars(module).items()
    if callable(build) and getattr(build, "__module__", "") == module.__name__
    and build.__annotations__.get("return") == "Pair"
}
# Pairs whose versions are the same schema: the migration must say there is nothing to do.
UNCHANGED = {"identical", "layout_and_seeds_only"}

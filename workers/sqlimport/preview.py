"""The tables of a script as they are read, for the canvas to fill while the import runs.

Each CREATE TABLE gives a preview of its table as soon as it is read: its name, its columns
(name, type, key flags) and a place on the grid the finished import would use (build.Grid, sized
from the count of CREATE TABLE statements the reading stage found). A preview is a sketch, not
the document: keys, indexes and comments that ALTER TABLE and CREATE INDEX add later are not
in it, and the document the import stores replaces every preview. So it is kept small on the
wire: a column is `[name, type, flags]` (FLAG_* below), everything else takes the editor's
defaults.
"""

from __future__ import annotations

from collections.abc import Callable

from document.constants import table_height

from .build import MAX_ATTRIBUTES, MAX_TABLES, NAME_MAX, SCHEMA_MAX, Grid
from .model import Table

FLAG_PRIMARY = 1
FLAG_NULLABLE = 2
FLAG_UNIQUE = 4
FLAG_AUTO = 8

OnTable = Callable[[dict], None]


def _flags(column) -> int:
    return ((FLAG_PRIMARY if column.primary else 0)
            | (FLAG_NULLABLE if column.nullable and not column.primary else 0)
            | (FLAG_UNIQUE if column.unique else 0) | (FLAG_AUTO if column.auto else 0))


class Preview:
    def __init__(self, expected_tables: int, on_table: OnTable):
        self.grid = Grid(min(expected_tables, MAX_TABLES))
        self.on_table = on_table
        self.count = 0

    def table(self, table: Table) -> None:
        """Tell `table` as it stands now (its CREATE TABLE was just read)."""
        if self.count >= MAX_TABLES:
            return
        self.count += 1
        columns = [[c.name[:NAME_MAX], c.type, _flags(c)]
                   for c in list(table.columns.values())[:MAX_ATTRIBUTES]]
        preview = {"id": f"t_{self.count}", "name": table.name[:NAME_MAX],
                   "schema": table.schema[:SCHEMA_MAX], "height": table_height(len(columns)),
                   "columns": columns}
        self.grid.place(preview)
        self.on_table(preview)

"""The schema as the script builds it, statement after statement, before it becomes a document.

Names are matched case-insensitively, as the diagram shows them; a table is found by schema and
name, or by name alone when the script leaves the schema out and one table has that name.
Foreign keys are kept aside and resolved at the end, since dumps create tables in alphabetical
order and point at tables that come later.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DEFAULT_SCHEMA = "public"


@dataclass(slots=True)
class Column:
    name: str
    type: str = "TEXT"
    length: int | None = None
    precision: int | None = None
    scale: int | None = None
    nullable: bool = True
    primary: bool = False
    unique: bool = False
    auto: bool = False
    unsigned: bool = False
    default: str | None = None
    comment: str = ""
    enum_values: str = ""
    user_type: str | None = None
    is_array: bool = False  # an array of `type` (text[])


@dataclass(slots=True)
class Index:
    name: str
    columns: list[tuple[str, str]]  # (column name, "ASC" | "DESC")
    type: str = "INDEX"             # INDEX, UNIQUE, FULLTEXT, SPATIAL
    method: str | None = "BTREE"


@dataclass(slots=True)
class ForeignKey:
    table: Table
    columns: list[str]
    ref_schema: str | None
    ref_table: str
    ref_columns: list[str]
    on_delete: str
    on_update: str
    name: str
    line: int


@dataclass(slots=True)
class Table:
    schema: str
    name: str
    line: int
    columns: dict[str, Column] = field(default_factory=dict)  # lower-cased name → column
    indexes: list[Index] = field(default_factory=list)
    comment: str = ""
    dropped: bool = False
    # A table-level PRIMARY KEY (b, a)'s order, lower-cased: `REFERENCES t` without columns
    # pairs with the key in this order, not in the order of the columns.
    key_order: list[str] = field(default_factory=list)

    def column(self, name: str) -> Column | None:
        return self.columns.get(name.lower())

    def add_column(self, column: Column) -> bool:
        key = column.name.lower()
        if key in self.columns:
            return False
        self.columns[key] = column
        return True

    def primary_key(self) -> list[str]:
        """The primary key's columns in key order (columns the declared order does not name,
        from an inline PRIMARY KEY or a rename, follow in table order)."""
        primary = [c.name for c in self.columns.values() if c.primary]
        rank = {name: i for i, name in enumerate(self.key_order)}
        return sorted(primary, key=lambda n: rank.get(n.lower(), len(rank)))


def split_name(parts: list[str]) -> tuple[str | None, str]:
    """(schema or None, name) from a qualified name's parts (`db.schema.table` keeps schema)."""
    if not parts:
        return None, ""
    return (parts[-2] if len(parts) > 1 else None), parts[-1]


class Schema:
    """Tables, enum types and pending foreign keys, in the order the script made them."""

    def __init__(self) -> None:
        self.tables: dict[tuple[str, str], Table] = {}
        self._by_name: dict[str, list[Table]] = {}
        self.enums: dict[tuple[str, str], list[str]] = {}
        self.enum_lines: dict[tuple[str, str], tuple[str, int]] = {}  # key → (name, line)
        # Alias types (SQL Server's CREATE TYPE … FROM, sp_addtype; PostgreSQL's domains):
        # lower-cased name → the base type's column, as read.
        self.aliases: dict[str, Column] = {}
        self.foreign_keys: list[ForeignKey] = []
        # PostgreSQL partitions, folded into their parent table: lower-cased name → parent.
        self.partitions: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self.tables)

    def add_table(self, schema: str | None, name: str, line: int) -> Table | None:
        """A new table, or None when one of that name exists already."""
        key = ((schema or DEFAULT_SCHEMA).lower(), name.lower())
        if key in self.tables:
            return None
        table = Table(schema or DEFAULT_SCHEMA, name, line)
        self.tables[key] = table
        self._by_name.setdefault(key[1], []).append(table)
        return table

    def find(self, schema: str | None, name: str) -> Table | None:
        key = ((schema or DEFAULT_SCHEMA).lower(), name.lower())
        table = self.tables.get(key)
        if table is not None:
            return table
        # `users` for `public.users`, `dbo.Users` or `shop.users`: the script left the schema
        # out, or named a MySQL database the tables were not qualified with.
        same_name = self._by_name.get(name.lower(), [])
        return same_name[0] if len(same_name) >= 1 else None

    def drop(self, table: Table) -> None:
        table.dropped = True
        del self.tables[(table.schema.lower(), table.name.lower())]
        self._by_name[table.name.lower()].remove(table)
        self.foreign_keys = [fk for fk in self.foreign_keys if fk.table is not table]

    def rename(self, table: Table, schema: str | None, name: str) -> bool:
        key = ((schema or table.schema).lower(), name.lower())
        if key in self.tables:
            return False
        del self.tables[(table.schema.lower(), table.name.lower())]
        self._by_name[table.name.lower()].remove(table)
        table.schema, table.name = schema or table.schema, name
        self.tables[key] = table
        self._by_name.setdefault(key[1], []).append(table)
        return True

    def rename_column(self, table: Table, old: str, new: str) -> None:
        """What names a column of `table` follows its rename (RENAME COLUMN, MySQL's CHANGE):
        its indexes, its primary key's order, the foreign keys it holds and those pointing at
        it; the table's own column map is the caller's."""
        if old == new:
            return

        def renamed(names: list[str]) -> list[str]:
            return [new if n.lower() == old.lower() else n for n in names]

        for index in table.indexes:
            index.columns = [(new if n.lower() == old.lower() else n, o) for n, o in index.columns]
        table.key_order = [n.lower() for n in renamed(table.key_order)]
        for fk in self.foreign_keys:
            if fk.table is table:
                fk.columns = renamed(fk.columns)
            if fk.ref_columns and self.find(fk.ref_schema, fk.ref_table) is table:
                fk.ref_columns = renamed(fk.ref_columns)

    def add_enum(self, schema: str | None, name: str, values: list[str], line: int = 0) -> None:
        key = ((schema or DEFAULT_SCHEMA).lower(), name.lower())
        self.enums[key] = values
        self.enum_lines[key] = (name, line)

    def find_enum(self, qualified: str) -> list[str] | None:
        key = self.enum_key(qualified)
        return self.enums.get(key) if key is not None else None

    def enum_key(self, qualified: str) -> tuple[str, str] | None:
        schema, _, name = qualified.rpartition(".")
        key = ((schema or DEFAULT_SCHEMA).lower(), name.strip('"').lower())
        if key in self.enums:
            return key
        if not schema:
            return next((k for k in self.enums if k[1] == key[1]), None)
        return None

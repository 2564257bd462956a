"""The schema read from the script, as a diagram document (DESIGN.md §3).

Ids are numbered in the order of the script (`t_1`, `a_1_2`, `i_1_1`, `r_1`), so importing the
same file twice gives the same document. Tables are laid on a plain grid; the auto layout may
move them afterwards. Foreign keys become relations (relations.py), a composite key one relation
holding all its column pairs.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from document.constants import LIMITS, TABLE, table_height
from document.i18n import gettext_lazy as _

from .model import Column, Index, Schema, Table
from .relations import Keys, build_relation
from .tables import Report

MAX_TABLES = LIMITS["tables"]
MAX_RELATIONS = LIMITS["relations"]
MAX_ATTRIBUTES = LIMITS["attributesPerTable"]
MAX_INDEXES = LIMITS["indexesPerTable"]
MAX_INDEX_COLUMNS = LIMITS["columnsPerIndex"]
NAME_MAX = LIMITS["nameLength"]
TEXT_MAX = LIMITS["textLength"]
DEFAULT_MAX = LIMITS["defaultValueLength"]
ENUM_MAX = LIMITS["enumValuesLength"]
SCHEMA_MAX = LIMITS["schemaLength"]

WIDTH = TABLE["defaultWidth"]
GAP_X = 100
GAP_Y = 80
ORIGIN = 100
COLOR = TABLE["defaultColor"]

Progress = Callable[[str, int, int], None]


def build_document(schema: Schema, report: Report, progress: Progress) -> dict:
    tables = sorted(schema.tables.values(), key=lambda t: t.line)
    for extra in tables[MAX_TABLES:]:
        report(extra.line, extra.name, _("Plus de {MAX_TABLES} tables : « {name} » n'est pas "
                                         "importée.")
                                       .format(MAX_TABLES=MAX_TABLES, name=extra.name))
    tables = tables[:MAX_TABLES]
    _report_shared_enums(schema, tables, report)
    total = len(tables) + len(schema.foreign_keys)
    out_tables: list[dict] = []
    ids: dict[int, tuple[str, dict[str, str]]] = {}  # id(table) → (table id, column → attr id)
    by_id: dict[str, dict] = {}
    keys: dict[int, Keys] = {}
    for n, table in enumerate(tables, start=1):
        doc, attribute_ids = table_document(schema, table, n, report)
        ids[id(table)] = (doc["id"], attribute_ids)
        by_id[doc["id"]] = doc
        out_tables.append(doc)
        # What the relations still need of the table; its columns can go, so a schema of a
        # quarter of a million columns is not held twice at the peak.
        keys[id(table)] = Keys(table)
        table.columns.clear()
        table.indexes.clear()
        progress("building", n, total)
    grid = Grid(len(out_tables))
    for doc in out_tables:
        grid.place(doc)
    relations: list[dict] = []
    for i, fk in enumerate(schema.foreign_keys, start=1):
        relation = build_relation(schema, fk, ids, keys, by_id, len(relations) + 1, report)
        if relation is not None:
            if len(relations) >= MAX_RELATIONS:
                report(fk.line, fk.name or fk.table.name,
                       _("Plus de {MAX_RELATIONS} relations : celle-ci n'est pas importée.")
                       .format(MAX_RELATIONS=MAX_RELATIONS))
            else:
                relations.append(relation)
        progress("building", len(tables) + i, total)
    return {"format": 1, "tables": out_tables, "relations": relations}


def table_document(schema: Schema, table: Table, n: int, report: Report
                   ) -> tuple[dict, dict[str, str]]:
    """Table `n` of the document (id `t_{n}`, at 0, 0) and its columns' attribute ids."""
    columns = list(table.columns.values())
    if len(columns) > MAX_ATTRIBUTES:
        report(table.line, table.name, _("Plus de {MAX_ATTRIBUTES} colonnes dans « {name} » "
                                         ": les suivantes ne sont pas importées.")
                                       .format(MAX_ATTRIBUTES=MAX_ATTRIBUTES, name=table.name))
        columns = columns[:MAX_ATTRIBUTES]
    attribute_ids: dict[str, str] = {}
    attributes = []
    for m, column in enumerate(columns, start=1):
        attribute_ids[column.name.lower()] = f"a_{n}_{m}"
        attributes.append(_attribute(schema, column, f"a_{n}_{m}"))
    indexes = []
    for index in table.indexes:
        doc = _index(index, attribute_ids, f"i_{n}_{len(indexes) + 1}")
        if doc is None:
            continue
        if len(indexes) >= MAX_INDEXES:
            report(table.line, table.name, _("Plus de {MAX_INDEXES} index dans « {name} » : "
                                             "les suivants ne sont pas importés.")
                                           .format(MAX_INDEXES=MAX_INDEXES, name=table.name))
            break
        indexes.append(doc)
    return {
        "id": f"t_{n}", "name": table.name[:NAME_MAX], "x": 0, "y": 0, "width": WIDTH,
        "height": table_height(len(attributes)), "color": COLOR,
        "comment": table.comment[:TEXT_MAX], "schema": table.schema[:SCHEMA_MAX],
        "attributes": attributes, "indexes": indexes, "isCollapsed": False, "slug": False,
        "softDeletes": False, "seeds": [],
    }, attribute_ids


def _report_shared_enums(schema: Schema, tables: list[Table], report: Report) -> None:
    """An enum type (CREATE TYPE … AS ENUM) used by several columns: each column keeps its
    values under its own name; the shared type itself has no place in the diagram, said once."""
    users: dict[tuple[str, str], list[str]] = {}
    for table in tables:
        for column in table.columns.values():
            key = schema.enum_key(column.user_type) if column.user_type else None
            if key is not None:
                users.setdefault(key, []).append(f"{table.name}.{column.name}")
    for key, columns in users.items():
        if len(columns) < 2:
            continue
        name, line = schema.enum_lines.get(key, (key[1], 0))
        report(line, name, _("Type énuméré « {name} » partagé par {len} colonnes (« {value} "
                             "») : ses valeurs sont reprises sur chacune, le type partagé "
                             "n'est pas représenté dans le diagramme.")
                           .format(name=name, len=len(columns), value=', '.join(columns)[:120]))


def _attribute(schema: Schema, column: Column, attribute_id: str) -> dict:
    kind, enum_values = column.type, column.enum_values
    length, precision, scale, unsigned = column.length, column.precision, column.scale, \
        column.unsigned
    is_array = column.is_array
    if column.user_type:
        values = schema.find_enum(column.user_type)
        alias = schema.aliases.get(column.user_type.rsplit(".", 1)[-1].strip('"[]`').lower())
        if values is not None:  # a column of a type made by CREATE TYPE … AS ENUM
            kind, enum_values = "ENUM", ",".join(values)
        elif alias is not None:  # an alias type or a domain: its base type
            kind, enum_values = alias.type, alias.enum_values
            length, precision, scale = alias.length, alias.precision, alias.scale
            unsigned = alias.unsigned
            is_array = is_array or alias.is_array  # a domain over text[]: one dimension kept
    default = column.default
    return {
        "id": attribute_id, "name": column.name[:NAME_MAX], "type": kind,
        "isNullable": column.nullable and not column.primary,
        "isPrimaryKey": column.primary, "isForeignKey": False, "isUnique": column.unique,
        "isAutoIncrement": column.auto, "unsigned": unsigned, "isArray": is_array,
        "defaultValue": default[:DEFAULT_MAX] if default is not None else None,
        "length": length, "precision": precision, "scale": scale,
        "comment": column.comment[:TEXT_MAX], "enumValues": enum_values[:ENUM_MAX],
        "referencedTable": None, "referencedAttribute": None,
    }


def _index(index: Index, attribute_ids: dict[str, str], index_id: str) -> dict | None:
    columns = [{"attributeId": attribute_ids[name.lower()], "order": order}
               for name, order in index.columns if name.lower() in attribute_ids]
    if not columns:
        return None
    return {"id": index_id, "name": index.name[:NAME_MAX], "type": index.type,
            "method": None if index.type in ("FULLTEXT", "SPATIAL") else (index.method or "BTREE"),
            "comment": "", "attributes": columns[:MAX_INDEX_COLUMNS]}


class Grid:
    """A grid about as wide as it is tall, each row as tall as its tallest table, filled one
    table at a time: a table's place depends only on those placed before it, so the tables
    shown while an import runs (preview.py) land where the finished grid puts them."""

    def __init__(self, expected: int):
        self.per_row = max(1, math.ceil(math.sqrt(expected)))
        self.placed = 0
        self.y = ORIGIN
        self.row_height = 0

    def place(self, table: dict) -> None:
        column = self.placed % self.per_row
        if column == 0 and self.placed:
            self.y += self.row_height + GAP_Y
            self.row_height = 0
        table["x"] = ORIGIN + column * (WIDTH + GAP_X)
        table["y"] = self.y
        self.row_height = max(self.row_height, table["height"])
        self.placed += 1

"""A DBML table as the SQL import's schema model (workers/sqlimport/model.py), then as the
document's tables through the SQL import's own builder (build.table_document)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from pydbml.classes import Column as DbmlColumn
from pydbml.classes import Enum as DbmlEnum
from pydbml.classes import Expression
from sqlglot import exp

from document.i18n import gettext_lazy as _
from workers.sqlimport.build import TEXT_MAX, table_document
from workers.sqlimport.interrupt import reraise
from workers.sqlimport.model import Column, Index, Schema, Table
from workers.sqlimport.relations import Keys
from workers.sqlimport.types import ColumnType, map_type

Report = Callable[[int, str, str], None]

_COLOR = re.compile(r"^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$")
_WORD = re.compile(r"[A-Za-z_][\w]*")
METHODS = {"btree": "BTREE", "hash": "HASH"}


def note_text(note) -> str:
    return (note.text if note is not None and note.text else "")[:TEXT_MAX]


def _color(value: str | None) -> str | None:
    """dbdiagram's headercolor as the document's #rrggbb, or None when it is not a colour."""
    match = _COLOR.match(value or "")
    if not match:
        return None
    digits = match.group(1)
    return "#" + (digits if len(digits) == 6 else "".join(c * 2 for c in digits)).lower()


def _default(value) -> str | None:
    """A default as the user types it in the editor, as the SQL import gives it: a string's
    value unquoted, numbers and `expressions` as written, booleans TRUE/FALSE, null none."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, Expression):
        return value.text
    if isinstance(value, str) and value.upper() == "NULL":  # pydbml reads `null` so
        return None
    return str(value)


# DBML names types as the user wrote them, for no database in particular: words PostgreSQL's
# reading would change keep their own meaning (its FLOAT is a double, it has no YEAR or SET, its
# VARBINARY is BYTEA).
_NEUTRAL = {"float", "year", "set", "varbinary"}


def _neutral(mapped: ColumnType, word: str, kind: exp.DataType) -> ColumnType:
    if word == "float" and mapped.type == "DOUBLE":
        sizes = [p for p in kind.expressions if isinstance(p, exp.DataTypeParam)]
        if len(sizes) == 1:  # FLOAT(p): double precision from 25 bits, as the SQL import says
            return mapped
        return replace(mapped, type="FLOAT")
    if word == "year" or word == "set":
        return ColumnType(word.upper())
    if word == "varbinary" and mapped.type == "BLOB":
        return replace(mapped, type="VARBINARY")
    return mapped


def _type(column: Column, written: str, report: Report, line: int, where: str) -> None:
    """Sets `column`'s type from DBML's type text, read as PostgreSQL's."""
    try:
        kind = exp.DataType.build(written, dialect="postgres", udt=True)
    except Exception as error:  # noqa: BLE001 — any type text the SQL reader refuses
        reraise(error)
        kind = None
    mapped = map_type(kind, "postgres", (_WORD.match(written) or [None])[0]) \
        if kind is not None else None
    word = (_WORD.match(written) or [""])[0].lower()
    if mapped is not None and word in _NEUTRAL:
        mapped = _neutral(mapped, word, kind)
    if mapped is None or mapped.user_type or mapped.array_of:
        report(line, where, _("Type « {value} » inconnu pour « {where} » : la colonne est "
                              "importée en TEXT.").format(value=written[:60], where=where))
        return
    column.type, column.length, column.precision, column.scale = \
        mapped.type, mapped.length, mapped.precision, mapped.scale
    column.unsigned, column.auto, column.enum_values = mapped.unsigned, mapped.auto, \
        mapped.enum_values
    column.is_array = mapped.is_array
    if mapped.dimensions > 1:
        report(line, where, _("Tableau à {dimensions} dimensions pour « {where} » : le "
                              "diagramme n'en garde qu'une.")
                            .format(dimensions=mapped.dimensions, where=where))


def _column(source: DbmlColumn, table: str, line: int, report: Report) -> Column:
    column = Column(source.name, nullable=not source.not_null, primary=bool(source.pk),
                    unique=bool(source.unique), default=_default(source.default),
                    comment=note_text(source.note))
    if isinstance(source.type, DbmlEnum):
        column.type = "ENUM"
        column.enum_values = ",".join(item.name for item in source.type.items)
    else:
        _type(column, str(source.type), report, line, f"{table}.{source.name}")
    column.auto = column.auto or bool(source.autoinc)
    return column


class NotedIndex(Index):
    """An index and its note (the model's Index has no comment: the SQL import reads none)."""

    comment: str = ""


def _indexes(source, table: Table, line: int, report: Report) -> None:
    for index in source.indexes:
        subjects = index.subjects
        expressions = [str(s.text if isinstance(s, Expression) else s) for s in subjects
                       if not isinstance(s, DbmlColumn)]
        if expressions:
            report(line, table.name, _("Index sur une expression (« {value} ») dans « {name} "
                                       "» : le diagramme ne le représente pas.")
                                     .format(value=expressions[0][:60], name=table.name))
            continue
        names = [s.name for s in subjects]
        if index.pk:  # `(a, b) [pk]`: the composite primary key, in its order
            for name in names:
                found = table.column(name)
                if found is not None:
                    found.primary, found.nullable = True, False
            table.key_order = [n.lower() for n in names]
            continue
        kind = (index.type or "").lower()
        if kind and kind not in METHODS:
            report(line, table.name, _("Index de type « {kind} » dans « {name} » : importé "
                                       "comme un index BTREE.").format(kind=kind, name=table.name))
        made = NotedIndex(index.name or "", [(n, "ASC") for n in names],
                          "UNIQUE" if index.unique else "INDEX", METHODS.get(kind, "BTREE"))
        made.comment = note_text(index.note)
        table.indexes.append(made)


def read_table(schema: Schema, source, line: int, report: Report) -> tuple[Table, dict] | None:
    """`source`, a pydbml table, added to `schema`; with what the builder does not carry (its
    colour); None when a table of that name exists already."""
    table = schema.add_table(source.schema or None, source.name, line)
    if table is None:
        report(line, source.name, _("Table « {name} » déclarée deux fois : seule la première "
                                    "est importée.").format(name=source.name))
        return None
    table.comment = note_text(source.note)
    for column in source.columns:
        if not table.add_column(_column(column, source.name, line, report)):
            report(line, source.name, _("Colonne « {name} » déclarée deux fois dans « "
                                        "{name2} » : seule la première est importée.")
                                      .format(name=column.name, name2=source.name))
    _indexes(source, table, line, report)
    return table, {"color": _color(source.header_color)}


def table_documents(schema: Schema, tables: list[Table], extras: dict[int, dict],
                    report: Report, tick, total: int
                    ) -> tuple[list[dict], dict[int, tuple[str, dict[str, str]]], dict[int, Keys]]:
    """The tables' documents (ids t_1…), with id(table) → (table id, column → attribute id)
    and id(table) → its keys, as build_relation wants them."""
    documents, ids, keys = [], {}, {}
    for n, table in enumerate(tables, start=1):
        doc, attribute_ids = table_document(schema, table, n, report)
        color = extras.get(id(table), {}).get("color")
        if color:
            doc["color"] = color
        kept = [i for i in table.indexes
                if any(name.lower() in attribute_ids for name, _ in i.columns)]
        for index_doc, index in zip(doc["indexes"], kept, strict=False):
            index_doc["comment"] = getattr(index, "comment", "")
        documents.append(doc)
        ids[id(table)] = (doc["id"], attribute_ids)
        keys[id(table)] = Keys(table)
        tick("building", n, total)
    return documents, ids, keys

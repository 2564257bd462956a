"""The ALTER TABLE actions pg_dump writes by the thousand, read without sqlglot.

A 10 MB pg_dump schema of 5 000 tables holds some 20 000 `ALTER TABLE ONLY … ADD CONSTRAINT`
and `ALTER COLUMN … SET DEFAULT nextval(…)`: tokenizing and parsing them took a quarter of the
import. Their plain forms are matched here whole and applied as the parsed path applies them;
anything else — another action, an option, an expression, a name not found — returns False
and takes the parsed path, so the result never depends on which path read a statement
(`tests/unit/sqlimport/test_quick_alter.py` holds both paths to the same result).
"""

from __future__ import annotations

import re

from .columns import actions, unquote
from .model import ForeignKey, Table

_NAME = r"(?:\"(?:[^\"]|\"\")*\"|`(?:[^`]|``)*`|\[(?:[^\]]|\]\])*\]|[A-Za-z_][\w$]*)"
_LIST = rf"\(\s*({_NAME}(?:\s*,\s*{_NAME})*)\s*\)"
_END = r"\s*;?\s*$"
_PRIMARY = re.compile(rf"ADD\s+CONSTRAINT\s+{_NAME}\s+PRIMARY\s+KEY\s*{_LIST}{_END}", re.I)
_UNIQUE = re.compile(rf"ADD\s+CONSTRAINT\s+({_NAME})\s+UNIQUE\s*{_LIST}{_END}", re.I)
_FOREIGN = re.compile(
    rf"ADD\s+CONSTRAINT\s+({_NAME})\s+FOREIGN\s+KEY\s*{_LIST}\s*REFERENCES\s+"
    rf"({_NAME}(?:\s*\.\s*{_NAME})?)\s*{_LIST}"
    r"((?:\s+ON\s+(?:DELETE|UPDATE)\s+(?:CASCADE|SET\s+NULL|SET\s+DEFAULT|RESTRICT|NO\s+ACTION))*)"
    rf"{_END}", re.I)
_SEQUENCE_DEFAULT = re.compile(
    rf"ALTER\s+(?:COLUMN\s+)?({_NAME})\s+SET\s+DEFAULT\s+nextval\s*\(\s*'[\w$.\"]*'"
    rf"(?:\s*::\s*regclass)?\s*\){_END}", re.I)
_NAMES = re.compile(_NAME)


def _names(text: str) -> list[str]:
    return [unquote(n) for n in _NAMES.findall(text)]


def apply_quick(reader, table: Table, action: str, line: int) -> bool:
    """Apply `action` (an ALTER TABLE's text after the table's name) to `table` if it has one
    of the plain forms; False, having changed nothing, otherwise. `reader` is the AlterReader,
    whose table reader applies keys as the parsed path does."""
    tables = reader.tables
    m = _FOREIGN.match(action)
    if m:
        columns, target, ref_columns = _names(m.group(2)), _names(m.group(3)), _names(m.group(4))
        on_delete, on_update = actions([m.group(5)])
        reader.schema.foreign_keys.append(ForeignKey(
            table, columns, target[0] if len(target) == 2 else None, target[-1], ref_columns,
            on_delete, on_update, unquote(m.group(1)), line))
        return True
    m = _PRIMARY.match(action)
    if m:
        columns = _names(m.group(1))
        if any(table.column(n) is None for n in columns):
            return False  # the parsed path reports it
        tables.primary_key(table, [(n, "ASC") for n in columns], line)
        return True
    m = _UNIQUE.match(action)
    if m:
        # Named, so an index, as the parsed path makes it (BTREE: no method named).
        tables.add_index(table, unquote(m.group(1)), [(n, "ASC") for n in _names(m.group(2))],
                         "UNIQUE", "BTREE", line)
        return True
    m = _SEQUENCE_DEFAULT.match(action)
    if m:
        column = table.column(unquote(m.group(1)))
        if column is None:
            return False
        column.auto = True
        return True
    return False

"""What the ORM migration checks read from and write to the SQLite databases of the generated
projects: the catalog (tables, columns with type and NOT NULL, indexes, foreign keys), rows
made up from the catalog alone, and the names the export gives each id of a document."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from tests.unit.exports.expected import clean

FRAMEWORK = re.compile(r"^(sqlite_|django_|auth_)")
ROWS = (1, 2, 3)


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def app_tables(db: sqlite3.Connection) -> list[str]:
    names = db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    return [name for (name,) in names if not FRAMEWORK.match(name)]


def table_names(path: Path) -> list[str]:
    db = connect(path)
    names = app_tables(db)
    db.close()
    return names


def catalog(path: Path, named: set[str]) -> dict:
    """{table: {"columns", "indexes", "named", "fks"}}; `named` lists the index names the models
    give (Meta): other index names are Django's hashes of table and column names, which a
    renamed table keeps on SQLite, so only their columns are compared."""
    db = connect(path)
    out = {}
    for name in app_tables(db):
        columns = {row[1]: (row[2].lower(), bool(row[3]), row[5])
                   for row in db.execute(f'PRAGMA table_info("{name}")')}
        indexes, names = set(), set()
        for _seq, index, unique, origin, _partial in db.execute(f'PRAGMA index_list("{name}")'):
            info = db.execute(f'PRAGMA index_xinfo("{index}")').fetchall()
            keys = tuple((row[2], bool(row[3])) for row in info if row[5])
            indexes.add((bool(unique), origin, keys))
            if index in named:
                names.add(index)
        fks = {(row[2], row[3], row[4]) for row in db.execute(f'PRAGMA foreign_key_list("{name}")')}
        out[name] = {"columns": columns, "indexes": indexes, "named": names, "fks": fks}
    db.close()
    return out


def _value(declared: str, row: int, json: bool, label: str):
    declared = declared.lower()
    if json:
        return f'{{"n": {row}}}'
    if declared.startswith(("integer", "bigint", "smallint")):
        return row
    if declared == "bool":
        return row % 2
    if declared.startswith("char(32)"):  # UUIDField
        return f"{row:032x}"
    if declared.startswith(("varchar", "char", "text")):
        return f"{row}-{label}"
    if declared.startswith("decimal"):
        return f"{row}.5"
    if declared == "real":
        return row + 0.25
    if declared == "date":
        return f"2024-01-0{row}"
    if declared == "datetime":
        return f"2024-01-0{row} 10:00:00"
    if declared == "time":
        return "10:00:00"
    return bytes([row])


def fill(path: Path) -> None:
    """Three rows in every table; the second leaves every nullable column NULL. A value depends
    on the column type, the row and, for text, the column's name (a foreign key's: the referenced
    column's), so a foreign key's value in row n is the referenced column's value in row n: every
    reference resolves, cycles and self-references too, and columns that swap names differ."""
    db = connect(path)
    db.execute("PRAGMA foreign_keys = OFF")
    for name in app_tables(db):
        sql = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (name,)).fetchone()[0]
        columns = db.execute(f'PRAGMA table_info("{name}")').fetchall()
        refs = {row[3]: row[4] for row in db.execute(f'PRAGMA foreign_key_list("{name}")')}
        for row in ROWS:
            values = [None if (row == 2 and not notnull and not pk) else
                      _value(declared, row, f'JSON_VALID("{column}")' in sql,
                             refs.get(column, column))
                      for _cid, column, declared, notnull, _default, pk in columns]
            names = ", ".join(f'"{c[1]}"' for c in columns)
            marks = ", ".join("?" for _ in columns)
            db.execute(f'INSERT INTO "{name}" ({names}) VALUES ({marks})', values)
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []
    db.close()


def rows(path: Path, table: str) -> list[dict]:
    db = connect(path)
    db.row_factory = sqlite3.Row
    found = [dict(row) for row in db.execute(f'SELECT * FROM "{table}" ORDER BY rowid')]
    db.close()
    return found


def db_names(document: dict) -> dict:
    """{"tables": {table id: db table}, "columns": {attribute id: (db table, column)},
    "pivots": {relation id: db table}} as the Django export lowercases them (001 §5)."""
    tables = {t["id"]: clean(t["name"]).lower() for t in document["tables"]}
    columns = {a["id"]: (tables[t["id"]], clean(a["name"]).lower())
               for t in document["tables"] for a in t["attributes"]}
    pivots = {}
    for rel in document["relations"]:
        if rel["type"] == "many-to-many":
            by_id = {t["id"]: clean(t["name"]) for t in document["tables"]}
            default = f"{by_id[rel['fromTableId']]}_{by_id[rel['toTableId']]}"
            pivots[rel["id"]] = clean(rel["name"] or default).lower()
    return {"tables": tables, "columns": columns, "pivots": pivots}


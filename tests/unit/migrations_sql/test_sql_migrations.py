"""Issue 12, SQL migrations proved on real databases: for every pair of versions (pairs.py), both
ways, a database created from A's export and then migrated reads back (catalogs.py) exactly as a
database created from B's export, on PostgreSQL, MariaDB and SQLite; the rows of A's kept columns
are still there; going there and back gives A again. SQL Server has no server here: each of its
statements must parse (sqlglot, T-SQL)."""

from __future__ import annotations

import pytest
import sqlglot
from sqlglot.errors import ParseError

from .pairs import PAIRS, UNCHANGED

ENGINES = ("postgres", "mariadb", "sqlite")
DIRECTIONS = ("forward", "backward")
DIALECTS = ("mysql", "postgres", "sqlite", "sqlserver")


def build(engine, script: str, rows=()):
    engine.reset()
    engine.run(script)
    for table, row in rows:
        engine.insert(table, row)


def migrated(engine, folder, rows=()):
    build(engine, (folder / f"before.{engine.dialect}.sql").read_text(), rows)
    engine.run((folder / f"{engine.dialect}.sql").read_text())


@pytest.mark.parametrize("engine_name", ENGINES)
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("name", list(PAIRS))
def test_migrating_a_gives_the_database_b_creates(name, direction, engine_name, pairs, generated,
                                                  engines):
    engine = engines(engine_name)
    folder = generated[(name, direction)]
    pair = pairs[name]
    forward = direction == "forward"
    migrated(engine, folder, pair.rows if forward else ())
    if forward:
        for table, columns, rows in pair.kept:
            assert engine.select(table, columns) == rows, f"rows of {table} after migrating"
    if engine_name == "sqlite":
        assert engine.foreign_key_violations() == []
    after_migration = engine.catalog()
    build(engine, (folder / f"after.{engine.dialect}.sql").read_text())
    assert after_migration == engine.catalog()


@pytest.mark.parametrize("engine_name", ENGINES)
@pytest.mark.parametrize("name", [name for name in PAIRS if name not in UNCHANGED])
def test_a_migrated_database_migrates_again(name, engine_name, generated, engines):
    """A → B → A ends as A's export: a migrated database is a sound start for the next one."""
    engine = engines(engine_name)
    migrated(engine, generated[(name, "forward")])
    engine.run((generated[(name, "backward")] / f"{engine.dialect}.sql").read_text())
    round_trip = engine.catalog()
    build(engine, (generated[(name, "forward")] / f"before.{engine.dialect}.sql").read_text())
    assert round_trip == engine.catalog()


@pytest.mark.parametrize("name", sorted(UNCHANGED))
def test_unchanged_schemas_give_a_script_that_changes_nothing(name, generated):
    for dialect in DIALECTS:
        lines = (generated[(name, "forward")] / f"{dialect}.sql").read_text().splitlines()
        assert lines[1:] == ["-- Généré par Relata", "", "-- Aucune modification"], dialect


def statements(script: str) -> list[str]:
    """The statements of a T-SQL script, split at semicolons outside strings and [names]."""
    found, current, quote = [], [], ""
    lines = [line for line in script.splitlines() if not line.lstrip().startswith("--")]
    for char in "\n".join(lines):
        current.append(char)
        if quote:
            quote = "" if char == quote else quote
        elif char in "'[":
            quote = "'" if char == "'" else "]"
        elif char == ";":
            found.append("".join(current).strip())
            current = []
    assert "".join(current).strip() == "", "text after the last statement"
    return found


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("name", list(PAIRS))
def test_every_sql_server_statement_parses(name, direction, generated):
    script = (generated[(name, direction)] / "sqlserver.sql").read_text()
    for statement in statements(script):
        try:
            sqlglot.parse_one(statement, read="tsql")
        except ParseError as error:  # pragma: no cover - the message is the point
            pytest.fail(f"{statement}\n{error}")


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("name", list(PAIRS))
def test_every_drop_that_loses_data_is_flagged(name, direction, generated):
    """A dropped table or column has its French warning right above it; the only unflagged drop
    is a rebuild's old table, its rows copied just before (the next step renames the copy)."""
    for dialect in DIALECTS:
        lines = (generated[(name, direction)] / f"{dialect}.sql").read_text().splitlines()
        for at, line in enumerate(lines):
            dropped = line.startswith("DROP TABLE") or " DROP COLUMN " in line
            if not dropped:
                continue
            following = lines[at + 1] if at + 1 < len(lines) else ""
            rebuilt = "__relata" in following and any(rename in following
                                                      for rename in ("RENAME TO", "sp_rename"))
            assert rebuilt or lines[at - 1].startswith("-- ATTENTION : destructif — suppression"), (
                f"{dialect}: {line}")

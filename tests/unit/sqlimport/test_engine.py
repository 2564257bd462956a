"""The engine's contract: dialect detection, progress, determinism, layout, compiled sqlglot."""

from __future__ import annotations

import pytest

from tests.benchmarks.sql_generator import generate
from workers.sqlimport import import_sql
from workers.sqlimport.dialects import detect

from .conftest import fixture, run


@pytest.mark.parametrize(("name", "dialect"), [
    ("mysqldump.sql", "mysql"), ("pg_dump.sql", "postgres"), ("sqlserver.sql", "tsql"),
    ("sqlite.sql", "sqlite")])
def test_it_detects_the_dialect_of_each_dump(name, dialect):
    assert detect(fixture(name)) == dialect


@pytest.mark.parametrize(("sql", "dialect"), [
    ("CREATE TABLE `a` (`id` int NOT NULL AUTO_INCREMENT) ENGINE=InnoDB;", "mysql"),
    ("CREATE TABLE a (id serial PRIMARY KEY, d jsonb);", "postgres"),
    ("CREATE TABLE [dbo].[a] ([id] int IDENTITY(1,1))\nGO", "tsql"),
    ("CREATE TABLE a (id integer PRIMARY KEY AUTOINCREMENT);", "sqlite"),
    ("CREATE TABLE a (id int);", "postgres"),
])
def test_it_detects_the_dialect_of_hand_written_sql(sql, dialect):
    assert detect(sql) == dialect


@pytest.mark.parametrize(("sql", "dialect"), [
    # Types borrowed from SQL Server do not outweigh MySQL's or SQLite's own syntax.
    ("CREATE TABLE `album` (`id` INT NOT NULL, `title` NVARCHAR(160) NOT NULL, "
     "PRIMARY KEY (`id`));", "mysql"),
    ("CREATE TABLE a (n NVARCHAR(10), m NVARCHAR(10), o NCHAR(2), p NVARCHAR(9), "
     "id INT AUTO_INCREMENT) ENGINE=InnoDB;", "mysql"),
    ("PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nCREATE TABLE [a] ([id] INTEGER, "
     "[n] NVARCHAR(10), [m] NVARCHAR(10), [o] NVARCHAR(10), [p] NVARCHAR(10));\nCOMMIT;",
     "sqlite"),
    ("/* Script: Chinook.sql\n   DB Server: Sqlite */\nCREATE TABLE [Album] ([AlbumId] INTEGER "
     "NOT NULL, [Title] NVARCHAR(160) NOT NULL, CONSTRAINT [PK_Album] PRIMARY KEY "
     "([AlbumId]));\nCREATE INDEX [IFK_A] ON [Album] ([Title]);", "sqlite"),
    ("CREATE TABLE [dbo].[a] ([id] int IDENTITY(1,1), [n] NVARCHAR(10))\nGO", "tsql"),
])
def test_it_weighs_syntax_and_named_engines_above_borrowed_types(sql, dialect):
    assert detect(sql) == dialect


def test_it_imports_a_mysql_script_declaring_nvarchar_columns():
    result = run("CREATE TABLE `album` (`id` INT NOT NULL, `title` NVARCHAR(160) NOT NULL, "
                 "PRIMARY KEY (`id`));")
    assert result.dialect == "mysql"
    assert [a["name"] for a in result.document["tables"][0]["attributes"]] == ["id", "title"]


def test_it_uses_the_dialect_it_is_given():
    result = run("CREATE TABLE a (id int);", dialect="MariaDB")
    assert result.dialect == "mysql"


def test_it_reports_progress_through_the_three_stages(progress_events):
    sql = generate("ddl", 0.2, 200)
    result = run(sql, progress=progress_events)
    events = progress_events.events
    stages = [stage for stage, _, _ in events]
    assert stages[0] == "reading" and stages[-1] == "building"
    assert stages.index("parsing") < stages.index("building")
    parsing = [(done, total) for stage, done, total in events if stage == "parsing"]
    assert parsing[-1] == (result.statements, result.statements)
    # At least every percent of the statements.
    steps = [b[0] - a[0] for a, b in zip(parsing, parsing[1:], strict=False)]
    assert max(steps) <= max(1, result.statements // 100)
    for stage, done, total in events:
        assert 0 <= done <= total, (stage, done, total)


def test_it_gives_the_same_document_for_the_same_file():
    sql = fixture("pg_dump.sql") + generate("ddl", 0.05, 30)
    assert import_sql(sql).document == import_sql(sql).document


def test_it_numbers_ids_in_the_order_of_the_script():
    result = run("CREATE TABLE a (x INT, y INT);\nCREATE TABLE b (z INT REFERENCES a(x));")
    a, b = result.document["tables"]
    assert (a["id"], [c["id"] for c in a["attributes"]]) == ("t_1", ["a_1_1", "a_1_2"])
    assert result.document["relations"][0]["id"] == "r_1"


def test_it_lays_tables_on_a_grid_sized_by_their_columns():
    result = run("".join(f"CREATE TABLE t{i} ({', '.join(f'c{j} INT' for j in range(i))});\n"
                         for i in range(5)))
    tables = result.document["tables"]
    assert [t["height"] for t in tables] == [35 + 28 * max(1, i) + 12 for i in range(5)]
    assert all(t["width"] == 250 for t in tables)
    for one in tables:
        for other in tables:
            if one is not other:
                apart = (one["x"] + one["width"] <= other["x"] or
                         other["x"] + other["width"] <= one["x"] or
                         one["y"] + one["height"] <= other["y"] or
                         other["y"] + other["height"] <= one["y"])
                assert apart


def test_it_runs_the_compiled_sqlglot():
    import sqlglot.parser
    import sqlglot.tokenizer_core

    # sqlglotc ships mypyc builds of sqlglot's modules; Python picks them over the sources.
    assert sqlglot.parser.__file__.endswith(".so")
    assert sqlglot.tokenizer_core.__file__.endswith(".so")


def test_a_bytearray_is_read_as_its_bytes_are_and_emptied():
    script = fixture("pg_dump.sql").encode()
    given = bytearray(script)
    assert import_sql(given).document == import_sql(bytes(script)).document
    assert given == bytearray()

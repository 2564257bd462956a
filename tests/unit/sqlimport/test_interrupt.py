"""An interruption registered by the worker (its soft time limit, raised by a signal wherever
the import stands) ends the import, even raised where the engine catches a statement's failure
(workers/sqlimport/interrupt.py); anything else raised there only costs the statement."""

from __future__ import annotations

import pytest

from workers.sqlimport import import_sql, interrupt
from workers.sqlimport import parse as parse_module

SQL = "CREATE TABLE a (id INT);\nCREATE TABLE b (id INT);\n"


class OutOfTime(Exception):
    pass


class Broken(Exception):
    pass


@pytest.fixture
def sqlglot_raising(monkeypatch):
    """sqlglot's tokenizer raising `error` on table b, as a signal landing in it would."""
    def arm(error: type[Exception]) -> None:
        engine = parse_module._sqlglot("postgres")
        tokenize = engine.tokenizer.tokenize

        class Tokenizer:
            @staticmethod
            def tokenize(text):
                if "b (" in text:
                    raise error("now")
                return tokenize(text)

        monkeypatch.setattr(engine, "tokenizer", Tokenizer)
    return arm


def test_a_registered_interruption_inside_sqlglot_ends_the_import(sqlglot_raising, monkeypatch):
    monkeypatch.setattr(interrupt, "_interruptions", ())
    interrupt.register(OutOfTime)
    sqlglot_raising(OutOfTime)
    with pytest.raises(OutOfTime):
        import_sql(SQL, dialect="postgres")


def test_any_other_error_inside_sqlglot_costs_only_its_statement(sqlglot_raising, monkeypatch):
    monkeypatch.setattr(interrupt, "_interruptions", (OutOfTime,))
    sqlglot_raising(Broken)
    result = import_sql(SQL, dialect="postgres")
    assert [t["name"] for t in result.document["tables"]] == ["a"]
    assert [s.line for s in result.skipped] == [2]

"""Garbage in: a clear error or a partial import, never a crash, never a hang."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from document.shape import validate_document
from workers.sqlimport import NoTablesFound, UnknownDialect, import_sql

from .conftest import run, table

GOOD = "CREATE TABLE ok (id INT PRIMARY KEY);\n"


def import_or_nothing(text, **options):
    """The result, or None when the engine said, as it should, that there is no table."""
    try:
        result = import_sql(text, **options)
    except NoTablesFound as error:
        assert str(error)
        return None
    assert validate_document(result.document) == result.document
    return result


def test_it_says_in_french_when_there_is_no_table():
    with pytest.raises(NoTablesFound, match="Aucune table"):
        import_sql("INSERT INTO t VALUES (1); SELECT 2;")
    with pytest.raises(NoTablesFound):
        import_sql("")


def test_it_lists_what_it_could_not_read_when_there_is_no_table():
    with pytest.raises(NoTablesFound) as raised:
        import_sql("CREATE TABLE (((;")
    assert raised.value.skipped and raised.value.skipped[0].line == 1


@pytest.mark.parametrize(("sql", "counted"), [
    ("CREATE TABLE (((;", " 1 instruction n'a pas pu être lue."),
    ("CREATE TABLE (((;\nCREATE TABLE )));", " 2 instructions n'ont pas pu être lues."),
])
def test_it_counts_the_unreadable_statements_in_french(sql, counted):
    with pytest.raises(NoTablesFound) as raised:
        import_sql(sql)
    assert str(raised.value).endswith(counted)


@pytest.mark.parametrize(("over", "last"), [
    (1, "… et 1 autre instruction non importée."),
    (2, "… et 2 autres instructions non importées."),
])
def test_the_statements_over_the_list_are_counted_in_french(over, last):
    from workers.sqlimport.engine import MAX_SKIPPED, _Reports

    report = _Reports()
    for line in range(MAX_SKIPPED + over):
        report(line + 1, "SELECT 1;", "Instruction ignorée.")
    assert report.result()[-1].reason == last


def test_it_rejects_an_unknown_dialect_in_french():
    with pytest.raises(UnknownDialect, match="Dialecte SQL inconnu"):
        import_sql(GOOD, dialect="oracle")


def test_it_reports_an_unreadable_statement_with_its_line_and_imports_the_rest():
    result = run("CREATE TABLE a (id INT);\n\nCREATE TABLE b id INT;\nCREATE TABLE c (x INT);")
    assert [t["name"] for t in result.document["tables"]] == ["a", "c"]
    assert result.skipped[0].line == 3
    assert result.skipped[0].excerpt.startswith("CREATE TABLE b")


def test_it_keeps_the_readable_columns_of_a_table_with_an_unreadable_one():
    # A column the parser cannot read whole is still a column: the clause it cannot read is
    # reported.
    result = run("CREATE TABLE t (\n  a INT,\n  b INT REFERENCES,\n  c TEXT\n)", dialect="postgres")
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["a", "b", "c"]
    assert result.skipped[0].line == 3
    assert "« b »" in result.skipped[0].reason and "REFERENCES" in result.skipped[0].reason


def test_it_reports_a_table_element_that_is_not_a_column():
    result = run("CREATE TABLE t (\n  a INT,\n  KEY k (a) FOO,\n  c TEXT\n)", dialect="mysql")
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["a", "c"]
    assert result.skipped[0].line == 3
    assert result.skipped[0].reason.startswith("Colonne ou contrainte illisible")


def test_it_imports_what_comes_before_an_unterminated_string():
    result = run(GOOD + "INSERT INTO ok VALUES ('never closed);\nCREATE TABLE lost (a INT);")
    assert [t["name"] for t in result.document["tables"]] == ["ok"]
    assert result.skipped[0].line == 2


@pytest.mark.parametrize("garbage", [
    "\x00\x01\x02\xff binary \x00 CREATE TABLE",
    "$$",
    "/* /* /* nested",
    "CREATE TABLE t (" * 2000,
    ")" * 10_000,
    "CREATE TABLE t (a INT DEFAULT " + "(" * 5000 + ")",
    "'" * 9_999,
    "CREATE TABLE x (a " + "INT " * 20_000 + ")",
    "DELIMITER\nDELIMITER ;;\n;;;;",
    "GO\nGO\nGO",
    "\\.\n\\.\nCOPY t FROM stdin;",
])
def test_it_never_crashes_on_garbage(garbage):
    for dialect in (None, "mysql", "postgres", "sqlite", "tsql"):
        import_or_nothing(garbage, dialect=dialect)
        import_or_nothing(GOOD + garbage, dialect=dialect)


def test_it_accepts_bytes_and_a_byte_order_mark():
    result = run(("\ufeff" + GOOD).encode("utf-8") + b"\xff\xfe")
    assert table(result, "ok")


def test_it_reads_10_mb_on_one_line_in_bounded_time():
    line = GOOD.strip() + " INSERT INTO ok VALUES " + ",".join(["(1,'a;b')"] * 1_000_000)
    started = time.monotonic()
    result = run(line[:10 * 1024 * 1024])
    assert time.monotonic() - started < 20
    assert table(result, "ok")


def test_it_caps_the_list_of_skipped_statements():
    result = run(GOOD + "CREATE VIEW v AS SELECT 1;\n" * 3000)
    assert len(result.skipped) == 1001
    assert "2000" in result.skipped[-1].reason


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(list("CREATE TABLE()[]`'\"$;,-/*#\\\n GO ab12")),
               max_size=300),
       st.sampled_from([None, "mysql", "postgres", "sqlite", "tsql"]))
def test_it_never_crashes_on_random_sql_like_text(text, dialect):
    import_or_nothing(GOOD + text, dialect=dialect)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_it_never_crashes_on_random_text(text):
    import_or_nothing(text)

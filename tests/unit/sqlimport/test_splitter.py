"""The statement splitter on its own: quotes, escapes, comments, dollar quotes, DELIMITER, GO,
COPY data and line numbers."""

from __future__ import annotations

import time

import pytest

from workers.sqlimport.splitter import (
    UNTERMINATED_COMMENT,
    UNTERMINATED_COPY,
    UNTERMINATED_DOLLAR,
    UNTERMINATED_STRING,
    split,
)


def texts(sql: str, dialect: str) -> list[str]:
    return [s.text for s in split(sql, dialect)]


def test_it_cuts_at_semicolons_and_drops_empty_statements():
    assert texts("SELECT 1;; SELECT 2;\n\n;SELECT 3", "postgres") == [
        "SELECT 1", "SELECT 2", "SELECT 3"]


def test_it_ignores_semicolons_inside_single_and_double_quotes():
    assert texts("""SELECT 'a;b', "c;d"; SELECT 2""", "postgres") == [
        """SELECT 'a;b', "c;d\"""", "SELECT 2"]


def test_it_reads_doubled_quotes_as_escapes():
    assert texts("SELECT 'it''s;'; SELECT 2", "sqlite") == ["SELECT 'it''s;'", "SELECT 2"]


def test_it_reads_backslash_escapes_in_mysql_strings():
    sql = r'''INSERT INTO t VALUES ('a\';b', "x\";\\");SELECT 2'''
    assert texts(sql, "mysql") == [sql[:-9], "SELECT 2"]


def test_it_does_not_read_backslash_escapes_in_postgres_strings():
    assert texts(r"SELECT 'C:\'; SELECT 2", "postgres") == [r"SELECT 'C:\'", "SELECT 2"]


def test_it_reads_backslash_escapes_in_postgres_e_strings():
    assert texts(r"SELECT E'a\';b'; SELECT 2", "postgres") == [r"SELECT E'a\';b'", "SELECT 2"]


def test_it_ignores_semicolons_in_backtick_and_bracket_identifiers():
    assert texts("CREATE TABLE `a;b` (x int); SELECT 1", "mysql")[0] == \
        "CREATE TABLE `a;b` (x int)"
    assert texts("CREATE TABLE [a;]]b] (x int); SELECT 1", "tsql")[0] == \
        "CREATE TABLE [a;]]b] (x int)"


def test_it_drops_line_and_block_comments_and_their_semicolons():
    sql = "-- one; two\nSELECT 1 /* a ; b */ + 2; -- tail;\nSELECT 3"
    assert texts(sql, "postgres") == ["SELECT 1   + 2", "SELECT 3"]


def test_it_reads_hash_comments_only_in_mysql():
    assert texts("# note; here\nSELECT 1;", "mysql") == ["SELECT 1"]


def test_it_needs_a_space_after_double_dash_in_mysql():
    assert texts("SELECT 5--3;", "mysql") == ["SELECT 5--3"]


def test_it_keeps_the_content_of_mysql_versioned_comments():
    sql = "/*!40101 SET NAMES utf8 */;\nCREATE TABLE t (a int) /*!50100 PARTITION BY HASH(a) */;"
    assert texts(sql, "mysql") == ["SET NAMES utf8",
                                   "CREATE TABLE t (a int)  PARTITION BY HASH(a)"]


def test_it_nests_block_comments_in_postgres():
    assert texts("/* a /* b; */ c; */ SELECT 1; SELECT 2", "postgres") == [
        "SELECT 1", "SELECT 2"]


def test_it_skips_dollar_quoted_bodies():
    sql = ("CREATE FUNCTION f() RETURNS int AS $$ BEGIN; RETURN 1; END $$ LANGUAGE plpgsql;\n"
           "CREATE FUNCTION g() AS $body$ SELECT $$;$$; $body$;\nSELECT 3")
    assert [t[:22] for t in texts(sql, "postgres")] == [
        "CREATE FUNCTION f() RE", "CREATE FUNCTION g() AS", "SELECT 3"]


def test_it_does_not_take_positional_parameters_for_dollar_quotes():
    assert texts("SELECT $1; SELECT a$b$c; SELECT 3", "postgres") == [
        "SELECT $1", "SELECT a$b$c", "SELECT 3"]


def test_it_follows_mysql_delimiter_blocks():
    sql = ("DELIMITER ;;\nCREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END ;;\n"
           "DELIMITER ;\nSELECT 3;")
    assert texts(sql, "mysql") == ["CREATE PROCEDURE p() BEGIN SELECT 1; SELECT 2; END",
                                   "SELECT 3"]


def test_it_accepts_a_two_character_delimiter_like_double_slash():
    sql = "DELIMITER //\nCREATE TRIGGER t BEGIN SET a = 1; END //\nDELIMITER ;\nSELECT 1;"
    assert texts(sql, "mysql") == ["CREATE TRIGGER t BEGIN SET a = 1; END", "SELECT 1"]


def test_it_ends_tsql_batches_at_go_lines():
    sql = "CREATE TABLE a (x int)\nGO\nCREATE TABLE b (y int)\ngo 2\nSELECT 'GO\nGO'\nGO\n"
    assert texts(sql, "tsql") == ["CREATE TABLE a (x int)", "CREATE TABLE b (y int)",
                                  "SELECT 'GO\nGO'"]


def test_it_cuts_a_tsql_batch_before_each_new_table():
    sql = "CREATE TABLE a (x int)\nCREATE TABLE b (y int)\nGO"
    assert texts(sql, "tsql") == ["CREATE TABLE a (x int)", "CREATE TABLE b (y int)"]


def test_it_keeps_a_tsql_procedure_whole_until_go():
    sql = "CREATE PROCEDURE p AS\nBEGIN\nINSERT INTO a VALUES (1)\nEND\nGO\nSELECT 1"
    assert texts(sql, "tsql") == ["CREATE PROCEDURE p AS\nBEGIN\nINSERT INTO a VALUES (1)\nEND",
                                  "SELECT 1"]


def test_it_keeps_a_sqlite_trigger_body_whole():
    sql = "CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE a SET x = 1; DELETE FROM b; END;\n" \
          "SELECT 1;"
    assert texts(sql, "sqlite") == [
        "CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE a SET x = 1; DELETE FROM b; END",
        "SELECT 1"]


def test_it_consumes_the_data_block_of_copy_from_stdin():
    sql = "COPY t (a, b) FROM stdin;\n1\tx;y\n2\t'\n\\.\nCREATE TABLE u (a int);"
    statements = list(split(sql, "postgres"))
    assert [s.text for s in statements] == ["COPY t (a, b) FROM stdin", "CREATE TABLE u (a int)"]
    assert statements[1].line == 5


def test_it_treats_psql_meta_commands_as_one_line_statements():
    assert texts("\\restrict abc;def\nSELECT 1;", "postgres") == ["\\restrict abc;def",
                                                                   "SELECT 1"]


def test_it_gives_the_line_of_each_statements_first_word():
    sql = "-- header\n\nSELECT 1;\n/* two\nlines */ SELECT\n2;\n\n  SELECT 'a\nb'; SELECT 4;"
    assert [(s.line, s.text.split()[0]) for s in split(sql, "postgres")] == [
        (3, "SELECT"), (5, "SELECT"), (8, "SELECT"), (9, "SELECT")]


def test_it_keeps_newlines_of_removed_comments_inside_a_statement():
    statement = next(split("CREATE TABLE t (\n/* a\nb */ x int,\ny int)", "postgres"))
    assert statement.text.count("\n") == 3


def test_it_reports_an_unterminated_string():
    statements = list(split("SELECT 1;\nSELECT 'abc;\nSELECT 2;", "mysql"))
    assert statements[-1].error == UNTERMINATED_STRING
    assert statements[-1].line == 2


def test_it_reports_an_unterminated_comment_and_dollar_quote_and_copy():
    assert list(split("SELECT /* never", "postgres"))[-1].error == UNTERMINATED_COMMENT
    assert list(split("SELECT $$ never", "postgres"))[-1].error == UNTERMINATED_DOLLAR
    assert list(split("COPY t FROM stdin;\n1\n2\n", "postgres"))[-1].error == UNTERMINATED_COPY


def test_it_is_a_generator():
    statements = split("SELECT 1; SELECT 2;", "postgres")
    assert next(statements).text == "SELECT 1"


PATHOLOGICAL = [lambda n: "'" + "\\'" * n, lambda n: "/*" * n, lambda n: "$$" + "$" * n,
                lambda n: "(" * 2 * n, lambda n: "a" * 10 * n, lambda n: ";" * 2 * n,
                lambda n: "--\n" * n]


def _cpu_seconds(text: str, dialect: str) -> float:
    """Best of three, in CPU time, so other processes on the machine do not count."""
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        for _ in split(text, dialect):
            pass
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.parametrize("make", PATHOLOGICAL)
def test_it_splits_in_linear_time_on_pathological_input(make):
    # Four times the input must cost about four times the time; a quadratic splitter costs 16.
    for dialect in ("mysql", "postgres", "sqlite", "tsql"):
        small, large = _cpu_seconds(make(25_000), dialect), _cpu_seconds(make(100_000), dialect)
        assert large < max(8 * small, 0.05), (make(1)[:10], dialect, small, large)


def test_it_passes_over_the_mariadb_sandbox_command_that_heads_its_dumps():
    sql = "/*M!999999\\- enable the sandbox mode */ \n-- MariaDB dump\nCREATE TABLE t (a int);"
    assert texts(sql, "mysql") == ["CREATE TABLE t (a int)"]

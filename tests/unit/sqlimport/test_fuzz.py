"""Fuzzing the SQL import engine: whatever the file, a document or a French refusal, in bounded
time.

Four families of input, each run in the four dialects and with the dialect left to detection:

- scripts from a small grammar: CREATE TABLE (columns, keys, foreign keys, table options),
  ALTER TABLE, CREATE INDEX, CREATE TYPE, COMMENT ON, DROP / RENAME, INSERT and COPY data,
  views, triggers and routines, comments of every kind, DELIMITER blocks, GO lines, dump
  headers; then, for some, cut, spliced or sprinkled with SQL's significant characters;
- the real-world schemas of ../shared/realworld-sql/ cut at random byte offsets (inside a
  character too), or with a random slice taken out;
- noise: random bytes, NUL bytes, invalid UTF-8, lone surrogates, UTF-16 text;
- extremes: 5000 nested parentheses, types and comments, 100 000-character identifiers, a
  100 000-column line, a million open parentheses.

For every case: no exception other than NoTablesFound leaves the engine; each reason given
(per statement, and NoTablesFound's message) is a non-empty French sentence, never a Python
traceback or repr; the document is one `document.shape.validate_document` accepts unchanged,
with no NUL character (PostgreSQL refuses it) and nothing UTF-8 cannot encode; and the case
takes less than BUDGET seconds of CPU time (CPU, not wall clock: the suite shares two cores
with other suites under `pytest -n 2`). A case over budget fails; one running past twice the
budget is stopped by SIGALRM, and past four times by faulthandler (which also ends a hang inside
C code, such as a regular expression, by ending the worker with every thread's traceback).
Hypothesis' own `deadline` is off: it measures wall-clock time and turns a slow moment of a busy
machine into a Flaky error.

CI runs a fixed, derandomized set of examples (about a minute in all). For a longer run, with
fresh random examples each time:

    RELATA_FUZZ_EXAMPLES=5000 .venv/bin/pytest tests/unit/sqlimport/test_fuzz.py -n 2

(`RELATA_FUZZ_EXAMPLES` is the number of examples of each Hypothesis test; with it set, the
examples are random and failures are kept in Hypothesis' database, .hypothesis/, to be replayed
first by the next run; `RELATA_FUZZ_SEED=n` makes such a run repeatable.)

Crashes and hangs the fuzzing found stay pinned below as explicit examples.
"""

from __future__ import annotations

import copy
import faulthandler
import json
import os
import re
import signal
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, seed, settings
from hypothesis import strategies as st

from document.shape import validate_document
from tests.services import in_ci
from workers.sqlimport import ImportResult, NoTablesFound, import_sql
from workers.sqlimport.dialects import DIALECTS

BUDGET = 5.0        # CPU seconds for one case
LARGE_BUDGET = 15.0  # for the extremes of a megabyte or more (the engine reads ~1 MB/s there)

_LONG_RUN = os.environ.get("RELATA_FUZZ_EXAMPLES")
_SEED = os.environ.get("RELATA_FUZZ_SEED")


def fuzz_settings(ci_examples: int):
    """CI: `ci_examples` derandomized examples, nothing written to disk. Long run: as many as
    RELATA_FUZZ_EXAMPLES says, random, failures kept in .hypothesis/."""
    common = dict(deadline=None, print_blob=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                         HealthCheck.filter_too_much])
    if _LONG_RUN:
        return settings(max_examples=int(_LONG_RUN), derandomize=False, **common)
    return settings(max_examples=ci_examples, derandomize=True, database=None, **common)


def seeded(test):
    return seed(int(_SEED))(test) if _SEED else test


# The check of every case -------------------------------------------------------------------

class Overran(BaseException):
    """Raised by the alarm: a BaseException, so the engine's `except Exception` (one statement
    must never sink an import) cannot swallow it."""


@contextmanager
def time_limit(budget: float):
    """Fails when the block takes `budget` CPU seconds or more; stops it at twice that (SIGALRM,
    from the main thread only) and ends the process at four times (faulthandler)."""
    alarm = threading.current_thread() is threading.main_thread() and hasattr(signal,
                                                                                "setitimer")
    if alarm:
        def stop(signum, frame):
            raise Overran(f"plus de {2 * budget:.0f} s : arrêté")
        previous = signal.signal(signal.SIGALRM, stop)
        signal.setitimer(signal.ITIMER_REAL, 2 * budget)
    faulthandler.dump_traceback_later(4 * budget, exit=True)
    started = time.process_time()
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    used = time.process_time() - started
    assert used < budget, f"{used:.1f} s de CPU (budget {budget} s)"


# Reasons are French sentences. What the engine adds between « » is the user's own text
# (a name, a piece of SQL), left out of the check; the rest must read as French and hold
# nothing of a Python error.
_QUOTED = re.compile(r"«.*»", re.S)
_FRENCH = re.compile(
    r"[àâçéèêëîïôûùüœ]|\b(?:le|la|les|de|des|du|un|une|non|ne|pas|sur|sans|pour|dans|est|ou"
    r"|et|illisible|inconnue?|syntaxe|instruction|colonne|table)\b", re.I)
_NOT_FRENCH = re.compile(
    r"Traceback|object at 0x|\bError\b|Exception|\bExpected\b|\bInvalid\b|\bUnexpected\b"
    r"|\bRequired\b|\bline \d|\bcol:|\bNone\b|<[A-Za-z_.]+[ >]|\w+\(\)", re.I)


def assert_french(message: object) -> None:
    assert isinstance(message, str) and message.strip(), repr(message)
    template = _QUOTED.sub("«»", message)
    assert not _NOT_FRENCH.search(template), message
    assert _FRENCH.search(template), message


def strings(value: object):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def assert_storable(value: object) -> None:
    """No NUL (PostgreSQL's text and jsonb refuse it) and nothing UTF-8 cannot encode (a lone
    surrogate): the document and the report must reach the database."""
    for text in strings(value):
        assert "\x00" not in text, repr(text[:80])
        text.encode("utf-8")
    json.dumps(value, ensure_ascii=False).encode("utf-8")


def check(text: str | bytes, dialect: str | None = None, *,
          budget: float = BUDGET) -> ImportResult | None:
    """Import `text`; check the contract; the result, or None when there was no table."""
    with time_limit(budget):
        try:
            result = import_sql(text, dialect=dialect)
        except NoTablesFound as error:
            result, refusal = None, error
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    lines = text.count("\n") + 1
    skipped = refusal.skipped if result is None else result.skipped
    for item in skipped:
        assert isinstance(item.line, int) and 1 <= item.line <= lines, item
        assert isinstance(item.excerpt, str), item
        assert_french(item.reason)
    assert_storable([[s.excerpt, s.reason] for s in skipped])
    if result is None:
        assert_french(str(refusal))
        assert refusal.dialect in DIALECTS
        return None
    assert result.dialect in DIALECTS
    assert result.document["tables"], "a document without a table should be NoTablesFound"
    document = copy.deepcopy(result.document)  # validate_document reuses the lists it is given
    assert validate_document(document) == result.document
    assert_storable(result.document)
    return result


DIALECT_OR_DETECTED = st.sampled_from([None, *DIALECTS])


# 1. Scripts from a grammar -----------------------------------------------------------------

TABLES = ["users", "orders", "Order Items", "t", "select", "élèves", "dbo.users",
          "public.orders", "x" * 70]
COLUMNS = ["id", "user_id", "name", "status", "created_at", "Prix TTC", "order", "a" * 70]
TYPES = [
    "INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT(1)", "MEDIUMINT UNSIGNED", "INT(11)",
    "VARCHAR(255)", "VARCHAR", "NVARCHAR(MAX)", "VARCHAR(99999999999)", "CHAR(2)", "TEXT",
    "LONGTEXT", "DECIMAL(10,2)", "DECIMAL(-1, 5)", "NUMERIC", "NUMERIC(1000, 999)",
    "FLOAT(53)", "REAL", "DOUBLE PRECISION", "BOOLEAN", "BOOL", "BIT", "BIT(8)", "DATE",
    "DATETIME2(7)", "TIMESTAMP WITH TIME ZONE", "TIME(6)", "SERIAL", "BIGSERIAL", "UUID",
    "UNIQUEIDENTIFIER", "JSON", "JSONB", "BYTEA", "BLOB", "VARBINARY(MAX)",
    "ENUM('a','b','it''s')", "SET('x','y')", "GEOMETRY", "POINT", "mood", "public.mood",
    "INT[]", "citext", "ARRAY<INT>", "MAP<TEXT, INT>", "character varying(20)", "INTERVAL",
    "YEAR", "MONEY", "sysname", "geography", "varchar(20) CHARACTER SET utf8mb4",
]
COLUMN_CONSTRAINTS = [
    "NOT NULL", "NULL", "PRIMARY KEY", "UNIQUE", "DEFAULT 0", "DEFAULT -1.5", "DEFAULT 'x'",
    "DEFAULT N'x'", "DEFAULT NULL", "DEFAULT CURRENT_TIMESTAMP", "DEFAULT now()",
    "DEFAULT nextval('users_id_seq'::regclass)", "DEFAULT ((0))", "DEFAULT (getdate())",
    "DEFAULT 'active'::character varying", "DEFAULT TRUE", "DEFAULT b'0'", "AUTO_INCREMENT",
    "AUTOINCREMENT", "IDENTITY(1,1)", "GENERATED ALWAYS AS IDENTITY",
    "GENERATED BY DEFAULT AS IDENTITY (START WITH 10)", "GENERATED ALWAYS AS (id + 1) STORED",
    "REFERENCES {t}({c}) ON DELETE CASCADE", "REFERENCES {t}",
    "REFERENCES {t} ({c}) ON UPDATE SET NULL ON DELETE SET DEFAULT", "CHECK ({c} > 0)",
    "COMMENT 'c''est'", "COLLATE utf8mb4_bin", "CONSTRAINT uq UNIQUE",
    "CONSTRAINT fk REFERENCES {t} ({c})", "ON UPDATE CURRENT_TIMESTAMP", "UNSIGNED",
    "CONSTRAINT DF_x DEFAULT (0)", "ROWGUIDCOL", "SPARSE", "NOT FOR REPLICATION",
]
TABLE_CONSTRAINTS = [
    "PRIMARY KEY ({cols})", "UNIQUE KEY {n} ({cols})", "KEY {n} ({c}(10))", "INDEX {n} ({cols})",
    "FULLTEXT KEY {n} ({c})", "SPATIAL KEY {n} ({c})", "UNIQUE ({cols})", "CHECK (1 = 1)",
    "CONSTRAINT {n} FOREIGN KEY ({cols}) REFERENCES {t} ({cols}) ON DELETE SET NULL "
    "ON UPDATE CASCADE",
    "FOREIGN KEY ({c}) REFERENCES {t}", "CONSTRAINT {n} PRIMARY KEY CLUSTERED ({c} ASC)",
    "CONSTRAINT {n} UNIQUE NONCLUSTERED ({c} DESC) WITH (PAD_INDEX = OFF) ON [PRIMARY]",
    "EXCLUDE USING gist ({c} WITH =)", "PRIMARY KEY ({c}) WITHOUT OVERLAPS",
    "KEY {n} ({c}) USING HASH",
]
TABLE_OPTIONS = [
    "", "", " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='Table d''essai'", " WITHOUT ROWID",
    " ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]", " PARTITION BY RANGE ({c})", " INHERITS ({t})",
    " STRICT", " AUTO_INCREMENT=42", " COMMENT='x\\'y'", " TABLESPACE pg_default",
]
ALTER_ACTIONS = [
    "ADD COLUMN {c} {type}", "ADD {c} {type}", "ADD CONSTRAINT {n} FOREIGN KEY ({c}) "
    "REFERENCES {t} ({c})", "ADD PRIMARY KEY ({cols})", "ADD UNIQUE ({c})",
    "ADD INDEX {n} ({c})", "ADD CONSTRAINT {n} UNIQUE ({cols})", "DROP COLUMN {c}",
    "DROP CONSTRAINT {n}", "DROP INDEX {n}", "DROP FOREIGN KEY {n}", "DROP PRIMARY KEY",
    "RENAME TO {t}", "RENAME COLUMN {c} TO {c}", "ALTER COLUMN {c} SET DEFAULT 1",
    "ALTER COLUMN {c} DROP DEFAULT", "ALTER COLUMN {c} SET NOT NULL",
    "ALTER COLUMN {c} DROP NOT NULL", "ALTER COLUMN {c} TYPE {type}",
    "ALTER COLUMN {c} {type} NOT NULL", "MODIFY {c} {type}", "MODIFY COLUMN {c} {type} FIRST",
    "CHANGE {c} {c} {type}", "OWNER TO postgres", "DISABLE KEYS", "ENABLE TRIGGER ALL",
    "ADD CONSTRAINT df_{n} DEFAULT (0) FOR {c}", "ADD DEFAULT 'x' FOR {c}",
    "ALTER COLUMN {c} ADD GENERATED ALWAYS AS IDENTITY (SEQUENCE NAME s START WITH 1)",
    "COMMENT = 'x'", "AUTO_INCREMENT=5", "SET (fillfactor=70)", "CLUSTER ON {n}",
    "ATTACH PARTITION {t} FOR VALUES IN (1)", "ADD CONSTRAINT {n} CHECK ({c} > 0) NOT VALID",
    "WITH CHECK ADD CONSTRAINT {n} FOREIGN KEY({c}) REFERENCES {t} ({c})",
    "CHECK CONSTRAINT {n}", "ALTER {c} SET DEFAULT 'z'",
]
OTHER_STATEMENTS = [
    "INSERT INTO {t} VALUES (1, 'a;b', 'it''s', NULL), (2, '\\'', \"q\")",
    "INSERT INTO {t} ({c}) SELECT {c} FROM {t}", "REPLACE INTO {t} VALUES (1)",
    "UPDATE {t} SET {c} = 1 WHERE {c} = ';'", "DELETE FROM {t}",
    "COPY {t} ({c}) FROM stdin;\n1\tx;y\n2\t\\N\n\\.",
    "COPY public.{t} FROM stdin;\n1\tno end line",
    "CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')", "CREATE TYPE pair AS (a INT, b TEXT)",
    "ALTER TYPE mood ADD VALUE 'meh' AFTER 'sad'", "ALTER TYPE public.mood ADD VALUE 'x'",
    "COMMENT ON TABLE {t} IS 'Les utilisateurs'", "COMMENT ON COLUMN {t}.{c} IS 'x'",
    "COMMENT ON COLUMN nowhere.{c} IS NULL", "COMMENT ON INDEX {n} IS 'x'",
    "DROP TABLE IF EXISTS {t}", "DROP TABLE {t}, {t} CASCADE", "DROP VIEW v",
    "RENAME TABLE {t} TO {t}, {t} TO {t}", "TRUNCATE {t}",
    "EXEC sys.sp_addextendedproperty @name=N'MS_Description', @value=N'Desc', "
    "@level0type=N'SCHEMA', @level0name=N'dbo', @level1type=N'TABLE', @level1name=N'{t}'",
    "EXEC sp_addextendedproperty 'MS_Description', 'x', 'SCHEMA', 'dbo', 'TABLE', '{t}', "
    "'COLUMN', '{c}'",
    "CREATE VIEW v AS SELECT * FROM {t}", "CREATE OR REPLACE VIEW v AS SELECT 1; SELECT 2",
    "CREATE MATERIALIZED VIEW mv AS SELECT 1", "CREATE TRIGGER tr AFTER INSERT ON {t} "
    "FOR EACH ROW BEGIN UPDATE {t} SET {c} = 1; INSERT INTO {t} VALUES (1); END",
    "CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN RETURN NEW; END; $$ LANGUAGE plpgsql",
    "CREATE FUNCTION g() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; SELECT 2; END",
    "CREATE FUNCTION h() RETURNS text AS $body$ SELECT '$$' $body$ LANGUAGE sql",
    "CREATE PROCEDURE p AS BEGIN SELECT 1 END", "CREATE SEQUENCE {n} START 1",
    "CREATE EXTENSION IF NOT EXISTS citext", "CREATE SCHEMA s", "CREATE DATABASE d",
    "SET NAMES utf8mb4", "SET search_path = public, pg_catalog",
    "SELECT pg_catalog.set_config('search_path', '', false)", "LOCK TABLES {t} WRITE",
    "UNLOCK TABLES", "USE [db]", "\\connect db", "\\restrict abc", "PRAGMA foreign_keys=OFF",
    "BEGIN TRANSACTION", "COMMIT", "SET ANSI_NULLS ON", "SET IDENTITY_INSERT [{t}] ON",
    "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */",
    "/*!40000 ALTER TABLE `{t}` DISABLE KEYS */", "/*M!999999\\- enable the sandbox mode */",
    "GRANT ALL ON {t} TO bob", "IF OBJECT_ID('x') IS NOT NULL DROP TABLE x",
    "DECLARE @x INT", "WITH x AS (SELECT 1) SELECT * FROM x", "VALUES (1)", "TABLE {t}",
    "CREATE UNIQUE INDEX ON {t} ({c})", "CREATE INDEX", "CREATE TABLE", "ALTER TABLE {t}",
    "CREATE TABLE {t} LIKE {t}", "CREATE TABLE {t} AS SELECT 1 AS a",
    "CREATE TEMPORARY TABLE IF NOT EXISTS {t} ({c} INT)", "CREATE VIRTUAL TABLE v USING fts5(a)",
    "CREATE FOREIGN TABLE f (a INT) SERVER s", "EXPLAIN SELECT 1", "select",
    "CREATE TABLE {t} (", "CREATE TABLE {t} ()", "CREATE TABLE {t} ({c})",
    "CREATE TABLE {t} ({c} INT,)", "CREATE TABLE {t} ({c} INT) ;;",
]
COMMENTS = [
    "-- un commentaire\n", "--\n", "/* bloc ; avec ' guillemet */", "# mysql ; comment\n",
    "/* /* imbriqué */ */", "/*!50001 CREATE TABLE v (a INT) */", "-- dernière ligne",
    "/* pas fermé", "--' \n", "/**/", "/*!*/",
]
HEADERS = [
    "", "-- MySQL dump 10.13  Distrib 8.0.36\n", "-- MariaDB dump 10.19\n",
    "--\n-- PostgreSQL database dump\n--\n", "-- Dumped from database version 15.4\n",
    "SET NAMES utf8mb4;\n", "PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\n",
    "SET ANSI_NULLS ON\nGO\nSET QUOTED_IDENTIFIER ON\nGO\n", "\ufeff",
]
SEPARATORS = [";\n", ";\n", ";", "\n", "\nGO\n", "\ngo 2 -- lot\n", ";\nGO\n", " ", ";;\n",
              ";\n\n", "\r\n", ";\r\n", "\n/\n"]
MUTATION_CHARS = list("();,'\"`[]$\\/*-#\n\t\x00 \u00e9\u00bb\u00ab{}:.@=")


def quote(draw, name: str, dialect: str | None) -> str:
    style = draw(st.sampled_from(["plain", "plain", "dialect", "any"]))
    if style == "plain":
        return name
    if style == "dialect":
        style = {"mysql": "`", "tsql": "[", "sqlite": '"', "postgres": '"'}.get(dialect, '"')
    else:
        style = draw(st.sampled_from(["`", "[", '"', "'"]))
    parts = name.split(".") if draw(st.booleans()) else [name]
    close = {"[": "]"}.get(style, style)
    return ".".join(f"{style}{p.replace(close, close * 2)}{close}" for p in parts)


@st.composite
def filled(draw, template: str, dialect: str | None) -> str:
    """A template with each {t} (table), {c} (column), {cols}, {n} (name), {type} drawn."""
    def pick(m: re.Match) -> str:
        key = m.group(1)
        if key == "t":
            return quote(draw, draw(st.sampled_from(TABLES)), dialect)
        if key == "c":
            return quote(draw, draw(st.sampled_from(COLUMNS)).split(".")[-1], dialect)
        if key == "cols":
            names = draw(st.lists(st.sampled_from(COLUMNS), min_size=0, max_size=3))
            return ", ".join(quote(draw, c, dialect) + draw(st.sampled_from(["", "", " DESC"]))
                             for c in names)
        if key == "n":
            return draw(st.sampled_from(["fk_1", "idx", "uq_users_email", "PK__t__1",
                                         "users_pkey"]))
        return draw(st.sampled_from(TYPES))
    return re.sub(r"\{(t|c|cols|n|type)\}", pick, template)


@st.composite
def create_table(draw, dialect: str | None) -> str:
    head = draw(st.sampled_from(["CREATE TABLE", "CREATE TABLE IF NOT EXISTS", "create table",
                                 "CREATE TEMPORARY TABLE", "CREATE UNLOGGED TABLE"]))
    name = draw(filled("{t}", dialect))
    elements = []
    for _ in range(draw(st.integers(0, 6))):
        if draw(st.integers(0, 3)) == 0:
            elements.append(draw(filled(draw(st.sampled_from(TABLE_CONSTRAINTS)), dialect)))
        else:
            constraints = draw(st.lists(st.sampled_from(COLUMN_CONSTRAINTS), max_size=3))
            elements.append(draw(filled(" ".join(["{c}", "{type}", *constraints]), dialect)))
    options = draw(filled(draw(st.sampled_from(TABLE_OPTIONS)), dialect))
    newline = draw(st.sampled_from([", ", ",\n  ", ",\n"]))
    return f"{head} {name} (\n  {newline.join(elements)}\n){options}"


@st.composite
def alter_table(draw, dialect: str | None) -> str:
    head = draw(st.sampled_from(["ALTER TABLE", "ALTER TABLE ONLY", "ALTER TABLE IF EXISTS",
                                 "alter table"]))
    actions = [draw(filled(draw(st.sampled_from(ALTER_ACTIONS)), dialect))
               for _ in range(draw(st.integers(1, 3)))]
    return f"{head} {draw(filled('{t}', dialect))} {', '.join(actions)}"


@st.composite
def create_index(draw, dialect: str | None) -> str:
    kind = draw(st.sampled_from(["", "UNIQUE ", "FULLTEXT ", "SPATIAL ", "UNIQUE CLUSTERED ",
                                 "NONCLUSTERED "]))
    name = draw(st.sampled_from(["idx", "\"Idx\"", "[ix]", "`ix`", "s.idx", ""]))
    flags = draw(st.sampled_from(["", "CONCURRENTLY ", "IF NOT EXISTS "]))
    using = draw(st.sampled_from(["", " USING btree", " USING HASH"]))
    table = draw(filled("{t}", dialect))
    items = [draw(st.sampled_from(["{c}", "{c} DESC", "{c}(10)", "lower({c})", "({c} + 1)",
                                   "{c} COLLATE \"C\"", "{c} ASC NULLS LAST"]))
             for _ in range(draw(st.integers(0, 3)))]
    columns = draw(filled(", ".join(items), dialect))
    tail = draw(st.sampled_from(["", " WHERE {c} IS NOT NULL", " INCLUDE ({c})", " USING BTREE",
                                 " WITH (FILLFACTOR = 80) ON [PRIMARY]"]))
    only = draw(st.sampled_from(["", "ONLY "]))
    return (f"CREATE {kind}INDEX {flags}{name}{using} ON {only}{table}{using} ({columns})"
            + draw(filled(tail, dialect)))


@st.composite
def delimiter_block(draw, dialect: str | None) -> str:
    mark = draw(st.sampled_from([";;", "$$", "//", "|", "ù", "GO"]))
    body = draw(st.sampled_from([
        "CREATE TRIGGER tr BEFORE INSERT ON {t} FOR EACH ROW BEGIN SET NEW.{c} = 1; END",
        "CREATE PROCEDURE p() BEGIN SELECT 1; SELECT ';'; END",
        "CREATE TABLE {t} ({c} INT)",
    ]))
    end = draw(st.sampled_from(["DELIMITER ;\n", "", "DELIMITER\n"]))
    return f"DELIMITER {mark}\n{draw(filled(body, dialect))}{mark}\n{end}"


@st.composite
def statement(draw, dialect: str | None) -> str:
    kind = draw(st.integers(0, 9))
    if kind <= 2:
        return draw(create_table(dialect))
    if kind <= 4:
        return draw(alter_table(dialect))
    if kind == 5:
        return draw(create_index(dialect))
    if kind == 6:
        return draw(st.sampled_from(COMMENTS))
    if kind == 7:
        return draw(delimiter_block(dialect))
    return draw(filled(draw(st.sampled_from(OTHER_STATEMENTS)), dialect))


@st.composite
def script(draw) -> tuple[str, str | None]:
    dialect = draw(DIALECT_OR_DETECTED)
    parts = [draw(st.sampled_from(HEADERS))]
    for _ in range(draw(st.integers(1, 8))):
        parts.append(draw(statement(dialect)))
        parts.append(draw(st.sampled_from(SEPARATORS)))
        if draw(st.integers(0, 5)) == 0:
            parts.append(draw(st.sampled_from(COMMENTS)) + "\n")
    text = "".join(parts)
    # Some scripts are damaged: a slice lost, one repeated, SQL's significant characters
    # dropped in.
    for _ in range(draw(st.integers(0, 3)) if draw(st.booleans()) else 0):
        at = draw(st.integers(0, len(text)))
        how = draw(st.integers(0, 2))
        if how == 0:
            text = text[:at] + text[at + draw(st.integers(1, 20)):]
        elif how == 1:
            text = text[:at] + text[at:at + draw(st.integers(1, 40))] * 2 + text[at:]
        else:
            text = text[:at] + "".join(draw(st.lists(st.sampled_from(MUTATION_CHARS),
                                                     min_size=1, max_size=4))) + text[at:]
    return text, dialect


@seeded
@fuzz_settings(ci_examples=1000)
@given(script())
@example(("CREATE TABLE t (a " + "ARRAY<" * 2000 + "INT" + ">" * 2000 + ");", "postgres"))
def test_scripts_from_the_grammar(case):
    text, dialect = case
    check(text, dialect)


# 2. Real-world files cut anywhere ----------------------------------------------------------

REALWORLD = Path(__file__).resolve().parents[3].parent / "shared" / "realworld-sql"
FILES = sorted(REALWORLD.glob("*/*.sql")) if REALWORLD.is_dir() else []
_CONTENT: dict[Path, bytes] = {}


def content(path: Path) -> bytes:
    if path not in _CONTENT:
        _CONTENT[path] = path.read_bytes()
    return _CONTENT[path]


def realworld_files():
    if not FILES:
        message = f"real-world SQL files not found in {REALWORLD}"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    return FILES


_FOLDER_DIALECT = {"mysql": "mysql", "postgres": "postgres", "sqlite": "sqlite", "tsql": "tsql"}


@seeded
@fuzz_settings(ci_examples=80)
@given(data=st.data())
def test_real_world_files_cut_at_any_byte(data):
    path = data.draw(st.sampled_from(realworld_files()), label="file")
    raw = content(path)
    cut = data.draw(st.integers(0, len(raw)), label="cut")
    piece = raw[:cut]
    if data.draw(st.booleans(), label="hole"):
        # A slice of the middle lost as well, as in a dump that was badly copied.
        end = data.draw(st.integers(cut, len(raw)), label="resume at")
        piece = raw[:data.draw(st.integers(0, cut), label="hole at")] + raw[end:]
    dialect = data.draw(st.sampled_from([None, _FOLDER_DIALECT[path.parent.name]]),
                        label="dialect")
    if data.draw(st.booleans(), label="as text"):
        check(piece.decode("utf-8", errors="replace"), dialect)
    else:
        check(piece, dialect)


@pytest.mark.parametrize("name", [f"{p.parent.name}/{p.name}" for p in FILES] or ["absent"])
def test_each_real_world_file_whole_and_cut_in_24_places(name):
    """Each file whole, read in its dialect and with the dialect left to detection, then cut at
    23 evenly spaced places (mostly inside a statement)."""
    realworld_files()
    path = REALWORLD / name
    raw = content(path)
    dialect = _FOLDER_DIALECT[path.parent.name]
    assert check(raw, dialect) is not None
    # Found by this test: Chinook's MySQL script (backquoted names, NVARCHAR columns) was taken
    # for SQL Server and nothing of it could be read.
    assert check(raw) is not None
    for i in range(1, 24):
        check(raw[:len(raw) * i // 24], dialect)


# 3. Noise ----------------------------------------------------------------------------------

GOOD = "CREATE TABLE ok (id INT PRIMARY KEY, name VARCHAR(20));\n"


@seeded
@fuzz_settings(ci_examples=500)
@given(st.binary(max_size=3000), st.sampled_from(["", GOOD]), DIALECT_OR_DETECTED)
@example(b"\x00" * 100, GOOD, None)
@example(b"\xff\xfe" + GOOD.encode("utf-16-le"), "", None)
@example(b"\xfe\xff" + GOOD.encode("utf-16-be"), "", "tsql")
@example(GOOD.encode("utf-16-le"), "", None)
@example(b"\xc3\x28\xa0\xa1\xe2\x28\xa1\xf0\x28\x8c\xbc", GOOD, "mysql")
@example(b'CREATE TABLE "a\x00b" ("c\x00" INT DEFAULT \'x\x00y\' COMMENT \'q\x00\');', "",
         "mysql")
def test_random_bytes(noise, prefix, dialect):
    check(prefix.encode() + noise, dialect)
    check((prefix.encode() + noise).decode("utf-8", errors="replace"), dialect)


@seeded
@fuzz_settings(ci_examples=500)
@given(st.text(st.one_of(st.characters(), st.characters(categories=["Cs"])), max_size=500),
       st.sampled_from(["", GOOD, GOOD + "CREATE TABLE t2 ("]), DIALECT_OR_DETECTED)
@example("\ud800\udfff", GOOD, None)
@example('CREATE TABLE "\ud83d" (a INT);', "", "postgres")
def test_random_text_with_any_code_point(noise, prefix, dialect):
    check(prefix + noise, dialect)


@seeded
@fuzz_settings(ci_examples=200)
@given(script(), st.integers(0, 10), st.sampled_from(["\x00", "\x00\x00", "\ufffd", "\x1a"]))
def test_nul_and_control_characters_inside_sql(case, every, junk):
    text, dialect = case
    if every:
        text = junk.join(text[i:i + every] for i in range(0, len(text), every))
    else:
        text = junk.join(text)  # a UTF-16 file read as UTF-8 looks like this
    check(text, dialect)


# 4. Extremes -------------------------------------------------------------------------------

N = 5000
EXTREMES = {
    "5000 nested parentheses in a default":
        "CREATE TABLE t (a INT, b INT DEFAULT " + "(" * N + "1" + ")" * N + ");",
    "5000 nested parentheses never closed":
        "CREATE TABLE t (a INT, b INT DEFAULT " + "(" * N + ");",
    "5000 nested parentheses in a CHECK":
        "CREATE TABLE t (a INT, CHECK (" + "(" * N + "a > 0" + ")" * N + "));",
    "5000 nested parentheses in an index":
        GOOD + "CREATE INDEX i ON ok (" + "(" * N + "id" + ")" * N + ");",
    "5000 nested parentheses in ALTER TABLE":
        GOOD + "ALTER TABLE ok ADD COLUMN b INT DEFAULT " + "(" * N + "1" + ")" * N + ";",
    "5000 nested parentheses in a foreign key":
        GOOD + "ALTER TABLE ok ADD FOREIGN KEY " + "(" * N + "id" + ")" * N + " REFERENCES ok;",
    "5000 nested parentheses in INSERT": GOOD + "INSERT INTO ok VALUES " + "(" * N + ";",
    "5000 nested parentheses in a type": "CREATE TABLE t (a VARCHAR" + "(" * N + ");",
    "5000 nested ARRAY<> types": "CREATE TABLE t (a " + "ARRAY<" * N + "INT" + ">" * N + ");",
    "5000 nested array brackets": "CREATE TABLE t (a INT" + "[]" * N + ");",
    "5000 nested CASE": GOOD + "CREATE TABLE t (a INT DEFAULT " + "CASE WHEN 1 THEN " * N
                        + "1" + " END" * N + ");",
    "5000 nested comments":
        GOOD + "/*" * N + "x" + "*/" * N + "\nCREATE TABLE u (b INT);",
    "5000 nested subqueries": GOOD + "CREATE VIEW v AS " + "SELECT * FROM (" * N + "SELECT 1"
                              + ") x" * N + ";",
    "a million open parentheses": GOOD + "(" * 1_000_000,
    "a million closing parentheses": GOOD + ")" * 1_000_000,
    "5000 dots in a name": "CREATE TABLE " + "a." * N + "t (b INT);",
    "5000 dots in a type": "CREATE TABLE t (b " + "a." * N + "mood);",
    "5000 dots in a reference": GOOD + "CREATE TABLE t (b INT REFERENCES " + "a." * N + "ok);",
    "100 000-character table name": "CREATE TABLE " + "a" * 100_000 + " (b INT);",
    "100 000-character quoted names":
        'CREATE TABLE "' + "é" * 100_000 + '" ("' + "b" * 100_000 + '" INT DEFAULT \''
        + "c" * 100_000 + "' COMMENT '" + "d" * 100_000 + "');",
    "100 000-character enum": "CREATE TABLE t (a ENUM(" + ",".join(["'v'"] * 100_000) + "));",
    "100 000-character type length": "CREATE TABLE t (a VARCHAR(" + "9" * 100_000 + "));",
    "100 000 columns on one line":
        "CREATE TABLE t (" + ", ".join(f"c{i} INT" for i in range(100_000)) + ");",
    "100 000 columns in a primary key":
        GOOD + "ALTER TABLE ok ADD PRIMARY KEY (" + ", ".join(["id"] * 100_000) + ");",
    "100 000 actions in one ALTER TABLE":
        GOOD + "ALTER TABLE ok " + ", ".join(f"ADD c{i} INT" for i in range(100_000)) + ";",
    "20 000 tables": "".join(f"CREATE TABLE t{i} (a INT);\n" for i in range(20_000)),
    "100 000 GO lines": GOOD + "GO\n" * 100_000,
    "100 000 DELIMITER lines": GOOD + "DELIMITER ;;\nDELIMITER ;\n" * 50_000,
    "100 000 unterminated dollar quotes": GOOD + "$a$ " * 100_000,
    "100 000 quotes": GOOD + "'" * 100_000,
    "100 000 backslashes": GOOD + "INSERT INTO ok VALUES ('" + "\\" * 100_000 + "');",
    "100 000 statements of nothing": GOOD + ";" * 100_000,
    "100 000 line comments": GOOD + "--\n" * 100_000,
}


# Characters: a larger case runs in one dialect in CI (each case another), in all in a long run.
LARGE = 200_000


def extreme_cases():
    for n, (name, text) in enumerate(EXTREMES.items()):
        dialects = [None, *DIALECTS]
        if len(text) >= LARGE and not _LONG_RUN:
            dialects = [dialects[n % len(dialects)]]
        for dialect in dialects:
            yield pytest.param(name, dialect, id=f"{name}-{dialect or 'detected'}")


@pytest.mark.parametrize(("name", "dialect"), list(extreme_cases()))
def test_extremes(name, dialect):
    text = EXTREMES[name]
    check(text, dialect, budget=LARGE_BUDGET if len(text) >= LARGE else BUDGET)

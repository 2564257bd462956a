"""Which SQL dialect a script is written in.

The splitter needs to know before it cuts (a backslash escapes a quote in MySQL, not in
PostgreSQL; `#` starts a comment only in MySQL; `GO` ends a batch only in SQL Server), so the
dialect is guessed from the head of the file: dump headers first, then marks that only one
dialect writes, weighed and summed.
"""

from __future__ import annotations

import re

from document.i18n import gettext_lazy as _

DIALECTS = ("mysql", "postgres", "sqlite", "tsql")
# The dialect of a script that shows no mark of any: standard SQL reads best as PostgreSQL
# (double quotes are identifiers there, as in the standard).
DEFAULT = "postgres"
SAMPLE = 256 * 1024

ALIASES = {
    "mysql": "mysql", "mariadb": "mysql", "mysqldump": "mysql",
    "postgres": "postgres", "postgresql": "postgres", "pg": "postgres", "pg_dump": "postgres",
    "sqlite": "sqlite", "sqlite3": "sqlite",
    "tsql": "tsql", "mssql": "tsql", "sqlserver": "tsql", "sql server": "tsql",
    "sql_server": "tsql", "t-sql": "tsql",
}

_HEADERS = (
    (re.compile(r"^-- (?:MySQL|MariaDB) dump", re.M), "mysql"),
    # `sqlite3 .dump` starts so, whatever types the tables borrow from other engines.
    (re.compile(r"\A\s*PRAGMA foreign_keys\s*=\s*OFF;\s*BEGIN TRANSACTION;", re.I), "sqlite"),
    (re.compile(r"^-- PostgreSQL database dump", re.M), "postgres"),
    (re.compile(r"^-- Dumped (?:from|by) (?:database version|pg_dump)", re.M), "postgres"),
)

# A script's head comment often names the engine it was written for ("DB Server: Sqlite",
# Navicat's "Target Server Type : MySQL"): a strong mark, read in the first lines only.
_ENGINE_NAMED = re.compile(
    r"\b(?:(?P<mysql>MySQL|MariaDB)|(?P<postgres>PostgreSQL|Postgres)|(?P<sqlite>SQLite3?)"
    r"|(?P<tsql>SQL\s+Server|MSSQL|T-SQL))\b", re.I)
_ENGINE_NAMED_WEIGHT = 60  # once per engine named
_COMMENT = re.compile(r"/\*.*?(?:\*/|\Z)|--[^\n]*|#[^\n]*", re.S)

# Type names are borrowed between engines (Chinook's MySQL and SQLite scripts declare NVARCHAR
# columns), syntax is not: a type mark counts for at most a few hits, a syntax mark for more.
_TYPE_CAP = 5
_CAP = 20

_MARKS: tuple[tuple[str, re.Pattern[str], int, int], ...] = tuple(
    (dialect, re.compile(pattern, re.I | re.M), weight, cap)
    for dialect, pattern, weight, cap in (
        # Backquoted names are a syntax error in SQL Server and PostgreSQL.
        ("mysql", r"`[^`\n]+`", 2, _CAP),
        ("mysql", r"/\*!\d{5}", 5, _CAP),
        ("mysql", r"\bENGINE\s*=", 12, _CAP),
        ("mysql", r"\bAUTO_INCREMENT\b", 5, _CAP),
        ("mysql", r"\bDEFAULT\s+CHARSET\b", 5, _CAP),
        ("mysql", r"^LOCK TABLES\b", 5, _CAP),
        ("mysql", r"^DELIMITER\s", 5, _CAP),
        ("mysql", r"\bUNSIGNED\b", 2, _CAP),
        ("mysql", r"\b(?:TINY|MEDIUM|LONG)(?:TEXT|BLOB)\b", 2, _TYPE_CAP),
        ("mysql", r"^\s*(?:UNIQUE\s+|FULLTEXT\s+|SPATIAL\s+)?KEY\s+`", 3, _CAP),
        # A column declared with a backquoted name: a syntax error in SQL Server and
        # PostgreSQL, however many of their types the script borrows (Chinook's MySQL script
        # declares NVARCHAR columns).
        ("mysql", r"(?:^|[(,])\s*`[^`\n]+`\s+[A-Za-z]", 5, _CAP),
        ("postgres", r"\bpg_catalog\.", 5, _CAP),
        ("postgres", r"^SET search_path\b", 5, _CAP),
        ("postgres", r"\bOWNER TO\b", 5, _CAP),
        ("postgres", r"\bFROM stdin;", 5, _CAP),
        ("postgres", r"\$\w*\$", 2, _CAP),
        ("postgres", r"::\w+", 2, _CAP),
        ("postgres", r"\b(?:BIG|SMALL)?SERIAL\b", 3, _TYPE_CAP),
        ("postgres", r"\b(?:TIMESTAMPTZ|JSONB|BYTEA|INT[248]|FLOAT[48])\b", 3, _TYPE_CAP),
        ("postgres", r"\bcharacter varying\b", 3, _TYPE_CAP),
        ("postgres", r"\bCREATE (?:EXTENSION|SEQUENCE)\b", 3, _CAP),
        ("postgres", r"\bCREATE TYPE\s+\S+\s+AS\s+ENUM\b", 5, _CAP),
        ("postgres", r"\bnextval\(", 3, _CAP),
        ("postgres", r"\bCOMMENT ON\b", 2, _CAP),
        ("tsql", r"^\s*GO\s*$", 5, _CAP),
        ("tsql", r"\[dbo\]", 5, _CAP),
        ("tsql", r"\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)", 4, _CAP),
        ("tsql", r"\bN?VARCHAR\s*\(\s*MAX\s*\)", 4, _TYPE_CAP),
        ("tsql", r"\b(?:NVARCHAR|NCHAR|NTEXT|UNIQUEIDENTIFIER|DATETIME2|DATETIMEOFFSET)\b", 3,
         _TYPE_CAP),
        ("tsql", r"^SET (?:ANSI_NULLS|QUOTED_IDENTIFIER|NOCOUNT)\b", 5, _CAP),
        ("tsql", r"\b(?:NON)?CLUSTERED\b", 3, _CAP),
        ("tsql", r"\bsp_addextendedproperty\b", 5, _CAP),
        ("tsql", r"\bON \[PRIMARY\]", 5, _CAP),
        # Square brackets: SQLite reads them too.
        ("tsql", r"\[\w+\]\s*\(", 1, _CAP),
        ("sqlite", r"\bAUTOINCREMENT\b", 4, _CAP),
        ("sqlite", r"^PRAGMA\b", 5, _CAP),
        ("sqlite", r"\bsqlite_\w+", 5, _CAP),
        ("sqlite", r"\bWITHOUT ROWID\b", 5, _CAP),
        ("sqlite", r"^BEGIN TRANSACTION;", 2, _CAP),
    )
)


class UnknownDialect(ValueError):
    pass


def normalize(dialect: str) -> str:
    """The engine's name for a dialect given by a caller, or UnknownDialect."""
    name = ALIASES.get(dialect.strip().lower())
    if name is None:
        raise UnknownDialect(
            _("Dialecte SQL inconnu : « {dialect} ». Dialectes possibles : MySQL, "
              "PostgreSQL, SQLite, SQL Server.").format(dialect=dialect))
    return name


def detect(text: str) -> str:
    """The dialect that `text` is most probably written in."""
    sample = text[:SAMPLE]
    for pattern, dialect in _HEADERS:
        if pattern.search(sample, 0, 4096):
            return dialect
    scores = dict.fromkeys(DIALECTS, 0)
    named = {m.lastgroup for comment in _COMMENT.finditer(sample, 0, 4096)
             for m in _ENGINE_NAMED.finditer(comment.group())}
    for dialect in named:
        scores[dialect] += _ENGINE_NAMED_WEIGHT
    for dialect, pattern, weight, cap in _MARKS:
        # Counting is capped so one frequent mark (backticks) cannot drown all the others.
        hits = 0
        for _hit in pattern.finditer(sample):
            hits += 1
            if hits == cap:
                break
        scores[dialect] += weight * hits
    best = max(DIALECTS, key=lambda d: (scores[d], d == DEFAULT))
    return best if scores[best] > 0 else DEFAULT

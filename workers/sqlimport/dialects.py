"""Which SQL dialect a script is written in.

The splitter needs to know before it cuts (a backslash escapes a quote in MySQL, not in
PostgreSQL; `#` starts a comment only in MySQL; `GO` ends a batch only in SQL Server), so the
dialect is guessed from the head of the file: dump headers first, then marks that only one
dialect writes, weighed and summed.
"""

from __future__ import annotations

import re

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
    (re.compile(r"^-- PostgreSQL database dump", re.M), "postgres"),
    (re.compile(r"^-- Dumped (?:from|by) (?:database version|pg_dump)", re.M), "postgres"),
)

_MARKS: tuple[tuple[str, re.Pattern[str], int], ...] = tuple(
    (dialect, re.compile(pattern, re.I | re.M), weight)
    for dialect, pattern, weight in (
        ("mysql", r"`\w+`", 1),
        ("mysql", r"/\*!\d{5}", 5),
        ("mysql", r"\bENGINE\s*=", 5),
        ("mysql", r"\bAUTO_INCREMENT\b", 3),
        ("mysql", r"\bDEFAULT\s+CHARSET\b", 5),
        ("mysql", r"^LOCK TABLES\b", 5),
        ("mysql", r"^DELIMITER\s", 5),
        ("mysql", r"\bUNSIGNED\b", 2),
        ("mysql", r"\b(?:TINY|MEDIUM|LONG)(?:TEXT|BLOB)\b", 2),
        ("mysql", r"^\s*(?:UNIQUE\s+|FULLTEXT\s+|SPATIAL\s+)?KEY\s+`", 3),
        # A column declared with a backquoted name: a syntax error in SQL Server and
        # PostgreSQL, however many of their types the script borrows (Chinook's MySQL script
        # declares NVARCHAR columns).
        ("mysql", r"^\s*`\w+`\s+[A-Za-z]", 5),
        ("postgres", r"\bpg_catalog\.", 5),
        ("postgres", r"^SET search_path\b", 5),
        ("postgres", r"\bOWNER TO\b", 5),
        ("postgres", r"\bFROM stdin;", 5),
        ("postgres", r"\$\w*\$", 2),
        ("postgres", r"::\w+", 2),
        ("postgres", r"\b(?:BIG|SMALL)?SERIAL\b", 3),
        ("postgres", r"\b(?:TIMESTAMPTZ|JSONB|BYTEA|INT[248]|FLOAT[48])\b", 3),
        ("postgres", r"\bcharacter varying\b", 3),
        ("postgres", r"\bCREATE (?:EXTENSION|SEQUENCE)\b", 3),
        ("postgres", r"\bCREATE TYPE\s+\S+\s+AS\s+ENUM\b", 5),
        ("postgres", r"\bnextval\(", 3),
        ("postgres", r"\bCOMMENT ON\b", 2),
        ("tsql", r"^\s*GO\s*$", 5),
        ("tsql", r"\[dbo\]", 5),
        ("tsql", r"\bIDENTITY\s*\(\s*\d+\s*,\s*\d+\s*\)", 4),
        ("tsql", r"\bN?VARCHAR\s*\(\s*MAX\s*\)", 4),
        ("tsql", r"\b(?:NVARCHAR|NCHAR|NTEXT|UNIQUEIDENTIFIER|DATETIME2|DATETIMEOFFSET)\b", 3),
        ("tsql", r"^SET (?:ANSI_NULLS|QUOTED_IDENTIFIER|NOCOUNT)\b", 5),
        ("tsql", r"\b(?:NON)?CLUSTERED\b", 3),
        ("tsql", r"\bsp_addextendedproperty\b", 5),
        ("tsql", r"\bON \[PRIMARY\]", 5),
        ("tsql", r"\[\w+\]\s*\(", 2),
        ("sqlite", r"\bAUTOINCREMENT\b", 4),
        ("sqlite", r"^PRAGMA\b", 5),
        ("sqlite", r"\bsqlite_\w+", 5),
        ("sqlite", r"\bWITHOUT ROWID\b", 5),
        ("sqlite", r"^BEGIN TRANSACTION;", 2),
    )
)


class UnknownDialect(ValueError):
    pass


def normalize(dialect: str) -> str:
    """The engine's name for a dialect given by a caller, or UnknownDialect."""
    name = ALIASES.get(dialect.strip().lower())
    if name is None:
        raise UnknownDialect(
            f"Dialecte SQL inconnu : « {dialect} ». Dialectes possibles : MySQL, PostgreSQL, "
            "SQLite, SQL Server.")
    return name


def detect(text: str) -> str:
    """The dialect that `text` is most probably written in."""
    sample = text[:SAMPLE]
    for pattern, dialect in _HEADERS:
        if pattern.search(sample, 0, 4096):
            return dialect
    scores = dict.fromkeys(DIALECTS, 0)
    for dialect, pattern, weight in _MARKS:
        # Counting is capped so one frequent mark (backticks) cannot drown all the others.
        hits = 0
        for _ in pattern.finditer(sample):
            hits += 1
            if hits == 20:
                break
        scores[dialect] += weight * hits
    best = max(DIALECTS, key=lambda d: (scores[d], d == DEFAULT))
    return best if scores[best] > 0 else DEFAULT

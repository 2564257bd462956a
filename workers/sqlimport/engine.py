"""import_sql: a SQL script in, a diagram document out.

Three stages, each reporting progress: "reading" cuts the script into statements and sorts them
(data and session statements are counted and dropped there, unread), "parsing" reads each
schema statement with sqlglot, "building" turns the result into the document. A statement that
cannot be read is reported and the rest goes on; only a script without a single table fails.
"""

from __future__ import annotations

import codecs
import gc
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from document.i18n import gettext_lazy as _
from document.plural import plural

from . import classify as k
from .alter import AlterReader
from .build import build_document
from .dialects import detect, normalize
from .interrupt import reraise
from .model import Schema
from .parse import Unreadable, release_trees
from .preview import OnTable, Preview
from .reader import Reader
from .splitter import split

MAX_SKIPPED = 1000
# Progress is reported at each percent of a stage and, in between, at least this often.
PROGRESS_INTERVAL = 0.25

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class Skipped:
    line: int
    excerpt: str
    reason: str


@dataclass(slots=True)
class ImportResult:
    document: dict
    dialect: str
    skipped: list[Skipped] = field(default_factory=list)
    statements: int = 0  # schema statements read
    ignored: int = 0     # data and session statements passed over unread (INSERT, SET, COPY…)


class NoTablesFound(Exception):
    """The script holds no table that could be imported; the message is read in the language
    the import runs in."""

    def __init__(self, message: str, *, dialect: str = "", skipped: list[Skipped] | None = None):
        super().__init__(str(message))
        self.dialect = dialect
        self.skipped = skipped or []


class Excerpt:
    """A statement's excerpt, cut only when a report asks for it: most statements are never
    reported, and cutting one for each of 35 000 statements cost more than reading some."""

    __slots__ = ("statement",)

    def __init__(self, statement: str):
        self.statement = statement


def excerpt(text: str | Excerpt) -> str:
    if isinstance(text, Excerpt):
        text = excerpt(text.statement)
    return " ".join(text[:240].split())[:80]


class _Reports:
    """Skipped statements, at most MAX_SKIPPED of them (a garbage file could give millions)."""

    def __init__(self) -> None:
        self.items: list[Skipped] = []
        self.dropped = 0
        self.first_dropped_line = 0

    def __call__(self, line: int, text: str | Excerpt, reason: str) -> None:
        if len(self.items) < MAX_SKIPPED:
            # Read now, in the language the import runs in (the reasons are gettext_lazy).
            self.items.append(Skipped(line, excerpt(text), str(reason)))
            return
        if not self.dropped:
            self.first_dropped_line = line
        self.dropped += 1

    def result(self) -> list[Skipped]:
        items = sorted(self.items, key=lambda s: s.line)
        if self.dropped:
            items.append(Skipped(self.first_dropped_line, "", plural(
                self.dropped, _("… et {n} autre instruction non importée."),
                _("… et {n} autres instructions non importées."))))
        return items


class _Progress:
    def __init__(self, callback: Progress | None):
        self.callback = callback
        self.stage = ""
        self.next_done = 0
        self.step = 1
        self.last = time.monotonic()

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.callback is None:
            return
        now = time.monotonic()
        if stage != self.stage:
            self.stage, self.step, self.next_done = stage, max(1, total // 100), 0
        if done >= self.next_done or done >= total or now - self.last >= PROGRESS_INTERVAL:
            self.callback(stage, done, total)
            self.last = now
            self.next_done = done + self.step


@contextmanager
def _fewer_collections() -> Iterator[None]:
    """Collect young garbage less often while importing.

    Every parsed statement leaves a tree of a few thousand objects tied in cycles (each node
    points at its parent); with Python's default thresholds the collector runs in the middle
    of nearly every statement and keeps walking the growing schema, about a fifth of the CPU
    time of a large import. Larger thresholds let it free whole trees at once. The process
    setting is put back afterwards."""
    before = gc.get_threshold()
    gc.set_threshold(50_000, 20, 10)
    try:
        yield
    finally:
        gc.set_threshold(*before)


def import_sql(text: str | bytes, *, dialect: str | None = None,
               progress: Progress | None = None, on_table: OnTable | None = None
               ) -> ImportResult:
    """The diagram document of a SQL script; see the package's docstring for the contract.

    A bytearray is consumed: emptied once decoded, so that a 10 MB script is not held twice, as
    bytes and as text, through the whole import (the worker's peak is at the end)."""
    with _fewer_collections():
        return _import(text, dialect, progress, on_table)


_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))
_NUL = "\x00"
_SURROGATE = re.compile("[\ud800-\udfff]")


def _decoded(data: bytes | bytearray) -> str:
    """UTF-8, or UTF-16 when the file starts with its byte order mark (SQL Server Management
    Studio writes its scripts so); bytes that are not valid become U+FFFD."""
    for bom, codec in _BOMS:
        if data.startswith(bom):
            return data.decode(codec, errors="replace")
    return data.decode("utf-8", errors="replace")


def _storable(text: str) -> str:
    """The script without what PostgreSQL cannot store, which would otherwise reach the
    document (a NUL in a name) or the report (in an excerpt) and fail the import's save: NUL
    characters are dropped (a UTF-16 file read as UTF-8 becomes readable again, after the
    replacement characters of its byte order mark), lone surrogates become U+FFFD."""
    if _NUL in text:
        text = text.replace(_NUL, "").lstrip("\ufffd")
    if _SURROGATE.search(text):
        text = _SURROGATE.sub("\ufffd", text)
    return text


def _import(text: str | bytes, dialect: str | None, progress: Progress | None,
            on_table: OnTable | None) -> ImportResult:
    if isinstance(text, bytearray):
        script, text = text, _decoded(text)
        script.clear()
    elif isinstance(text, bytes):
        text = _decoded(text)
    text = _storable(text.removeprefix("\ufeff"))
    report = _Reports()
    tick = _Progress(progress)
    size = len(text)
    tick("reading", 0, size)
    name = normalize(dialect) if dialect else detect(text)

    schema = Schema()
    reader = Reader(schema, name, report)
    alter = AlterReader(schema, name, report, reader.tables)
    pending: list[tuple[str, str, int] | None] = []
    ignored = 0
    for statement in split(text, name, on_advance=lambda at: tick("reading", at, size)):
        if statement.error:
            report(statement.line, statement.text, statement.error)
            continue
        kind, reason = k.classify(statement.text)
        if kind in k.READ:
            if kind == k.ALTER_TABLE and alter.is_ignorable(statement.text):
                ignored += 1
            else:
                pending.append((kind, statement.text, statement.line))
        elif kind == k.IGNORED:
            ignored += 1
        else:
            report(statement.line, statement.text, reason or _("Instruction ignorée."))
        tick("reading", statement.end, size)
    tick("reading", size, size)
    del text  # the statements to read hold their own text, released as they are read

    total = len(pending)
    tick("parsing", 0, total)
    preview = Preview(sum(1 for p in pending if p[0] == k.CREATE_TABLE), on_table) \
        if on_table else None
    for i, item in enumerate(pending):
        pending[i] = None  # the text is not needed again: let it go
        kind, statement_text, line = item
        tables_before = len(schema.tables)
        try:
            reader.read(kind, statement_text, line, Excerpt(statement_text))
        except Unreadable as error:
            report(line, statement_text, str(error))
        except Exception as error:  # noqa: BLE001 — one statement must never sink the import
            reraise(error)
            report(line, statement_text, _("Instruction illisible (erreur inattendue)."))
        release_trees()
        if preview is not None and kind == k.CREATE_TABLE and len(schema.tables) > tables_before:
            preview.table(next(reversed(schema.tables.values())))
        tick("parsing", i + 1, total)

    if not schema.tables:
        skipped = report.result()
        raise NoTablesFound(
            _("Aucune table n'a pu être importée : le fichier ne contient aucune instruction "
              "CREATE TABLE lisible.") + (plural(len(skipped), _(" {n} instruction n'a pas pu "
                                                              "être lue."),
                                              _(" {n} instructions n'ont pas pu être lues."))
                                       if skipped else ""),
            dialect=name, skipped=skipped)
    document = build_document(schema, report, tick)
    return ImportResult(document, name, report.result(), total, ignored)

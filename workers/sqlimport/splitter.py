"""Cut a SQL script into statements, one at a time, without parsing them.

Parsing a whole 10 MB dump at once with sqlglot costs about 1 GiB, and most of a dump is data we
skip anyway; so the file is cut here first, by a scanner that only knows where statements end:
quoted strings and identifiers, comments, PostgreSQL dollar quotes, MySQL `DELIMITER` and
versioned comments (`/*!40101 … */`, whose content is real SQL), T-SQL `GO` lines, psql
meta-commands and the data block that follows `COPY … FROM stdin`.

The scanner jumps from one interesting character to the next with compiled regular expressions
(a string literal is consumed by one possessive match), so it is linear in the size of the input
and never backtracks; it yields statements one by one, so memory holds one statement at a time.
Comments are dropped from the statement text (newlines kept, so line numbers inside a statement
stay right) and versioned-comment markers are removed, leaving plain SQL for the parser.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from document.i18n import gettext_lazy as _

UNTERMINATED_STRING = _("Chaîne ou identifiant entre guillemets non terminé")
UNTERMINATED_COMMENT = _("Commentaire non terminé")
UNTERMINATED_DOLLAR = _("Bloc entre dollars ($$) non terminé")
UNTERMINATED_COPY = _("Données COPY non terminées (ligne « \\. » absente)")

# How often, in jumps of the scanner, a long statement reports how far it has got.
_TICK = 2048


@dataclass(slots=True)
class Statement:
    line: int               # 1-based line of the statement's first significant character
    text: str               # comments and terminator removed
    error: str | None = None  # the scanner met the end of the input inside a quote or comment
    end: int = 0              # where the scanner stands after it, for progress


# Literals and quoted identifiers, each matched whole by one possessive pattern (no backtracking,
# so an unterminated quote fails in linear time). MySQL lets a backslash escape in both quotes.
_SINGLE_BACKSLASH = re.compile(r"'(?:[^'\\]++|\\.|'')*+'", re.S)
_DOUBLE_BACKSLASH = re.compile(r'"(?:[^"\\]++|\\.|"")*+"', re.S)
_SINGLE = re.compile(r"'(?:[^']++|'')*+'")
_DOUBLE = re.compile(r'"(?:[^"]++|"")*+"')
_BACKTICK = re.compile(r"`(?:[^`]++|``)*+`")
_BRACKET = re.compile(r"\[(?:[^\]]++|\]\])*+\]")
_BLOCK_EDGE = re.compile(r"/\*|\*/")
_DELIMITER = re.compile(r"DELIMITER[ \t]++(\S++)[^\n]*+", re.I)
_COPY_STDIN = re.compile(r"COPY\b.*\bFROM\s++STDIN\b", re.I | re.S)
_COPY_END = re.compile(r"^\\\.[ \t\r]*+$", re.M)
_VERSIONED = re.compile(r"/\*M?!\d{0,6}")
# Statements that hold statements of their own in BEGIN … END (SQLite triggers, PostgreSQL
# BEGIN ATOMIC bodies): a `;` inside does not end them.
_BLOCK_HEAD = {
    "sqlite": re.compile(r"CREATE\s+(?:TEMP\w*\s+)?TRIGGER\b", re.I),
    "postgres": re.compile(r"CREATE\s+(?:OR\s+REPLACE\s+)?(?:FUNCTION|PROCEDURE)\b", re.I),
}
_BLOCK_OPEN = {"sqlite": re.compile(r"\bBEGIN\b", re.I),
               "postgres": re.compile(r"\bBEGIN\s+ATOMIC\b", re.I)}
_ENDS_WITH_END = re.compile(r"\bEND\s*$", re.I)
# T-SQL batches often hold several statements without `;`: a line that starts one of these
# starts a new statement, unless the statement is a routine, trigger, view or control block,
# which runs to the end of its batch.
_TSQL_ROUTINE = re.compile(
    r"(?:(?:CREATE|ALTER)(?:\s+OR\s+ALTER)?\s+(?:PROC|PROCEDURE|FUNCTION|TRIGGER|VIEW)\b"
    r"|IF\b|BEGIN\b|DECLARE\b|WHILE\b)", re.I)
_TSQL_NEW_LINE = (
    r"(?P<line>^[ \t]*+(?=(?:CREATE\s+(?:TABLE|(?:UNIQUE\s+)?(?:(?:NON)?CLUSTERED\s+)?INDEX)"
    r"|ALTER\s+TABLE|INSERT\s+(?:INTO\b|\[)|SET\s+(?:ANSI_|QUOTED_|NOCOUNT|IDENTITY_INSERT)"
    r"|EXEC(?:UTE)?\s)))"
)
_GO = r"(?P<go>^[ \t]*+GO(?:[ \t]++\d++)?[ \t]*+(?:--[^\n]*+)?(?=\r?\n|\Z))"


class _Dialect:
    """What the scanner must know of a dialect."""

    def __init__(self, name: str):
        self.name = name
        self.backslash = name == "mysql"
        self.hash_comments = name == "mysql"
        self.versioned = name == "mysql"
        self.nested_comments = name in ("postgres", "tsql")
        self.dollar = name == "postgres"
        self.brackets = name in ("tsql", "sqlite")
        self.backticks = name in ("mysql", "sqlite")
        self.go = name == "tsql"
        self.single = _SINGLE_BACKSLASH if self.backslash else _SINGLE
        self.double = _DOUBLE_BACKSLASH if self.backslash else _DOUBLE
        # Whitespace and line comments before a statement, in one match: a dump heads each
        # statement with a few lines of comments (pg_dump's `-- Name: …; Type: TABLE`). MySQL
        # needs a space after `--` to start a comment (`5--3` is arithmetic there).
        line_comments = r"--(?=\s|\Z)[^\n]*+|#[^\n]*+" if name == "mysql" else r"--[^\n]*+"
        self.noise = re.compile(rf"(?:\s++|{line_comments})*+")


class _BodyPattern:
    """The next place in a statement's body where the scanner has something to decide.

    Python's regular expressions try every alternative at every position of a search: over a
    10 MB dump that was most of the scanner's time. Every alternative but SQL Server's line
    starts begins with one of a few characters, so the scanner first jumps to the next of those
    (a plain character set, which the engine scans fast) and tries the alternatives there."""

    def __init__(self, dialect: str, delimiter: str, split_lines: bool):
        d = _Dialect(dialect)
        parts = [f"(?P<end>{re.escape(delimiter)})"]
        if d.go:
            parts.append(_GO)
            if split_lines:
                parts.append(_TSQL_NEW_LINE)
        marks = "'\"" + ("`" if d.backticks else "") + ("[" if d.brackets else "")
        parts.append(f"(?P<mark>[{re.escape(marks)}])")
        parts.append(r"(?P<line_comment>--(?=\s|\Z))" if dialect == "mysql"
                     else "(?P<line_comment>--)")
        firsts = delimiter[0] + marks + "-/"
        if d.hash_comments:
            parts.append("(?P<hash>#)")
            firsts += "#"
        parts.append(r"(?P<block>/\*)")
        if d.versioned:
            parts.append(r"(?P<close>\*/)")
            firsts += "*"
        if d.dollar:
            parts.append(r"(?P<dollar>(?<![\w$])\$(?:[^\W\d]\w*+)?\$)")
            firsts += "$"
        self.pattern = re.compile("|".join(parts), re.M | re.I)
        # GO and the T-SQL line starts are found by the whole pattern's own search.
        self.first = None if d.go else re.compile(f"[{re.escape(firsts)}]", re.I)

    def search(self, text: str, pos: int) -> re.Match[str] | None:
        if self.first is None:
            return self.pattern.search(text, pos)
        while True:
            found = self.first.search(text, pos)
            if found is None:
                return None
            m = self.pattern.match(text, found.start())
            if m is not None:
                return m
            pos = found.start() + 1


_body_pattern = lru_cache(maxsize=64)(_BodyPattern)


def split(text: str, dialect: str, *,
          on_advance: Callable[[int], None] | None = None) -> Iterator[Statement]:
    """Statements of `text` in order. `on_advance(position)` is called now and then while a
    long statement is scanned, so a caller can report progress inside a 10 MB INSERT."""
    scanner = _Scanner(text, _Dialect(dialect), on_advance)
    yield from scanner.statements()


class _Scanner:
    def __init__(self, text: str, dialect: _Dialect, on_advance: Callable[[int], None] | None):
        self.text = text
        self.d = dialect
        self.on_advance = on_advance
        self.delimiter = ";"
        self.pos = 0
        self._line_pos = 0
        self._line_no = 1

    def line_at(self, position: int) -> int:
        # Positions asked for only grow, so counting newlines stays linear overall.
        if position > self._line_pos:
            self._line_no += self.text.count("\n", self._line_pos, position)
            self._line_pos = position
        return self._line_no

    def statements(self) -> Iterator[Statement]:
        text, n = self.text, len(self.text)
        while True:
            error = self._skip_noise()
            if error:
                return
            if self.pos >= n:
                return
            start = self.pos
            line = self.line_at(start)
            if self.d.versioned and text[start:start + 9].upper() == "DELIMITER":
                m = _DELIMITER.match(text, start)
                if m:
                    self.delimiter = m.group(1)
                    self.pos = m.end()
                    continue
            if self.d.dollar and text.startswith("\\", start):
                # A psql meta-command (`\connect`, `\restrict`) runs to the end of its line.
                end = text.find("\n", start)
                self.pos = n if end < 0 else end
                yield Statement(line, text[start:self.pos].strip(), end=self.pos)
                continue
            body, error = self._body(start)
            stripped = body.strip()
            if stripped:
                yield Statement(line, stripped, error, self.pos)
            if error:
                return
            if self.d.dollar and _COPY_STDIN.match(stripped):
                data_line = self._skip_copy_data()
                if data_line:
                    yield Statement(data_line, "", UNTERMINATED_COPY, self.pos)
                    return

    def _skip_noise(self) -> bool:
        """Skip whitespace and comments before a statement; True when input ends in a comment."""
        text, n = self.text, len(self.text)
        while self.pos < n:
            self.pos = self.d.noise.match(text, self.pos).end()
            if text.startswith("/*", self.pos) and not self._versioned_sql(self.pos):
                end = self._block_end(self.pos)
                if end < 0:
                    self.pos = n
                    return True
                self.pos = end
            else:
                break
        return False

    def _versioned_sql(self, start: int) -> bool:
        """A MySQL versioned comment holding SQL, not a client command such as MariaDB's
        `/*M!999999\\- enable the sandbox mode */`, which heads its dumps with no `;` after it."""
        if not self.d.versioned or not self.text.startswith(("/*!", "/*M!"), start):
            return False
        return not self.text.startswith("\\", _VERSIONED.match(self.text, start).end())

    def _block_end(self, start: int) -> int:
        """The position after the comment opened at `start`, or -1 when it never closes."""
        text = self.text
        if not self.d.nested_comments:
            end = text.find("*/", start + 2)
            return -1 if end < 0 else end + 2
        depth, pos = 0, start
        while True:
            m = _BLOCK_EDGE.search(text, pos)
            if m is None:
                return -1
            depth += 1 if m.group() == "/*" else -1
            pos = m.end()
            if depth == 0:
                return pos

    def _body(self, start: int) -> tuple[str, str | None]:
        text, n, d = self.text, len(self.text), self.d
        head = text[start:start + 120]
        split_lines = d.go and not _TSQL_ROUTINE.match(head)
        block = _BLOCK_HEAD.get(d.name)
        in_block = bool(block and block.match(head))
        opened, checked = False, start  # BEGIN seen yet, and how far we looked for it
        pattern = _body_pattern(d.name, self.delimiter, split_lines)
        pieces: list[str] = []
        seg = pos = start
        versioned = False
        jumps = 0
        while True:
            jumps += 1
            if self.on_advance is not None and jumps % _TICK == 0:
                self.on_advance(pos)
            m = pattern.search(text, pos)
            if m is None:
                pieces.append(text[seg:n])
                self.pos = n
                return "".join(pieces), None
            kind, p = m.lastgroup, m.start()
            if kind == "end":
                if in_block and not opened:
                    opened = _BLOCK_OPEN[d.name].search(text, checked, p) is not None
                    checked = p
                if opened and not _ENDS_WITH_END.search(text, max(start, p - 40), p):
                    pos = m.end()
                    continue
                pieces.append(text[seg:p])
                self.pos = m.end()
                return "".join(pieces), None
            if kind == "go":
                pieces.append(text[seg:p])
                self.pos = m.end()
                return "".join(pieces), None
            if kind == "line":
                if text[start:p].strip():
                    pieces.append(text[seg:p])
                    self.pos = p
                    return "".join(pieces), None
                pos = m.end() + 1
                continue
            if kind == "mark":
                q = self._quote(p)
                if q < 0:
                    pieces.append(text[seg:n])
                    self.pos = n
                    return "".join(pieces), UNTERMINATED_STRING
                pos = q
            elif kind in ("line_comment", "hash"):
                pieces.append(text[seg:p])
                end = text.find("\n", p)
                pos = seg = n if end < 0 else end
            elif kind == "block":
                if d.versioned and not versioned and text.startswith(("/*!", "/*M!"), p):
                    # MySQL runs the content of a versioned comment: keep it, drop the markers.
                    pieces.append(text[seg:p])
                    versioned = True
                    pos = seg = _VERSIONED.match(text, p).end()
                    continue
                end = self._block_end(p)
                pieces.append(text[seg:p])
                if end < 0:
                    self.pos = n
                    return "".join(pieces), UNTERMINATED_COMMENT
                pieces.append("\n" * text.count("\n", p, end) or " ")
                pos = seg = end
            elif kind == "close":
                if versioned:
                    pieces.append(text[seg:p])
                    versioned = False
                    pos = seg = m.end()
                else:
                    pos = m.end()
            else:  # dollar
                tag = m.group()
                end = text.find(tag, m.end())
                if end < 0:
                    pieces.append(text[seg:n])
                    self.pos = n
                    return "".join(pieces), UNTERMINATED_DOLLAR
                pos = end + len(tag)

    def _quote(self, p: int) -> int:
        """The position after the quoted text opened at `p`, or -1 when it never closes."""
        text, d = self.text, self.d
        ch = text[p]
        if ch == "'":
            pattern = d.single
            if d.dollar and p > 0 and text[p - 1] in "eE" and (
                    p < 2 or not (text[p - 2].isalnum() or text[p - 2] in "_$")):
                pattern = _SINGLE_BACKSLASH  # PostgreSQL E'…' strings take backslash escapes
        elif ch == '"':
            pattern = d.double
        elif ch == "`":
            pattern = _BACKTICK
        else:
            pattern = _BRACKET
        m = pattern.match(text, p)
        return -1 if m is None else m.end()

    def _skip_copy_data(self) -> int:
        """Skip the rows after `COPY … FROM stdin;` up to the `\\.` line. When that line is
        missing, the rows run to the end of the input: the line where they start, else 0."""
        text = self.text
        start = text.find("\n", self.pos)
        if start < 0:
            self.pos = len(text)
            return 0
        m = _COPY_END.search(text, start + 1)
        if m is None:
            line = self.line_at(start) + 1
            self.pos = len(text)
            return line
        self.pos = m.end()
        return 0

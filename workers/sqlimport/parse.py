"""sqlglot, one statement at a time, and what to do when it cannot read one.

A statement sqlglot cannot read whole is cut into smaller pieces it may read: the body of a
CREATE TABLE without the table options after it (`PARTITION BY`, `ON [PRIMARY]`,
`WITHOUT ROWID`), then each column and constraint on its own, and the actions of an ALTER TABLE
one by one. Only the pieces that still fail are reported, so one odd column does not cost the
table.
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import ParseError, TokenError
from sqlglot.tokens import Token, TokenType

from document.i18n import gettext_lazy as _

from .dialects import DIALECTS
from .interrupt import reraise
from .splitter import UNTERMINATED_STRING


class _NoCommandFallbackWarning(logging.Filter):
    # sqlglot logs a warning for each statement it falls back to reading as an opaque Command;
    # the engine reports those statements itself, so the log would only repeat it, thousands
    # of times for a large pg_dump.
    def filter(self, record: logging.LogRecord) -> bool:
        return "Falling back to parsing as a 'Command'" not in record.getMessage()


logging.getLogger("sqlglot").addFilter(_NoCommandFallbackWarning())

class Unreadable(Exception):
    """sqlglot could not read a statement; the message is the French reason shown to users."""


class _Sqlglot:
    """One tokenizer and one parser per dialect, reused: both reset themselves for each
    statement, and building them anew costs as much as reading a short ALTER TABLE."""

    def __init__(self, name: str):
        self.dialect = Dialect.get_or_raise(name)
        self.tokenizer = self.dialect.tokenizer()
        self.parser = self.dialect.parser()


class _ThreadState(threading.local):
    """Per thread: a parser holds the statement it reads, and the embedded mode may run two
    imports at once on two threads (web/core/task_threads.py)."""

    def __init__(self) -> None:
        self.engines: dict[str, _Sqlglot] = {}
        self.trees: list[exp.Expression] = []


_state = _ThreadState()


def _sqlglot(name: str) -> _Sqlglot:
    found = _state.engines.get(name)
    if found is None:
        found = _state.engines[name] = _Sqlglot(name)
    return found


def preload() -> None:
    """Build the tokenizer and parser of every dialect now (a worker as it starts)."""
    for name in DIALECTS:
        _sqlglot(name)


def release_trees() -> None:
    """Let the trees read since the last call go, now.

    Each node of a tree points at its parent, so a tree is a knot of reference cycles that only
    Python's cyclic garbage collector frees: for a 10 MB script, 1.2 million objects that the
    collector walked in a quarter of the import's time. Cut at each parent link once the
    statement has been read (the schema keeps no node), they are freed at once. Called by the
    engine after each statement."""
    trees = _state.trees
    for tree in trees:
        for node in tree.dfs():
            node.parent = None
    trees.clear()


def dialect(name: str) -> Dialect:
    return _sqlglot(name).dialect


def parse_one(text: str, dialect_name: str) -> exp.Expression:
    """The tree of one statement, or Unreadable."""
    engine = _sqlglot(dialect_name)
    try:
        found = engine.tokenizer.tokenize(text)
        if dialect_name == "postgres" and _ARRAY_WORD.search(text):
            standard = _standard_arrays(text, found, engine.parser.TYPE_TOKENS)
            if standard is not text:
                text, found = standard, engine.tokenizer.tokenize(standard)
        trees = [t for t in engine.parser.parse(found, text) if t is not None]
    except ParseError as error:
        raise Unreadable(_reason(error)) from None
    except TokenError:
        raise Unreadable(UNTERMINATED_STRING) from None
    except RecursionError:
        raise Unreadable(_("Instruction trop imbriquée pour être lue.")) from None
    except Exception as error:  # noqa: BLE001 — sqlglot on arbitrary input: never let it crash
        reraise(error)
        raise Unreadable(_("Syntaxe non reconnue.")) from None
    _state.trees.extend(trees)
    if len(trees) != 1:
        raise Unreadable(_("Syntaxe non reconnue."))
    tree = trees[0]
    if isinstance(tree, exp.Command):
        raise Unreadable(_("Syntaxe non prise en charge par l'analyseur SQL."))
    return tree


# Most statements have no ARRAY at all: one search of the text spares the walk over its tokens.
_ARRAY_WORD = re.compile(r"\barray\b", re.I)
_NAMES = {TokenType.VAR, TokenType.IDENTIFIER}
_ARRAY_GOES_ON = {TokenType.L_BRACKET, TokenType.L_PAREN, TokenType.LT}
_LIST_START = {TokenType.COMMA, TokenType.L_PAREN}


def _standard_arrays(text: str, found: list[Token], type_tokens: set) -> str:
    """`integer ARRAY` (the SQL standard's spelling) as `integer[]`, padded so that offsets
    stay: sqlglot reads a bare ARRAY as the start of `ARRAY[3]` and takes the clause after it
    (NOT NULL) for the size, or fails on the comma. `text` itself when it has none."""
    out = text
    for at, token in enumerate(found):
        if token.token_type != TokenType.ARRAY or at == 0:
            continue
        before = found[at - 1].token_type
        after = found[at + 1].token_type if at + 1 < len(found) else None
        # After a type: a type word, `varchar(20)`, a type's name (`mood`, not the column's).
        typed = before in type_tokens or before == TokenType.R_PAREN or (
            before in _NAMES and at > 1 and found[at - 2].token_type not in _LIST_START)
        if after not in _ARRAY_GOES_ON and typed:
            out = out[:token.start] + "[]".ljust(token.end + 1 - token.start) + \
                out[token.end + 1:]
    return out


def _reason(error: ParseError) -> str:
    details = error.errors[0] if error.errors else {}
    near = str(details.get("highlight") or "").strip()
    if near:
        return _("Syntaxe non reconnue près de « {value} ».").format(value=near[:40])
    return _("Syntaxe non reconnue.")


_WRITTEN = re.compile(r"\s*\[?([A-Za-z_][A-Za-z_0-9]*)")


def note_written(nodes: list, source: str) -> None:
    """Remember, on each column definition, its type's first word as written in `source` (the
    text the nodes were read from): sqlglot forgets INTEGER, NUMERIC or BOOL for INT, DECIMAL
    and BOOLEAN, and the diagram has all six."""
    for node in nodes:
        if isinstance(node, exp.ModifyColumn):
            node = node.this
        if not isinstance(node, exp.ColumnDef) or not isinstance(node.this, exp.Identifier):
            continue
        end = node.this.meta.get("end") if node.this.meta else None
        if end is None:
            continue
        m = _WRITTEN.match(source, end + 1)
        if m:
            node.meta["written"] = m.group(1)


def tokens(text: str, dialect_name: str) -> list[Token]:
    try:
        return _sqlglot(dialect_name).tokenizer.tokenize(text)
    except Exception as error:  # noqa: BLE001
        reraise(error)
        raise Unreadable(_("Syntaxe non reconnue.")) from None


class Lines:
    """The line of each offset in a statement starting at `first`; offsets asked in order cost
    one pass over the text in all (counting from the start each time was quadratic in an ALTER
    TABLE of 100 000 actions)."""

    __slots__ = ("text", "first", "at", "line")

    def __init__(self, text: str, first: int):
        self.text, self.first, self.at, self.line = text, first, 0, first

    def __call__(self, offset: int) -> int:
        if offset < self.at:
            return self.first + self.text.count("\n", 0, offset)
        self.line += self.text.count("\n", self.at, offset)
        self.at = offset
        return self.line


@dataclass(slots=True)
class Piece:
    text: str
    offset: int  # where the piece starts in the statement


_OPENING = {TokenType.L_PAREN, TokenType.L_BRACKET}
_CLOSING = {TokenType.R_PAREN, TokenType.R_BRACKET}


def split_top_level(text: str, dialect_name: str, base: int = 0) -> list[Piece]:
    """`text` cut at the commas outside parentheses."""
    pieces: list[Piece] = []
    depth, start = 0, 0
    for token in tokens(text, dialect_name):
        kind = token.token_type
        if kind in _OPENING:  # ARRAY[1, 2] is one default, not two pieces
            depth += 1
        elif kind in _CLOSING:
            depth -= 1
        elif kind == TokenType.COMMA and depth == 0:
            pieces.append(Piece(text[start:token.start], base + start))
            start = token.end + 1
    pieces.append(Piece(text[start:], base + start))
    # Each piece starts at its first word, so its line is that word's line.
    return [Piece(p.text.lstrip(), p.offset + len(p.text) - len(p.text.lstrip()))
            for p in pieces if p.text.strip()]


@dataclass(slots=True)
class TableParts:
    head: str        # `CREATE TABLE name`
    body: str        # between the outer parentheses
    body_offset: int
    tail: str        # table options after the closing parenthesis


def table_parts(text: str, dialect_name: str) -> TableParts | None:
    """A CREATE TABLE cut around its column list, or None when it has none."""
    depth, open_at = 0, -1
    for token in tokens(text, dialect_name):
        kind = token.token_type
        if kind == TokenType.L_PAREN:
            if depth == 0 and open_at < 0:
                open_at = token.start
            depth += 1
        elif kind == TokenType.R_PAREN:
            depth -= 1
            if depth == 0 and open_at >= 0:
                return TableParts(text[:open_at], text[open_at + 1:token.start], open_at + 1,
                                  text[token.end + 1:])
    return None


_TABLE_COMMENT = re.compile(r"\bCOMMENT\s*=?\s*'((?:[^'\\]|\\.|'')*)'", re.I | re.S)


def tail_comment(tail: str) -> str | None:
    """A MySQL table comment found in table options sqlglot could not read."""
    m = _TABLE_COMMENT.search(tail)
    if m is None:
        return None
    return re.sub(r"\\(.)", r"\1", m.group(1).replace("''", "'"))


def parse_table(text: str, dialect_name: str) -> tuple[exp.Create, list[tuple[int, str, str]]]:
    """The CREATE TABLE tree, reading it piece by piece when it cannot be read whole; with the
    pieces that could not be read, or only in part: (offset in the statement, text, French
    reason)."""
    try:
        tree = parse_one(text, dialect_name)
    except Unreadable as first_error:
        failure = first_error
    else:
        if isinstance(tree, exp.Create):
            if isinstance(tree.this, exp.Schema):
                note_written(tree.this.expressions, text)
            return tree, []
        failure = Unreadable(_("Syntaxe non reconnue."))
    parts = table_parts(text, dialect_name)
    if parts is None:
        raise failure
    try:
        source = f"{parts.head}(\n{parts.body}\n)"
        tree = parse_one(source, dialect_name)
        if isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema):
            note_written(tree.this.expressions, source)
            _keep_comment(tree, parts.tail)
            return tree, []
    except Unreadable:
        pass
    try:
        shell = parse_one(f"{parts.head}(_relata_placeholder INT)", dialect_name)
    except Unreadable:
        raise failure from None
    if not isinstance(shell, exp.Create) or not isinstance(shell.this, exp.Schema):
        raise failure
    elements: list[exp.Expression] = []
    failed: list[tuple[int, str, str]] = []
    for piece in split_top_level(parts.body, dialect_name, parts.body_offset):
        node = _parse_element(piece.text, dialect_name)
        if isinstance(node, str):
            failed.append((piece.offset, piece.text.strip(),
                           _("Colonne ou contrainte illisible : {node}").format(node=node)))
            continue
        elements.append(node)
        not_read = node.meta.get("not_read") if node.meta else None
        if not_read:
            failed.append((piece.offset, piece.text.strip(), _not_read_reason(node, not_read)))
    shell.this.set("expressions", elements)
    _keep_comment(shell, parts.tail)
    return shell, failed


def _not_read_reason(node: exp.ColumnDef, not_read: list[str]) -> str:
    parts = " ; ".join(" ".join(part.split()) for part in not_read)
    return (_("Colonne « {name} » importée sans la partie non comprise « {value} ».")
            .format(name=node.name, value=parts[:120]))


def _keep_comment(tree: exp.Create, tail: str) -> None:
    comment = tail_comment(tail)
    if comment is not None:
        tree.set("properties", exp.Properties(expressions=[
            exp.SchemaCommentProperty(this=exp.Literal.string(comment))]))


def _parse_element(text: str, dialect_name: str) -> exp.Expression | str:
    """One column or constraint of a CREATE TABLE, or the French reason it cannot be read.
    A column read without some of its clauses carries them in `meta["not_read"]`."""
    source = f"CREATE TABLE _relata_t (\n{text}\n)"
    try:
        node = _only_element(parse_one(source, dialect_name))
        note_written([node], source)
        return node
    except Unreadable as error:
        reason = str(error)
    if dialect_name == "tsql":
        cleaned = _tsql_clean(text)
        if cleaned != text:
            return _parse_element(cleaned, "tsql")
    node = _tolerant_column(text, dialect_name)
    return node if node is not None else reason


# Words that start a clause of a column definition after its type.
_CLAUSE_START = frozenset({
    "NOT", "NULL", "DEFAULT", "PRIMARY", "UNIQUE", "CONSTRAINT", "REFERENCES", "CHECK",
    "COLLATE", "GENERATED", "AS", "COMMENT", "AUTO_INCREMENT", "AUTOINCREMENT", "IDENTITY",
    "UNSIGNED", "SIGNED", "ZEROFILL", "CHARACTER", "CHARSET", "KEY", "INVISIBLE", "VISIBLE",
    "SPARSE", "ROWGUIDCOL", "COLUMN_FORMAT", "STORAGE", "SRID",
})
# (previous word, word): the word goes on with the clause the previous one started.
_CLAUSE_GOES_ON = frozenset({
    ("NOT", "NULL"), ("PRIMARY", "KEY"), ("UNIQUE", "KEY"), ("DEFAULT", "NULL"),
    ("CHARACTER", "SET"), ("ALWAYS", "AS"), ("DEFAULT", "AS"), ("BY", "DEFAULT"),
    ("NOT", "DEFAULT"),
})
_SIGN = frozenset({"UNSIGNED", "SIGNED", "ZEROFILL"})
_NOT_A_COLUMN = frozenset({
    "CONSTRAINT", "PRIMARY", "UNIQUE", "FOREIGN", "KEY", "INDEX", "CHECK", "FULLTEXT",
    "SPATIAL", "EXCLUDE", "PERIOD", "LIKE", "UNIQUE_KEY",
})


def _tolerant_column(text: str, dialect_name: str) -> exp.ColumnDef | None:
    """A column definition sqlglot cannot read whole, read clause by clause: its name and type,
    then each clause kept when the parser still reads the column with it (`FLOAT UNSIGNED`,
    `GENERATED … VIRTUAL`, SQL Server's `UNIQUE CONSTRAINT [x] DEFAULT (NEWID())`). A column
    the parser cannot read is still a column: the clauses left out are listed in
    `meta["not_read"]`, for the report. None when `text` does not start as a column."""
    try:
        toks = tokens(text, dialect_name)
    except Unreadable:
        return None
    if len(toks) < 1 or toks[0].token_type not in (TokenType.VAR, TokenType.IDENTIFIER) and \
            not toks[0].text.isidentifier():
        return None
    if toks[0].token_type != TokenType.IDENTIFIER and toks[0].text.upper() in _NOT_A_COLUMN:
        return None
    # Cut what follows the name into the type and clauses, at the top level.
    pieces: list[tuple[int, int]] = []  # (start, end) of the type, then of each clause
    depth, start, previous = 0, None, ""
    for token in toks[1:]:
        word = token.text.upper() if token.token_type != TokenType.IDENTIFIER else ""
        if depth == 0 and word in _CLAUSE_START and (previous, word) not in _CLAUSE_GOES_ON \
                and not (previous == "CONSTRAINT" and pieces):
            if start is not None:
                pieces.append((start, token.start))
            elif not pieces:
                pieces.append((token.start, token.start))  # no type: SQLite allows it
            start = token.start
        elif start is None:
            start = token.start
        if token.token_type in _OPENING:
            depth += 1
        elif token.token_type in _CLOSING:
            depth -= 1
        previous = word
    if start is not None:
        pieces.append((start, len(text)))
    if not pieces:
        return None
    name = text[:toks[0].end + 1]
    kind_text = text[pieces[0][0]:pieces[0][1]].strip()
    clauses = [text[a:b].strip() for a, b in pieces[1:]]
    node, kind_text, stand_in = _column_with_type(name, kind_text, dialect_name)
    if node is None:
        return None
    kept: list[str] = []
    not_read: list[str] = []
    unsigned = False
    pending_name = ""  # `CONSTRAINT x`, said before the clause it names
    for clause in clauses:
        words = clause.split()
        head = words[0].upper() if words else ""
        if head == "CONSTRAINT":
            pending_name = clause
            continue
        if head in _SIGN:
            found = _column_source(name, f"{kind_text} {clause}", kept, dialect_name)
            if found is not None:
                node, kind_text = found, f"{kind_text} {clause}"
            elif head != "SIGNED":
                unsigned = unsigned or "UNSIGNED" in clause.upper()
            continue
        tried = [f"{pending_name} {clause}", clause] if pending_name else [clause]
        pending_name = ""
        for candidate in tried:
            found = _column_source(name, kind_text, [*kept, candidate], dialect_name)
            if found is not None:
                node = found
                kept.append(candidate)
                break
        else:
            not_read.append(clause)
    if stand_in is not None:
        node.set("kind", stand_in)
    if unsigned:
        node.meta["unsigned"] = True
    if not_read:
        node.meta["not_read"] = not_read
    return node


def _column_source(name: str, kind_text: str, clauses: list[str],
                   dialect_name: str) -> exp.ColumnDef | None:
    # A key clause last: sqlglot reads `UNIQUE DEFAULT (…)` as a unique key named DEFAULT.
    clauses = sorted(clauses, key=lambda c: c.split()[0].upper() in ("UNIQUE", "PRIMARY"))
    source = f"CREATE TABLE _relata_t (\n{name} {kind_text} {' '.join(clauses)}\n)"
    try:
        node = _only_element(parse_one(source, dialect_name))
    except Unreadable:
        return None
    if not isinstance(node, exp.ColumnDef):
        return None
    note_written([node], source)
    return node


def _column_with_type(name: str, kind_text: str, dialect_name: str
                      ) -> tuple[exp.ColumnDef | None, str, exp.DataType | None]:
    """The column with its type alone, or with a stand-in type (then given too) named as
    written: a type sqlglot does not know (MySQL's POINT, an extension's type, an alias)."""
    node = _column_source(name, kind_text, [], dialect_name)
    if node is not None or not kind_text:
        return node, kind_text, None
    written = kind_text.split("(")[0].split()[0] if kind_text.split() else ""
    node = _column_source(name, "TEXT", [], dialect_name)
    if node is None or not written:
        return None, kind_text, None
    return node, "TEXT", exp.DataType(this=exp.DataType.Type.USERDEFINED,
                                      kind=exp.to_identifier(re.sub(r'["`\[\]]', "", written)))


def _only_element(tree: exp.Expression) -> exp.Expression:
    if not isinstance(tree, exp.Create) or not isinstance(tree.this, exp.Schema) or \
            len(tree.this.expressions) != 1:
        raise Unreadable(_("Syntaxe non reconnue."))
    return tree.this.expressions[0]


_TSQL_NOISE = re.compile(
    r"\b(?:NON)?CLUSTERED\b|\bWITH\s*\((?:[^()]|\([^()]*\))*\)|\bON\s+\[?\w+\]?\s*$"
    r"|\bTEXTIMAGE_ON\s+\S+|\bNOT\s+FOR\s+REPLICATION\b|\bROWGUIDCOL\b|\bSPARSE\b",
    re.I)


def _tsql_clean(text: str) -> str:
    """SQL Server storage clauses the parser stumbles on and the diagram does not need."""
    return _TSQL_NOISE.sub(" ", text)

"""CREATE INDEX, read by sqlglot, or from its tokens when sqlglot does not know the form.

sqlglot reads the PostgreSQL, SQLite and SQL Server forms but not MySQL's own
(`CREATE FULLTEXT INDEX`, `CREATE INDEX i USING HASH ON t`, `(name(10) DESC) USING BTREE`), so
those are read here from the tokens: the grammar of CREATE INDEX is short.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlglot import exp
from sqlglot.tokens import Token, TokenType

from document.i18n import gettext_lazy as _

from .columns import column_names, expressions, name_of, table_name
from .interrupt import reraise
from .parse import Unreadable, parse_one, split_top_level, tokens


@dataclass(slots=True)
class IndexStatement:
    name: str
    schema: str | None
    table: str
    columns: list[tuple[str, str]] = field(default_factory=list)
    kind: str = "INDEX"
    method: str | None = "BTREE"
    expressions: list[str] = field(default_factory=list)  # items that are not columns
    where: str = ""  # a partial index's condition


def read_create_index(text: str, dialect: str) -> IndexStatement:
    try:
        tree = parse_one(text, dialect)
    except Unreadable as error:
        return _from_tokens(text, dialect, error)
    index = tree.this if isinstance(tree, exp.Create) else None
    if not isinstance(index, exp.Index):
        return _from_tokens(text, dialect, Unreadable(_("Syntaxe non reconnue.")))
    params = index.args.get("params")
    schema, table = table_name(index.args.get("table"))
    using = params.args.get("using") if params else None
    kind_text = str(tree.args.get("kind") or "").upper()
    kind = "UNIQUE" if tree.args.get("unique") else "INDEX"
    for special in ("FULLTEXT", "SPATIAL"):
        if special in kind_text:
            kind = special
    items = params.args.get("columns") if params else []
    searched = _text_search_columns(items)
    if searched:
        # PostgreSQL's full-text index, GIN over to_tsvector(…) of columns: the diagram's
        # FULLTEXT index (the SQL export writes it so).
        return IndexStatement(name_of(index.this), schema, table,
                              [(name, "ASC") for name in searched], "FULLTEXT", None)
    where = params.args.get("where") if params else None
    return IndexStatement(name_of(index.this), schema, table, column_names(items),
                          kind, _method(name_of(using) if using else ""),
                          expressions(items, dialect), _condition(where, dialect))


def _condition(where: exp.Expression | None, dialect: str) -> str:
    if where is None:
        return ""
    try:
        return " ".join(where.sql(dialect=dialect).split())
    except Exception as error:  # noqa: BLE001 — only for the report
        reraise(error)
        return "WHERE …"


def _text_search_columns(items: list) -> list[str]:
    """The columns of an index whose one item is to_tsvector(…) over columns, else []."""
    if len(items or []) != 1:
        return []
    item = items[0].this if isinstance(items[0], exp.Ordered) else items[0]
    while isinstance(item, exp.Paren):
        item = item.this
    if not isinstance(item, exp.Anonymous) or str(item.this).lower() != "to_tsvector":
        return []
    names: list[str] = []
    for column in item.find_all(exp.Column, bfs=False):
        if column.name and column.name not in names:
            names.append(column.name)
    return names


def _method(using: str) -> str:
    return "HASH" if using.upper() == "HASH" else "BTREE"


_NAME_TOKENS = (TokenType.VAR, TokenType.IDENTIFIER)


def _from_tokens(text: str, dialect: str, error: Unreadable) -> IndexStatement:
    toks = tokens(text, dialect)
    words = [t.text.upper() if t.token_type != TokenType.IDENTIFIER else "" for t in toks]
    try:
        at = words.index("INDEX")
    except ValueError:
        raise error from None
    kind = "INDEX"
    for word in words[:at]:
        if word in ("UNIQUE", "FULLTEXT", "SPATIAL"):
            kind = word
    i = at + 1
    while i < len(toks) and words[i] in ("CONCURRENTLY", "IF", "NOT", "EXISTS"):
        i += 1
    name_parts, i = _qualified(toks, i)
    method = "BTREE"
    if i < len(toks) and words[i] == "USING":
        method, i = _method(toks[i + 1].text if i + 1 < len(toks) else ""), i + 2
    if i >= len(toks) or words[i] != "ON":
        raise error
    i += 1
    if i < len(toks) and words[i] == "ONLY":
        i += 1
    table_parts, i = _qualified(toks, i)
    if i < len(toks) and words[i] == "USING":
        method, i = _method(toks[i + 1].text if i + 1 < len(toks) else ""), i + 2
    if not table_parts or i >= len(toks) or toks[i].token_type != TokenType.L_PAREN:
        raise error
    opened = toks[i].end + 1
    columns, i = _columns(toks, i)
    closed = toks[i - 1].start if i - 1 < len(toks) else len(text)
    found = [" ".join(piece.text.split()) for piece in
             split_top_level(text[opened:closed], dialect) if not _PLAIN_ITEM.match(piece.text)]
    if i < len(toks) and words[i] == "USING" and i + 1 < len(toks):
        method = _method(toks[i + 1].text)
    return IndexStatement(name_parts[-1] if name_parts else "",
                          table_parts[-2] if len(table_parts) > 1 else None, table_parts[-1],
                          columns, kind, method, found)


# One column of an index as MySQL and the others write it: a name, a prefix length, a
# collation, an order.
_PLAIN_ITEM = re.compile(
    r"\s*(?:`[^`]+`|\"[^\"]+\"|\[[^\]]+\]|[\w$#@]+)(?:\s*\(\s*\d+\s*\))?"
    r"(?:\s+COLLATE\s+\S+)?(?:\s+\w+_ops)?(?:\s+(?:ASC|DESC))?(?:\s+NULLS\s+(?:FIRST|LAST))?\s*$",
    re.I)


def _qualified(toks: list[Token], i: int) -> tuple[list[str], int]:
    """The parts of a dotted name starting at token i, and the index after it."""
    parts: list[str] = []
    while i < len(toks):
        token = toks[i]
        if token.token_type in (TokenType.L_PAREN, TokenType.R_PAREN, TokenType.COMMA) or (
                token.token_type != TokenType.IDENTIFIER and token.text.upper() in ("ON", "USING")):
            break
        parts.append(token.text)
        i += 1
        if i < len(toks) and toks[i].token_type == TokenType.DOT:
            i += 1
            continue
        break
    return parts, i


def _columns(toks: list[Token], i: int) -> tuple[list[tuple[str, str]], int]:
    """The (name, order) items of the parenthesised list starting at token i."""
    columns: list[tuple[str, str]] = []
    depth, item_name, order = 0, "", "ASC"
    while i < len(toks):
        token = toks[i]
        kind = token.token_type
        if kind == TokenType.L_PAREN:
            depth += 1
        elif kind == TokenType.R_PAREN:
            depth -= 1
            if depth == 0:
                if item_name:
                    columns.append((item_name, order))
                return columns, i + 1
        elif kind == TokenType.COMMA and depth == 1:
            if item_name:
                columns.append((item_name, order))
            item_name, order = "", "ASC"
        elif kind == TokenType.DESC and depth == 1:
            order = "DESC"
        elif not item_name and (kind in _NAME_TOKENS or token.text.isidentifier()):
            following = toks[i + 1].token_type if i + 1 < len(toks) else None
            after = toks[i + 2].token_type if i + 2 < len(toks) else None
            # `lower(name)`: a function's name is not the column, its argument is; but MySQL's
            # `name(10)` is the column with a prefix length.
            if following != TokenType.L_PAREN or depth > 1 or after == TokenType.NUMBER:
                item_name = token.text
        i += 1
    return columns, i

"""An array column's default as PostgreSQL's literal text: `'{}'::text[]`, `ARRAY[]::text[]`
and `'{}'` are all `'{}'`, `ARRAY['a', 'b c']` is `'{a,"b c"}'`.

One spelling whichever way the script wrote it, quoted so that the editor and the exports read
it as a literal, not as an expression: PostgreSQL casts it to the column's array type, and the
other engines, which store an array as JSON, can turn it into theirs.
"""

from __future__ import annotations

import re

from sqlglot import exp

# An element is written between double quotes when PostgreSQL would not read it back bare.
_NEEDS_QUOTES = re.compile(r'[{},"\\\s]')


def array_literal(node: exp.Expression) -> str | None:
    """The default `node` of an array column as `'{…}'`, or None when it is no array value
    (a function call, an array holding expressions): the caller keeps it as SQL."""
    node = _bare(node)
    if isinstance(node, exp.Literal) and node.is_string:
        return _quoted(str(node.this))
    if isinstance(node, exp.Array):
        text = _braces(node)
        return _quoted(text) if text is not None else None
    return None


def _bare(node: exp.Expression) -> exp.Expression:
    while isinstance(node, exp.Cast | exp.Paren):
        node = node.this
    return node


def _braces(node: exp.Array) -> str | None:
    items = []
    for item in node.expressions:
        text = _element(_bare(item))
        if text is None:
            return None
        items.append(text)
    return "{" + ",".join(items) + "}"


def _element(node: exp.Expression) -> str | None:
    if isinstance(node, exp.Array):  # ARRAY[ARRAY[1, 2], ARRAY[3, 4]]: {{1,2},{3,4}}
        return _braces(node)
    if isinstance(node, exp.Null):
        return "NULL"
    if isinstance(node, exp.Boolean):
        return "true" if node.this else "false"
    if isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and \
            not node.this.is_string:
        return f"-{node.this.this}"
    if not isinstance(node, exp.Literal):
        return None
    text = str(node.this)
    if not node.is_string:
        return text
    if text == "" or text.upper() == "NULL" or _NEEDS_QUOTES.search(text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return text


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"

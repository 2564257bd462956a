"""Array types and array values, for normalise.py.

Types: PostgreSQL's catalog says `text[]`, `character varying(20)[]`, `integer[]` whatever the
script wrote (`int[][]`, `int[3]`, `integer ARRAY`); information_schema says `_text`, `_int4`.
`array_element` gives the element's spelling, to be canonicalised like any other type.

Values: one default, several spellings. PostgreSQL reports `DEFAULT '{a,b}'` as
`'{a,b}'::text[]` and `DEFAULT ARRAY['a','b']` as `ARRAY['a'::text, 'b'::text]`; the import keeps
`'{a,b}'`. `canonical_array` reads either (casts and the outer quotes already gone) and writes
the elements back one way: bare when PostgreSQL reads them back bare, else double-quoted.
"""

from __future__ import annotations

import re

_MARK = re.compile(r"(?:\s*\[\s*\d*\s*\])+$|\s+array(?:\s*\[\s*\d*\s*\])?$", re.I)
_INTERNAL = re.compile(r"_([a-z][a-z0-9]*)")  # _text, _int4: PostgreSQL's own array names


def array_element(spelling: str, dialect: str, known: set[str]) -> str | None:
    """The element type's spelling when `spelling` is an array type, else None. `known`: the
    built-in names an `_name` may stand for (a user type may start with `_` too)."""
    text = spelling.strip()
    marked = _MARK.search(text)
    if marked and marked.start() > 0:
        return text[:marked.start()]
    internal = _INTERNAL.fullmatch(text.lower()) if dialect == "postgres" else None
    if internal and internal.group(1) in known:
        return internal.group(1)
    return None


_NEEDS_QUOTES = re.compile(r'[{},"\\\s]')
_TOKEN = re.compile(r"""\s*(?:(?P<open>ARRAY\s*\[)|(?P<close>\])|(?P<comma>,)
                    |'(?P<string>(?:[^']|'')*)'(?:::[a-z_ ]+(?:\(\d+(?:,\s*\d+)?\))?)?
                    |(?P<bare>[-+]?[\w.]+)(?:::[a-z_ ]+)?)""", re.I | re.X)


def canonical_array(text: str) -> str | None:
    """`{a,"b c"}` for `{a,"b c"}`, `{"a","b c"}` or `ARRAY['a', 'b c']`; None when `text`
    is neither an array literal nor an ARRAY[…] of constants."""
    text = text.strip()
    if text.startswith("{"):
        parsed = _literal(text)
    elif text.upper().startswith("ARRAY"):
        parsed = _constructor(text)
    else:
        return None
    return _write(parsed) if parsed is not None else None


def _write(value) -> str:
    if isinstance(value, list):
        return "{" + ",".join(_write(item) for item in value) + "}"
    if value is None:
        return "NULL"
    if value == "" or value.upper() == "NULL" or _NEEDS_QUOTES.search(value):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return value


def _literal(text: str):
    """PostgreSQL's array input syntax, nested lists of str (None for NULL)."""
    stack: list[list] = []
    at, result = 0, None
    while at < len(text):
        char = text[at]
        if char == "{":
            stack.append([])
            at += 1
        elif char == "}" and stack:
            done = stack.pop()
            if stack:
                stack[-1].append(done)
            else:
                result = done
            at += 1
        elif char in ", \t\n" and stack:
            at += 1
        elif char == '"' and stack:
            at, item = _quoted_item(text, at + 1)
            if at < 0:
                return None
            stack[-1].append(item)
        elif stack:
            end = at
            while end < len(text) and text[end] not in ',{}"':
                end += 1
            item = text[at:end].strip()
            stack[-1].append(None if item.upper() == "NULL" else item)
            at = end
        else:
            return None
        if result is not None:
            return result if not text[at:].strip() else None
    return None


def _quoted_item(text: str, at: int) -> tuple[int, str]:
    out = []
    while at < len(text):
        char = text[at]
        if char == "\\" and at + 1 < len(text):
            out.append(text[at + 1])
            at += 2
        elif char == '"':
            return at + 1, "".join(out)
        else:
            out.append(char)
            at += 1
    return -1, ""


def _constructor(text: str):
    """ARRAY[…] of quoted strings, numbers, NULL, booleans and ARRAY[…], casts allowed."""
    stack: list[list] = []
    at, result = 0, None
    while at < len(text):
        found = _TOKEN.match(text, at)
        if found is None or found.end() == at:
            return None
        at = found.end()
        if found["open"]:
            stack.append([])
        elif found["close"] and stack:
            done = stack.pop()
            if stack:
                stack[-1].append(done)
            else:
                result = done
                break
        elif found["comma"] and stack:
            continue
        elif found["string"] is not None and stack:
            stack[-1].append(found["string"].replace("''", "'"))
        elif found["bare"] and stack:
            word = found["bare"]
            stack[-1].append(None if word.upper() == "NULL" else word.lower()
                             if word.lower() in ("true", "false") else word)
        else:
            return None
    return result if result is not None and not text[at:].strip() else None

"""Reading a large JSON body from a stream, without the whole body in memory as bytes or text.

A 10 000-table document is ~70 MB of JSON. `json.loads(request.body)` holds the body as bytes,
then as a str, then the parsed values, at once (~300 MB resident for that document); orjson
reserves a parse buffer of many times the body (~480 MB). Here the text is decoded a chunk at a
time: the outer containers (the body, the document, its lists of tables and relations) are
walked, and each value below them, a table or a relation, is decoded whole by the json module's
own `raw_decode` from the chunk that holds it. So only one chunk and one table at a time exist
as text beside the parsed result.

The result is the json module's, value for value (NaN, big integers, lone surrogates, duplicate
keys: the last one wins), and a body it refuses is refused here too (`json.JSONDecodeError`).
"""

from __future__ import annotations

import codecs
import json
import re
from collections.abc import Callable

CHUNK = 256 * 1024
# Containers at depths 0–2 (body, document, list of tables) are walked here; deeper values are
# decoded whole by the json module (a table, a relation).
WALKED_DEPTH = 3
_WHITESPACE = " \t\n\r"
_NUL_ESCAPE = "\\u0000"
_SCALAR_END = re.compile(r"[\s,\]}]")
_decoder = json.JSONDecoder()


class _Text:
    """The decoded text of a binary stream, read on demand, with a position in it."""

    def __init__(self, read: Callable[[int], bytes], chunk: int):
        self._read = read
        self._chunk = chunk
        self._decoder = None
        self.buffer = ""
        self.pos = 0
        self.eof = False
        self.holds_nul_escape = False

    def more(self) -> bool:
        """Append the next chunk's text, dropping what was consumed; False at the end."""
        if self.eof:
            return False
        data = self._read(self._chunk)
        if self._decoder is None:
            # As json.loads(bytes): UTF-8, -16 or -32, told by the first bytes (a BOM or NULs).
            while data and len(data) < 4 and (extra := self._read(self._chunk)):
                data += extra
            self._decoder = codecs.getincrementaldecoder(json.detect_encoding(data))()
        text = self._decoder.decode(data, final=not data)
        # Across the chunk boundary: the last characters before it, and the new text.
        if _NUL_ESCAPE in self.buffer[1 - len(_NUL_ESCAPE):] + text:
            self.holds_nul_escape = True
        self.buffer, self.pos = self.buffer[self.pos:] + text, 0
        self.eof = not data
        return True

    def peek(self) -> str:
        """The next character that is not whitespace ('' at the end), not consumed."""
        while True:
            buffer, pos = self.buffer, self.pos
            while pos < len(buffer) and buffer[pos] in _WHITESPACE:
                pos += 1
            self.pos = pos
            if pos < len(buffer):
                return buffer[pos]
            if not self.more():
                return ""

    def take(self, expected: str) -> str:
        char = self.peek()
        if char == "" or char not in expected:
            raise json.JSONDecodeError(f"Expecting one of {expected!r}", self.buffer, self.pos)
        self.pos += 1
        return char

    def value(self):
        """One whole JSON value from here, by the json module."""
        if self.peek() not in ('"', "{", "["):
            # A number or a literal ends at a delimiter: one cut short may read as a shorter
            # valid one ("1.5" cut to "1."), so its end must be in the buffer first.
            while _SCALAR_END.search(self.buffer, self.pos) is None and self.more():
                pass
        while True:
            try:
                value, end = _decoder.raw_decode(self.buffer, self.pos)
            except json.JSONDecodeError as exc:
                # Cut off by the chunk's end (it fails there, or, for a string, where it
                # starts): read on. Elsewhere the text is invalid, whatever follows.
                cut = exc.pos >= len(self.buffer) - 16 or exc.msg.startswith("Unterminated")
                if cut and self.more():
                    continue
                raise
            self.pos = end
            return value


def _walk(text: _Text, depth: int):
    char = text.peek()
    if depth >= WALKED_DEPTH or char not in ("{", "["):
        return text.value()
    text.pos += 1
    if char == "{":
        members: dict = {}
        if text.peek() == "}":
            text.pos += 1
            return members
        while True:
            if text.peek() != '"':
                raise json.JSONDecodeError("Expecting property name enclosed in double quotes",
                                           text.buffer, text.pos)
            key = text.value()
            text.take(":")
            members[key] = _walk(text, depth + 1)
            if text.take(",}") == "}":
                return members
    items: list = []
    if text.peek() == "]":
        text.pos += 1
        return items
    while True:
        items.append(_walk(text, depth + 1))
        if text.take(",]") == "]":
            return items


def load(read: Callable[[int], bytes], *, chunk: int = CHUNK) -> tuple[object, bool]:
    """The JSON value of the stream `read` gives (`read(n)` returns up to n bytes, b"" at the
    end), and whether its text holds the escape of the NUL character (web/core/parser.py)."""
    text = _Text(read, chunk)
    value = _walk(text, 0)
    if text.peek() != "":
        raise json.JSONDecodeError("Extra data", text.buffer, text.pos)
    return value, text.holds_nul_escape

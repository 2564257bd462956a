"""Checks on the one-line names people give things (diagrams, teams, folders)."""

from __future__ import annotations

import re
import unicodedata

# Control characters (newlines and tabs included) and the Unicode line and paragraph separators:
# a name is one line, and it travels into email subjects and page titles.
_BREAKING = {"Cc", "Zl", "Zp"}
_SPACES = re.compile(r"\s+")


def has_control_characters(text: str) -> bool:
    return any(unicodedata.category(character) in _BREAKING for character in text)


def one_line(text: str) -> str:
    """`text` with every run of whitespace, line breaks included, as one space; other control
    characters dropped. For what must stay on one line, whatever was stored: an email subject."""
    text = "".join(c for c in _SPACES.sub(" ", text) if unicodedata.category(c) not in _BREAKING)
    return text.strip()

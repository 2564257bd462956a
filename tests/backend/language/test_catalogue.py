"""The English catalogue is complete and its compiled form is the one committed.

locale/en/LC_MESSAGES/django.po is written by `manage.py makemessages -l en` (see its header) and
compiled by `manage.py compilemessages`; the .mo is committed so a fresh machine needs no gettext.
These checks need no gettext either: the .po is read here, the .mo with the standard library."""

from __future__ import annotations

import ast
import gettext
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PO = ROOT / "locale" / "en" / "LC_MESSAGES" / "django.po"
MO = PO.with_suffix(".mo")
SOURCES = ("web", "document", "workers", "storage")
MARKERS = {"_", "gettext", "gettext_lazy"}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _unquote(line: str) -> str:
    return ast.literal_eval(line)


def po_entries() -> list[dict]:
    """Every entry of the .po: msgid, msgstr, flags, obsolete (header left out)."""
    entries, entry, field = [], None, None
    for raw in PO.read_text(encoding="utf-8").splitlines() + [""]:
        line = raw.strip()
        if not line:
            if entry is not None and entry["msgid"]:
                entries.append(entry)
            entry, field = None, None
            continue
        entry = entry or {"msgid": "", "msgstr": "", "flags": set(), "obsolete": False}
        if line.startswith("#~"):
            entry["obsolete"] = True
        elif line.startswith("#,"):
            entry["flags"] |= {flag.strip() for flag in line[2:].split(",")}
        elif line.startswith("#"):
            continue
        elif line.startswith(("msgid ", "msgstr ")):
            field, _, rest = line.partition(" ")
            entry[field] = _unquote(rest)
        elif line.startswith('"') and field:
            entry[field] += _unquote(line)
        else:
            entry.setdefault("unknown", []).append(line)
    return entries


def marked_in_sources() -> set[str]:
    """The French texts the code hands to gettext: calls of _, gettext or gettext_lazy on a
    literal (implicit concatenations included) in the product's packages."""
    found = set()
    for package in SOURCES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in MARKERS and node.args
                        and isinstance(node.args[0], ast.Constant)
                        and isinstance(node.args[0].value, str)):
                    found.add(node.args[0].value)
    return found


@pytest.fixture(scope="module")
def entries() -> list[dict]:
    return po_entries()


def test_every_entry_is_translated_and_final(entries):
    assert len(entries) > 250
    for entry in entries:
        assert "unknown" not in entry, entry
        assert not entry["obsolete"], entry["msgid"]
        assert "fuzzy" not in entry["flags"], entry["msgid"]
        assert entry["msgstr"].strip(), f"no English for {entry['msgid']!r}"


def test_the_english_keeps_the_placeholders(entries):
    for entry in entries:
        assert sorted(PLACEHOLDER.findall(entry["msgid"])) == sorted(
            PLACEHOLDER.findall(entry["msgstr"])), entry


def test_the_committed_mo_is_the_compiled_po(entries):
    with MO.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for entry in entries:
        assert compiled.gettext(entry["msgid"]) == entry["msgstr"], entry["msgid"]
    in_mo = {key for key in compiled._catalog if key}
    assert in_mo == {entry["msgid"] for entry in entries}


def test_every_message_the_code_marks_is_in_the_catalogue(entries):
    missing = marked_in_sources() - {entry["msgid"] for entry in entries}
    assert not missing, "run `manage.py makemessages -l en` (see locale/README.md): " + repr(
        sorted(missing))

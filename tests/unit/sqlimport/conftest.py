"""Helpers for the SQL import engine's tests: pure, no database (the backend suite's autouse
fixtures ask for one, so these tests live apart in tests/unit)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from document.shape import validate_document
from workers.sqlimport import ImportResult, import_sql

FIXTURES = Path(__file__).parent / "fixtures"


def run(sql: str, **options) -> ImportResult:
    """import_sql, checking that the document is one validate_document accepts unchanged."""
    result = import_sql(sql, **options)
    # A copy: validate_document normalises the lists it is given in place.
    assert validate_document(copy.deepcopy(result.document)) == result.document
    return result


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def table(result: ImportResult, name: str) -> dict:
    return next(t for t in result.document["tables"] if t["name"] == name)


def column(result: ImportResult, table_name: str, name: str) -> dict:
    return next(a for a in table(result, table_name)["attributes"] if a["name"] == name)


def relations(result: ImportResult, from_table: str, to_table: str) -> list[dict]:
    ids = {t["name"]: t["id"] for t in result.document["tables"]}
    return [r for r in result.document["relations"]
            if r["fromTableId"] == ids[from_table] and r["toTableId"] == ids[to_table]]


def index(result: ImportResult, table_name: str, name: str) -> dict:
    return next(i for i in table(result, table_name)["indexes"] if i["name"] == name)


def index_columns(result: ImportResult, table_name: str, name: str) -> list[tuple[str, str]]:
    names = {a["id"]: a["name"] for a in table(result, table_name)["attributes"]}
    return [(names[c["attributeId"]], c["order"])
            for c in index(result, table_name, name)["attributes"]]


@pytest.fixture
def progress_events():
    events: list[tuple[str, int, int]] = []

    def record(stage: str, done: int, total: int) -> None:
        events.append((stage, done, total))

    record.events = events
    return record

"""The SQLite export runs for real (Python's sqlite3): every table is created, foreign keys are
enforced and the cycle's keys work once both rows exist."""

from __future__ import annotations

import sqlite3

import pytest


@pytest.mark.parametrize("fixture", ["shop", "chain"])
def test_the_sqlite_script_runs(fixture, exported):
    db = sqlite3.connect(":memory:")
    db.executescript((exported[fixture] / "sqlite.sql").read_text())
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert len(tables - {"sqlite_sequence"}) == (11 if fixture == "shop" else 36)
    assert db.execute("PRAGMA foreign_key_check").fetchall() == []


def test_sqlite_enforces_the_exported_keys(exported):
    db = sqlite3.connect(":memory:")
    db.executescript((exported["shop"] / "sqlite.sql").read_text())
    db.execute("INSERT INTO users (email, is_admin) VALUES ('a@example.com', 0)")
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO \"order\" (id, user_id) VALUES ('o1', 999)")
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("INSERT INTO users (email, is_admin, status) VALUES ('b@example.com', 0, 'x')")
    db.execute("INSERT INTO \"order\" (id, user_id) VALUES ('o1', 1)")
    db.execute("INSERT INTO departments (title) VALUES ('R&D')")
    db.execute("INSERT INTO employees (name, department_id) VALUES ('Ada', 1)")
    db.execute("UPDATE departments SET head_id = 1")
    db.execute("DELETE FROM employees")
    assert db.execute("SELECT head_id FROM departments").fetchone() == (None,)

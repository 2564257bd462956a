"""A composite foreign key (issue 13 item 4: `FOREIGN KEY (a, b) REFERENCES p (a, b)`) through
every export, for real: each SQL script loads into PostgreSQL, MariaDB (strict) and SQLite with ONE
key over both columns, typed like the columns they reference, that refuses a pair p lacks even
when each value alone exists; the Django project, which keeps the columns as plain fields,
migrates and has nothing left to migrate; every PHP file of the Laravel archives passes php -l.
The same document, spelled out, is in frontend/src/editor/export/composite.test.ts."""

from __future__ import annotations

import re
import shutil
import sqlite3
import subprocess
import zipfile
from pathlib import Path

import psycopg
import pymysql
import pytest

from tests.services import in_ci
from tests.unit.django42 import manage

from .fixtures import composite
from .loading import ENGINE_NAMES, SCRIPT, export, load

REFUSED = (psycopg.IntegrityError, pymysql.IntegrityError, sqlite3.IntegrityError)


@pytest.fixture(scope="module", params=[False, True], ids=["in-key-order", "pairs-swapped"])
def composite_export(request, export_cli, tmp_path_factory) -> Path:
    return export(export_cli, tmp_path_factory.mktemp("composite"), composite(request.param))


def foreign_keys(engine_name: str, catalog: dict, table: str) -> list[tuple]:
    """(columns, referenced table, referenced columns) of each key `table` holds, as the engine's
    own catalog (tests/unit/migrations_sql/catalogs.py) describes it."""
    info = catalog["tables"][table]
    if engine_name == "postgres":
        found = []
        for key, definition in info.get("constraints", {}).items():
            if key.startswith("f:"):
                match = re.match(r"FOREIGN KEY \((.*?)\) REFERENCES (\w+)\((.*?)\)", definition)
                found.append((tuple(match[1].split(", ")), match[2], tuple(match[3].split(", "))))
        return found
    if engine_name == "mariadb":
        keys = info.get("foreign keys", {}).values()
        return [(columns, ref, refs) for columns, ref, refs, *_ in keys]
    return [(tuple(part[1] for part in parts), parts[0][0], tuple(part[2] for part in parts))
            for parts in info["foreign keys"]]


@pytest.mark.parametrize("name", ENGINE_NAMES)
def test_each_engine_holds_one_key_over_both_columns(name, composite_export, engines):
    engine = load(engines, name, (composite_export / SCRIPT[name]).read_text())
    assert foreign_keys(name, engine.catalog(), "c") == [(("a", "b"), "p", ("a", "b"))]
    engine.insert("p", {"a": 1, "b": "x"})
    engine.insert("p", {"a": 2, "b": "y"})
    engine.insert("c", {"a": 1, "b": "x"})
    # 1 and 'y' both exist in p, but not together: only a key over both columns refuses it.
    with pytest.raises(REFUSED):
        engine.insert("c", {"a": 1, "b": "y"})


@pytest.mark.parametrize("name", ENGINE_NAMES)
def test_the_child_columns_take_the_referenced_types_and_the_key_cascades(name, composite_export,
                                                                           engines):
    engine = load(engines, name, (composite_export / SCRIPT[name]).read_text())
    columns = engine.catalog()["tables"]["c"]["columns"]
    parent = engine.catalog()["tables"]["p"]["columns"]
    assert [columns[c]["type"] for c in ("a", "b")] == [parent[c]["type"] for c in ("a", "b")]
    engine.insert("p", {"a": 1, "b": "x"})
    engine.insert("c", {"a": 1, "b": "x"})
    engine.run("DELETE FROM p;")
    assert engine.select("c", ["a"]) == []


def test_the_django_project_keeps_plain_columns_and_migrates(composite_export, django42,
                                                              tmp_path):
    with zipfile.ZipFile(composite_export / "django.zip") as archive:
        archive.extractall(tmp_path)
    models = (tmp_path / "diagram" / "models.py").read_text()
    assert "ForeignKey" not in models
    assert "clé étrangère composite" in (tmp_path / "README.md").read_text()
    manage(django42, tmp_path, "makemigrations", "diagram")
    manage(django42, tmp_path, "migrate", "--noinput")
    assert "No changes detected" in manage(django42, tmp_path, "makemigrations", "--check",
                                           "--dry-run")
    script = """
from diagram.models import C, P
P.objects.create(a=1, b="x")
C.objects.create(a=1, b="x", note="n")
assert C.objects.get().b == "x"
print("rows ok")
"""
    assert "rows ok" in manage(django42, tmp_path, "shell", "-c", script)


@pytest.mark.parametrize("archive", ["laravel.zip", "laravel-fk.zip"])
def test_the_laravel_files_pass_php_lint(archive, composite_export, tmp_path):
    php = shutil.which("php")
    if not php:
        message = "php is not installed: run make php (apt-get install php-cli)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    with zipfile.ZipFile(composite_export / archive) as zipped:
        zipped.extractall(tmp_path)
    text = "".join(path.read_text() for path in (tmp_path / "database").rglob("*.php"))
    assert "$table->foreign(['a', 'b'], 'fk_c_a_b')->references(['a', 'b'])->on('p')" in text
    for path in sorted(tmp_path.rglob("*.php")):
        done = subprocess.run([php, "-l", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, f"{path.relative_to(tmp_path)}: {done.stdout}{done.stderr}"

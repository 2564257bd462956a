"""The Django migration between two diagram versions works on a real database (issue 12), for
every version pair of pairs.py, with Django 4.2 (spec 001 §9):
1. version A's Django project: `makemigrations diagram` (0001_initial), `migrate`, rows in every
   table;
2. version B's models.py and admin.py in their place and the generated 0002 migration beside
   0001: `migrate` passes and `makemigrations --check --dry-run diagram` finds no changes;
3. the database then has the catalog of one made from B's project directly (tables, columns with
   their type and NOT NULL, indexes, foreign keys);
4. the values of every column kept or renamed (same attribute id) and the links of every kept
   many-to-many survived.
The Django virtualenv comes from tests/unit/django42.py (built once, reused)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.unit.django42 import project_env

from .pairs import CHANGES
from .sqlite_db import catalog, db_names, fill, rows, table_names
from .survival import assert_rows_survived

# What the generated file must say about each pair's risky steps (French, as the user reads it).
FLAGS = {
    "models_added_and_removed": [
        "ATTENTION : destructif — suppression du modèle « Loan »",
        "suppression du champ « category » de « Book » (colonne « category_id », données perdues :"
        " la table qu'elle référençait disparaît)",
    ],
    "fields_added_removed_renamed": [
        "ATTENTION : destructif — suppression du champ « bio » de « Author »",
        "« awards » de « Author » est obligatoire (NOT NULL) sans valeur par défaut",
    ],
    "types_widen_narrow": ["longueur réduite (200 → 80)", "texte limité à 500 caractères",
                           "longueur réduite (40 → 10)"],
    "nullability_defaults_unique": ["« email » de « Author » devient obligatoire (NOT NULL)",
                                    "« label » de « Genre » devient unique"],
    "foreign_keys": ["« editor » de « Book » référence désormais « Author »"],
    "many_to_many": ["suppression de la relation plusieurs-à-plusieurs « genres » de « Book »"],
    "self_reference": ["suppression du champ « parent » de « Category »"],
    "layout_and_seeds_only": ["# Aucune modification", "operations = []"],
}

# Columns the migration drops and adds again, flagged (their values pointed to a dropped table).
LOST = {"models_added_and_removed": {("books", "category_id")}}

RUNNER = """import json, os, re, sys
settings = re.search(r'"(\\w+)\\.settings"', open("manage.py").read()).group(1)
os.environ["DJANGO_SETTINGS_MODULE"] = f"{settings}.settings"
import django
django.setup()
from django.core.management import call_command
for command in json.loads(sys.argv[1]):
    call_command(*command)
"""


def run_django(python: Path, project: Path, *commands: list[str]) -> str:
    """Several management commands in one Python process (Django starts once)."""
    (project / "relata_run.py").write_text(RUNNER)
    done = subprocess.run([str(python), "relata_run.py", json.dumps(commands)], cwd=project,
                          capture_output=True, text=True, timeout=300, env=project_env())
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{commands} failed:\n{output}"
    assert "WARNING" not in output, output
    return output


def unzip(archive: Path, to: Path) -> Path:
    with zipfile.ZipFile(archive) as zipped:
        zipped.extractall(to)
    return to


@pytest.mark.parametrize("name", list(CHANGES))
def test_the_migration_takes_version_a_to_version_b_with_its_rows(name, generated, django42,
                                                                    tmp_path):
    folder = generated[name]
    migration = folder / "django" / "0002_relata_changes.py"
    text = migration.read_text()
    for flag in FLAGS.get(name, []):
        assert flag in text, f"{flag!r} missing from:\n{text}"

    project = unzip(folder / "before" / "django.zip", tmp_path / "a")
    run_django(django42, project, ["makemigrations", "diagram"], ["migrate", "--noinput"])
    database = project / "db.sqlite3"
    fill(database)
    stored = {table: rows(database, table) for table in table_names(database)}

    fresh = unzip(folder / "after" / "django.zip", tmp_path / "b")
    for module in ("models.py", "admin.py"):
        shutil.copy(fresh / "diagram" / module, project / "diagram" / module)
    shutil.copy(migration, project / "diagram" / "migrations" / migration.name)
    output = run_django(django42, project, ["migrate", "--noinput"],
                        ["makemigrations", "--check", "--dry-run", "diagram"])
    assert "No changes detected" in output, f"{output}\n{text}"

    run_django(django42, fresh, ["makemigrations", "diagram"], ["migrate", "--noinput"])
    models = (fresh / "diagram" / "models.py").read_text()
    named = set(re.findall(r'models\.Index\(fields=\[[^\]]*\], name="([^"]+)"\)', models))
    assert catalog(database, named) == catalog(fresh / "db.sqlite3", named), text

    before = json.loads((folder / "before.json").read_text())
    after = json.loads((folder / "after.json").read_text())
    assert_rows_survived(stored, lambda table: rows(database, table), db_names(before),
                         db_names(after), LOST.get(name, set()))


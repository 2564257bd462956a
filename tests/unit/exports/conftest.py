"""Builds the frontend's exporters into a Node CLI once per test process and runs it on the
fixture documents; each test then checks one output for real (SQL read back, Django run, PHP
linted). Needs the frontend's node_modules (`make install`)."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from document.shape import validate_document
from tests import scratch
from tests.unit.migrations_sql import engines as engine_module

from .fixtures import FIXTURES

FRONTEND = Path(__file__).resolve().parents[3] / "frontend"


@pytest.fixture(scope="session")
def export_cli() -> Path:
    if shutil.which("node") is None or not (FRONTEND / "node_modules" / ".bin" / "vite").exists():
        pytest.fail("the export checks need Node and the frontend's packages: run make install")
    # Inside frontend/node_modules so the bundle finds fflate; one folder per xdist worker.
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    out = FRONTEND / "node_modules" / ".relata-export-cli" / worker
    subprocess.run(
        ["npx", "vite", "build", "--ssr", "src/editor/export/cli.ts", "--outDir", str(out),
         "--emptyOutDir", "--logLevel", "error"],
        cwd=FRONTEND, check=True, capture_output=True, text=True,
    )
    return out / "cli.js"


@pytest.fixture(scope="session")
def exported(export_cli, tmp_path_factory) -> dict[str, Path]:
    """Fixture name → folder holding mysql.sql, postgres.sql, sqlite.sql, sqlserver.sql,
    laravel.zip, laravel-fk.zip, django.zip and the document itself (document.json)."""
    root = tmp_path_factory.mktemp("exports")
    folders = {}
    for name, build in FIXTURES.items():
        folder = root / name
        folder.mkdir()
        document = validate_document(build())
        (folder / "document.json").write_text(json.dumps(document))
        subprocess.run(["node", str(export_cli), str(folder / "document.json"), str(folder),
                        f"Projet {name}"], check=True, capture_output=True, text=True)
        folders[name] = folder
    return folders


@pytest.fixture(scope="module")
def engines():
    """Engine name → a connected engine (tests/unit/migrations_sql/engines.py) on databases of
    its own, so it never meets the migration checks' scratch databases in the same worker."""
    opened = {}
    name_of = functools.partial(scratch.scratch_name, "portable")

    def get(name):
        if name not in opened:
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(engine_module, "scratch_name", name_of)
                opened[name] = engine_module.ENGINES[name]()
        return opened[name]

    yield get
    for engine in opened.values():
        engine.close()

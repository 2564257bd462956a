"""Builds the export CLI and the ORM migration CLI (frontend/src/editor/migrate/orm-cli.ts) once
per test process, and runs them on every version pair of pairs.py: each pair's folder then holds
before/ and after/ (the document and its exports), django/0002_relata_changes.py and
laravel/<stamp>_relata_changes.php. Needs Node and the frontend's packages (`make install`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from document.shape import validate_document

from .pairs import CHANGES, pair

FRONTEND = Path(__file__).resolve().parents[3] / "frontend"


def bundle(entry: str, name: str) -> Path:
    if shutil.which("node") is None or not (FRONTEND / "node_modules" / ".bin" / "vite").exists():
        pytest.fail("the migration checks need Node and the frontend's packages: run make install")
    # Inside frontend/node_modules so the bundle finds fflate; one folder per xdist worker.
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    out = FRONTEND / "node_modules" / f".relata-{name}" / worker
    subprocess.run(["npx", "vite", "build", "--ssr", entry, "--outDir", str(out), "--emptyOutDir",
                    "--logLevel", "error"], cwd=FRONTEND, check=True, capture_output=True,
                   text=True)
    return out / f"{Path(entry).stem}.js"


@pytest.fixture(scope="session")
def generated(tmp_path_factory) -> dict[str, Path]:
    """Pair name → its folder (see the module docstring)."""
    export_cli = bundle("src/editor/export/cli.ts", "migrations-export-cli")
    orm_cli = bundle("src/editor/migrate/orm-cli.ts", "orm-cli")
    root = tmp_path_factory.mktemp("pairs")
    folders = {}
    for name in CHANGES:
        folder = root / name
        for side, document in zip(("before", "after"), pair(name), strict=True):
            (folder / side).mkdir(parents=True)
            text = json.dumps(validate_document(document))
            (folder / f"{side}.json").write_text(text)
            (folder / side / "document.json").write_text(text)
            subprocess.run(["node", str(export_cli), str(folder / side / "document.json"),
                            str(folder / side), "Bibliotheque"], check=True, capture_output=True)
        folders[name] = folder
    subprocess.run(["node", str(orm_cli), *map(str, folders.values())], check=True,
                   capture_output=True, text=True)
    return folders

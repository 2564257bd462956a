"""Builds the SQL migration CLI (frontend/src/editor/migrate/sql/cli.ts) once per test process and
runs it once on every pair of pairs.py, both ways (A → B and B → A): each direction's folder
then holds the migration of each dialect (<dialect>.sql) and both versions' exports
(before.<dialect>.sql, after.<dialect>.sql). Needs Node and the frontend's packages
(`make install`); the engines' fixtures are in engines.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from document.shape import validate_document

from .engines import ENGINES
from .pairs import PAIRS

FRONTEND = Path(__file__).resolve().parents[3] / "frontend"


def bundle() -> Path:
    if shutil.which("node") is None or not (FRONTEND / "node_modules" / ".bin" / "vite").exists():
        pytest.fail("the migration checks need Node and the frontend's packages: run make install")
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    out = FRONTEND / "node_modules" / ".relata-sql-migration-cli" / worker
    subprocess.run(["npx", "vite", "build", "--ssr", "src/editor/migrate/sql/cli.ts", "--outDir",
                    str(out), "--emptyOutDir", "--logLevel", "error"],
                   cwd=FRONTEND, check=True, capture_output=True, text=True)
    return out / "cli.js"


@pytest.fixture(scope="session")
def pairs() -> dict:
    """Pair name → Pair, built once: the builders hand out fresh ids on every call."""
    return {name: build() for name, build in PAIRS.items()}


@pytest.fixture(scope="session")
def generated(pairs, tmp_path_factory) -> dict[tuple[str, str], Path]:
    """(pair name, "forward" or "backward") → the folder described above."""
    root = tmp_path_factory.mktemp("sql-migrations")
    documents = {}
    for name, pair in pairs.items():
        before, after = validate_document(pair.before), validate_document(pair.after)
        documents[f"{name}.forward"] = {"before": before, "after": after}
        documents[f"{name}.backward"] = {"before": after, "after": before}
    (root / "pairs.json").write_text(json.dumps(documents))
    subprocess.run(["node", str(bundle()), "--pairs", str(root / "pairs.json"), str(root)],
                   check=True, capture_output=True, text=True)
    return {tuple(key.split(".")): root / key for key in documents}


@pytest.fixture(scope="session")
def engines():
    """Engine name → a connected engine, opened on first use and closed at the end."""
    opened = {}

    def get(name):
        if name not in opened:
            opened[name] = ENGINES[name]()
        return opened[name]

    yield get
    for engine in opened.values():
        engine.close()

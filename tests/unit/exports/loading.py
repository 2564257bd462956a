"""Exports loaded into real databases (the portability and composite-key checks): a document
exported by the Node CLI into a folder, and a script run on a fresh database of one engine
(tests/unit/migrations_sql/engines.py; MariaDB in strict mode, as MySQL 8 is by default). The
`engines` fixture is in conftest.py."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from document.shape import validate_document

ENGINE_NAMES = ["postgres", "mariadb", "sqlite"]
SCRIPT = {"postgres": "postgres.sql", "mariadb": "mysql.sql", "sqlite": "sqlite.sql"}
STRICT = ("SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_DATE,NO_ZERO_IN_DATE,"
          "ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';")


def export(export_cli, folder: Path, document: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "document.json").write_text(json.dumps(validate_document(document)))
    subprocess.run(["node", str(export_cli), str(folder / "document.json"), str(folder), "Projet"],
                   check=True, capture_output=True, text=True)
    return folder


def load(engines, name: str, script: str):
    engine = engines(name)
    engine.reset()
    if name == "mariadb":
        engine.run(STRICT)
    engine.run(script)
    return engine

"""Does a change of the SQL import engine change what it imports? The engine of a git revision
(`--base`, default main) and the working tree's import the same scripts, each in a process of
its own, and their results (document, dialect, skipped statements, counts) are compared.

    python -m tests.benchmarks.import_identical [--base main] [--generated] [FILE...]

Scripts: the real-world schemas of ../shared/realworld-sql, the unit tests' fixtures and, with
`--generated`, the benchmark's generated 10 MB files. Exit status 1 when any result differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REALWORLD = ROOT.parent / "shared" / "realworld-sql"
FIXTURES = ROOT / "tests" / "unit" / "sqlimport" / "fixtures"
GENERATED = (["--kind", "mysqldump", "--size-mb", "9.95"],
             ["--kind", "ddl", "--size-mb", "10", "--tables", "5430"])

CHILD = """
import hashlib, json, sys
from workers.sqlimport import import_sql
for path in sys.argv[1:]:
    try:
        r = import_sql(open(path, "rb").read())
        out = {"document": r.document, "dialect": r.dialect, "statements": r.statements,
               "ignored": r.ignored, "skipped": [[s.line, s.excerpt, s.reason] for s in r.skipped]}
    except Exception as exc:
        out = {"error": type(exc).__name__, "message": str(exc)}
    text = json.dumps(out, sort_keys=True, ensure_ascii=False)
    print(json.dumps([path, hashlib.sha256(text.encode()).hexdigest(),
                      len(out.get("document", {}).get("tables", []))]))
"""


def results(tree: Path, files: list[Path]) -> dict[str, tuple[str, int]]:
    out = subprocess.run([sys.executable, "-c", CHILD, *map(str, files)], cwd=tree,
                         env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, check=True).stdout
    return {path: (digest, tables) for path, digest, tables in map(json.loads, out.splitlines())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", default="main")
    parser.add_argument("--generated", action="store_true")
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or sorted(REALWORLD.glob("*/*.sql")) + sorted(FIXTURES.glob("*.sql"))
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder) / "base"
        base.mkdir()
        archive = subprocess.run(["git", "archive", args.base, "workers/sqlimport", "document"],
                                 cwd=ROOT, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        (base / "workers" / "__init__.py").touch()  # not the Celery app: the engine only
        if args.generated:
            for i, generator in enumerate(GENERATED):
                path = Path(folder) / f"generated-{i}.sql"
                path.write_bytes(subprocess.run(
                    [sys.executable, "tests/benchmarks/sql_generator.py", *generator], cwd=ROOT,
                    capture_output=True, check=True).stdout)
                files.append(path)
        before, after = results(base, files), results(ROOT, files)
    differ = 0
    for path in map(str, files):
        same = before[path] == after[path]
        differ += not same
        print(f"{'same' if same else 'DIFFERENT':9} {before[path][1]:5} tables  {path}")
    print(f"{len(files) - differ} of {len(files)} identical to {args.base}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

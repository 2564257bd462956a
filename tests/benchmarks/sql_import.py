"""Benchmark of the SQL import engine on generated scripts.

    python -m tests.benchmarks.sql_import            # the three files of the issue
    python -m tests.benchmarks.sql_import --dense    # and a 10 MB schema with 5 times more columns
    python -m tests.benchmarks.sql_import --pure     # also without sqlglotc, for comparison

Each import runs in a child process of its own so its peak memory (ru_maxrss) is its own:
the figures are wall and CPU seconds, peak resident memory (and the interpreter's before the
import), the longest wait between two progress events, and what was imported. Targets of the
whole import, saving included: 10 MB in under 15 s, under 256 MiB, an event at least every
second; the engine must stay well under them.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CASES = (
    ("mysqldump 10 MB, 300 tables", "mysqldump", 10, 300, False),
    ("pg_dump DDL 10 MB, 5000 tables", "ddl", 10, 5000, False),
    ("pg_dump DDL 1 MB, 500 tables", "ddl", 1, 500, False),
)
DENSE = ("dense DDL 10 MB, 5000 tables", "ddl", 10, 5000, True)


def _hide_compiled_sqlglot() -> None:
    """Make Python load sqlglot from its .py sources, as if sqlglotc were not installed."""
    import importlib.machinery as machinery

    class SourceOnly:
        @staticmethod
        def find_spec(name, path=None, target=None):
            if name != "sqlglot" and not name.startswith("sqlglot."):
                return None
            finder = machinery.PathFinder()
            loaders = [(machinery.SourceFileLoader, machinery.SOURCE_SUFFIXES)]
            for entry in path or sys.path:
                spec = machinery.FileFinder(entry, *loaders).find_spec(name)
                if spec is not None:
                    return spec
            return finder.find_spec(name, path)

    sys.meta_path.insert(0, SourceOnly)


def child(path: str, pure: bool) -> None:
    if pure:
        _hide_compiled_sqlglot()
    import sqlglot.parser

    from workers.sqlimport import import_sql

    text = Path(path).read_text(encoding="utf-8")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    stamps: list[float] = []
    stages: set[str] = set()

    def progress(stage: str, done: int, total: int) -> None:
        stamps.append(time.monotonic())
        stages.add(stage)

    started, cpu = time.monotonic(), time.process_time()
    result = import_sql(text, progress=progress)
    ended, cpu = time.monotonic(), time.process_time() - cpu
    moments = [started, *stamps, ended]
    print(json.dumps({
        "seconds": ended - started, "cpu": cpu,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "base_mib": before / 1024,
        "max_gap": max(b - a for a, b in zip(moments, moments[1:], strict=False)),
        "events": len(stamps), "stages": sorted(stages),
        "tables": len(result.document["tables"]),
        "attributes": sum(len(t["attributes"]) for t in result.document["tables"]),
        "relations": len(result.document["relations"]), "statements": result.statements,
        "ignored": result.ignored, "skipped": len(result.skipped),
        "compiled": sqlglot.parser.__file__.endswith(".so"),
    }))


def run(path: Path, pure: bool) -> dict:
    command = [sys.executable, "-m", "tests.benchmarks.sql_import", "--child", str(path)]
    if pure:
        command.append("--pure")
    out = subprocess.run(command, check=True, capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], env=os.environ.copy())
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--pure", action="store_true",
                        help="also run each file with sqlglot's pure-Python modules")
    parser.add_argument("--dense", action="store_true", help="add a dense 10 MB schema")
    args = parser.parse_args()
    if args.child:
        child(args.child, args.pure)
        return
    from tests.benchmarks.sql_generator import generate

    cases = CASES + ((DENSE,) if args.dense else ())
    with tempfile.TemporaryDirectory() as folder:
        for label, kind, size, tables, dense in cases:
            path = Path(folder) / f"{kind}-{size}-{tables}-{dense}.sql"
            path.write_text(generate(kind, size, tables, dense=dense), encoding="utf-8")
            mib = path.stat().st_size / 1024 / 1024
            for pure in (False, True) if args.pure else (False,):
                r = run(path, pure)
                flavour = "pure Python sqlglot" if pure else (
                    "sqlglotc" if r["compiled"] else "sqlglot (not compiled!)")
                print(f"{label} ({mib:.1f} MiB file, {flavour}):\n"
                      f"  {r['seconds']:.2f} s wall, {r['cpu']:.2f} s CPU; peak "
                      f"{r['peak_mib']:.0f} MiB ({r['base_mib']:.0f} MiB before the import); "
                      f"longest wait between progress events {r['max_gap']:.2f} s "
                      f"({r['events']} events, stages {', '.join(r['stages'])})\n"
                      f"  {r['tables']} tables, {r['attributes']} columns, {r['relations']} "
                      f"relations; {r['statements']} schema statements read, {r['ignored']} "
                      f"passed over, {r['skipped']} reported", flush=True)


if __name__ == "__main__":
    main()

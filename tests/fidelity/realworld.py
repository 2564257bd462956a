"""The fidelity check on real-world schemas (issue 13): each file of ../shared/realworld-sql is
imported as the product does (dialect detected), compared with the catalog a real database gave
for it (NAME.truth.json); the document is exported to the same dialect, loaded into a real
PostgreSQL, MariaDB or SQLite (SQL Server: parsed and counted) and that catalog compared with the
truth again; the Django project migrates and the Laravel PHP files lint.

    .venv/bin/python -m tests.fidelity.realworld [--dir ../shared/realworld-sql] [--only NAME]
                                                 [--verbose]

One line per file and a total line; --verbose lists every difference. Exit status 0 when every
check ran and passed, 1 otherwise. PostgreSQL is found as the test suites find it
(DATABASE_URL, else tests.services), MariaDB at TEST_MYSQL_URL or root@127.0.0.1:3306; scratch
databases relata_fidelity_main are dropped at the end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import pytest

from . import catalogs
from .stages import (
    STAGES,
    Stage,
    build_cli,
    django_stage,
    find_files,
    import_and_export,
    import_stage,
    laravel_stage,
    realworld_dir,
    roundtrip_stage,
)

_NOT_HERE = (pytest.skip.Exception, pytest.fail.Exception)


class Engines:
    """One engine per dialect, started when first needed; a server that cannot be reached is
    remembered as the reason its stages did not run."""

    def __init__(self):
        self.started, self.missing = {}, {}

    def get(self, dialect: str):
        if dialect == "tsql":
            return None
        if dialect not in self.started and dialect not in self.missing:
            try:
                self.started[dialect] = catalogs.engine(dialect)
            except _NOT_HERE as reason:
                self.missing[dialect] = str(reason)
        if dialect in self.missing:
            raise LookupError(self.missing[dialect])
        return self.started[dialect]

    def close(self):
        for engine in self.started.values():
            engine.close()


def _django_python():
    from tests.unit.django42 import django42_python

    try:
        return django42_python(), ""
    except _NOT_HERE as reason:
        return None, str(reason)


def _label(stage: Stage) -> str:
    return {True: "", False: "FAIL ", None: "SKIP "}[stage.ok] + stage.summary


def run(root: Path, only: str | None, verbose: bool, out=sys.stdout) -> int:
    files = [f for f in find_files(root) if not only or only in (f.name, f.sql.stem)]
    if not files:
        print(f"no real-world file in {root}" + (f" named {only}" if only else ""), file=out)
        return 1
    started = time.monotonic()
    cli = build_cli("fidelity-main")
    engines = Engines()
    python, no_django = _django_python()
    passed = {stage: 0 for stage in STAGES}
    diffs = {"import": 0, "roundtrip": 0}
    try:
        with tempfile.TemporaryDirectory(prefix="relata-fidelity-") as work:
            for file in files:
                done = import_and_export(file, cli, Path(work))
                results = {"import": import_stage(done)}
                try:
                    results["roundtrip"] = roundtrip_stage(done, engines.get(file.dialect))
                except LookupError as reason:
                    results["roundtrip"] = Stage(None, str(reason))
                results["django"] = (django_stage(done, python) if python
                                     else Stage(None, no_django))
                results["laravel"] = laravel_stage(done)
                for stage, result in results.items():
                    passed[stage] += result.ok is True
                    if stage in diffs and result.comparison:
                        diffs[stage] += len(result.comparison.differences)
                print(f"{file.name:38} [{done.dialect or '?'}] "
                      f"import: {_label(results['import'])} | "
                      f"round trip: {_label(results['roundtrip'])} | "
                      f"django {_label(results['django'])} | "
                      f"laravel {_label(results['laravel'])}", file=out, flush=True)
                if verbose:
                    for stage, result in results.items():
                        for line in result.lines():
                            print(f"    {stage:9} {line}", file=out)
    finally:
        engines.close()
    total = len(files)
    print(f"TOTAL {total} files: import {passed['import']}/{total} ok ({diffs['import']} "
          f"differences), round trip {passed['roundtrip']}/{total} ok ({diffs['roundtrip']} "
          f"differences), django {passed['django']}/{total} ok, laravel "
          f"{passed['laravel']}/{total} ok; {time.monotonic() - started:.0f} s", file=out)
    return 0 if all(n == total for n in passed.values()) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fidelity.realworld",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--dir", type=Path,
                        help="the real-world folder (default ../shared/realworld-sql, or "
                             "RELATA_REALWORLD_SQL)")
    parser.add_argument("--only", help="one file: mysql/sakila-schema, or sakila-schema")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every difference")
    args = parser.parse_args(argv)
    root = args.dir or realworld_dir()
    if not root.is_dir():
        # Skipped, as the pytest wrapper does, unless the folder was asked for by name.
        print(f"{root} is not there: the real-world schemas are not on this machine; "
              "nothing checked", file=sys.stderr)
        return 1 if args.dir else 0
    return run(root, args.only, args.verbose)


if __name__ == "__main__":
    sys.exit(main())

"""The four stages of the check on one real-world file, each giving a Stage: the import against
the truth, the export loaded into a real database against the truth, the Django project and the
Laravel project. Shared by the command (realworld.py) and the pytest wrapper
(tests/unit/fidelity)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import sqlglot
from sqlglot import exp

from document.shape import validate_document
from workers.sqlimport import import_sql
from workers.sqlimport.splitter import split

from . import catalogs
from .compare import Comparison, compare
from .schema import from_catalog, from_document

ROOT = Path(__file__).resolve().parents[2]
FRONTEND = ROOT / "frontend"
DEFAULT_DIR = ROOT.parent / "shared" / "realworld-sql"
EXPORT_FILE = {"mysql": "mysql.sql", "postgres": "postgres.sql", "sqlite": "sqlite.sql",
               "tsql": "sqlserver.sql"}
STAGES = ("import", "roundtrip", "django", "laravel")


@dataclass
class Stage:
    ok: bool | None            # None: could not run here (a server or a tool missing)
    summary: str
    comparison: Comparison | None = None
    notes: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        found = [str(d) for d in self.comparison.differences] if self.comparison else []
        return found + self.notes


@dataclass
class RealFile:
    name: str       # mysql/sakila-schema
    sql: Path
    dialect: str    # the folder's: mysql, postgres, sqlite, tsql

    @property
    def truth(self) -> dict:
        return json.loads(self.sql.with_suffix(".truth.json").read_text(encoding="utf-8"))


def realworld_dir() -> Path:
    return Path(os.environ.get("RELATA_REALWORLD_SQL") or DEFAULT_DIR)


def find_files(root: Path) -> list[RealFile]:
    return [RealFile(f"{sql.parent.name}/{sql.stem}", sql, sql.parent.name)
            for sql in sorted(root.glob("*/*.sql"))
            if sql.with_suffix(".truth.json").exists()]


def build_cli(name: str) -> Path:
    """The exporters bundled into a Node CLI (as tests/unit/exports does), in frontend's
    node_modules so the bundle finds its packages; one folder per caller."""
    out = FRONTEND / "node_modules" / ".relata-export-cli" / name
    subprocess.run(["npx", "vite", "build", "--ssr", "src/editor/export/cli.ts", "--outDir",
                    str(out), "--emptyOutDir", "--logLevel", "error"],
                   cwd=FRONTEND, check=True, capture_output=True, text=True)
    return out / "cli.js"


@dataclass
class Imported:
    """One file imported (as the worker does: bytes in, dialect detected) and exported."""
    file: RealFile
    dialect: str = ""
    document: dict | None = None
    error: str = ""
    exports: Path | None = None


def import_and_export(file: RealFile, cli: Path, work: Path) -> Imported:
    done = Imported(file)
    try:
        result = import_sql(file.sql.read_bytes())
    except Exception as error:  # the check reports it, like the worker
        done.error = f"{type(error).__name__}: {error}"
        return done
    done.dialect = result.dialect
    done.document = validate_document(result.document)
    folder = work / file.name.replace("/", "__")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "document.json").write_text(json.dumps(done.document), encoding="utf-8")
    exported = subprocess.run(["node", str(cli), str(folder / "document.json"), str(folder),
                               "Fidelite"], capture_output=True, text=True)
    if exported.returncode == 0:
        done.exports = folder
    else:
        done.error = f"export failed: {exported.stderr.strip()[-400:]}"
    return done


def import_stage(done: Imported) -> Stage:
    if done.document is None:
        return Stage(False, f"import failed: {done.error}")
    truth = from_catalog(done.file.truth["catalog"], done.file.dialect)
    comparison = compare(truth, from_document(done.document, done.file.dialect), "import")
    if done.dialect != done.file.dialect:
        comparison.add("dialect", done.file.name, f"detected {done.dialect}, the file is "
                       f"{done.file.dialect}")
    return Stage(not comparison.differences, matched_line(comparison), comparison)


def matched_line(comparison: Comparison) -> str:
    parts = [f"{kind} {got}/{total}" for kind, (got, total) in comparison.matched.items()]
    return " ".join(parts) + "; " + differences_line(comparison)


def differences_line(comparison: Comparison) -> str:
    kinds = comparison.by_kind()
    if not kinds:
        return "no difference"
    return "diffs " + ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))


def roundtrip_stage(done: Imported, engine) -> Stage:
    """The export in the file's dialect loaded into `engine` (None for SQL Server), its catalog
    compared with the truth."""
    if done.exports is None:
        return Stage(False, f"not exported: {done.error}")
    script = (done.exports / EXPORT_FILE[done.file.dialect]).read_text(encoding="utf-8")
    if done.file.dialect == "tsql":
        return _tsql_counts(script, done.file.truth["counts"])
    engine.reset()
    failures = load(engine, script, done.file.dialect)
    catalog = catalogs.read(engine)
    truth = from_catalog(done.file.truth["catalog"], done.file.dialect)
    comparison = compare(truth, from_catalog(catalog, done.file.dialect), "database")
    for line, message in failures:
        comparison.add("load", f"line {line}", message)
    loaded = "loaded yes" if not failures else f"loaded no ({len(failures)} statement(s) failed)"
    return Stage(not comparison.differences, f"{loaded}; {differences_line(comparison)}",
                 comparison)


def load(engine, script: str, dialect: str) -> list[tuple[int, str]]:
    """Runs the script whole; when that fails, again statement by statement (the import's
    splitter) so the rest still loads: the statements that failed, with the engine's message."""
    try:
        engine.run(script)
        return []
    except Exception:  # noqa: BLE001 - read again one statement at a time below
        engine.reset()
    failures = []
    for statement in split(script, dialect):
        try:
            engine.run(statement.text)
        except Exception as error:  # noqa: BLE001 - reported as a difference
            failures.append((statement.line, " ".join(str(error).split())[:200]))
    return failures


def _tsql_counts(script: str, truth_counts: dict) -> Stage:
    """SQL Server does not run here: each statement of the export parsed with sqlglot (T-SQL),
    the tables, columns, primary keys, foreign keys and indexes counted against the truth's."""
    found = {"tables": 0, "columns": 0, "pk_tables": 0, "fks": 0, "indexes": 0}
    comparison = Comparison()
    for statement in split(script, "tsql"):
        try:
            tree = sqlglot.parse_one(statement.text, read="tsql")
        except sqlglot.errors.ParseError as error:
            comparison.add("load", f"line {statement.line}", str(error).splitlines()[0][:200])
            continue
        if isinstance(tree, exp.Create) and (tree.kind or "").upper() == "TABLE":
            found["tables"] += 1
            found["columns"] += len(list(tree.find_all(exp.ColumnDef)))
            found["pk_tables"] += bool(tree.find(exp.PrimaryKey, exp.PrimaryKeyColumnConstraint))
            found["indexes"] += len([u for u in tree.find_all(exp.UniqueColumnConstraint)])
        elif isinstance(tree, exp.Create) and (tree.kind or "").upper() == "INDEX":
            found["indexes"] += 1
        elif isinstance(tree, exp.Alter):
            found["pk_tables"] += bool(tree.find(exp.PrimaryKey))
            found["indexes"] += len(list(tree.find_all(exp.UniqueColumnConstraint)))
        if isinstance(tree, exp.Create | exp.Alter):
            found["fks"] += len(list(tree.find_all(exp.ForeignKey)))
    for kind, want in truth_counts.items():
        comparison.matched[kind] = [min(want, found[kind]), want]
        if found[kind] != want:
            comparison.add("count", kind, f"truth {want}, export {found[kind]}")
    summary = "parsed " + " ".join(f"{k} {found[k]}/{v}" for k, v in truth_counts.items())
    return Stage(not comparison.differences, f"{summary}; {differences_line(comparison)}",
                 comparison)


def django_stage(done: Imported, python: Path) -> Stage:
    """makemigrations, makemigrations --check, migrate, in the Django 4.2 virtualenv."""
    from tests.unit.django42 import manage

    if done.exports is None:
        return Stage(False, f"not exported: {done.error}")
    with tempfile.TemporaryDirectory(prefix="fidelity-django-") as project:
        with zipfile.ZipFile(done.exports / "django.zip") as archive:
            archive.extractall(project)
        for args in (("makemigrations",), ("makemigrations", "--check", "--dry-run"),
                     ("migrate", "--noinput")):
            try:
                output = manage(python, Path(project), *args)
            except (AssertionError, subprocess.TimeoutExpired) as error:
                tail = str(error).strip().splitlines()[-6:]
                return Stage(False, f"fail ({' '.join(args)})", notes=tail)
            if args == ("makemigrations",) and "Create model" not in output:
                return Stage(False, "fail (makemigrations created no model)",
                             notes=output.strip().splitlines()[-6:])
    return Stage(True, "ok")


def laravel_stage(done: Imported) -> Stage:
    """php -l on every PHP file of both Laravel archives."""
    php = shutil.which("php")
    if php is None:
        return Stage(None, "php is not installed: run make php")
    if done.exports is None:
        return Stage(False, f"not exported: {done.error}")
    failures, linted = [], 0
    for archive in ("laravel.zip", "laravel-fk.zip"):
        with tempfile.TemporaryDirectory(prefix="fidelity-laravel-") as folder, \
                zipfile.ZipFile(done.exports / archive) as zipped:
            zipped.extractall(folder)
            paths = sorted(Path(folder).rglob("*.php"))
            linted += len(paths)
            with ThreadPoolExecutor(max_workers=4) as pool:
                lints = pool.map(lambda p: subprocess.run([php, "-l", str(p)],
                                                          capture_output=True, text=True), paths)
                for path, lint in zip(paths, lints, strict=True):
                    if lint.returncode != 0:
                        message = " ".join((lint.stdout + lint.stderr).split())[:200]
                        failures.append(f"{archive}:{path.relative_to(folder)}: {message}")
    summary = "ok" if not failures else f"fail ({len(failures)}/{linted} files)"
    return Stage(not failures, f"{summary}, {linted} files", notes=failures)

"""The fidelity check (tests/fidelity, issue 13) under pytest: one test per real-world file of
../shared/realworld-sql and per stage (import, roundtrip, django, laravel). Where the folder is
absent (another machine, under CI or not) the tests skip with a message.

KNOWN_FAILURES lists the stages that fail today, with the reason: they run as strict xfails, so
the suite stays green while the import and export fixes land, and a stage that starts passing
turns red until its entry is removed here. `make fidelity` prints the same results as a table."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.fidelity import catalogs
from tests.fidelity.stages import (
    STAGES,
    build_cli,
    django_stage,
    find_files,
    import_and_export,
    import_stage,
    laravel_stage,
    realworld_dir,
    roundtrip_stage,
)
from tests.services import in_ci

# File → stage → why it fails today. Shorten it as the fixes land.
KNOWN_FAILURES: dict[str, dict[str, str]] = {}

ROOT = realworld_dir()
FILES = {f.name: f for f in find_files(ROOT)} if ROOT.is_dir() else {}


def _case(name: str, stage: str):
    reason = KNOWN_FAILURES.get(name, {}).get(stage)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(name, stage, id=f"{name}-{stage}", marks=marks)


CASES = [_case(name, stage) for name in FILES for stage in STAGES]


@pytest.fixture(scope="session")
def imported(tmp_path_factory):
    """File name → Imported (imported, validated, exported), each made once per worker."""
    cli = build_cli(f"fidelity-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}")
    work = tmp_path_factory.mktemp("fidelity")
    done = {}

    def get(name: str):
        if name not in done:
            done[name] = import_and_export(FILES[name], cli, work)
        return done[name]

    return get


@pytest.fixture(scope="session")
def fidelity_engines():
    """Dialect → engine in its relata_fidelity_<worker> scratch database, opened on first use."""
    opened = {}

    def get(dialect: str):
        if dialect == "tsql":
            return None
        if dialect not in opened:
            opened[dialect] = catalogs.engine(dialect)
        return opened[dialect]

    yield get
    for engine in opened.values():
        engine.close()


def _php_or_skip():
    if shutil.which("php") is None:
        message = "php is not installed: run make php (apt-get install php-cli)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)


@pytest.mark.skipif(not FILES, reason=f"{ROOT} is absent: the real-world schemas are not on "
                    "this machine (CI clones sit next to ../shared)")
@pytest.mark.parametrize(("name", "stage"), CASES or [pytest.param("", "", id="absent")])
def test_the_stage_matches_the_truth(name, stage, imported, fidelity_engines, request):
    done = imported(name)
    if stage == "import":
        result = import_stage(done)
    elif stage == "roundtrip":
        result = roundtrip_stage(done, fidelity_engines(done.file.dialect))
    elif stage == "django":
        result = django_stage(done, request.getfixturevalue("django42"))
    else:
        _php_or_skip()
        result = laravel_stage(done)
    details = "\n".join(result.lines()[:40])
    assert result.ok, f"{name} {stage}: {result.summary}\n{details}"


def test_the_known_failures_name_real_files_and_stages():
    if not FILES:
        pytest.skip(f"{ROOT} is absent")
    for name, stages in KNOWN_FAILURES.items():
        assert name in FILES, f"KNOWN_FAILURES names {name}, not in {ROOT}"
        assert set(stages) <= set(STAGES), f"{name}: unknown stage in {sorted(stages)}"

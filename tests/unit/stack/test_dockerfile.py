"""compose/Dockerfile and the build context, read as text (no docker here): stages, the frontend
build `make` does, a non-root user, the health probe and the Procfile's web command."""

from __future__ import annotations

import re
import shlex
import tomllib

from tests.unit.stack.files import MAKEFILE, ROOT, dockerfile, procfile


def stages() -> list[str]:
    return [i.arguments for i in dockerfile() if i.keyword == "FROM"]


def final(keyword: str) -> list[str]:
    last = len(stages()) - 1
    return [i.arguments for i in dockerfile() if i.keyword == keyword and i.stage == last]


def test_a_node_stage_builds_the_frontend_for_a_slim_python_runtime():
    images = [re.split(r"\s+as\s+", stage, flags=re.IGNORECASE)[0] for stage in stages()]
    assert len(images) >= 2
    assert images[0].startswith("node:20")
    assert images[-1].startswith("python:3.11-slim")
    node_runs = " ".join(i.arguments for i in dockerfile() if i.stage == 0 and i.keyword == "RUN")
    assert "npm ci" in node_runs and "npm run build" in node_runs


def test_copies_from_stages_name_earlier_stages():
    names = [re.split(r"\s+as\s+", stage, flags=re.IGNORECASE)[1] for stage in stages()[:-1]]
    for instruction in dockerfile():
        source = re.search(r"--from=(\S+)", instruction.arguments)
        if instruction.keyword == "COPY" and source:
            assert source.group(1) in names[:instruction.stage], instruction.arguments


def test_the_build_is_compressed_for_whitenoise_as_make_does():
    assert "whitenoise.compress -q frontend/dist" in MAKEFILE.read_text()
    assert any("whitenoise.compress -q frontend/dist" in run for run in final("RUN"))
    # Hashed names for ever: collectstatic writes the manifest itself (tests/backend/core/
    # test_static_files.py), nothing must fake one beforehand.
    (collect,) = [run for run in final("RUN") if "manage.py collectstatic --noinput" in run]
    assert "staticfiles.json" not in collect


def test_the_runtime_runs_as_a_user_other_than_root():
    users = final("USER")
    assert users and users[-1].split(":")[0] not in {"root", "0"}


def test_the_healthcheck_asks_the_liveness_probe_with_python():
    (healthcheck,) = final("HEALTHCHECK")
    assert "/api/health/live/" in healthcheck
    assert "python" in healthcheck and "curl" not in healthcheck
    assert (ROOT / "compose/healthcheck.py").exists()


def test_the_default_command_is_the_procfiles_web_process():
    assert "8000" in final("EXPOSE")
    (cmd,) = final("CMD")
    command = shlex.split(cmd.strip("[]").replace(",", " ")) if cmd.startswith("[") else \
        shlex.split(cmd)
    web = shlex.split(procfile()["web"])
    # The Procfile's `-p ${PORT:-8000}` aside: web.server takes PORT itself.
    assert command == web[:web.index("-p")]


def test_the_build_context_holds_the_app_and_nothing_else():
    lines = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines[0] == "*"  # everything out first: a local .env or virtualenv never goes in
    packages = tomllib.loads((ROOT / "pyproject.toml").read_text())[
        "tool"]["setuptools"]["packages"]["find"]["include"]
    let_in = {line[1:].rstrip("/") for line in lines if line.startswith("!")}
    needed = {p.rstrip("*") for p in packages} | {"manage.py", "requirements.lock", "frontend",
                                                  "compose/healthcheck.py", "locale"}
    assert needed <= let_in
    assert not any(".env" in path or ".venv" in path for path in let_in)
    assert {"frontend/node_modules", "frontend/dist"} <= set(lines)

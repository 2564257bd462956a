"""Django 4.2 for the checks that run the generated Django projects (spec 001 §9: Django >= 4.2,
< 5.0; the repository itself uses Django 5.2): a throwaway virtualenv in tests/.cache/, built once
from PyPI and then reused. Skipped, with a message, only when PyPI cannot be reached outside CI;
under CI=true it fails. The `django42` fixture (tests/unit/conftest.py) gives its python."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.services import in_ci

CACHE = Path(__file__).resolve().parents[1] / ".cache" / "django42-venv"


def django42_python() -> Path:
    python = CACHE / "bin" / "python"
    if not python.exists():
        # Built aside then renamed, so parallel workers never see half a virtualenv.
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        build = Path(tempfile.mkdtemp(dir=CACHE.parent, prefix="venv-"))
        subprocess.run([sys.executable, "-m", "venv", str(build)], check=True)
        pip = subprocess.run([str(build / "bin" / "python"), "-m", "pip", "install", "-q",
                              "Django>=4.2,<5.0", "pillow>=10"], capture_output=True, text=True)
        if pip.returncode != 0:
            shutil.rmtree(build, ignore_errors=True)
            message = f"cannot install Django 4.2 from PyPI: {pip.stderr.strip()[-400:]}"
            if in_ci():
                pytest.fail(message)
            pytest.skip(message)
        try:
            build.rename(CACHE)
        except OSError:
            shutil.rmtree(build, ignore_errors=True)  # another worker got there first
    return python


def project_env() -> dict[str, str]:
    # The project's own settings, not the test run's (pytest-django sets DJANGO_SETTINGS_MODULE).
    hidden = ("DJANGO_SETTINGS_MODULE", "PYTHONPATH")
    return {k: v for k, v in os.environ.items() if k not in hidden}


def manage(python: Path, project: Path, *args: str) -> str:
    done = subprocess.run([str(python), "manage.py", *args], cwd=project, capture_output=True,
                          text=True, timeout=300, env=project_env())
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"manage.py {' '.join(args)} failed:\n{output}"
    assert "WARNING" not in output and "Error" not in output, output
    return output

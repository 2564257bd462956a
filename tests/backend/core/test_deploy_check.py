"""`manage.py check --deploy` with the production settings, in a fresh process as a deployment
runs it."""

import os
import secrets
import subprocess
import sys

import pytest
from django.conf import settings

MANAGE = settings.BASE_DIR / "manage.py"


def run_check(tmp_path, **env):
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "RELATA_"))}
    base.update(DJANGO_SETTINGS_MODULE="web.settings.production",
                RELATA_DATA_DIR=str(tmp_path), **env)
    return subprocess.run(
        [sys.executable, str(MANAGE), "check", "--deploy"], env=base, cwd=settings.BASE_DIR,
        capture_output=True, text=True, timeout=120,
    )


def test_it_passes_with_no_warning(tmp_path):
    result = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
                       DJANGO_ALLOWED_HOSTS="relata.example.com")
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "WARNINGS" not in output
    assert "no issues" in output


@pytest.mark.parametrize("secret", [None, "too-short-" * 4])
def test_it_refuses_to_start_without_a_real_secret_key(tmp_path, secret):
    env = {"DJANGO_ALLOWED_HOSTS": "relata.example.com"}
    if secret is not None:
        env["DJANGO_SECRET_KEY"] = secret
    result = run_check(tmp_path, **env)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr
    assert not (tmp_path / "secret_key").exists(), "production must never write a key of its own"


def test_it_refuses_to_start_without_allowed_hosts(tmp_path):
    result = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50))
    assert result.returncode != 0
    assert "DJANGO_ALLOWED_HOSTS" in result.stderr

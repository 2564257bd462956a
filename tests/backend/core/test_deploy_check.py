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


DEPLOYED = {
    "DJANGO_ALLOWED_HOSTS": "relata.example.com",
    "PAYMENT_PROVIDER": "tests.backend.core.live_services.LiveProvider",
    "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
}


def test_it_passes_with_no_warning(tmp_path):
    result = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50), **DEPLOYED)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "WARNINGS" not in output
    assert "no issues" in output


@pytest.mark.parametrize("secret", [None, "too-short-" * 4])
def test_it_refuses_to_start_without_a_real_secret_key(tmp_path, secret):
    env = dict(DEPLOYED)
    if secret is not None:
        env["DJANGO_SECRET_KEY"] = secret
    result = run_check(tmp_path, **env)
    assert result.returncode != 0
    assert "DJANGO_SECRET_KEY" in result.stderr
    assert not (tmp_path / "secret_key").exists(), "production must never write a key of its own"


def test_it_refuses_to_start_without_allowed_hosts(tmp_path):
    env = {**DEPLOYED, "DJANGO_ALLOWED_HOSTS": ""}
    result = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50), **env)
    assert result.returncode != 0
    assert "DJANGO_ALLOWED_HOSTS" in result.stderr


@pytest.mark.parametrize(("variable", "value", "allowed_by"), [
    ("PAYMENT_PROVIDER", None, "RELATA_ALLOW_SANDBOX_PAYMENTS"),
    ("EMAIL_BACKEND", None, "RELATA_ALLOW_CONSOLE_EMAIL"),
    ("EMAIL_BACKEND", "django.core.mail.backends.locmem.EmailBackend",
     "RELATA_ALLOW_CONSOLE_EMAIL"),
])
def test_it_refuses_demonstration_services_unless_allowed(tmp_path, variable, value, allowed_by):
    env = {k: v for k, v in DEPLOYED.items() if k != variable}
    if value:
        env[variable] = value
    refused = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50), **env)
    assert refused.returncode != 0
    assert variable in refused.stderr and allowed_by in refused.stderr

    allowed = run_check(tmp_path, DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
                        **{**env, allowed_by: "1"})
    output = allowed.stdout + allowed.stderr
    # Allowed, it starts, but the deploy check still names it.
    code = "relata.W001" if variable == "PAYMENT_PROVIDER" else "relata.W002"
    assert code in output and variable in output, output


PROBE = """
from django.test import Client
client = Client()
for path in ("/api/health/live/", "/api/health/ready/", "/api/projects/"):
    print("PROBE", path, client.get(path, HTTP_HOST="relata.example.com").status_code)
"""


def test_probes_answer_over_plain_http_where_the_rest_goes_to_https(tmp_path):
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "RELATA_"))}
    base.update(DJANGO_SETTINGS_MODULE="web.settings.production", RELATA_DATA_DIR=str(tmp_path),
                DJANGO_SECRET_KEY=secrets.token_urlsafe(50), **DEPLOYED)
    result = subprocess.run(
        [sys.executable, str(MANAGE), "shell", "-c", PROBE], env=base, cwd=settings.BASE_DIR,
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    answers = dict(line.split()[1:] for line in result.stdout.splitlines()
                   if line.startswith("PROBE "))
    assert answers["/api/health/live/"] == "200"
    assert answers["/api/health/ready/"] in ("200", "503")  # answered, not redirected
    assert answers["/api/projects/"] == "301"

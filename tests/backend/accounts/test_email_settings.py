"""The mail settings read from the environment (web/settings/base.py), each in a fresh process
as a deployment loads them: the site URL links are built on, and the SMTP connection."""

import json
import os
import subprocess
import sys

from django.conf import settings

READ = ("import json, web.settings.base as s; print(json.dumps({k: getattr(s, k) for k in "
        "('SITE_URL', 'SITE_URL_FOLLOWS_REQUEST', 'EMAIL_PORT', 'EMAIL_USE_TLS', "
        "'EMAIL_USE_SSL', 'EMAIL_TIMEOUT', 'DEFAULT_FROM_EMAIL', 'SERVER_EMAIL')}))")


def load(tmp_path, **env):
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("DJANGO_", "RELATA_", "EMAIL_", "PORT", "SERVER_EMAIL",
                                 "DEFAULT_FROM_EMAIL"))}
    base.update(RELATA_DATA_DIR=str(tmp_path), **env)
    return subprocess.run([sys.executable, "-c", READ], env=base, cwd=settings.BASE_DIR,
                          capture_output=True, text=True, timeout=60)


def values(tmp_path, **env) -> dict:
    result = load(tmp_path, **env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_an_unset_site_url_follows_the_request_and_else_the_served_port(tmp_path):
    loaded = values(tmp_path, PORT="8201")
    assert (loaded["SITE_URL"], loaded["SITE_URL_FOLLOWS_REQUEST"]) == (
        "http://localhost:8201", True)
    assert values(tmp_path)["SITE_URL"] == "http://localhost:8000"


def test_a_configured_site_url_is_used_as_is(tmp_path):
    loaded = values(tmp_path, RELATA_SITE_URL="https://relata.example.org/ ", PORT="8201")
    assert (loaded["SITE_URL"], loaded["SITE_URL_FOLLOWS_REQUEST"]) == (
        "https://relata.example.org", False)


def test_smtp_defaults(tmp_path):
    loaded = values(tmp_path)
    assert (loaded["EMAIL_PORT"], loaded["EMAIL_TIMEOUT"]) == (25, 10)
    assert loaded["DEFAULT_FROM_EMAIL"] == loaded["SERVER_EMAIL"] == "Relata <no-reply@relata.app>"
    assert values(tmp_path, EMAIL_USE_TLS="1")["EMAIL_PORT"] == 587
    assert values(tmp_path, EMAIL_USE_SSL="1")["EMAIL_PORT"] == 465
    assert values(tmp_path, EMAIL_USE_SSL="1", EMAIL_PORT="2465")["EMAIL_PORT"] == 2465
    assert values(tmp_path, SERVER_EMAIL="ops@relata.app")["SERVER_EMAIL"] == "ops@relata.app"


def test_tls_and_ssl_together_are_refused(tmp_path):
    result = load(tmp_path, EMAIL_USE_TLS="1", EMAIL_USE_SSL="1")
    assert result.returncode != 0
    assert "EMAIL_USE_TLS" in result.stderr and "EMAIL_USE_SSL" in result.stderr

"""Log lines as JSON (RELATA_LOG_FORMAT=json) or text, with the request id and the user."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from web.core import logs, request_id

ROOT = Path(__file__).resolve().parents[3]


class Collect(logging.Handler):
    def __init__(self, formatter: logging.Formatter):
        super().__init__()
        self.lines: list[str] = []
        self.addFilter(logs.RequestIdFilter())
        self.setFormatter(formatter)

    def emit(self, record):
        self.lines.append(self.format(record))


@contextmanager
def collected(name: str, formatter: logging.Formatter, level=logging.INFO):
    logger = logging.getLogger(name)
    handler = Collect(formatter)
    old_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(level)
    try:
        yield handler.lines
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)


def test_the_request_log_line_is_one_json_object_with_the_request_fields(api, alice):
    with collected("relata.request", logs.JsonFormatter()) as lines:
        response = api.as_user(alice).get("users/me/", HTTP_X_REQUEST_ID="req-log-1")
    assert response.status_code == 200
    assert len(lines) == 1 and "\n" not in lines[0]
    entry = json.loads(lines[0])
    assert entry["level"] == "INFO"
    assert entry["logger"] == "relata.request"
    assert entry["message"] == "GET /api/users/me/ 200"
    assert entry["request_id"] == response["X-Request-ID"] == "req-log-1"
    assert entry["user_id"] == alice.pk
    assert (entry["method"], entry["path"], entry["status"]) == ("GET", "/api/users/me/", 200)
    assert isinstance(entry["duration_ms"], float) and entry["duration_ms"] >= 0
    assert entry["timestamp"].endswith("Z") and "T" in entry["timestamp"]


def test_an_anonymous_request_logs_no_user(client, db):
    with collected("relata.request", logs.JsonFormatter()) as lines:
        client.get("/api/health/live/")
    assert json.loads(lines[0])["user_id"] is None


def test_lines_written_during_the_request_carry_its_id(client, db, monkeypatch):
    from web.core import api as core_api

    def noisy(*args, **kwargs):
        logging.getLogger("web.core.health").warning("checking %s", "everything")
        return {}

    monkeypatch.setattr(core_api.readiness, "run_checks", noisy)
    with collected("web.core.health", logs.JsonFormatter()) as lines:
        response = client.get("/api/health/ready/", HTTP_X_REQUEST_ID="req-inside")
    entry = json.loads(lines[0])
    assert entry["message"] == "checking everything"
    assert entry["request_id"] == response["X-Request-ID"] == "req-inside"


def test_exceptions_and_extra_fields_go_into_the_object():
    record = logging.LogRecord("x", logging.ERROR, __file__, 1, "failed %s", ("job",), None)
    try:
        raise ValueError("boom")
    except ValueError:
        record.exc_info = sys.exc_info()
    record.job_id = "j-1"
    record.weird = object()
    entry = json.loads(logs.JsonFormatter().format(record))
    assert entry["message"] == "failed job"
    assert entry["job_id"] == "j-1"
    assert entry["weird"].startswith("<object")
    assert "ValueError: boom" in entry["exception"]
    assert entry["request_id"] is None


def test_text_lines_get_the_request_id_at_the_end_of_their_first_line():
    formatter = logs.TextFormatter("%(levelname)s %(message)s")
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "two\nlines", (), None)
    assert formatter.format(record) == "INFO two\nlines"
    token = request_id.bind("req-text")
    try:
        record = logging.LogRecord("x", logging.INFO, __file__, 1, "two\nlines", (), None)
        assert formatter.format(record) == "INFO two [request_id=req-text]\nlines"
    finally:
        request_id.unbind(token)


def test_celery_handlers_are_adopted_in_both_formats():
    from celery.app.log import TaskFormatter

    logger = logging.Logger("celery-like")
    handler = logging.StreamHandler()
    handler.setFormatter(TaskFormatter("%(task_name)s: %(message)s"))
    logger.addHandler(handler)
    logs.adopt_celery_handlers(logger, logs.TEXT)
    logs.adopt_celery_handlers(logger, logs.TEXT)  # twice is harmless
    assert len(handler.filters) == 1
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "hi", (), None)
    token = request_id.bind("req-c")
    try:
        handler.filter(record)
        assert handler.format(record) == "???: hi [request_id=req-c]"
        logs.adopt_celery_handlers(logger, logs.JSON)
        assert json.loads(handler.format(record))["request_id"] == "req-c"
    finally:
        request_id.unbind(token)


@pytest.mark.parametrize("log_format", ["json", "text"])
def test_the_setting_switches_the_whole_process(log_format, tmp_path):
    """A real process started with RELATA_LOG_FORMAT: Django's LOGGING applies it to every
    logger, uvicorn's included."""
    script = (
        "import django, logging; django.setup();"
        "from web.core import request_id;"
        "request_id.bind('req-proc');"
        "logging.getLogger('web.anything').warning('hello');"
        "logging.getLogger('uvicorn.error').warning('server says');"
        "logging.getLogger('uvicorn.access').info('GET / 200')"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "web.settings.base",
           "RELATA_LOG_FORMAT": log_format, "RELATA_DATA_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, text=True,
                         capture_output=True, timeout=60, check=True)
    lines = out.stderr.strip().splitlines()
    if log_format == "json":
        entries = [json.loads(line) for line in lines]
        assert [(e["logger"], e["message"], e["request_id"]) for e in entries] == [
            ("web.anything", "hello", "req-proc"),
            ("uvicorn.error", "server says", "req-proc"),
        ]
    else:
        assert lines[0] == "hello [request_id=req-proc]"


def test_an_unknown_format_is_refused(tmp_path):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "web.settings.base",
           "RELATA_LOG_FORMAT": "xml", "RELATA_DATA_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", "import django; django.setup()"], cwd=ROOT,
                         env=env, text=True, capture_output=True, timeout=60)
    assert out.returncode != 0
    assert "RELATA_LOG_FORMAT" in out.stderr

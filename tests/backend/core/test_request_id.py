"""One request id per request: taken from a sane `X-Request-ID` or made up, returned in the
response, and carried by Celery into the tasks the request starts."""

from __future__ import annotations

import logging
import threading

import pytest
from celery import Celery
from celery.contrib.testing.worker import start_worker

from web.core import request_id, task_context


def test_a_request_gets_a_fresh_id_in_its_response(client, db):
    first = client.get("/api/health/live/")["X-Request-ID"]
    second = client.get("/api/health/live/")["X-Request-ID"]
    assert first and second and first != second
    assert request_id.accepted(first) == first


def test_a_sane_incoming_id_is_kept(client, db):
    response = client.get("/api/health/live/", HTTP_X_REQUEST_ID="lb-4f2a:9c.1")
    assert response["X-Request-ID"] == "lb-4f2a:9c.1"


@pytest.mark.parametrize("bad", [
    "two words", "x" * 129, "line\nbreak", "-leading-dash", "quote\"d", "é-accent", "",
])
def test_an_id_that_could_forge_a_log_line_is_replaced(client, db, bad):
    response = client.get("/api/health/live/", HTTP_X_REQUEST_ID=bad)
    assert response["X-Request-ID"] != bad
    assert request_id.accepted(response["X-Request-ID"])


def test_pages_outside_the_api_get_one_too(client, db):
    response = client.get("/admin/login/")
    assert response.status_code == 200
    assert response["X-Request-ID"]


def test_the_id_is_bound_only_during_the_request(client, db, monkeypatch):
    from web.core import api as core_api

    seen = []
    original = core_api.readiness.run_checks

    def spy(*args, **kwargs):
        seen.append(request_id.current_request_id())
        return original(*args, **kwargs)

    monkeypatch.setattr(core_api.readiness, "run_checks", spy)
    response = client.get("/api/health/ready/", HTTP_X_REQUEST_ID="probe-1")
    assert response.status_code == 200
    assert seen == ["probe-1"]
    assert request_id.current_request_id() is None


def test_the_user_id_is_known_once_authentication_named_the_user(api, alice):
    from web.accounts.auth import bearer_auth
    from web.core.request_id import known_user_id

    request = api.as_user(alice).client.get("/api/health/live/").wsgi_request
    assert known_user_id(request) is None  # the session user was never loaded
    request.META["HTTP_AUTHORIZATION"] = api.headers["Authorization"]
    assert bearer_auth(request) == alice
    assert known_user_id(request) == alice.pk


# --- Celery -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def celery_worker_app():
    """A real Celery app and worker thread on the in-memory broker: the message goes through
    publishing, the broker and the worker's tracer, not through eager `apply`. Task names are
    registered once per process, so one app serves the module."""
    app = Celery("request-id-test", broker="memory://", backend="cache+memory://")
    app.conf.update(task_always_eager=False, worker_hijack_root_logger=False,
                    broker_transport_options={"polling_interval": 0.05})
    app.seen = []

    @app.task(name="test.remember_request_id")
    def remember_request_id():
        app.seen.append(request_id.current_request_id())
        logging.getLogger("test.task").warning("working")
        return threading.current_thread().name

    @app.task(name="test.start_another")
    def start_another():
        app.seen.append(request_id.current_request_id())
        return remember_request_id.delay().id

    app.remember_request_id = remember_request_id
    app.start_another = start_another
    # Starting a worker sends `worker_init`, on which the product's worker stops keeping parsed
    # documents (workers/celery.py): this process goes on running other tests afterwards.
    from web.documents.cache import documents

    kept = documents.max_tables
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            documents.max_tables = kept
            yield app
    finally:
        documents.max_tables = kept


@pytest.fixture
def celery_app(celery_worker_app):
    celery_worker_app.seen.clear()
    return celery_worker_app


def test_a_task_published_during_a_request_runs_with_its_id(celery_app, caplog):
    token = request_id.bind("req-from-the-web")
    try:
        result = celery_app.remember_request_id.delay()
    finally:
        request_id.unbind(token)
    worker_thread = result.get(timeout=10)
    assert worker_thread != threading.current_thread().name
    assert celery_app.seen == ["req-from-the-web"]
    record = next(r for r in caplog.records if r.name == "test.task")
    assert request_id.current_request_id() is None
    assert record.getMessage() == "working"
    # The filter stamps records when a handler formats them; the caplog handler has none, so
    # read the stamp the way the formatters do.
    from web.core.logs import RequestIdFilter

    RequestIdFilter().filter(record)  # outside the task: nothing bound any more
    assert record.request_id is None


def test_the_worker_logs_the_id_of_the_request_that_started_the_task(celery_app):
    from web.core.logs import JsonFormatter, RequestIdFilter

    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record):
            lines.append(self.format(record))

    handler = Collect()
    handler.addFilter(RequestIdFilter())
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("test.task")
    logger.addHandler(handler)
    try:
        token = request_id.bind("req-json-1")
        try:
            celery_app.remember_request_id.delay().get(timeout=10)
        finally:
            request_id.unbind(token)
        celery_app.remember_request_id.delay().get(timeout=10)  # no request behind this one
    finally:
        logger.removeHandler(handler)
    assert [line.count('"request_id":"req-json-1"') for line in lines] == [1, 0]
    assert '"request_id":null' in lines[1]


def test_a_task_started_by_a_task_keeps_the_request_id(celery_app):
    token = request_id.bind("req-chain")
    try:
        inner_id = celery_app.start_another.delay().get(timeout=10)
    finally:
        request_id.unbind(token)
    celery_app.AsyncResult(inner_id).get(timeout=10)
    assert celery_app.seen == ["req-chain", "req-chain"]


def test_a_task_nobody_requested_runs_without_an_id(celery_app):
    celery_app.remember_request_id.delay().get(timeout=10)
    assert celery_app.seen == [None]


def test_an_in_process_task_keeps_the_request_id_it_runs_in():
    """The embedded mode: the task runs eagerly inside the request, with no message headers."""
    app = Celery("eager-test")
    app.conf.task_always_eager = True
    seen = []

    @app.task
    def remember():
        seen.append(request_id.current_request_id())

    token = request_id.bind("req-eager")
    try:
        remember.delay()
        assert request_id.current_request_id() == "req-eager"
    finally:
        request_id.unbind(token)
    assert seen == ["req-eager"]


def test_the_header_is_only_stamped_inside_a_request():
    headers: dict = {}
    task_context.stamp_request_id(headers=headers)
    assert headers == {}
    token = request_id.bind("req-h")
    try:
        task_context.stamp_request_id(headers=headers)
    finally:
        request_id.unbind(token)
    assert headers == {task_context.HEADER: "req-h"}

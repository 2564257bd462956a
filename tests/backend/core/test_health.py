"""The probes: liveness touches nothing, readiness asks each service and says which one fails,
without a traceback or a secret in the answer."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

import pytest

from web.core import health

SECRET = "hunter2-very-secret"


def test_the_old_health_route_still_answers(client, db):
    response = client.get("/api/health/")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_liveness_answers_without_touching_the_database(client, db, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/api/health/live/")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_readiness_in_the_embedded_default_is_ok_with_the_rest_not_configured(client, db):
    response = client.get("/api/health/ready/")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert "failing" not in body
    checks = body["checks"]
    assert set(checks) == {"database", "redis", "broker", "storage"}
    assert checks["database"]["status"] == "ok"
    assert checks["database"]["duration_ms"] >= 0
    assert checks["redis"] == {"status": "not_configured"}
    assert checks["broker"] == {"status": "not_configured"}
    assert checks["storage"]["status"] == "ok"


def test_probes_need_no_sign_in_and_stay_out_of_the_api_document(client, db):
    paths = client.get("/api/openapi.json").json()["paths"]
    assert "/api/health/live/" not in paths and "/api/health/ready/" not in paths
    # A bad token is not even looked at.
    response = client.get("/api/health/ready/", HTTP_AUTHORIZATION="Bearer nonsense")
    assert response.status_code == 200


def test_a_failing_service_makes_readiness_503_naming_it_without_details(client, db,
                                                                           monkeypatch):
    def refused():
        raise ConnectionRefusedError(f"redis://:{SECRET}@cache.internal:6379 refused")

    monkeypatch.setitem(health.CHECKS, "redis", refused)
    response = client.get("/api/health/ready/")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["failing"] == ["redis"]
    assert body["checks"]["redis"]["status"] == "failing"
    assert body["checks"]["redis"]["error"] == "ConnectionRefusedError"
    assert body["checks"]["database"]["status"] == "ok"
    raw = response.content.decode()
    assert SECRET not in raw and "cache.internal" not in raw and "Traceback" not in raw


def test_a_check_that_hangs_fails_after_the_timeout_without_holding_the_others():
    def hangs():
        time.sleep(3)

    started = time.perf_counter()
    results = health.run_checks({"slow": hangs, "fast": lambda: None}, timeout=0.3)
    assert time.perf_counter() - started < 1.5
    assert results["slow"].status == health.FAILING
    assert results["slow"].error == "Timeout"
    assert results["fast"].status == health.OK


def test_the_storage_check_fails_on_a_folder_it_cannot_write(settings, tmp_path):
    from django.core.files.storage import default_storage

    locked = tmp_path / "media"
    locked.mkdir()
    locked.chmod(0o500)
    settings.MEDIA_ROOT = locked
    try:
        if default_storage.location != str(locked):
            pytest.skip("the default storage did not follow MEDIA_ROOT")
        result = health._timed(health.check_storage)
        if os.geteuid() == 0:
            # root writes anywhere: the check can only be as strict as the kernel.
            assert result.status == health.OK
        else:
            assert result.status == health.FAILING
        settings.MEDIA_ROOT = tmp_path / "not" / "yet" / "made"
        assert health._timed(health.check_storage).status == health.OK
    finally:
        locked.chmod(0o700)


def test_redis_and_the_broker_are_checked_when_configured(monkeypatch):
    """Pointed at a port where nothing listens, the full stack's checks fail quickly."""
    from workers import app

    dead = "redis://127.0.0.1:1/0"
    monkeypatch.setattr(health, "settings", SimpleNamespace(
        CACHES={"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                            "LOCATION": dead}},
        CHANNEL_LAYERS={"default": {"BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
                                    "CONFIG": {"hosts": [dead]}}},
    ))
    assert health.redis_urls() == [dead]
    eager, broker = app.conf.task_always_eager, app.conf.broker_url
    app.conf.update(task_always_eager=False, broker_url=dead)
    try:
        started = time.perf_counter()
        results = health.run_checks({"redis": health.check_redis,
                                     "broker": health.check_broker})
    finally:
        app.conf.update(task_always_eager=eager, broker_url=broker)
    assert time.perf_counter() - started < health.CHECK_TIMEOUT + 1
    assert results["redis"].status == health.FAILING
    assert results["broker"].status == health.FAILING

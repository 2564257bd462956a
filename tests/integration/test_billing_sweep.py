"""The nightly subscription sweep on the real stack: subscriptions bought through the API, their
periods moved into the past in PostgreSQL, then `billing.sweep_subscriptions` sent by name to the
real Celery worker through Redis, as celery beat sends it every night."""

from __future__ import annotations

import ast
import re
import time
import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import psycopg
import pytest
from celery import Celery
from celery.schedules import crontab
from dateutil.relativedelta import relativedelta

from tests.integration.conftest import REDIS_URL, worker_log
from workers.tasks.policy import TASKS

pytestmark = pytest.mark.integration

PASSWORD = "correct-horse-battery-9"
TASK = "billing.sweep_subscriptions"
QUEUE = TASKS[TASK].queue  # where beat's message goes, routed by name
TASK_TIMEOUT = 30


def test_the_beat_schedules_the_sweep_every_night():
    import workers.tasks.billing  # noqa: F401 - registers the task under its name
    from workers.celery import app

    assert "workers.tasks.billing" in app.conf.include
    assert TASK in app.tasks
    entries = [e for e in app.conf.beat_schedule.values() if e["task"] == TASK]
    assert len(entries) == 1
    schedule = entries[0]["schedule"]
    assert isinstance(schedule, crontab)
    assert (schedule.hour, schedule.minute) == ({2}, {0})
    assert schedule.day_of_week == set(range(7))
    assert schedule.day_of_month == set(range(1, 32))
    assert schedule.month_of_year == set(range(1, 13))


def sign_up(live) -> tuple[int, str]:
    name = f"plan{uuid.uuid4().hex[:10]}"
    status, body = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201, body
    status, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert status == 200, login
    assert login["current_subscription"]["package_name"] == "Gratuit"
    return body["user"]["id"], login["access"]


def package_id(live, name: str) -> int:
    status, body = live.http.get("/api/packages/")
    assert status == 200, body
    return next(p["id"] for p in body["results"] if p["name"] == name)


def checkout(live, token: str, name: str, cycle: str = "monthly") -> int:
    status, body = live.http.post("/api/subscriptions/checkout/", {
        "package_id": package_id(live, name), "billing_cycle": cycle}, token=token)
    assert status == 201, body
    assert body["test_mode"] is True
    return body["subscription"]["id"]


def rows(live, sql: str, *params) -> list[tuple]:
    with psycopg.connect(live.database_url) as conn:
        return conn.execute(sql, params).fetchall()


def execute(live, sql: str, *params) -> None:
    with psycopg.connect(live.database_url) as conn:
        conn.execute(sql, params)


def billing_rows(live, user_ids: list[int]) -> dict[str, list[tuple]]:
    return {
        "subscriptions": rows(live, "SELECT * FROM billing_subscription WHERE user_id = ANY(%s) "
                                    "ORDER BY id", user_ids),
        "payments": rows(live, "SELECT p.* FROM billing_payment p JOIN billing_subscription s "
                               "ON s.id = p.subscription_id WHERE s.user_id = ANY(%s) "
                               "ORDER BY p.id", user_ids),
    }


def current_plan(live, user_id: int) -> tuple:
    return live.fetch_one(
        "SELECT p.name, s.status, s.end_date, s.auto_renew FROM billing_subscription s "
        "JOIN billing_package p ON p.id = s.package_id WHERE s.user_id = %s AND s.is_current",
        user_id)


@pytest.fixture
def sweep(live, request):
    """Sends the task by name to the live worker and answers what it returned, read from the
    worker's log (the stack keeps no task results)."""
    log = worker_log(request.config, QUEUE)

    def run() -> dict[str, int]:
        with Celery("integration-client", broker=REDIS_URL) as client:
            task_id = client.send_task(TASK, queue=QUEUE).id
        done = re.compile(
            rf"Task {re.escape(TASK)}\[{task_id}\] (succeeded in \S+: (.*)|raised .*)$",
            re.MULTILINE)
        deadline = time.monotonic() + TASK_TIMEOUT
        while time.monotonic() < deadline:
            found = done.search(log.read_text(errors="replace"))
            if found:
                assert found.group(2) is not None, f"the sweep failed: {found.group(0)}"
                return ast.literal_eval(found.group(2))
            time.sleep(0.2)
        pytest.fail(f"the worker never ran {TASK}[{task_id}]", pytrace=False)

    return run


def test_the_worker_renews_and_expires_due_subscriptions_once(live, sweep):
    renewing_user, renewing_token = sign_up(live)
    canceling_user, canceling_token = sign_up(live)
    trial_user, trial_token = sign_up(live)
    later_user, later_token = sign_up(live)
    users = [renewing_user, canceling_user, trial_user, later_user]

    renewing = checkout(live, renewing_token, "Pro")
    canceled = checkout(live, canceling_token, "Pro")
    status, body = live.http.post(f"/api/subscriptions/{canceled}/cancel/",
                                  token=canceling_token)
    assert (status, body["status"], body["auto_renew"]) == (200, "canceled", False)
    trial = checkout(live, trial_token, "Équipe")
    execute(live, "UPDATE billing_subscription SET status = 'trial' WHERE id = %s", trial)
    later = checkout(live, later_token, "Pro", "annual")

    # Their periods ended an hour ago: the night has come.
    ended = datetime.now(UTC).replace(microsecond=0) - timedelta(hours=1)
    execute(live, "UPDATE billing_subscription SET end_date = %s WHERE id = ANY(%s)",
            ended, [renewing, canceled, trial])
    untouched = rows(live, "SELECT * FROM billing_subscription WHERE id = %s", later)

    sweep()

    end, auto_renew = live.fetch_one(
        "SELECT end_date, auto_renew FROM billing_subscription WHERE id = %s AND is_current "
        "AND status = 'active'", renewing)
    assert (end, auto_renew) == (ended + relativedelta(months=1), True)
    assert rows(live, "SELECT amount, provider, period_start, period_end FROM billing_payment "
                      "WHERE subscription_id = %s ORDER BY id", renewing)[1:] == [
        (Decimal("9.99"), "sandbox", ended, ended + relativedelta(months=1))]

    for user_id, subscription_id in [(canceling_user, canceled), (trial_user, trial)]:
        assert live.fetch_one(
            "SELECT status, is_current, auto_renew FROM billing_subscription WHERE id = %s",
            subscription_id) == ("expired", False, False)
        assert current_plan(live, user_id) == ("Gratuit", "active", None, False)
    assert rows(live, "SELECT count(*) FROM billing_payment WHERE subscription_id = ANY(%s)",
                [canceled, trial]) == [(2,)]  # their checkouts only

    status, me = live.http.get("/api/users/me/", token=canceling_token)
    assert status == 200, me
    assert (me["current_subscription"]["package_name"], me["user"]["diagrams_limit"]) == (
        "Gratuit", 3)
    assert rows(live, "SELECT * FROM billing_subscription WHERE id = %s", later) == untouched

    after_first_run = billing_rows(live, users)
    assert sweep() == {}
    assert billing_rows(live, users) == after_first_run

"""The task policy of workers/tasks/policy.py as the Celery app applies it (issue 14): every
task routed to one of the two queues, with time limits, late acknowledgement and retries only
where it is safe, and a broker visibility timeout longer than any task can stay unacknowledged;
the Procfile runs a worker per queue."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from celery.exceptions import SoftTimeLimitExceeded

from web.documents import services as document_services
from workers import app
from workers.tasks import policy

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tasks():
    app.loader.import_default_modules()
    return {name: task for name, task in app.tasks.items() if not name.startswith("celery.")}


def queue_of(name: str) -> str:
    return app.amqp.router.route({}, name)["queue"].name


def test_every_task_is_in_the_table_and_the_table_names_only_tasks(tasks):
    assert set(tasks) == set(policy.TASKS)


def test_every_task_goes_to_its_queue_and_an_unknown_one_to_background(tasks):
    for name in tasks:
        assert queue_of(name) == policy.TASKS[name].queue in policy.QUEUES, name
    assert queue_of("nobody.knows_this_task") == policy.BACKGROUND
    assert {policy.TASKS[name].queue for name in tasks} == set(policy.QUEUES)


def test_beat_sends_only_background_work():
    for entry in app.conf.beat_schedule.values():
        assert queue_of(entry["task"]) == policy.BACKGROUND, entry["task"]


def test_every_task_has_a_soft_limit_before_its_hard_limit(tasks):
    for name, task in tasks.items():
        expected = policy.TASKS[name]
        assert (task.soft_time_limit, task.time_limit) == (expected.soft, expected.hard), name
        # Time for the task to report its failure before the process is killed.
        assert task.time_limit - task.soft_time_limit >= 30, name


def test_idempotent_tasks_are_acknowledged_late_and_given_back_when_their_worker_dies(tasks):
    assert app.conf.task_acks_late and app.conf.worker_prefetch_multiplier == 1
    for name, task in tasks.items():
        idempotent = policy.TASKS[name].idempotent
        assert task.acks_late is idempotent and task.reject_on_worker_lost is idempotent, name


def test_retries_back_off_with_jitter_only_on_idempotent_tasks(tasks):
    for name, task in tasks.items():
        retry = policy.TASKS[name].retry
        retried = getattr(task, "autoretry_for", ())
        if retry is None:
            assert not retried, name
            continue
        assert policy.TASKS[name].idempotent, name
        assert retried == retry.on and task.max_retries == retry.max_retries, name
        assert task.retry_backoff == retry.backoff and task.retry_jitter, name
        assert task.retry_backoff_max == retry.backoff_max, name
        # A task out of time is never started again for the same work.
        assert SoftTimeLimitExceeded in task.dont_autoretry_for, name


def test_transient_errors_are_retried_and_programming_errors_are_not():
    from django.db import OperationalError
    from redis.exceptions import ConnectionError as RedisConnectionError

    for error in (OperationalError("server closed the connection"), RedisConnectionError(),
                  ConnectionResetError(), TimeoutError()):
        assert isinstance(error, policy.TRANSIENT), error
    for error in (KeyError("id"), ValueError(), SoftTimeLimitExceeded()):
        assert not isinstance(error, policy.TRANSIENT), error


def test_the_visibility_timeout_outlasts_every_wait_and_run(tasks):
    """Redis hands an unacknowledged message to another worker after the visibility timeout: a
    task still running (or a retry still waiting for its countdown) would then run twice."""
    visibility = app.conf.broker_transport_options["visibility_timeout"]
    for name, task in tasks.items():
        wait = max(task.retry_backoff_max if getattr(task, "autoretry_for", ()) else 0,
                   policy.LONGEST_COUNTDOWN)
        assert visibility > wait + task.time_limit, name
    assert visibility > app.conf.task_time_limit + policy.LONGEST_COUNTDOWN


def test_the_webs_countdowns_are_within_the_one_the_visibility_timeout_allows_for():
    countdowns = [value for name, value in vars(document_services).items()
                  if name.endswith("_SECONDS") and isinstance(value, int | float)]
    assert countdowns and max(countdowns) <= policy.LONGEST_COUNTDOWN


def test_the_docstring_table_says_what_the_policy_does():
    rows = re.findall(r"^\| ([a-z_.]+)(?: \(beat\))? +\| (\w+) +\| (\d+) / (\d+) +\|",
                      policy.__doc__, re.MULTILINE)
    assert {name: (queue, int(soft), int(hard)) for name, queue, soft, hard in rows} == {
        name: (p.queue, p.soft, p.hard) for name, p in policy.TASKS.items()}


def test_the_procfile_runs_one_worker_per_queue_sized_from_the_environment():
    consumed = {}
    for line in (ROOT / "Procfile").read_text().splitlines():
        args = shlex.split(line.split(":", 1)[1]) if ":" in line else []
        if args[1:4] != ["-A", "workers", "worker"]:
            continue
        queues = args[args.index("-Q") + 1].split(",")
        assert len(queues) == 1, f"one queue per worker: {line}"
        consumed[queues[0]] = args
    assert set(consumed) == set(policy.QUEUES)
    for queue, args in consumed.items():
        assert args[args.index("--concurrency") + 1].startswith(f"${{{queue.upper()}_CONCURRENCY")
        assert "--max-memory-per-child" in args
    # Two workers on one host need two node names.
    assert len({args[args.index("-n") + 1] for args in consumed.values()}) == len(consumed)


def test_a_sweep_out_of_time_stops_instead_of_carrying_on(monkeypatch):
    """The nightly sweep keeps going past one customer's failure, but not past its soft limit:
    swallowing that would leave it to the hard limit's kill."""
    from web.billing import services as billing
    from workers.tasks.billing import sweep_subscriptions

    swept = []

    def out_of_time(subscription_id):
        swept.append(subscription_id)
        raise SoftTimeLimitExceeded()

    monkeypatch.setattr(billing, "due_subscription_ids", lambda: [1, 2, 3])
    monkeypatch.setattr(billing, "sweep_one", out_of_time)
    with pytest.raises(SoftTimeLimitExceeded):
        sweep_subscriptions.run()
    assert swept == [1]

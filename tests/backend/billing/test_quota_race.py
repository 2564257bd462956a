"""Quotas under concurrency, on PostgreSQL with real threads, each with its own connection.

The check locks the owner's current subscription row for the rest of the creating transaction,
so two creations at the limit are serialised and exactly one wins. The lock must cover that row
only: a lock on the plan row would make every user of the plan wait for each other."""

import threading
import time
from datetime import timedelta

import pytest
from django.db import OperationalError, connection, transaction
from django.utils import timezone

from tests.backend.conftest import Api
from web.billing import messages, quotas, services
from web.projects.models import Project

from .concurrency import JOIN_TIMEOUT, committed_rows, postgresql_only, run_in_threads
from .factories import make_package, make_projects, plan, subscribe
from .providers import SLOW, SlowProvider

pytestmark = [postgresql_only, committed_rows, pytest.mark.plan_limits]


def test_exactly_one_of_two_simultaneous_creations_takes_the_last_slot(alice, monkeypatch):
    subscribe(alice, make_package("Deux", max_diagrams=2),
              end=timezone.now() + timedelta(days=30))
    make_projects(alice, 1)
    # Both requests reach the check together and the first to pass lingers before inserting:
    # without the lock both would count one diagram, and both would create theirs.
    barrier = threading.Barrier(2, timeout=10)
    real_check = quotas.check_diagram_create

    def check_together(owner):
        barrier.wait()
        real_check(owner)
        time.sleep(0.3)

    monkeypatch.setattr(quotas, "check_diagram_create", check_together)
    answers = []

    def create():
        answers.append(Api().as_user(alice).post("projects/", {"name": "Boutique"}))

    run_in_threads(create, create)

    assert sorted(r.status_code for r in answers) == [201, 403]
    refused = next(r for r in answers if r.status_code == 403).json()
    assert refused == {"error": "quota_reached",
                       "message": messages.quota_diagrams(2)}
    assert Project.objects.filter(owner=alice).count() == 2


def holding_the_quota_lock_of(user, *, then_release: threading.Event, locked: threading.Event):
    def hold():
        with transaction.atomic():
            quotas.check_diagram_create(user)
            locked.set()
            then_release.wait(JOIN_TIMEOUT)
    return hold


def check_without_waiting(user) -> None:
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL lock_timeout = '1s'")
        quotas.check_diagram_create(user)


def test_users_of_the_same_plan_do_not_wait_for_each_other(alice, bob):
    subscribe(alice, plan("Gratuit"))
    subscribe(bob, plan("Gratuit"))
    locked, release = threading.Event(), threading.Event()
    outcome = {}

    def other_user():
        assert locked.wait(10)
        try:
            check_without_waiting(bob)
            outcome["bob"] = "checked"
        except OperationalError as exc:
            outcome["bob"] = f"waited for alice's lock: {exc}"
        finally:
            release.set()

    run_in_threads(holding_the_quota_lock_of(alice, then_release=release, locked=locked),
                   other_user)
    assert outcome == {"bob": "checked"}


def test_a_renewal_in_progress_does_not_block_other_users_of_the_plan(alice, bob, settings,
                                                                     monkeypatch):
    """The provider may take seconds to answer; meanwhile the plan's other users keep working."""
    start = timezone.now() - timedelta(days=31)
    due = subscribe(alice, plan("Pro"), start=start, end=timezone.now() - timedelta(hours=1))
    subscribe(bob, plan("Pro"), end=timezone.now() + timedelta(days=10))
    charging, release = threading.Event(), threading.Event()
    settings.PAYMENT_PROVIDER = SLOW
    monkeypatch.setattr(SlowProvider, "charging", charging)
    monkeypatch.setattr(SlowProvider, "release", release)
    outcome = {}

    def sweep():
        outcome["sweep"] = services.sweep_one(due.pk)

    def other_user():
        assert charging.wait(10)
        try:
            check_without_waiting(bob)
            outcome["bob"] = "checked"
        except OperationalError as exc:
            outcome["bob"] = f"waited for the sweep: {exc}"
        finally:
            release.set()

    run_in_threads(sweep, other_user)
    assert outcome == {"sweep": "renewed", "bob": "checked"}

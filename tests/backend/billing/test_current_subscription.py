"""Every user always has a current subscription, on the free plan by default; auth/login/ and
users/me/ answer it as current_subscription, with the profile's limits and usage (spec 000 §3)."""

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from tests.backend.conftest import PASSWORD, Api
from web.billing import services
from web.billing.models import Subscription

from .concurrency import committed_rows, postgresql_only, run_in_threads
from .factories import make_projects, make_team, plan, subscribe

FREE_LIMITS = {"max_diagrams": 3, "max_tables_per_diagram": 30, "max_team_members": 0,
               "max_versions_per_diagram": 5, "max_imports_per_month": 0,
               "priority_support": False}


def login(api, username: str) -> dict:
    response = api.post("auth/login/", {"username": username, "password": PASSWORD})
    assert response.status_code == 200, response.content
    return response.json()


def me(api, user) -> dict:
    response = api.as_user(user).get("users/me/")
    assert response.status_code == 200, response.content
    return response.json()


@pytest.mark.plan_limits
def test_it_answers_the_free_plan_at_login_for_a_new_user(api, alice):
    assert not Subscription.objects.filter(user=alice).exists()
    subscription = login(api, "alice")["current_subscription"]
    assert subscription["package_name"] == "Gratuit"
    assert subscription["package"] == plan("Gratuit").pk
    assert (subscription["status"], subscription["is_free"]) == ("active", True)
    assert (subscription["billing_cycle"], subscription["auto_renew"]) == ("monthly", False)
    assert (subscription["end_date"], subscription["days_remaining"]) == (None, None)
    assert subscription["package_limits"] == FREE_LIMITS
    assert subscription["current_usage"] == {"diagrams_count": 0}


@pytest.mark.plan_limits
def test_it_answers_the_same_subscription_on_users_me(api, alice):
    at_login = login(api, "alice")["current_subscription"]
    assert me(api, alice)["current_subscription"] == at_login
    assert Subscription.objects.filter(user=alice).count() == 1


@pytest.mark.plan_limits
def test_it_fills_the_profile_limits_and_usage(api, alice, bob):
    make_projects(alice, 2)
    make_projects(bob, 1)
    make_team(alice)
    make_team(bob, alice)
    user = me(api, alice)["user"]
    assert {k: user[k] for k in (
        "diagrams_count", "projects_count", "team_memberships_count", "diagrams_limit",
        "diagrams_remaining", "tables_per_diagram_limit", "versions_per_diagram_limit",
        "team_members_limit")} == {
        "diagrams_count": 2, "projects_count": 2, "team_memberships_count": 2,
        "diagrams_limit": 3, "diagrams_remaining": 1, "tables_per_diagram_limit": 30,
        "versions_per_diagram_limit": 5, "team_members_limit": 0,
    }


@pytest.mark.plan_limits
def test_it_counts_the_users_diagrams_in_current_usage(api, alice):
    make_projects(alice, 2)
    assert login(api, "alice")["current_subscription"]["current_usage"] == {"diagrams_count": 2}


@pytest.mark.plan_limits
def test_it_never_answers_a_negative_remaining_count(api, alice):
    make_projects(alice, 5)  # e.g. diagrams made on a paid plan that has since expired
    user = me(api, alice)["user"]
    assert (user["diagrams_count"], user["diagrams_limit"], user["diagrams_remaining"]) == (5, 3, 0)


@pytest.mark.plan_limits
def test_it_answers_minus_one_remaining_on_an_unlimited_plan(api, alice):
    subscribe(alice, plan("Équipe"), end=timezone.now() + timedelta(days=30))
    make_projects(alice, 4)
    user = me(api, alice)["user"]
    assert (user["diagrams_limit"], user["diagrams_remaining"]) == (-1, -1)
    assert (user["tables_per_diagram_limit"], user["versions_per_diagram_limit"]) == (-1, -1)
    assert user["team_members_limit"] == 50


@pytest.mark.plan_limits
def test_it_answers_a_paid_plan_with_its_period(api, alice):
    end = timezone.now() + timedelta(days=10, hours=1)
    subscription = subscribe(alice, plan("Pro"), end=end)
    body = me(api, alice)["current_subscription"]
    assert (body["id"], body["package_name"], body["is_free"]) == (subscription.pk, "Pro", False)
    assert (body["auto_renew"], body["days_remaining"]) == (True, 11)
    assert body["package_limits"]["max_diagrams"] == 50
    assert me(api, alice)["user"]["diagrams_limit"] == 50


def test_it_makes_exactly_one_current_subscription_per_user(api, alice):
    for _ in range(3):
        me(api, alice)
    login(api, "alice")
    assert Subscription.objects.filter(user=alice).count() == 1


@postgresql_only
@committed_rows
def test_it_makes_one_current_subscription_when_two_requests_create_it_at_once(
        alice, monkeypatch):
    # Both requests must have looked for the subscription and found none before either creates
    # it: the barrier sits between the look-up and the insert.
    barrier = threading.Barrier(2, timeout=10)
    real_default_package = services.default_package

    def default_package_after_both_looked():
        barrier.wait()
        return real_default_package()

    monkeypatch.setattr(services, "default_package", default_package_after_both_looked)
    answers: list = []

    def request():
        answers.append(Api().as_user(alice).get("users/me/"))

    run_in_threads(request, request)

    assert [r.status_code for r in answers] == [200, 200], [r.content[:300] for r in answers]
    ids = {r.json()["current_subscription"]["id"] for r in answers}
    assert ids == set(Subscription.objects.filter(user=alice).values_list("pk", flat=True))
    assert len(ids) == 1


def test_it_answers_the_same_on_subscriptions_current(api, alice):
    current = api.as_user(alice).get("subscriptions/current/")
    assert current.status_code == 200
    assert current.json() == me(api, alice)["current_subscription"]

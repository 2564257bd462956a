"""POST /api/subscriptions/{id}/cancel/ and /renew/ (spec 000 §4, §7). Cancel stops the renewal
but keeps the plan until the end of the paid period; renew turns the renewal back on. Both answer
the updated current subscription."""

from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from tests.backend.helpers import assert_error
from web.billing import messages

from .factories import billing_state, current_of, plan, subscribe


def cancel(api, user, subscription_id):
    return api.as_user(user).post(f"subscriptions/{subscription_id}/cancel/")


def renew(api, user, subscription_id):
    return api.as_user(user).post(f"subscriptions/{subscription_id}/renew/")


@pytest.fixture
def pro(alice):
    """Alice on Pro monthly, renewing, twelve days left."""
    return subscribe(alice, plan("Pro"),
                     end=timezone.now().replace(microsecond=0) + timedelta(days=12))


def test_it_cancels_and_keeps_the_end_of_the_period(api, alice, pro):
    end = pro.end_date
    response = cancel(api, alice, pro.pk)
    assert response.status_code == 200, response.content
    body = response.json()
    assert (body["id"], body["status"], body["auto_renew"]) == (pro.pk, "canceled", False)
    assert (body["package_name"], body["days_remaining"]) == ("Pro", 12)
    assert datetime.fromisoformat(body["end_date"]) == end
    pro.refresh_from_db()
    assert (pro.status, pro.auto_renew, pro.is_current, pro.end_date) == (
        "canceled", False, True, end)


@pytest.mark.plan_limits
def test_it_keeps_the_paid_limits_until_the_end_of_the_period(api, alice, pro):
    cancel(api, alice, pro.pk)
    body = api.as_user(alice).get("users/me/").json()
    assert body["current_subscription"]["package_name"] == "Pro"
    assert body["user"]["diagrams_limit"] == 50


def test_it_refuses_to_cancel_twice(api, alice, pro):
    cancel(api, alice, pro.pk)
    assert_error(cancel(api, alice, pro.pk), 400, code="already_canceled",
                 message=messages.ALREADY_CANCELED)


def test_it_refuses_to_cancel_the_free_plan(api, alice):
    free = subscribe(alice, plan("Gratuit"))
    before = billing_state()
    assert_error(cancel(api, alice, free.pk), 400, code="free_plan",
                 message=messages.FREE_CANNOT_CANCEL)
    assert billing_state() == before


def test_it_refuses_to_cancel_an_expired_subscription(api, alice):
    expired = subscribe(alice, plan("Pro"), status="expired", auto_renew=False,
                        end=timezone.now() - timedelta(days=1))
    subscribe(alice, plan("Gratuit"))
    assert_error(cancel(api, alice, expired.pk), 400, code="expired")


def test_it_rejects_other_users_subscription(api, alice, bob, pro):
    before = billing_state()
    assert_error(cancel(api, bob, pro.pk), 403, message=messages.NOT_YOUR_SUBSCRIPTION)
    assert_error(renew(api, bob, pro.pk), 403, message=messages.NOT_YOUR_SUBSCRIPTION)
    assert billing_state() == before


def test_it_handles_a_missing_subscription(api, alice):
    assert_error(cancel(api, alice, 999_999), 404, code="not_found")
    assert_error(renew(api, alice, 999_999), 404, code="not_found")


def test_it_requires_authentication(api, alice, pro):
    assert_error(api.post(f"subscriptions/{pro.pk}/cancel/"), 401, code="not_authenticated")
    assert_error(api.post(f"subscriptions/{pro.pk}/renew/"), 401, code="not_authenticated")


def test_it_renews_a_canceled_subscription(api, alice, pro):
    end = pro.end_date
    cancel(api, alice, pro.pk)
    response = renew(api, alice, pro.pk)
    assert response.status_code == 200, response.content
    body = response.json()
    assert (body["id"], body["status"], body["auto_renew"]) == (pro.pk, "active", True)
    pro.refresh_from_db()
    assert (pro.status, pro.auto_renew, pro.end_date, pro.is_current) == (
        "active", True, end, True)


def test_it_renews_a_subscription_whose_renewal_was_turned_off(api, alice):
    subscription = subscribe(alice, plan("Pro"), auto_renew=False,
                             end=timezone.now() + timedelta(days=3))
    assert renew(api, alice, subscription.pk).json()["auto_renew"] is True


def test_it_refuses_to_renew_an_expired_subscription(api, alice):
    expired = subscribe(alice, plan("Pro"), status="expired", auto_renew=False,
                        end=timezone.now() - timedelta(days=1))
    free = subscribe(alice, plan("Gratuit"))
    before = billing_state()
    assert_error(renew(api, alice, expired.pk), 400, code="expired",
                 message=messages.EXPIRED_CANNOT_RENEW)
    assert billing_state() == before
    assert current_of(alice).pk == free.pk


def test_it_refuses_to_renew_a_plan_replaced_by_another(api, alice, pro):
    cancel(api, alice, pro.pk)
    subscribe(alice, plan("Équipe"), end=timezone.now() + timedelta(days=30))
    assert_error(renew(api, alice, pro.pk), 400, code="expired")


def test_it_refuses_to_renew_the_free_plan(api, alice):
    free = subscribe(alice, plan("Gratuit"))
    assert_error(renew(api, alice, free.pk), 400, code="free_plan",
                 message=messages.FREE_CANNOT_RENEW)

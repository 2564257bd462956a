"""POST /api/subscriptions/checkout/: subscribe to a plan through the payment provider. The shipped
provider is a sandbox that approves at once (test mode); a refused payment writes nothing."""

from datetime import UTC, datetime
from decimal import Decimal

import pytest
import time_machine

from tests.backend.helpers import assert_error
from web.billing import messages
from web.billing.models import Payment, Subscription

from .factories import billing_state, current_of, make_package, plan, subscribe
from .providers import DECLINING

PATH = "subscriptions/checkout/"
# The last day of January: one month later is the last day of February, not 3 March.
NOW = datetime(2027, 1, 31, 9, 30, tzinfo=UTC)


def checkout(api, user, package, cycle="monthly"):
    return api.as_user(user).post(PATH, {"package_id": package.pk, "billing_cycle": cycle})


@time_machine.travel(NOW, tick=False)
def test_it_subscribes_monthly_until_the_same_day_next_month(api, alice):
    response = checkout(api, alice, plan("Pro"))
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["test_mode"] is True
    subscription = body["subscription"]
    assert (subscription["package_name"], subscription["status"]) == ("Pro", "active")
    assert (subscription["billing_cycle"], subscription["auto_renew"]) == ("monthly", True)
    assert subscription["start_date"] == "2027-01-31T09:30:00Z"
    assert subscription["end_date"] == "2027-02-28T09:30:00Z"
    assert subscription["days_remaining"] == 28
    assert current_of(alice).pk == subscription["id"]


@time_machine.travel(NOW, tick=False)
def test_it_subscribes_annually_until_the_same_day_next_year(api, alice):
    subscription = checkout(api, alice, plan("Pro"), "annual").json()["subscription"]
    assert (subscription["billing_cycle"], subscription["end_date"]) == (
        "annual", "2028-01-31T09:30:00Z")
    assert subscription["days_remaining"] == 365


@time_machine.travel(NOW, tick=False)
@pytest.mark.parametrize(("cycle", "amount", "end"), [
    ("monthly", Decimal("9.99"), datetime(2027, 2, 28, 9, 30, tzinfo=UTC)),
    ("annual", Decimal("95.90"), datetime(2028, 1, 31, 9, 30, tzinfo=UTC)),
])
def test_it_records_one_payment_of_the_price_of_the_cycle(api, alice, cycle, amount, end):
    subscription_id = checkout(api, alice, plan("Pro"), cycle).json()["subscription"]["id"]
    payment = Payment.objects.get()
    assert payment.subscription_id == subscription_id
    assert (payment.amount, payment.currency, payment.provider) == (amount, "USD", "sandbox")
    assert (payment.period_start, payment.period_end) == (NOW, end)
    assert payment.provider_reference.startswith("sbx_")


def test_it_keeps_the_previous_plan_as_history(api, alice):
    free = subscribe(alice, plan("Gratuit"))
    checkout(api, alice, plan("Pro"))
    free.refresh_from_db()
    assert (free.is_current, free.auto_renew) == (False, False)
    assert Subscription.objects.filter(user=alice, is_current=True).count() == 1


def test_it_shows_the_new_plan_on_the_profile(api, alice):
    checkout(api, alice, plan("Équipe"))
    body = api.as_user(alice).get("users/me/").json()
    assert body["current_subscription"]["package_name"] == "Équipe"
    assert body["user"]["diagrams_limit"] == -1


def test_it_switches_the_cycle_of_the_same_plan(api, alice):
    checkout(api, alice, plan("Pro"), "monthly")
    response = checkout(api, alice, plan("Pro"), "annual")
    assert response.status_code == 201, response.content
    assert response.json()["subscription"]["billing_cycle"] == "annual"
    assert Payment.objects.filter(subscription__user=alice).count() == 2


def test_it_moves_back_to_the_free_plan_without_a_payment(api, alice):
    checkout(api, alice, plan("Pro"))
    subscription = checkout(api, alice, plan("Gratuit")).json()["subscription"]
    assert (subscription["package_name"], subscription["end_date"]) == ("Gratuit", None)
    assert subscription["auto_renew"] is False
    assert Payment.objects.count() == 1


def test_it_refuses_the_same_plan_and_cycle_again(api, alice):
    checkout(api, alice, plan("Pro"))
    before = billing_state()
    assert_error(checkout(api, alice, plan("Pro")), 400, code="already_subscribed",
                 message=messages.ALREADY_ON_PACKAGE)
    assert billing_state() == before


def test_it_refuses_the_free_plan_to_a_user_already_on_it(api, alice):
    assert_error(checkout(api, alice, plan("Gratuit")), 400, code="already_subscribed")


def test_it_handles_an_unknown_plan(api, alice):
    response = api.as_user(alice).post(PATH, {"package_id": 999_999})
    assert_error(response, 404, code="not_found", message=messages.PACKAGE_NOT_FOUND)
    assert not Payment.objects.exists()


def test_it_refuses_an_inactive_plan(api, alice):
    retired = make_package("Ancien", is_active=False)
    assert_error(checkout(api, alice, retired), 404, message=messages.PACKAGE_NOT_FOUND)


def test_it_rejects_an_unknown_billing_cycle(api, alice):
    response = checkout(api, alice, plan("Pro"), "weekly")
    assert_error(response, 400, field="billing_cycle")
    assert not Payment.objects.exists()


def test_it_requires_authentication(api, db):
    assert_error(api.post(PATH, {"package_id": plan("Pro").pk}), 401, code="not_authenticated")


def test_it_writes_nothing_when_the_payment_is_declined(api, alice, declining_provider):
    free = subscribe(alice, plan("Gratuit"))
    before = billing_state()
    body = assert_error(checkout(api, alice, plan("Pro")), 400, code="payment_declined")
    assert body["message"].startswith("Le paiement a été refusé")
    assert billing_state() == before
    assert current_of(alice).pk == free.pk
    me = api.as_user(alice).get("users/me/").json()
    assert me["current_subscription"]["package_name"] == "Gratuit"


def test_it_keeps_a_paid_plan_when_the_payment_for_another_is_declined(api, alice, settings):
    checkout(api, alice, plan("Pro"))
    pro = current_of(alice)
    settings.PAYMENT_PROVIDER = DECLINING
    before = billing_state()
    assert_error(checkout(api, alice, plan("Équipe")), 400, code="payment_declined")
    assert billing_state() == before
    pro.refresh_from_db()
    assert (pro.is_current, pro.status, pro.auto_renew) == (True, "active", True)


def test_it_answers_test_mode_false_for_a_live_provider(api, alice, recording_provider):
    response = checkout(api, alice, plan("Pro"))
    assert response.json()["test_mode"] is False
    assert [c["amount"] for c in recording_provider] == [Decimal("9.99")]

"""The nightly sweep (workers/tasks/billing.py → services.due_subscription_ids, sweep_one): due
subscriptions that renew automatically are charged through the provider for one more period;
the others (canceled, ended trials, declined renewals) expire and their users go back to the
free plan. Running it again changes nothing. Time is frozen with time-machine."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
import time_machine

from web.billing import services
from web.billing.models import Payment, Subscription
from workers.tasks.billing import sweep_subscriptions

from .factories import billing_state, current_of, make_package, plan, subscribe
from .providers import DECLINING, UNREACHABLE

CHECKOUT = datetime(2027, 3, 15, 10, 0, tzinfo=UTC)
PERIOD_END = datetime(2027, 4, 15, 10, 0, tzinfo=UTC)
NIGHT_AFTER = datetime(2027, 4, 16, 2, 0, tzinfo=UTC)


@pytest.fixture
def clock():
    with time_machine.travel(CHECKOUT, tick=False) as traveller:
        yield traveller


def checkout(user, name="Pro", cycle="monthly") -> Subscription:
    return services.checkout(user=user, package_id=plan(name).pk, cycle=cycle).subscription


def refreshed(subscription: Subscription) -> Subscription:
    subscription.refresh_from_db()
    return subscription


def test_it_renews_an_auto_renewing_plan_through_the_provider(alice, clock, recording_provider):
    subscription = checkout(alice)
    clock.move_to(NIGHT_AFTER)
    assert services.due_subscription_ids() == [subscription.pk]
    assert services.sweep_one(subscription.pk) == "renewed"

    subscription = refreshed(subscription)
    assert (subscription.status, subscription.is_current, subscription.auto_renew) == (
        "active", True, True)
    assert subscription.end_date == datetime(2027, 5, 15, 10, 0, tzinfo=UTC)
    renewal = Payment.objects.filter(subscription=subscription).order_by("period_start").last()
    assert (renewal.amount, renewal.provider) == (Decimal("9.99"), "recording")
    assert (renewal.period_start, renewal.period_end) == (PERIOD_END, subscription.end_date)
    assert Payment.objects.filter(subscription=subscription).count() == 2
    assert [c["amount"] for c in recording_provider] == [Decimal("9.99"), Decimal("9.99")]


def test_it_renews_an_annual_plan_for_a_year_at_the_annual_price(alice, clock):
    subscription = checkout(alice, cycle="annual")
    clock.move_to(datetime(2028, 3, 15, 10, 0, tzinfo=UTC))
    assert services.sweep_one(subscription.pk) == "renewed"
    assert refreshed(subscription).end_date == datetime(2029, 3, 15, 10, 0, tzinfo=UTC)
    assert Payment.objects.order_by("period_start").last().amount == Decimal("95.90")


def test_it_renews_at_the_very_end_of_the_period(alice, clock):
    subscription = checkout(alice)
    clock.move_to(PERIOD_END - timedelta(seconds=1))
    assert services.due_subscription_ids() == []
    clock.move_to(PERIOD_END)
    assert services.due_subscription_ids() == [subscription.pk]


def assert_back_on_the_free_plan(user, expired: Subscription) -> None:
    expired = refreshed(expired)
    assert (expired.status, expired.is_current, expired.auto_renew) == ("expired", False, False)
    current = current_of(user)
    assert current.package == plan("Gratuit")
    assert (current.status, current.end_date, current.auto_renew) == ("active", None, False)
    assert current.start_date == expired.end_date


def test_it_expires_a_canceled_plan_and_puts_the_user_back_on_the_free_plan(alice, clock, api):
    subscription = checkout(alice)
    services.cancel(user=alice, subscription_id=subscription.pk)
    clock.move_to(NIGHT_AFTER)
    assert services.sweep_one(subscription.pk) == "expired"
    assert_back_on_the_free_plan(alice, subscription)
    assert Payment.objects.count() == 1  # the checkout only
    body = api.as_user(alice).get("users/me/").json()
    assert body["current_subscription"]["package_name"] == "Gratuit"


def test_it_expires_a_plan_whose_renewal_was_turned_off(alice, clock):
    subscription = subscribe(alice, plan("Pro"), start=CHECKOUT, end=PERIOD_END,
                             auto_renew=False)
    clock.move_to(NIGHT_AFTER)
    assert services.sweep_one(subscription.pk) == "expired"
    assert_back_on_the_free_plan(alice, subscription)


def test_it_expires_an_ended_trial_without_charging(alice, clock, recording_provider):
    trial = subscribe(alice, plan("Pro"), status="trial", start=CHECKOUT, end=PERIOD_END,
                      auto_renew=True)
    clock.move_to(NIGHT_AFTER)
    assert services.sweep_one(trial.pk) == "expired"
    assert_back_on_the_free_plan(alice, trial)
    assert recording_provider == []
    assert not Payment.objects.exists()


def test_it_expires_a_plan_whose_renewal_is_declined(alice, clock, settings):
    subscription = checkout(alice)
    settings.PAYMENT_PROVIDER = DECLINING
    clock.move_to(NIGHT_AFTER)
    assert services.sweep_one(subscription.pk) == "expired"
    assert_back_on_the_free_plan(alice, subscription)
    assert Payment.objects.count() == 1


def test_it_expires_a_plan_no_longer_offered(alice, clock):
    retired = make_package("Ancien", max_diagrams=10)
    subscription = subscribe(alice, retired, start=CHECKOUT, end=PERIOD_END)
    retired.is_active = False
    retired.save()
    clock.move_to(NIGHT_AFTER)
    assert services.sweep_one(subscription.pk) == "expired"
    assert_back_on_the_free_plan(alice, subscription)


def test_it_leaves_a_subscription_not_yet_due_untouched(alice, clock):
    subscription = checkout(alice)
    clock.move_to(PERIOD_END - timedelta(hours=1))
    before = billing_state()
    assert services.due_subscription_ids() == []
    assert services.sweep_one(subscription.pk) == "skipped"
    assert billing_state() == before


def test_it_never_sweeps_the_free_plan(alice, clock):
    free = services.current_subscription(alice)
    assert free.end_date is None
    clock.move_to(CHECKOUT + timedelta(days=3650))
    assert services.due_subscription_ids() == []
    assert services.sweep_one(free.pk) == "skipped"
    assert current_of(alice).pk == free.pk


def test_the_task_sweeps_every_due_subscription(alice, bob, charlie, clock):
    renewing = checkout(alice)
    canceled = checkout(bob)
    services.cancel(user=bob, subscription_id=canceled.pk)
    later = checkout(charlie, cycle="annual")
    clock.move_to(NIGHT_AFTER)
    assert sweep_subscriptions() == {"renewed": 1, "expired": 1}
    assert refreshed(renewing).end_date == datetime(2027, 5, 15, 10, 0, tzinfo=UTC)
    assert_back_on_the_free_plan(bob, canceled)
    assert refreshed(later).end_date == datetime(2028, 3, 15, 10, 0, tzinfo=UTC)


def test_running_the_sweep_twice_changes_nothing(alice, bob, charlie, clock, settings):
    checkout(alice)
    services.cancel(user=bob, subscription_id=checkout(bob).pk)
    subscribe(charlie, plan("Pro"), status="trial", start=CHECKOUT, end=PERIOD_END)
    clock.move_to(NIGHT_AFTER)
    assert sweep_subscriptions() == {"renewed": 1, "expired": 2}
    after_first = billing_state()
    assert sweep_subscriptions() == {}
    assert billing_state() == after_first


def test_a_retried_sweep_never_charges_a_period_twice(alice, clock, recording_provider):
    subscription = checkout(alice)
    clock.move_to(NIGHT_AFTER)
    services.sweep_one(subscription.pk)
    for _ in range(2):
        assert services.sweep_one(subscription.pk) == "skipped"
    assert len(recording_provider) == 2  # the checkout and one renewal
    assert Payment.objects.count() == 2


def test_an_unreachable_provider_does_not_stop_the_night_for_the_others(alice, bob, clock,
                                                                         settings):
    renewing = checkout(alice)  # due first, and its charge will raise
    clock.move_to(CHECKOUT + timedelta(hours=1))
    canceled = checkout(bob)
    services.cancel(user=bob, subscription_id=canceled.pk)
    settings.PAYMENT_PROVIDER = UNREACHABLE
    clock.move_to(NIGHT_AFTER)
    before = refreshed(renewing)

    assert sweep_subscriptions() == {"failed": 1, "expired": 1}
    assert_back_on_the_free_plan(bob, canceled)
    # Left as it was, still due: the next night retries it (the charge is idempotent).
    after = refreshed(renewing)
    assert (after.status, after.is_current, after.end_date) == (
        before.status, True, before.end_date)
    assert services.due_subscription_ids() == [renewing.pk]

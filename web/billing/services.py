"""Subscriptions: the current plan of every user, checkout, cancel, renew, the nightly sweep."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from dateutil.relativedelta import relativedelta
from django.db import IntegrityError, transaction
from django.utils import timezone

from web.accounts.models import User
from web.core.errors import DomainError, Forbidden, NotFound

from . import messages
from .models import Package, Payment, Subscription
from .providers import get_provider

logger = logging.getLogger(__name__)

Status, Cycle = Subscription.Status, Subscription.Cycle


def default_package() -> Package:
    package = Package.objects.filter(is_default=True).first()
    if package is None:  # an operator removed the flag: fall back to the cheapest plan
        package = Package.objects.order_by("monthly_price", "display_order").first()
    return package


def current_subscription(user: User, *, lock: bool = False) -> Subscription:
    """The user's one current subscription, created on the default (free) plan if missing.

    With `lock`, the row is locked for the rest of the transaction: quota checks lock it so two
    concurrent creations at the limit are serialised and exactly one wins.
    """
    subscriptions = Subscription.objects.select_related("package")
    if lock:
        # The subscription row only: locking the joined plan row too would queue every user of
        # the plan behind each other.
        subscriptions = subscriptions.select_for_update(of=("self",))
    subscription = subscriptions.filter(user=user, is_current=True).first()
    if subscription is not None:
        return subscription
    try:
        with transaction.atomic():
            Subscription.objects.create(
                user=user, package=default_package(), status=Status.ACTIVE,
                start_date=timezone.now(), end_date=None, auto_renew=False,
            )
    except IntegrityError:
        pass  # created meanwhile by a concurrent request
    return subscriptions.get(user=user, is_current=True)


def period_end(start: datetime, cycle: str) -> datetime:
    return start + (relativedelta(years=1) if cycle == Cycle.ANNUAL else relativedelta(months=1))


def price_for(package: Package, cycle: str):
    return package.annual_price if cycle == Cycle.ANNUAL else package.monthly_price


def _charge(subscription: Subscription, *, period_start: datetime, period_end_at: datetime,
            amount) -> bool:
    """Charge one period; a period already paid (a retried sweep) is not charged again."""
    if Payment.objects.filter(subscription=subscription, period_start=period_start).exists():
        return True
    provider = get_provider()
    result = provider.charge(
        customer_id=subscription.user_id, email=subscription.user.email, amount=amount,
        currency="USD", description=f"Relata {subscription.package.name}",
        idempotency_key=f"sub{subscription.pk}:{period_start.isoformat()}",
    )
    if not result.ok:
        logger.warning("Charge declined for subscription %s: %s", subscription.pk, result.message)
        return False
    Payment.objects.create(
        subscription=subscription, amount=amount, provider=provider.name,
        provider_reference=result.reference, period_start=period_start,
        period_end=period_end_at,
    )
    return True


@dataclass(frozen=True)
class CheckoutResult:
    subscription: Subscription
    test_mode: bool


@transaction.atomic
def checkout(*, user: User, package_id: int, cycle: str) -> CheckoutResult:
    package = Package.objects.filter(pk=package_id, is_active=True).first()
    if package is None:
        raise NotFound(messages.PACKAGE_NOT_FOUND)
    current = current_subscription(user, lock=True)
    same_plan = current.package_id == package.pk and current.status in {Status.ACTIVE,
                                                                         Status.TRIAL}
    if same_plan and (package.is_free or current.billing_cycle == cycle):
        raise DomainError(messages.ALREADY_ON_PACKAGE, code="already_subscribed")
    now = timezone.now()
    end = None if package.is_free else period_end(now, cycle)
    current.is_current = False
    if current.status != Status.EXPIRED:
        current.status = Status.CANCELED
    current.auto_renew = False
    current.save(update_fields=["is_current", "status", "auto_renew", "updated_at"])
    subscription = Subscription.objects.create(
        user=user, package=package, status=Status.ACTIVE, billing_cycle=cycle,
        start_date=now, end_date=end, auto_renew=not package.is_free,
        provider=get_provider().name,
    )
    if not package.is_free and not _charge(subscription, period_start=now, period_end_at=end,
                                           amount=price_for(package, cycle)):
        raise DomainError(messages.PAYMENT_DECLINED.format(reason=messages.CARD_DECLINED),
                          code="payment_declined")
    return CheckoutResult(subscription=subscription, test_mode=get_provider().test_mode)


def _own(user: User, subscription_id: int) -> Subscription:
    subscription = Subscription.objects.select_related("package").filter(
        pk=subscription_id).first()
    if subscription is None:
        raise NotFound()
    if subscription.user_id != user.pk:
        raise Forbidden(messages.NOT_YOUR_SUBSCRIPTION)
    return subscription


def cancel(*, user: User, subscription_id: int) -> Subscription:
    """Stops the renewal; the plan stays usable until the end of the paid period."""
    subscription = _own(user, subscription_id)
    if subscription.package.is_free:
        raise DomainError(messages.FREE_CANNOT_CANCEL, code="free_plan")
    if subscription.status == Status.CANCELED:
        raise DomainError(messages.ALREADY_CANCELED, code="already_canceled")
    if subscription.status == Status.EXPIRED:
        raise DomainError(messages.EXPIRED_CANNOT_RENEW, code="expired")
    subscription.status = Status.CANCELED
    subscription.auto_renew = False
    subscription.save(update_fields=["status", "auto_renew", "updated_at"])
    return subscription


def renew(*, user: User, subscription_id: int) -> Subscription:
    subscription = _own(user, subscription_id)
    if subscription.package.is_free:
        raise DomainError(messages.FREE_CANNOT_RENEW, code="free_plan")
    if subscription.status == Status.EXPIRED or not subscription.is_current:
        raise DomainError(messages.EXPIRED_CANNOT_RENEW, code="expired")
    subscription.status = Status.ACTIVE
    subscription.auto_renew = True
    subscription.save(update_fields=["status", "auto_renew", "updated_at"])
    return subscription


def _expire(subscription: Subscription) -> None:
    subscription.status = Status.EXPIRED
    subscription.is_current = False
    subscription.auto_renew = False
    subscription.save(update_fields=["status", "is_current", "auto_renew", "updated_at"])
    Subscription.objects.create(
        user=subscription.user, package=default_package(), status=Status.ACTIVE,
        start_date=subscription.end_date or timezone.now(), end_date=None, auto_renew=False,
    )


def sweep_one(subscription_id: int, *, now: datetime | None = None) -> str:
    """Renew or expire one due subscription. Safe to run any number of times."""
    now = now or timezone.now()
    with transaction.atomic():
        subscription = (
            # Not the plan and user rows: the charge may take seconds and their other users
            # (and the user's own requests) must not wait for it.
            Subscription.objects.select_for_update(of=("self",))
            .select_related("package", "user")
            .filter(pk=subscription_id, is_current=True, end_date__lte=now).first()
        )
        if subscription is None:
            return "skipped"
        renewable = (subscription.auto_renew and subscription.status == Status.ACTIVE
                     and not subscription.package.is_free and subscription.package.is_active)
        if renewable:
            start = subscription.end_date
            end = period_end(start, subscription.billing_cycle)
            amount = price_for(subscription.package, subscription.billing_cycle)
            if _charge(subscription, period_start=start, period_end_at=end, amount=amount):
                subscription.end_date = end
                subscription.save(update_fields=["end_date", "updated_at"])
                # A long outage may leave several periods due; the next run catches up.
                return "renewed"
        _expire(subscription)
        return "expired"


def due_subscription_ids(*, now: datetime | None = None) -> list[int]:
    now = now or timezone.now()
    return list(
        Subscription.objects.filter(is_current=True, end_date__lte=now)
        .order_by("end_date").values_list("pk", flat=True)
    )


def days_remaining(subscription: Subscription, *, now: datetime | None = None) -> int | None:
    if subscription.end_date is None:
        return None
    left = subscription.end_date - (now or timezone.now())
    return max(0, left.days + (1 if left % timedelta(days=1) else 0))

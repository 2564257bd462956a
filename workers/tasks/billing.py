import logging

from celery import shared_task

logger = logging.getLogger(__name__)


@shared_task(name="billing.sweep_subscriptions", acks_late=True)
def sweep_subscriptions() -> dict[str, int]:
    """Nightly: renew due subscriptions that renew automatically, expire the others (and ended
    trials) and put their users back on the free plan. Running it twice changes nothing."""
    from web.billing.services import due_subscription_ids, sweep_one

    outcomes: dict[str, int] = {}
    for subscription_id in due_subscription_ids():
        try:
            outcome = sweep_one(subscription_id)
        except Exception:
            # One customer's failure (the provider unreachable…) must not stop the night for
            # everyone after them. Its transaction rolled back, so it stays due and the next run
            # retries it; the charge's idempotency key keeps that from charging twice.
            logger.exception("Subscription sweep failed for subscription %s", subscription_id)
            outcome = "failed"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes

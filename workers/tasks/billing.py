import logging

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded

from workers.tasks import policy

logger = logging.getLogger(__name__)


@shared_task(name="billing.sweep_subscriptions", **policy.options("billing.sweep_subscriptions"))
def sweep_subscriptions() -> dict[str, int]:
    """Nightly: renew due subscriptions that renew automatically, expire the others (and ended
    trials) and put their users back on the free plan. Running it twice changes nothing."""
    from web.billing.services import due_subscription_ids, sweep_one

    outcomes: dict[str, int] = {}
    for subscription_id in due_subscription_ids():
        try:
            outcome = sweep_one(subscription_id)
        except SoftTimeLimitExceeded:
            # Out of time (workers/tasks/policy.py): stop here rather than be killed midway;
            # the subscriptions not reached stay due for the next run.
            raise
        except Exception:
            # One customer's failure (the provider unreachable…) must not stop the night for
            # everyone after them. Its transaction rolled back, so it stays due and the next run
            # retries it; the charge's idempotency key keeps that from charging twice.
            logger.exception("Subscription sweep failed for subscription %s", subscription_id)
            outcome = "failed"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes

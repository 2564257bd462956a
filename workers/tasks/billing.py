from celery import shared_task


@shared_task(name="billing.sweep_subscriptions", acks_late=True)
def sweep_subscriptions() -> dict[str, int]:
    """Nightly: renew due subscriptions that renew automatically, expire the others (and ended
    trials) and put their users back on the free plan. Running it twice changes nothing."""
    from web.billing.services import due_subscription_ids, sweep_one

    outcomes: dict[str, int] = {}
    for subscription_id in due_subscription_ids():
        outcome = sweep_one(subscription_id)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes

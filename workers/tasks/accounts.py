from celery import shared_task


@shared_task(name="accounts.purge_account", acks_late=True, max_retries=5,
             autoretry_for=(OSError,), retry_backoff=True)
def purge_account(user_id: int) -> bool:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.accounts.services import user_purge
    from web.realtime.events import send_to_user

    purged = user_purge(user_id=user_id)
    if purged:
        send_to_user(user_id, "account.purged", {"user_id": user_id}, close=True)
    return purged

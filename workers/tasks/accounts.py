from celery import shared_task

from workers.tasks import policy


@shared_task(name="accounts.purge_account", **policy.options("accounts.purge_account"))
def purge_account(user_id: int) -> bool:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.accounts.services import user_purge
    from web.realtime.events import send_to_user

    purged = user_purge(user_id=user_id)
    if purged:
        send_to_user(user_id, "account.purged", {"user_id": user_id}, close=True)
    return purged

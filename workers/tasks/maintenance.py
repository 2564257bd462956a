from celery import shared_task

from workers.tasks import policy


@shared_task(name="maintenance.clear_expired_sessions",
             **policy.options("maintenance.clear_expired_sessions"))
def clear_expired_sessions() -> None:
    # Every token pair owns a session row; expired ones would pile up forever otherwise.
    from django.core.management import call_command

    call_command("clearsessions")

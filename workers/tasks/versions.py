from celery import shared_task


# A redelivered task finds the version written (or deleted) and does nothing.
@shared_task(name="versions.write_snapshot", acks_late=True, ignore_result=True,
             autoretry_for=(OSError,), retry_backoff=10, max_retries=5)
def write_snapshot(version_id: int) -> bool:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.versions.services import version_write_snapshot

    return version_write_snapshot(version_id=version_id)


@shared_task(name="versions.trim_automatic", acks_late=True, ignore_result=True)
def trim_automatic() -> int:
    """Daily: automatic versions (before an import, a layout, a restore) go after 30 days."""
    from web.versions.services import versions_trim

    return versions_trim()

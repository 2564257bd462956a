from celery import shared_task

from workers.tasks import policy


# A redelivered task finds the version written (or deleted) and does nothing.
@shared_task(name="versions.write_snapshot", ignore_result=True,
             **policy.options("versions.write_snapshot"))
def write_snapshot(version_id: int) -> bool:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.versions.services import version_write_snapshot

    return version_write_snapshot(version_id=version_id)


@shared_task(name="versions.trim_automatic", ignore_result=True,
             **policy.options("versions.trim_automatic"))
def trim_automatic() -> int:
    """Daily: automatic versions (before an import, a layout, a restore) go after 30 days."""
    from web.versions.services import versions_trim

    return versions_trim()

from celery import shared_task

from workers.tasks import policy


# Deleting a missing file succeeds, so a redelivered or retried task is harmless; a storage that
# refuses (S3 down, a full disk being cleaned) is tried again, up to about an hour later.
@shared_task(name="files.delete", ignore_result=True, **policy.options("files.delete"))
def delete_files(names: list[str]) -> int:
    from storage import files

    for name in names:
        files.delete(name)
    return len(names)

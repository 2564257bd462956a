from celery import shared_task


# Deleting a missing file succeeds, so a redelivered or retried task is harmless; a storage that
# refuses (S3 down, a full disk being cleaned) is tried again, up to about an hour later.
@shared_task(name="files.delete", acks_late=True, ignore_result=True,
             autoretry_for=(Exception,), retry_backoff=30, retry_backoff_max=1800,
             max_retries=8)
def delete_files(names: list[str]) -> int:
    from storage import files

    for name in names:
        files.delete(name)
    return len(names)

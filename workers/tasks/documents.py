from celery import shared_task


@shared_task(name="documents.checkpoint", acks_late=True, ignore_result=True)
def checkpoint(project_id: int) -> int | None:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.documents.services import document_checkpoint

    return document_checkpoint(project_id=project_id)


@shared_task(name="documents.checkpoint_stale", acks_late=True, ignore_result=True)
def checkpoint_stale() -> int:
    from web.documents.services import documents_checkpoint_stale

    return documents_checkpoint_stale()


@shared_task(name="documents.compact_changes", acks_late=True, ignore_result=True)
def compact_changes() -> int:
    from web.documents.services import changes_compact

    return changes_compact()

from celery import shared_task

from workers.tasks import policy


@shared_task(name="documents.checkpoint", ignore_result=True,
             **policy.options("documents.checkpoint"))
def checkpoint(project_id: int) -> int | None:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.documents.services import document_checkpoint

    return document_checkpoint(project_id=project_id)


@shared_task(name="documents.checkpoint_stale", ignore_result=True,
             **policy.options("documents.checkpoint_stale"))
def checkpoint_stale() -> int:
    from web.documents.services import documents_checkpoint_stale

    return documents_checkpoint_stale()


@shared_task(name="documents.compact_changes", ignore_result=True,
             **policy.options("documents.compact_changes"))
def compact_changes() -> int:
    from web.documents.services import changes_compact

    return changes_compact()

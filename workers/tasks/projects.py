from celery import shared_task

from web.core import language
from workers.tasks import policy


@shared_task(name="projects.duplicate_project", **policy.options("projects.duplicate_project"))
def duplicate_project(source_id: int, user_id: int, request_id: str,
                      lang: str = language.DEFAULT) -> int | None:
    """`lang`: the language of the request (the copy's « (copie) » suffix speaks it)."""
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.projects.services import project_duplicate

    with language.speaking(lang):
        copy = project_duplicate(source_id=source_id, user_id=user_id, request_id=request_id)
    return copy.pk if copy else None


@shared_task(name="projects.render_thumbnail", ignore_result=True,
             **policy.options("projects.render_thumbnail"))
def render_thumbnail(project_id: int, revision: int) -> bool:
    from web.projects.thumbnails import project_render_thumbnail

    return project_render_thumbnail(project_id=project_id, revision=revision)

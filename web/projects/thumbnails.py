"""Card thumbnails, drawn by a worker a little after a diagram is saved.

Each save schedules a render of its revision; a render finding a newer revision does nothing,
so a burst of saves ends in one picture of the latest state.
"""

from __future__ import annotations

from django.db import transaction

from storage import files
from workers.tasks.projects import render_thumbnail

from .models import Project
from .storage import document_outline

DELAY_SECONDS = 5


def schedule_thumbnail(project: Project) -> None:
    project_id, revision = project.pk, project.revision
    transaction.on_commit(
        lambda: render_thumbnail.apply_async((project_id, revision), countdown=DELAY_SECONDS))


def project_render_thumbnail(*, project_id: int, revision: int) -> bool:
    from workers.thumbnails import render_thumbnail as draw

    project = Project.objects.filter(pk=project_id).only("revision", "thumbnail").first()
    if project is None or project.revision != revision:
        return False
    picture = draw(document_outline(project_id, revision))
    name = files.save(f"thumbnails/{project_id}", picture, extension="png") if picture else ""
    # .update(): a thumbnail is not an edit, so `updated_at` must not move.
    changed = Project.objects.filter(pk=project_id, revision=revision).update(thumbnail=name)
    if not changed:
        files.delete(name)
        return False
    files.delete(project.thumbnail)
    return True

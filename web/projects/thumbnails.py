"""Card thumbnails, drawn by a worker a little after a diagram's snapshot is written.

Each snapshot schedules a render of its revision (web/documents/services.py); a render finding
a newer snapshot does nothing, so a burst of saves ends in one picture of the latest state.
"""

from __future__ import annotations

from storage import files
from web.documents.storage import document_outline

from .models import Project


def project_render_thumbnail(*, project_id: int, revision: int) -> bool:
    from workers.thumbnails import render_thumbnail as draw

    project = Project.objects.filter(pk=project_id).only("schema_revision", "thumbnail").first()
    if project is None or project.schema_revision != revision:
        return False
    picture = draw(document_outline(project_id, revision))
    name = files.save(f"thumbnails/{project_id}", picture, extension="png") if picture else ""
    # .update(): a thumbnail is not an edit, so `updated_at` must not move.
    changed = Project.objects.filter(pk=project_id, schema_revision=revision).update(
        thumbnail=name)
    if not changed:
        files.delete(name)
        return False
    files.delete(project.thumbnail)
    return True

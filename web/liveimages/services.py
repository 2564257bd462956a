"""Drawing, storing and removing the live images of diagrams (issue 17).

After each snapshot of a diagram (web/documents/services.py) a background task is scheduled a
little later; it draws only when the diagram is public or shared by link, only when no newer
snapshot has its own task on the way (a burst of saves draws once), and only when the stored
image is not already of the current revision (a task run twice draws once). Turning sharing on
draws the image; turning it off, or deleting the diagram, deletes it.
"""

from __future__ import annotations

from django.db import transaction

from storage import files
from web.access import policy
from web.core.stored_files import delete_on_commit
from web.core.tasks import enqueue
from web.documents.selectors import document_current
from web.projects.models import Project

from . import messages
from .models import LiveImage

TASK = "projects.render_live_image"
FORMATS = ("svg", "png")
SHARING_FIELDS = ("visibility", "public_by_link", "public_key", "revision", "schema_revision")


def is_shared(project: Project) -> bool:
    """Open to someone without an account: public, or shared by link (its key checked when
    the image is asked for, web/projects/selectors.py)."""
    return policy.is_public(project) or bool(project.public_by_link and project.public_key)


def schedule(project_id: int) -> None:
    """Draw the current image of `project_id` (or delete it if the diagram is no longer
    shared) once the transaction commits: sharing was turned on or off, or a visitor found
    the stored image missing or behind. Snapshots schedule theirs themselves
    (web/documents/services.py), with their revision."""
    enqueue(TASK, project_id, None)


def _draw(document: dict) -> dict[str, bytes]:
    from workers.liveimage import render_both

    return render_both(document, empty=str(messages.EMPTY))


def live_image_remove(*, project_id: int) -> bool:
    """Delete the stored image (its files go once the transaction commits)."""
    deleted, _ = LiveImage.objects.filter(project_id=project_id).delete()
    return bool(deleted)


def live_image_refresh(*, project_id: int, revision: int | None = None) -> str:
    """Bring the stored image up to date; says what was done: `drawn`, `current` (nothing to
    do), `superseded` (a newer snapshot's task will draw), `removed` (not shared: the image,
    if any, deleted) or `missing` (no such diagram)."""
    from workers.liveimage import RENDERER_VERSION

    project = Project.objects.filter(pk=project_id).only(*SHARING_FIELDS).first()
    if project is None:
        return "missing"
    if not is_shared(project):
        live_image_remove(project_id=project_id)
        return "removed"
    if revision is not None and project.schema_revision > revision:
        return "superseded"
    stored = LiveImage.objects.filter(project_id=project_id).first()
    if stored and stored.revision >= project.revision and stored.renderer == RENDERER_VERSION:
        return "current"
    current = document_current(project_id)
    if current is None:
        return "missing"
    document, head = current
    pictures = _draw(document)
    del document
    names: dict[str, str] = {}
    try:
        for fmt in FORMATS:
            names[fmt] = files.save(f"liveimages/{project_id}", pictures[fmt], extension=fmt)
    except BaseException:
        delete_on_commit(names.values())  # no transaction here: at once
        raise
    with transaction.atomic():
        # Locked against sharing being turned off meanwhile (public_sharing_set locks it too),
        # and against another draw storing its image at the same time.
        project = Project.objects.select_for_update().only(*SHARING_FIELDS).filter(
            pk=project_id).first()
        row = LiveImage.objects.select_for_update().filter(project_id=project_id).first()
        if project is None or not is_shared(project) or (
                row and row.revision >= head and row.renderer == RENDERER_VERSION):
            delete_on_commit(names.values())
            return "missing" if project is None else "current" if is_shared(
                project) else "removed"
        if row is None:
            LiveImage.objects.create(project_id=project_id, revision=head,
                                     renderer=RENDERER_VERSION, **names)
        else:
            delete_on_commit([row.svg, row.png])
            row.revision, row.renderer, row.svg, row.png = (head, RENDERER_VERSION,
                                                            names["svg"], names["png"])
            row.save()
    return "drawn"

"""Auto layout: small diagrams are laid out in the request, larger ones by a worker.

The result is positions (of the tables, and the rectangles of the areas, each laid out around
its tables: workers/layout/areas.py), never a stored document: the editor applies them as one
undoable command sent like any edit (origin `layout` in the change log), so it can be undone
and every collaborator sees it.
"""

from __future__ import annotations

import logging

from celery.exceptions import SoftTimeLimitExceeded
from django.db import transaction
from django.utils import timezone

from web.access import policy
from web.accounts.models import User
from web.core import language
from web.core.errors import ValidationFailed
from web.core.tasks import enqueue
from web.documents.selectors import document_current
from web.projects.models import Project
from web.versions.models import Version
from web.versions.services import version_create_automatic

from . import messages
from .models import Job
from .progress import Reporter, drop_interrupted_connection, mark_started

logger = logging.getLogger(__name__)

SYNC_LIMIT = 30  # spec 001 §9: layouts under 30 tables run synchronously


def _layout(document: dict, progress=None) -> dict:
    from workers.layout.areas import layout_with_areas

    result, areas = layout_with_areas(document, progress=progress, scored=True)
    return {
        "positions": {table_id: {"x": x, "y": y} for table_id, (x, y) in result.positions.items()},
        "areas": {area_id: {"x": x, "y": y, "width": width, "height": height}
                  for area_id, (x, y, width, height) in areas.items()},
        "score": result.score,
        "overlaps": result.overlaps,
        "crossings": result.crossings,
        "through_tables": result.through_tables,
    }


def layout_request(*, actor: User, project: Project, snapshot_before: bool = False
                   ) -> dict | Job:
    """Positions at once under 30 tables, else a queued job followed over the websocket. With
    `snapshot_before`, the diagram as it is before the layout is kept as an automatic version."""
    policy.require(policy.can_edit_project(actor, project),
                   visible=policy.can_view_project(actor, project))
    document, revision = document_current(project.pk) or ({"tables": []}, 0)
    tables = document.get("tables", [])
    if not tables:
        raise ValidationFailed.single("schema", messages.LAYOUT_EMPTY)
    if snapshot_before:
        version_create_automatic(actor=actor, project_id=project.pk,
                                 kind=Version.Kind.BEFORE_LAYOUT)
    if len(tables) < SYNC_LIMIT:
        return {**_layout(document), "revision": revision}
    with transaction.atomic():
        job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=project, user=actor)
        enqueue("jobs.run_layout", str(job.pk), language.current())
    return job


# A layout that kills its worker process is given back to the queue (workers/tasks/policy.py):
# after this many starts it is reported failed rather than tried forever.
MAX_ATTEMPTS = 3


def _fail(job: Job, code: str, message: str) -> None:
    message = str(message)  # read now, in the task's language; JSON takes no lazy text
    job.status, job.error, job.finished_at = Job.Status.FAILED, message, timezone.now()
    job.result = {"error": code, "message": message}
    job.save(update_fields=["status", "error", "finished_at", "result"])
    Reporter(job, "layout").finished("failed", {"error": code, "message": message})


def run_layout(job_id: str) -> None:
    with transaction.atomic():
        job = Job.objects.select_for_update().filter(pk=job_id).first()
        if job is None or job.status in (Job.Status.SUCCEEDED, Job.Status.FAILED):
            return
        if job.attempts >= MAX_ATTEMPTS:
            _fail(job, "layout_failed", messages.LAYOUT_FAILED)
            return
        mark_started(job)
    report = Reporter(job, "layout")
    try:
        document, revision = document_current(job.project_id) or ({}, 0)
        result = {**_layout(document, progress=report), "revision": revision}
    except SoftTimeLimitExceeded:
        # The worker's soft limit (workers/tasks/policy.py): tell the user before the hard one.
        logger.warning("Layout %s ran out of time", job_id)
        drop_interrupted_connection()
        _fail(job, "timeout", messages.LAYOUT_TIMEOUT)
        return
    except Exception:
        logger.exception("Layout %s failed", job_id)
        _fail(job, "layout_failed", messages.LAYOUT_FAILED)
        return
    job.status, job.progress, job.finished_at = Job.Status.SUCCEEDED, 100, timezone.now()
    job.result = result
    job.save(update_fields=["status", "progress", "finished_at", "result"])
    report.finished("completed", result)

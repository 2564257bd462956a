"""SQL and DBML import (issue: schemas in): accepted by the API, run by a worker, told over the
websocket. The file's extension picks the engine: .dbml is read by workers.dbmlimport, the rest
(.sql, .txt) by workers.sqlimport; both give the same document, stored the same way.

The worker reads the stored upload, parses it statement by statement, merges or replaces the
document, lays it out if asked, and stores the result with one write. A redelivered task finds
the job done and does nothing; a worker killed midway leaves the document as it was.
"""

from __future__ import annotations

import logging

from celery.exceptions import SoftTimeLimitExceeded
from django.db import transaction
from django.utils import timezone

from document.shape import DocumentInvalid, validate_document
from storage import files
from web.access import policy
from web.accounts.models import User
from web.billing import quotas
from web.core import language
from web.core.errors import DomainError, QuotaReached, ValidationFailed
from web.core.tasks import enqueue
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import document_replace
from web.projects.models import Project
from web.versions.models import Version
from web.versions.services import version_create_automatic

from . import messages
from .import_stream import TableStream
from .models import Job
from .progress import Reporter, drop_interrupted_connection, mark_started

logger = logging.getLogger(__name__)

MAX_BYTES = 10_485_760
EXTENSIONS = (".sql", ".txt", ".dbml")
DBML_EXTENSION = ".dbml"
MAX_ATTEMPTS = 3
DIALECTS = {"mysql", "postgres", "sqlite", "tsql"}


def check_upload(name: str, size: int) -> None:
    """Extension and size, checked from the upload's metadata before its content is read."""
    if not name.lower().endswith(EXTENSIONS):
        raise ValidationFailed.single("sql_file", messages.FILE_FORMAT, code="unsupported_format")
    if size > MAX_BYTES:
        raise ValidationFailed.single("sql_file", messages.FILE_TOO_LARGE, code="file_too_large")
    if size == 0:
        raise ValidationFailed.single("sql_file", messages.FILE_EMPTY)


def is_dbml(name: str) -> bool:
    return name.lower().endswith(DBML_EXTENSION)


def imports_this_month(user: User) -> int:
    return Job.objects.filter(
        user=user, kind=Job.Kind.IMPORT_SQL, created_at__gte=quotas.month_start(),
    ).exclude(status=Job.Status.FAILED).count()


def import_request(*, actor: User, project: Project, upload, merge: bool, auto_layout: bool,
                   dialect: str | None = None, client_ref: str = "",
                   snapshot_before: bool = False) -> Job:
    """With `snapshot_before`, the diagram as it is before the import is kept as an automatic
    version, by the worker as it starts (a refused import leaves none): reading and storing a
    large diagram would otherwise hold the upload's answer for seconds. The request only stores
    the file and queues the job."""
    policy.require(policy.can_edit_project(actor, project),
                   visible=policy.can_view_project(actor, project))
    if upload is None:
        raise ValidationFailed.single("sql_file", messages.FILE_MISSING)
    check_upload(upload.name or "", upload.size or 0)
    if dialect and dialect not in DIALECTS:
        raise ValidationFailed.single("dialect", "Dialecte inconnu.")
    with transaction.atomic():
        quotas.check_import(actor, imports_this_month(actor))
        stored = files.save_upload(f"imports/{actor.pk}", upload,
                                   extension="dbml" if is_dbml(upload.name or "") else "sql")
        job = Job.objects.create(
            kind=Job.Kind.IMPORT_SQL, project=project, user=actor, upload=stored,
            options={"merge": merge, "auto_layout": auto_layout, "dialect": dialect,
                     "client_ref": client_ref[:64], "file_name": (upload.name or "")[:200],
                     "snapshot_before": snapshot_before},
        )
        enqueue("jobs.run_import", str(job.pk), language.current())
    return job


def _claim(job_id: str) -> Job | None:
    """Take the job for this run, or None when it is finished or has been tried enough."""
    with transaction.atomic():
        # Not the project: its document may be large and only a merge needs it.
        job = Job.objects.select_for_update().filter(pk=job_id).first()
        if job is None or job.status in (Job.Status.SUCCEEDED, Job.Status.FAILED):
            return None
        if job.attempts >= MAX_ATTEMPTS:
            _fail(job, "import_failed", messages.IMPORT_FAILED)
            return None
        mark_started(job)
        return job


def _fail(job: Job, code: str, message: str, stream: TableStream | None = None) -> None:
    message = str(message)  # read now, in the task's language; JSON takes no lazy text
    job.status = Job.Status.FAILED
    job.error = message
    job.finished_at = timezone.now()
    job.result = {"error": code, "message": message}
    job.save(update_fields=["status", "error", "finished_at", "result"])
    if job.upload:
        files.delete(job.upload)
    if stream is not None:
        stream.end("failed")
    Reporter(job, "import").finished("failed", {"error": code, "message": message})


LAYOUT_STAGES = ("layering", "ordering", "placing")


def _layout_progress(report: Reporter):
    """The layout's three stages as one climbing bar (each counts from 0 to the table count)."""
    def progress(stage: str, done: int, total: int) -> None:
        index = LAYOUT_STAGES.index(stage) if stage in LAYOUT_STAGES else 0
        report("layout", index * 1000 + (1000 * done // total if total else 0), 3000)
    return progress


MERGE_ATTEMPTS = 5


def _prepared(imported: dict, job: Job, report: Reporter) -> tuple[dict, int | None]:
    """The document to store and, for a merge, the revision it was merged with. A replacement
    gives the imported document up; a merge leaves it as it was (merge_documents copies), so
    a merge that meets a newer revision can be done again from it.

    The engine's own document is valid as it comes (its contract, held by the engine's fuzz
    and robustness tests), and a layout only moves its tables: it is stored without checking
    it again, which took a quarter of a second of the worker for 5 000 tables. A merge, which
    mixes in the stored document, is checked."""
    from workers.sqlimport import merge_documents

    base = None
    document = imported
    if job.options.get("merge"):
        current, base = document_current(job.project_id) or (
            {"format": 1, "tables": [], "relations": []}, None)
        document = merge_documents(current, imported)
    if job.options.get("auto_layout") and document["tables"]:
        # Imported only when asked for: networkx is 0.14 s of CPU and 13 MiB to load.
        from workers.layout.areas import layout_with_areas

        report("layout", 0, 1)
        laid, areas = layout_with_areas(document, progress=_layout_progress(report))
        for table in document["tables"]:
            table["x"], table["y"] = laid.positions.get(table["id"], (table["x"], table["y"]))
        for area in document.get("areas") or []:
            if area["id"] in areas:
                area["x"], area["y"], area["width"], area["height"] = areas[area["id"]]
    report("saving", 0, 1)
    if job.options.get("merge"):
        document = validate_document(document, progress=lambda done, total: report(
            "saving", done, total + total // 10))
    return document, base


def _store(job: Job, document: dict, base: int | None, report: Reporter, result: dict) -> bool:
    """The import's one write, on the documents' write path; False when a merge met a newer
    revision (a collaborator's edit landed meanwhile: merge again rather than lose it)."""
    try:
        with transaction.atomic(), report.heartbeat("saving", 10, 11):
            revision = document_replace(
                actor=None, project_id=job.project_id, document=document,
                origin=Change.Origin.SQL_IMPORT, base_revision=base, release=True,
                name=messages.IMPORT_DBML_CHANGE_NAME
                if is_dbml(job.options.get("file_name", "")) else messages.IMPORT_CHANGE_NAME)
            job.status = Job.Status.SUCCEEDED
            job.progress = 100
            job.finished_at = timezone.now()
            job.result = {**result, "revision": revision}
            job.save(update_fields=["status", "progress", "finished_at", "result"])
    except DomainError as exc:
        if exc.code == "conflict" and base is not None:
            return False
        raise
    return True


def _snapshot_before(job: Job) -> None:
    """The automatic version asked for with the upload, made once (a retried task finds it
    made), before the import reads anything: the diagram as it was, and its memory given back
    before the import needs its own."""
    if not job.options.get("snapshot_before") or job.options.get("snapshot_made"):
        return
    version_create_automatic(actor=job.user, project_id=job.project_id,
                             kind=Version.Kind.BEFORE_IMPORT)
    job.options["snapshot_made"] = True
    job.save(update_fields=["options"])


def run_import(job_id: str) -> None:
    from workers.dbmlimport import DbmlInvalid, import_dbml
    from workers.sqlimport import NoTablesFound, import_sql, interrupt

    # The worker's soft limit may strike inside a statement's read: it ends the import.
    interrupt.register(SoftTimeLimitExceeded)

    job = _claim(job_id)
    if job is None:
        return
    report = Reporter(job, "import")
    stream = TableStream(project_id=job.project_id, job_id=str(job.pk),
                         merge=bool(job.options.get("merge")))
    try:
        report("reading", 0, 1)
        _snapshot_before(job)
        # Bytes: the engine knows the encodings (UTF-8, or UTF-16 behind its byte order mark).
        # A bytearray, which the SQL engine empties once decoded (see import_sql).
        text = files.read_bytearray(job.upload)
        if is_dbml(job.options.get("file_name", "")):
            imported = import_dbml(text, progress=report, on_table=stream.table)
        else:
            imported = import_sql(text, dialect=job.options.get("dialect"), progress=report,
                                  on_table=stream.table)
        stream.flush()
        del text
        document, imported.document = imported.document, None  # one copy in memory, not two
        result = {
            "tables_count": len(document["tables"]),
            "dialect": imported.dialect,
            "statements": imported.statements,
            "skipped": [{"line": s.line, "excerpt": s.excerpt, "reason": s.reason}
                        for s in imported.skipped[:200]],
            "skipped_count": len(imported.skipped),
        }
        for _ in range(MERGE_ATTEMPTS if job.options.get("merge") else 1):
            prepared, base = _prepared(document, job, report)
            if _store(job, prepared, base, report, result):
                break
        else:
            raise DomainError(messages.IMPORT_CONFLICT, code="conflict")
        files.delete(job.upload)
        stream.end("completed", job.result["revision"])
        report("saving", 1, 1)
        report.finished("completed", job.result)
    except SoftTimeLimitExceeded:
        # The worker's soft limit (workers/tasks/policy.py): tell the user before the hard one.
        logger.warning("SQL import %s ran out of time", job_id)
        drop_interrupted_connection()
        _fail(job, "timeout", messages.IMPORT_TIMEOUT, stream)
    except NoTablesFound as exc:
        _fail(job, "no_tables", str(exc) or messages.IMPORT_NO_TABLES, stream)
    except DbmlInvalid as exc:
        _fail(job, "invalid_dbml", str(exc), stream)
    except QuotaReached as exc:
        _fail(job, exc.code, exc.message, stream)
    except DocumentInvalid as exc:
        logger.error("Import %s produced an invalid document: %s", job_id, exc.errors[:3])
        _fail(job, "import_failed", messages.IMPORT_FAILED, stream)
    except DomainError as exc:
        _fail(job, exc.code, exc.message, stream)
    except Exception:
        logger.exception("SQL import %s failed", job_id)
        _fail(job, "import_failed", messages.IMPORT_FAILED, stream)

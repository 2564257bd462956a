"""Writes of diagram versions (spec 001 §2 "Version manager", §4 "Versions"): create, delete,
restore, the automatic versions made before an SQL import, an auto layout or a restore, and
their trim.

Manual versions count against the diagram owner's plan (`max_versions_per_diagram`), checked
under the diagram row's lock so that two creations at the limit cannot both pass. Automatic
ones are not counted and go after 30 days. A restore is one replacement on the documents' one
write path (web/documents/services.py): one change, told to every connected collaborator.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import orjson
from django.db import transaction
from django.utils import timezone

from document.shape import DocumentInvalid, validate_document
from storage import files
from web.accounts.models import User
from web.billing import quotas
from web.core.errors import DomainError, NotFound, ValidationFailed
from web.core.tasks import enqueue
from web.core.text import has_control_characters
from web.documents.cache import documents
from web.documents.models import Change
from web.documents.selectors import document_at, document_current
from web.documents.services import document_replace
from web.projects.models import Project

from . import messages, snapshots
from .models import Version
from .selectors import newest_version, project_for_versions, version_get

logger = logging.getLogger(__name__)

NAME_MAX = 100
DESCRIPTION_MAX = 500
KEEP_AUTOMATIC = timedelta(days=30)
Kind = Version.Kind
AUTOMATIC_NAMES = {
    Kind.BEFORE_IMPORT: messages.BEFORE_IMPORT_NAME,
    Kind.BEFORE_LAYOUT: messages.BEFORE_LAYOUT_NAME,
}


def french_datetime(moment: datetime) -> str:
    """24/11/2026 à 14:05, in Paris time."""
    local = timezone.localtime(moment, ZoneInfo(messages.DATE_ZONE))
    return local.strftime(str(messages.DATE_FORMAT))


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValidationFailed.single("name", messages.NAME_REQUIRED)
    if len(name) > NAME_MAX:
        raise ValidationFailed.single("name", messages.NAME_TOO_LONG.format(n=NAME_MAX))
    if has_control_characters(name):
        raise ValidationFailed.single("name", messages.NAME_CONTROL_CHARACTERS)
    return name


def _clean_description(description: str | None) -> str:
    description = (description or "").strip()
    if len(description) > DESCRIPTION_MAX:
        raise ValidationFailed.single("description",
                                      messages.DESCRIPTION_TOO_LONG.format(n=DESCRIPTION_MAX))
    return description


def _fitted(template: str, name: str) -> str:
    """`template` filled with `name`, shortened with an ellipsis to fit a version's name."""
    full = template.format(name=name)
    if len(full) <= NAME_MAX:
        return full
    room = NAME_MAX - len(template.format(name="")) - 1
    return template.format(name=name[:room].rstrip() + "…")


def _validated(snapshot: object) -> dict:
    try:
        return validate_document(snapshot)
    except DocumentInvalid as exc:
        raise ValidationFailed({"snapshot": exc.errors}, code="invalid_document") from exc


def _current(project_id: int) -> tuple[dict, int]:
    current = document_current(project_id)
    if current is None:
        raise NotFound()
    return current


def _lock(project_id: int) -> Project:
    """The diagram's row, locked as the documents' write path locks it: versions created,
    counted and restored one at a time per diagram."""
    project = (Project.objects.select_for_update(no_key=True, of=("self",))
               .select_related("owner").only("id", "name", "revision", "owner")
               .filter(pk=project_id).first())
    if project is None:
        raise NotFound()
    return project


def _check_quota(project: Project) -> None:
    """Manual versions count against the diagram owner's plan; automatic ones do not."""
    used = Version.objects.filter(project_id=project.pk, kind=Kind.MANUAL).count()
    quotas.check_version_create(project.owner, used)


@contextmanager
def _undone_on_error() -> Iterator[list[str]]:
    """Snapshot files written in the block (names appended to the list it gives) are deleted if
    the block fails: no row will ever name them."""
    written: list[str] = []
    try:
        yield written
    except BaseException:
        for name in written:
            files.delete(name)
        raise


def _create_row(*, project_id: int, actor, stored: snapshots.Stored, revision: int | None,
                kind: str, name: str, description: str = "") -> Version:
    version = Version.objects.create(
        project_id=project_id, name=name, description=description, kind=kind,
        revision=revision, snapshot_file=stored.name, snapshot_size=stored.size,
        table_count=stored.table_count, relation_count=stored.relation_count,
        status=stored.status,
        created_by=actor if actor is not None and actor.is_authenticated else None)
    if stored.pending:
        enqueue("versions.write_snapshot", version.pk)
    return version


def _settled(version: Version) -> Version:
    # In the embedded mode the worker has already compressed it, at the commit.
    if version.status == Version.Status.PENDING:
        version.refresh_from_db(fields=["snapshot_file", "status"])
    return version


def version_create(*, actor: User, project_id: int, name: str, description: str | None = "",
                   snapshot: object = None) -> Version:
    """A manual version of `snapshot` (the client's document, validated) or, without one, of the
    server's current document. The version is of the server's revision when its document is the
    server's, of none (null) when the client's differs (unsaved changes)."""
    name = _clean_name(name)
    description = _clean_description(description)
    project = project_for_versions(user=actor, project_id=project_id, edit=True)
    document, revision = _current(project.pk)
    if snapshot is not None:
        sent = _validated(snapshot)
        document, revision = sent, (revision if sent == document else None)
    # Early, so a user at the limit does not write a snapshot for nothing; again under the lock.
    with transaction.atomic():
        _check_quota(project)
    with _undone_on_error() as written:
        stored = snapshots.store(project.pk, document)
        written.append(stored.name)
        with transaction.atomic():
            project = _lock(project.pk)
            _check_quota(project)
            version = _create_row(project_id=project.pk, actor=actor, stored=stored,
                                  revision=revision, kind=Kind.MANUAL, name=name,
                                  description=description)
    return _settled(version)


def version_create_automatic(*, actor, project_id: int, kind: str) -> Version:
    """The version the server makes before it changes a diagram (an SQL import, an auto layout),
    named after the moment. Not counted against the plan; trimmed after 30 days. The caller has
    checked that `actor` may edit the diagram."""
    document, revision = _current(project_id)
    name = AUTOMATIC_NAMES[kind].format(date=french_datetime(timezone.now()))
    with _undone_on_error() as written:
        stored = snapshots.store(project_id, document)
        written.append(stored.name)
        with transaction.atomic():
            # Here too, not only in beat's daily trim: the embedded mode runs no beat.
            versions_trim(project_id=project_id)
            version = _create_row(project_id=project_id, actor=actor, stored=stored,
                                  revision=revision, kind=kind, name=name)
    return _settled(version)


def version_delete(*, actor: User, version_id: int) -> None:
    """Its snapshot file goes once the deletion commits (web/core/stored_files.py)."""
    version_get(user=actor, version_id=version_id, edit=True).delete()


@dataclass(frozen=True, slots=True)
class Restored:
    project: Project
    revision: int
    document: dict  # the diagram's document now
    version: Version
    autosaved: Version | None


def _restorable(version: Version) -> dict:
    """The version's document, checked as every stored document is: the shape's rules may have
    grown stricter since it was taken."""
    try:
        return validate_document(snapshots.load_document(version))
    except (DocumentInvalid, ValueError, OSError) as exc:  # ValueError: not JSON, not UTF-8
        logger.error("Version %s cannot be restored: %s", version.pk, exc)
        raise DomainError(messages.SNAPSHOT_UNREADABLE, code="invalid_document") from exc


def _holds(newest: Version, current: dict, raw: bytes) -> bool:
    """Whether the newest version holds `current` (whose JSON is `raw`). The same JSON settles
    it without parsing the version. A large diagram whose JSON differs counts as changed:
    parsing the version to compare would put a second whole document in memory (~200 MB for
    10 000 tables), and the worst outcome is one automatic version too many."""
    if newest.table_count != len(current["tables"]):
        return False
    kept = snapshots.read(newest)
    if kept == raw:
        return True
    return len(current["tables"]) < snapshots.LARGE_SNAPSHOT_TABLES and (
        orjson.loads(kept) == current)


def _autosave(project: Project, version: Version, actor, written: list[str]) -> Version | None:
    """The diagram's current document kept as an automatic version when it differs from its
    newest version (spec 001 §4: that version is 'current' only without unsaved changes).
    Equal revisions settle it without reading a document."""
    newest = newest_version(project.pk)
    if newest is not None and newest.revision == project.revision:
        return None
    current = document_at(project.pk, project.revision)
    if current is None:
        raise RuntimeError(f"the document of project {project.pk} cannot be read")
    raw = orjson.dumps(current)
    if newest is not None and _holds(newest, current, raw):
        return None
    # Refused before the autosave is written, not after, when over the table limit.
    quotas.check_tables(project.owner, version.table_count)
    stored = snapshots.store(project.pk, current, raw)
    written.append(stored.name)
    versions_trim(project_id=project.pk)
    return _create_row(
        project_id=project.pk, actor=actor, stored=stored, revision=project.revision,
        kind=Kind.BEFORE_RESTORE, name=_fitted(messages.AUTOSAVE_NAME, version.name))


def version_restore(*, actor: User, version_id: int) -> Restored:
    """Replace the diagram's document by the version's, in one transaction: first, when the
    diagram changed since its newest version, its current document is kept as an automatic
    version (`before_restore`); then the replacement goes through the documents' write path
    (policy, table limit, one change of origin `restore`, broadcast on commit).

    One whole document in memory at a time: the diagram's current one is let go (this process's
    parsed copy included) before the version's is read, under the row's lock so that no edit
    lands in between; the version's is then parsed once, validated in place and written."""
    version = version_get(user=actor, version_id=version_id, edit=True)
    with _undone_on_error() as written, transaction.atomic():
        project = _lock(version.project_id)
        autosaved = _autosave(project, version, actor, written)
        documents.drop(project.pk)
        document = _restorable(version)
        revision = document_replace(
            actor=actor, project_id=project.pk, document=document, origin=Change.Origin.RESTORE,
            name=_fitted(messages.RESTORE_CHANGE_NAME, version.name))
    return Restored(project=project, revision=revision, document=document, version=version,
                    autosaved=autosaved and _settled(autosaved))


def version_write_snapshot(*, version_id: int) -> bool:
    """The worker's part of a large snapshot: compress the pending JSON into the final file,
    point the row to it, then delete the pending file. Idempotent: a version already written,
    or deleted meanwhile, is left alone (False)."""
    with _undone_on_error() as written, transaction.atomic():
        version = Version.objects.select_for_update().filter(pk=version_id).first()
        if version is None or version.status != Version.Status.PENDING:
            return False
        pending = version.snapshot_file
        final = files.save(snapshots.folder_of(version.project_id),
                           snapshots.compress(files.read_bytes(pending)), extension="json.gz")
        written.append(final)
        version.snapshot_file, version.status = final, Version.Status.READY
        version.save(update_fields=["snapshot_file", "status"])
        transaction.on_commit(lambda: files.delete(pending))
    return True


def versions_trim(*, project_id: int | None = None) -> int:
    """Delete the automatic versions older than 30 days (of one diagram, or of all); their files
    go once the deletion commits. Returns how many went."""
    old = Version.objects.exclude(kind=Kind.MANUAL).filter(
        created_at__lt=timezone.now() - KEEP_AUTOMATIC)
    if project_id is not None:
        old = old.filter(project_id=project_id)
    _, deleted = old.delete()
    return deleted.get(Version._meta.label, 0)

"""Every change to a stored document goes through here (DESIGN.md §4): editor commands, whole
saves, SQL imports, duplicates, version restores.

One path: lock the project's row, check the policy, validate, apply the reducer, check the
plan's table limit, append to the change log, bump the revision; on commit, keep the new
document in this process, tell the diagram's sockets and schedule a snapshot.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import timedelta

from django.core.cache import cache
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from document.commands import REPLACE_DOCUMENT, CommandInvalid, parse_command
from document.integrity import command_errors
from document.reducer import apply
from web.access import policy
from web.billing import quotas
from web.core.errors import DomainError
from web.core.tasks import enqueue
from web.projects.models import Project
from web.realtime.diagram_events import broadcast_changes

from . import messages
from .cache import documents
from .models import Change
from .selectors import document_at, document_current, entry_of
from .storage import write_snapshot

Origin = Change.Origin

# A snapshot is written after this many changes, or this long after the first unsaved one.
CHECKPOINT_EVERY = 100
CHECKPOINT_AFTER_SECONDS = 30
THUMBNAIL_DELAY_SECONDS = 5
# Changes a snapshot covers are kept this long (clients catching up), and at most this many.
KEEP_CHANGES = timedelta(hours=24)
KEEP_CHANGES_MAX = 5000


class CommandRefused(DomainError):
    """The command is malformed, or would leave the document invalid: nothing was stored."""

    code = "invalid_command"


@dataclass(frozen=True, slots=True)
class Submitted:
    """A command as a client sent it, with the client's id for it (None for the server's own)."""

    command: object
    id: str | None = None


def _parsed(submitted: Submitted) -> dict:
    try:
        return parse_command(submitted.command)
    except CommandInvalid as exc:
        raise CommandRefused(messages.COMMAND_INVALID.format(reason=exc.errors[0]),
                             fields={"command": exc.errors}) from exc


def _locked(project_id: int, actor) -> Project:
    project = (Project.objects.select_for_update(no_key=True, of=("self",))
               .select_related("owner", "team").defer("schema").filter(pk=project_id).first())
    if actor is not None or project is None:
        policy.require(project is not None and policy.can_edit_project(actor, project),
                       visible=project is not None and policy.can_view_project(actor, project),
                       message=messages.EDIT_FORBIDDEN)
    return project


def document_apply(*, actor, project_id: int, commands: list[Submitted],
                   origin: str = Origin.EDITOR, base_revision: int | None = None,
                   sender: str | None = None) -> list[dict]:
    """Apply `commands` in order, all or none, and return one entry per command (the socket's
    `command` frame, web/realtime/PROTOCOL.md [C4]). A command whose id was already applied is
    not applied again: its original entry is returned ([C5]). `base_revision`, the revision the
    client had, is informative: commands apply to the document as it stands ([C3]). `sender`,
    the channel of the socket that sent them, is not told them again."""
    del base_revision
    parsed = [(submitted.id, _parsed(submitted)) for submitted in commands]
    with transaction.atomic():
        project = _locked(project_id, actor)
        document = document_at(project_id, project.revision)
        if document is None:
            raise RuntimeError(f"the document of project {project_id} cannot be read")
        revision, entries, added = project.revision, [], []
        for command_id, command in parsed:
            if command_id and (existing := Change.objects.filter(
                    project_id=project_id, command_id=command_id).select_related("author")
                    .first()) is not None:
                entries.append(entry_of(existing))
                continue
            after = apply(document, command)
            errors = command_errors(document, after, command)
            if errors:
                raise CommandRefused(messages.COMMAND_INVALID.format(reason=errors[0]),
                                     fields={"command": errors})
            if len(after["tables"]) > len(document["tables"]):
                quotas.check_tables(project.owner, len(after["tables"]))
            revision += 1
            change = Change(project_id=project_id, revision=revision, author=actor,
                            origin=origin, command=command, command_id=command_id or "")
            added.append(change)
            entries.append(entry_of(change))
            document = after
        if added:
            Change.objects.bulk_create(added)
            Project.objects.filter(pk=project_id).update(revision=revision,
                                                         updated_at=timezone.now())
            new = [entry_of(change) for change in added]
            _after_commit(project_id, revision, document, new, sender, project.schema_revision)
    return entries


def document_replace(*, actor, project_id: int, document: dict, origin: str,
                     base_revision: int | None = None, name: str = "",
                     release: bool = False) -> int:
    """Store `document` (already validated) as the project's whole document and return the new
    revision. `actor` None is the server's own write (a worker's, checked when requested).
    With `base_revision`, a document made on another revision is refused (`conflict`).
    With `release` the caller gives the document up, for large imports: it is emptied while
    written."""
    with transaction.atomic():
        project = _locked(project_id, actor)
        if base_revision is not None and base_revision != project.revision:
            raise DomainError(messages.DOCUMENT_CONFLICT, code="conflict")
        quotas.check_tables(project.owner, len(document["tables"]))
        revision = project.revision + 1
        change = Change.objects.create(
            project_id=project_id, revision=revision, author=actor, origin=origin,
            command={"type": REPLACE_DOCUMENT, "name": name,
                     "timestamp": int(time.time() * 1000), "data": {}})
        write_snapshot(project_id, document, revision=revision, head=True, release=release)
        _after_commit(project_id, revision, None if release else document, [entry_of(change)],
                      None, revision)
    return revision


def _after_commit(project_id: int, revision: int, document: dict | None, entries: list[dict],
                  sender: str | None, schema_revision: int) -> None:
    def committed():
        if document is None:
            documents.drop(project_id)
        else:
            documents.put(project_id, revision, document)
        if schema_revision == revision:
            enqueue("projects.render_thumbnail", project_id, revision,
                    countdown=THUMBNAIL_DELAY_SECONDS)
        else:
            _schedule_checkpoint(project_id, revision, schema_revision)

    transaction.on_commit(committed)
    # Robust: the change is stored whatever happens to the broadcast; a client that misses it
    # notices the gap and catches up ([G2]).
    transaction.on_commit(lambda: broadcast_changes(project_id, entries, sender=sender),
                          robust=True)


def _schedule_checkpoint(project_id: int, revision: int, schema_revision: int) -> None:
    if revision - schema_revision >= CHECKPOINT_EVERY:
        # Once per stretch of CHECKPOINT_EVERY changes, however many arrive while it runs.
        stretch = revision // CHECKPOINT_EVERY
        if cache.add(f"documents:checkpoint-now:{project_id}:{stretch}", 1, timeout=60):
            enqueue("documents.checkpoint", project_id)
    elif cache.add(f"documents:checkpoint-soon:{project_id}", 1,
                   timeout=CHECKPOINT_AFTER_SECONDS):
        enqueue("documents.checkpoint", project_id, countdown=CHECKPOINT_AFTER_SECONDS)


def document_checkpoint(*, project_id: int) -> int | None:
    """Write the current document as the project's snapshot (`force_save`, and a little after
    changes); returns the revision it is at, None when the project is gone."""
    current = document_current(project_id)
    if current is None:
        return None
    document, revision = current
    if write_snapshot(project_id, document, revision=revision):
        enqueue("projects.render_thumbnail", project_id, revision,
                countdown=THUMBNAIL_DELAY_SECONDS)
    return revision


def documents_checkpoint_stale(*, idle: timedelta = timedelta(seconds=CHECKPOINT_AFTER_SECONDS)
                               ) -> int:
    """Snapshot every diagram with changes its snapshot lacks and no edit for `idle` (beat's
    safety net: a worker lost the scheduled checkpoint)."""
    stale = Project.objects.filter(revision__gt=F("schema_revision"),
                                   updated_at__lt=timezone.now() - idle).values_list("pk",
                                                                                     flat=True)
    done = 0
    for project_id in stale.iterator():
        done += document_checkpoint(project_id=project_id) is not None
    return done


def changes_compact() -> int:
    """Trim the change log: a change its project's snapshot covers goes after a day, or as soon
    as a project has more than KEEP_CHANGES_MAX of them."""
    covered = Q(revision__lte=F("project__schema_revision"))
    old = Q(created_at__lt=timezone.now() - KEEP_CHANGES) | Q(
        revision__lte=F("project__schema_revision") - KEEP_CHANGES_MAX)
    deleted, _ = Change.objects.filter(covered & old).delete()
    return deleted

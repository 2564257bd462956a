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
from web.accounts.models import User
from web.billing import quotas
from web.core.errors import DomainError, NotFound
from web.core.tasks import enqueue
from web.projects.models import Project
from web.realtime.diagram_events import broadcast_changes

from . import log, messages
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
class Applied:
    """What document_apply did: one entry per command, in order, and the entries it stored
    (a command already applied is answered with its original entry, not stored again)."""

    entries: list[dict]
    new: list[dict]


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


def _author(actor) -> dict | None:
    return {"id": actor.pk, "name": actor.username} if actor is not None and (
        actor.is_authenticated) else None


def _lock_for_edit(project_id: int, actor) -> log.Head:
    user_id = actor.pk if actor is not None and actor.is_authenticated else None
    head = log.lock_head(project_id, user_id)
    level = None if head is None else policy.combine_level(
        is_owner=user_id is not None and head.owner_id == user_id,
        public=head.public_by_link or head.visibility == Project.Visibility.PUBLIC,
        team_role=head.team_role if head.team_id and user_id else None,
        collaborator_role=head.collaborator_role if user_id else None)
    policy.require(policy.level_can_edit(level), visible=level is not None,
                   message=messages.EDIT_FORBIDDEN)
    return head


def document_apply(*, actor, project_id: int, commands: list[Submitted],
                   origin: str = Origin.EDITOR, base_revision: int | None = None,
                   broadcast: bool = True) -> Applied:
    """Apply `commands` in order, all or none, with one entry per command (the socket's
    `command` frame, web/realtime/PROTOCOL.md [C4]). A command whose id was already applied is
    not applied again: its original entry is returned ([C5]). `base_revision`, the revision the
    client had, is informative: commands apply to the document as it stands ([C3]). Without
    `broadcast` the caller tells the diagram's sockets itself, after this returns (the socket
    consumer, already on the event loop, so the broadcast skips a thread hop)."""
    del base_revision
    parsed = [(submitted.id or "", _parsed(submitted)) for submitted in commands]
    author = _author(actor)
    with transaction.atomic():
        head = _lock_for_edit(project_id, actor)
        document = document_at(project_id, head.revision)
        if document is None:
            raise RuntimeError(f"the document of project {project_id} cannot be read")
        revision, entries, new = head.revision, [], []
        for command_id, command in parsed:
            after = apply(document, command)
            try:
                _check(head, document, after, command)
            except DomainError:
                # The same command applied earlier may be refused now: it is answered, not
                # refused ([C5]).
                if (existing := log.logged(project_id, command_id)) is not None:
                    entries.append(existing)
                    continue
                raise
            if not log.append(project_id, revision + 1, author and author["id"], origin,
                              command, command_id):
                entries.append(log.logged(project_id, command_id))
                continue
            revision += 1
            entry = {"id": command_id, "revision": revision, "command": command,
                     "author": author, "origin": origin}
            entries.append(entry)
            new.append(entry)
            document = after
        if new:
            log.move_head(project_id, revision)
            _after_commit(project_id, revision, document, new if broadcast else None,
                          head.schema_revision)
    return Applied(entries, new)


def _check(head: log.Head, before: dict, after: dict, command: dict) -> None:
    errors = command_errors(before, after, command)
    if errors:
        raise CommandRefused(messages.COMMAND_INVALID.format(reason=errors[0]),
                             fields={"command": errors})
    if len(after["tables"]) > len(before["tables"]):
        quotas.check_tables(User.objects.get(pk=head.owner_id), len(after["tables"]))


def document_replace(*, actor, project_id: int, document: dict, origin: str,
                     base_revision: int | None = None, name: str = "",
                     release: bool = False) -> int:
    """Store `document` (already validated) as the project's whole document and return the new
    revision. `actor` None is the server's own write (a worker's, checked when requested).
    With `base_revision`, a document made on another revision is refused (`conflict`).
    With `release` the caller gives the document up, for large imports: it is emptied while
    written."""
    with transaction.atomic():
        head = _lock_for_edit(project_id, actor) if actor is not None else log.lock_head(
            project_id, None)
        if head is None:
            raise NotFound()
        if base_revision is not None and base_revision != head.revision:
            raise DomainError(messages.DOCUMENT_CONFLICT, code="conflict")
        quotas.check_tables(User.objects.get(pk=head.owner_id), len(document["tables"]))
        revision = head.revision + 1
        change = Change.objects.create(
            project_id=project_id, revision=revision, author=actor, origin=origin,
            command={"type": REPLACE_DOCUMENT, "name": name,
                     "timestamp": int(time.time() * 1000), "data": {}})
        write_snapshot(project_id, document, revision=revision, head=True, release=release)
        _after_commit(project_id, revision, None if release else document, [entry_of(change)],
                      revision)
    return revision


def _after_commit(project_id: int, revision: int, document: dict | None,
                  entries: list[dict] | None, schema_revision: int) -> None:
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
    if entries is not None:
        # Robust: the change is stored whatever happens to the broadcast; a client that misses
        # it notices the gap and catches up ([G2]).
        transaction.on_commit(lambda: broadcast_changes(project_id, entries), robust=True)


# When this process last asked for each project's delayed snapshot: most changes then need no
# round trip to the shared cache to learn that one is already on its way.
_asked_soon: dict[int, float] = {}


def _schedule_checkpoint(project_id: int, revision: int, schema_revision: int) -> None:
    if revision - schema_revision >= CHECKPOINT_EVERY:
        # Once per stretch of CHECKPOINT_EVERY changes, however many arrive while it runs.
        stretch = revision // CHECKPOINT_EVERY
        if cache.add(f"documents:checkpoint-now:{project_id}:{stretch}", 1, timeout=60):
            enqueue("documents.checkpoint", project_id)
        return
    now = time.monotonic()
    if _asked_soon.get(project_id, 0) > now:
        return
    if len(_asked_soon) > 10_000:
        _asked_soon.clear()
    _asked_soon[project_id] = now + CHECKPOINT_AFTER_SECONDS
    if cache.add(f"documents:checkpoint-soon:{project_id}", 1,
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

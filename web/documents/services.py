"""Every change to a stored document goes through here (DESIGN.md §4): editor commands, whole
saves, SQL imports, duplicates, version restores.

One path: lock the project's row, check the policy, validate, apply the reducer, check the
plan's table limit, append to the change log, bump the revision; on commit, keep the new
document in this process, tell the diagram's sockets and schedule a snapshot.
"""

from __future__ import annotations

import time
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import timedelta

import orjson
from django.core.cache import cache
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone, translation

from document.commands import REPLACE_DOCUMENT, CommandInvalid, parse_command
from document.diff import batch_between
from document.integrity import command_errors
from document.reducer import apply
from web.access import policy
from web.accounts.models import User
from web.billing import quotas
from web.core.errors import DomainError, NotFound
from web.core.tasks import enqueue
from web.projects.models import Project
from web.realtime.diagram_events import as_told, broadcast_changes

from . import log, messages
from .cache import documents
from .models import Change
from .selectors import document_at, document_current, document_held, entry_of
from .storage import write_snapshot

Origin = Change.Origin

# A snapshot is written after this many changes, or this long after the first unsaved one.
CHECKPOINT_EVERY = 100
CHECKPOINT_AFTER_SECONDS = 30
THUMBNAIL_DELAY_SECONDS = 5
# The live image waits longer: it is drawn whole, and a README can wait for it.
LIVE_IMAGE_DELAY_SECONDS = 10
# A whole save logged as a BATCH (document_replace `as_edit`) at most this large: every socket
# of the diagram is sent it in one frame, which PROTOCOL.md keeps under 1 MiB.
MAX_BATCH_BYTES = 256 * 1024
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


def _level(head: log.Head, actor, levels: dict) -> str | None:
    """The actor's access level, from the locking query for the first author of a write and
    from one more query for each other author."""
    user_id = actor.pk if actor is not None and actor.is_authenticated else None
    if user_id not in levels:
        if user_id is None or user_id == head.user_id:
            team_role, collaborator_role = head.team_role, head.collaborator_role
        else:
            team_role, collaborator_role = log.roles_of(head, user_id)
        levels[user_id] = policy.combine_level(
            is_owner=user_id is not None and head.owner_id == user_id,
            public=head.public_by_link or head.visibility == Project.Visibility.PUBLIC,
            team_role=team_role if head.team_id and user_id else None,
            collaborator_role=collaborator_role if user_id else None)
    return levels[user_id]


def _require_edit(head: log.Head | None, actor, levels: dict) -> None:
    level = None if head is None else _level(head, actor, levels)
    policy.require(policy.level_can_edit(level), visible=level is not None,
                   message=messages.EDIT_FORBIDDEN)


def require_editor(*, actor, project_id: int) -> None:
    """The write path's own access check, before a write is even read (the request guard's
    preflight of a whole save or an import): 404 for a diagram the actor cannot see, 403 for
    one they may only read. One query, no lock."""
    user_id = actor.pk if actor is not None and actor.is_authenticated else None
    _require_edit(log.lock_head(project_id, user_id, lock=False), actor, {})


def _lock_for_edit(project_id: int, actor) -> log.Head:
    user_id = actor.pk if actor is not None and actor.is_authenticated else None
    head = log.lock_head(project_id, user_id)
    _require_edit(head, actor, {})
    return head


@dataclass(frozen=True, slots=True)
class Item:
    """One command of a write of several authors' commands (document_apply_each)."""

    actor: object
    submitted: Submitted
    origin: str = Origin.EDITOR
    # The sender's language ("fr", "en"): its refusal speaks it, whoever's write carries it.
    language: str | None = None


def _speaking(item: Item):
    return translation.override(item.language) if item.language else nullcontext()


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
    results, new = _write(project_id, [Item(actor, c, origin) for c in commands],
                          each=False, broadcast=broadcast)
    return Applied(results, new)


def document_apply_each(*, project_id: int, items: list[Item], broadcast: bool = True
                        ) -> tuple[list[dict | DomainError], list[dict]]:
    """Several authors' commands in one write (one lock, one commit), each on its own: a refused
    command gets its error in its place and the others go on. For a busy diagram, the commands
    that arrive while a write runs are written together in the next one."""
    return _write(project_id, items, each=True, broadcast=broadcast)


def document_command(*, actor, project_id: int, submitted: Submitted,
                     origin: str = Origin.EDITOR, sender: str | None = None
                     ) -> tuple[dict, float]:
    """One command sent over HTTP, too large for a socket frame (web/realtime/PROTOCOL.md
    [C7]): written as the socket's commands are, numbered in the same order, refused the same
    way (raised). On commit the diagram's sockets are told it, but the one whose connection id
    is `sender`: the client it belongs to has the answer. Returns the entry and the write's
    time in milliseconds."""
    started = time.perf_counter()
    results, new = _write(project_id, [Item(actor, submitted, origin)], each=False,
                          broadcast=False)
    server_ms = round((time.perf_counter() - started) * 1000, 2)
    if new:
        told = [as_told(entry) for entry in new]
        transaction.on_commit(
            lambda: broadcast_changes(project_id, told, [sender] * len(told)), robust=True)
    return results[0], server_ms


def _write(project_id: int, items: list[Item], *, each: bool, broadcast: bool
           ) -> tuple[list, list[dict]]:
    parsed: list = []
    for item in items:
        try:
            with _speaking(item):
                parsed.append(_parsed(item.submitted))
        except CommandRefused as exc:
            if not each:
                raise
            parsed.append(exc)
    first = items[0].actor if items else None
    with transaction.atomic():
        head = log.lock_head(project_id, first.pk if first is not None and (
            first.is_authenticated) else None)
        if head is None:
            raise NotFound()
        document = document_at(project_id, head.revision)
        if document is None:
            raise RuntimeError(f"the document of project {project_id} cannot be read")
        revision, results, new, levels, limits = head.revision, [], [], {}, {}
        for item, command in zip(items, parsed, strict=True):
            try:
                if isinstance(command, DomainError):
                    raise command
                with _speaking(item):
                    _require_edit(head, item.actor, levels)
                    entry, after = _one(head, document, revision, item, command, limits)
            except DomainError as exc:
                if not each:
                    raise
                results.append(exc)
                continue
            results.append(entry)
            if after is not None:
                revision, document = entry["revision"], after
                new.append(entry)
        if new:
            log.move_head(project_id, revision)
            _after_commit(project_id, revision, document, new if broadcast else None,
                          head.schema_revision)
    return results, new


def _one(head: log.Head, document: dict, revision: int, item: Item, command: dict,
         limits: dict) -> tuple[dict, dict | None]:
    """The entry of one command and the document after it (None: it was logged already)."""
    command_id = item.submitted.id or ""
    after = apply(document, command)
    try:
        _check(head, document, after, command, limits)
    except DomainError:
        # The same command applied earlier may be refused now: it is answered, not refused [C5].
        if (existing := log.logged(head.id, command_id)) is not None:
            return existing, None
        raise
    author = _author(item.actor)
    if not log.append(head.id, revision + 1, author and author["id"], item.origin, command,
                      command_id):
        return log.logged(head.id, command_id), None
    return {"id": command_id, "revision": revision + 1, "command": command, "author": author,
            "origin": item.origin}, after


def _check(head: log.Head, before: dict, after: dict, command: dict, limits: dict) -> None:
    """`limits` keeps the owner's table limit for the rest of one write."""
    errors = command_errors(before, after, command)
    if errors:
        raise CommandRefused(messages.COMMAND_INVALID.format(reason=errors[0]),
                             fields={"command": errors})
    if len(after["tables"]) > len(before["tables"]):
        if "tables" not in limits:
            owner = User.objects.only("id").get(pk=head.owner_id)
            limits["tables"] = quotas.limits_for(owner).tables_per_diagram
        quotas.check_table_limit(limits["tables"], len(after["tables"]))


def document_replace(*, actor, project_id: int, document: dict, origin: str,
                     base_revision: int | None = None, name: str = "",
                     release: bool = False, as_edit: bool = False) -> int:
    """Store `document` (already validated) as the project's whole document and return the new
    revision. `actor` None is the server's own write (a worker's, checked when requested).
    With `base_revision`, a document made on another revision is refused (`conflict`).
    With `release` the caller gives the document up, for large imports: it is emptied while
    written. With `as_edit` (a whole save) a document that differs from the current one by an
    edit is logged as that edit (`_replace_as_batch`) rather than stored whole."""
    timestamp = int(time.time() * 1000)
    name = str(name)  # a message (gettext_lazy) read now, in the language of who acts
    with transaction.atomic():
        head = _lock_for_edit(project_id, actor) if actor is not None else log.lock_head(
            project_id, None)
        if head is None:
            raise NotFound()
        if base_revision is not None and base_revision != head.revision:
            raise DomainError(messages.DOCUMENT_CONFLICT, code="conflict")
        if as_edit and not release and (revision := _replace_as_batch(
                head, actor, document, origin=origin, name=name, timestamp=timestamp)):
            return revision
        quotas.check_tables(User.objects.get(pk=head.owner_id), len(document["tables"]))
        revision = head.revision + 1
        change = Change.objects.create(
            project_id=project_id, revision=revision, author=actor, origin=origin,
            command={"type": REPLACE_DOCUMENT, "name": name, "timestamp": timestamp,
                     "data": {}})
        write_snapshot(project_id, document, revision=revision, head=True, release=release)
        _after_commit(project_id, revision, None if release else document, [entry_of(change)],
                      revision)
    return revision


def _replace_as_batch(head: log.Head, actor, document: dict, *, origin: str, name: str,
                      timestamp: int) -> int | None:
    """A replacement stored as the BATCH of commands it amounts to (document/diff.py), as an
    edit is: one small change logged, the snapshot left to the next checkpoint. The new
    revision, or None when the replacement must be stored whole. Like an edit, it meets the
    plan's table limit only when it adds tables.

    Only against a document this process holds: reading it from the database to compare would
    put a second whole document in memory beside the one being saved (a 5 MB save then took
    the process 63 MB over its resting size instead of 23). The replacement stored whole puts
    it in this process's hands for the next save."""
    current = document_held(head.id, head.revision)
    found = None if current is None else batch_between(current, document, name=name,
                                                       timestamp=timestamp)
    if found is None:
        return None
    command, result = found
    if len(orjson.dumps(command)) > MAX_BATCH_BYTES:
        return None
    if len(result["tables"]) > len(current["tables"]):
        quotas.check_tables(User.objects.only("id").get(pk=head.owner_id),
                            len(result["tables"]))
    revision = head.revision + 1
    author = _author(actor)
    log.append(head.id, revision, author and author["id"], origin, command, "")
    log.move_head(head.id, revision)
    entry = {"id": "", "revision": revision, "command": command, "author": author,
             "origin": origin}
    _after_commit(head.id, revision, result, [entry], head.schema_revision)
    return revision


def _after_snapshot(project_id: int, revision: int) -> None:
    """The pictures of a snapshot: its card thumbnail, and the live image READMEs embed
    (web/liveimages/, drawn only for diagrams shared publicly or by link). Each task gives way
    to a newer snapshot's, so a burst of saves draws once."""
    enqueue("projects.render_thumbnail", project_id, revision, countdown=THUMBNAIL_DELAY_SECONDS)
    enqueue("projects.render_live_image", project_id, revision,
            countdown=LIVE_IMAGE_DELAY_SECONDS)


def _after_commit(project_id: int, revision: int, document: dict | None,
                  entries: list[dict] | None, schema_revision: int) -> None:
    def committed():
        if document is None:
            documents.drop(project_id)
        else:
            documents.put(project_id, revision, document)
        if schema_revision == revision:
            _after_snapshot(project_id, revision)
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
    stored = Project.objects.filter(pk=project_id).values_list("revision",
                                                               "schema_revision").first()
    if stored is None:
        return None
    if stored[1] >= stored[0]:
        # The snapshot is current (every tab's leaving asks for one): writing it again would
        # serialise and send the whole document, ~70 MB for 10 000 tables, for nothing.
        return stored[0]
    current = document_current(project_id)
    if current is None:
        return None
    document, revision = current
    if write_snapshot(project_id, document, revision=revision):
        _after_snapshot(project_id, revision)
        # Here too, not only in beat's hourly sweep: the embedded mode runs no beat.
        changes_compact(project_id=project_id)
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


def changes_compact(*, project_id: int | None = None) -> int:
    """Trim the change log (of one project, or of all): a change its project's snapshot covers
    goes after a day, or as soon as a project has more than KEEP_CHANGES_MAX of them."""
    covered = Q(revision__lte=F("project__schema_revision"))
    old = Q(created_at__lt=timezone.now() - KEEP_CHANGES) | Q(
        revision__lte=F("project__schema_revision") - KEEP_CHANGES_MAX)
    changes = Change.objects.filter(covered & old)
    if project_id is not None:
        changes = changes.filter(project_id=project_id)
    deleted, _ = changes.delete()
    return deleted

"""What the server tells a diagram's sockets from sync code, after commit: new changes, and that
someone's access may have changed (web/realtime/PROTOCOL.md [C4], [R1])."""

from __future__ import annotations

import orjson
from django.db import transaction

from document.commands import REPLACE_DOCUMENT

from .events import user_group
from .frames import MAX_FRAME_BYTES
from .send import group_send


def diagram_group(project_id: int) -> str:
    return f"diagram.{project_id}"


def diagram_user_group(user_id: int) -> str:
    """Every diagram socket of one user, whatever the diagram."""
    return f"diagram-user.{user_id}"


def changes_message(entries: list[dict], senders: list[str | None] | None = None) -> dict:
    """New changes for a diagram's sockets; `senders[i]`, the socket that sent entry i, already
    has it (its acknowledgement)."""
    return {"type": "diagram.changes", "entries": entries,
            "senders": senders or [None] * len(entries)}


def broadcast_changes(project_id: int, entries: list[dict],
                      senders: list[str | None] | None = None) -> None:
    group_send(diagram_group(project_id), changes_message(entries, senders))


def as_told(entry: dict) -> dict:
    """The entry as sockets are told it: one too large for a frame as a replacement, which
    clients answer with a `resync` (PROTOCOL.md). Sent so through the group, it does not carry
    megabytes to every process only to be cut there."""
    if len(orjson.dumps(entry)) <= MAX_FRAME_BYTES - 1024:  # room for the frame's own fields
        return entry
    command = entry["command"]
    return {**entry, "command": {"type": REPLACE_DOCUMENT, "name": command.get("name", ""),
                                 "timestamp": command.get("timestamp", 0), "data": {}}}


def access_changed(*, project_ids: list[int] = (), user_ids: list[int] = ()) -> None:
    """Sockets of these diagrams, and every diagram socket of these users, check again what
    they may do. Call on commit."""
    send = group_send
    for project_id in dict.fromkeys(project_ids):
        send(diagram_group(project_id), {"type": "diagram.access"})
    for user_id in dict.fromkeys(user_ids):
        send(diagram_user_group(user_id), {"type": "diagram.access"})
        # The account's own socket (/ws/user/) lives as long as its sign-in.
        send(user_group(user_id), {"type": "session.check"})


def access_changed_on_commit(*, project_ids: list[int] = (), user_ids: list[int] = ()) -> None:
    """`access_changed` once the transaction commits (at once outside one). Robust: the write
    stands even when the channel layer cannot be reached."""
    project_ids, user_ids = list(project_ids), list(user_ids)
    transaction.on_commit(lambda: access_changed(project_ids=project_ids, user_ids=user_ids),
                          robust=True)

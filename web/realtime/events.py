"""Events pushed to a user's websocket channel (task progress, completions).

Every event carries a per-channel sequence number: a group_send can be dropped silently when a
client's queue is full, so clients compare numbers to notice a gap and refetch what they show.
"""

from __future__ import annotations

from django.core.cache import cache

from .send import group_send

SEQ_TTL = 7 * 86400


def user_group(user_id: int) -> str:
    return f"user.{user_id}"


def _seq_key(group: str) -> str:
    return f"realtime:seq:{group}"


def next_seq(group: str) -> int:
    key = _seq_key(group)
    cache.add(key, 0, timeout=SEQ_TTL)
    try:
        return cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.add(key, 1, timeout=SEQ_TTL)
        return 1


def current_seq(group: str) -> int:
    return int(cache.get(_seq_key(group), 0))


def send_to_user(user_id: int, event: str, data: dict | None = None, *, close: bool = False):
    """Deliver `event` to every open socket of the user. Call from sync code, after commit."""
    group = user_group(user_id)
    message = {
        "type": "relay",
        "seq": next_seq(group),
        "event": event,
        "data": data or {},
        "close": close,
    }
    group_send(group, message)
    return message["seq"]

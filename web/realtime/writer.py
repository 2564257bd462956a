"""Group commit of a diagram's commands within one server process.

Twenty editors on one diagram send a hundred commands a second, each waiting for the diagram's
row lock. Here the commands that arrive while this process is writing to a diagram wait on the
event loop instead, and go together in its next write: one thread, one lock, one commit, however
many there are. Each still gets its own revision and its own answer (web/documents/services.py,
document_apply_each).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from web.documents.services import Item, document_apply_each

from .diagram_events import changes_message, diagram_group


@dataclass
class Outcome:
    """One command's answer: its entry, or the error that refused it; and the write's time."""

    entry: dict | None = None
    error: Exception | None = None
    server_ms: float = 0.0


@dataclass
class _Waiting:
    item: Item
    sender: str  # the socket's channel: it answers its own commands, the group the others
    future: asyncio.Future = field(repr=False)


def _timed(project_id: int, items: list[Item]):
    started = time.perf_counter()
    results, new = document_apply_each(project_id=project_id, items=items, broadcast=False)
    return results, new, round((time.perf_counter() - started) * 1000, 2)


class DiagramWriter:
    def __init__(self):
        self._waiting: dict[int, list[_Waiting]] = {}
        self._writing: set[int] = set()

    async def write(self, project_id: int, item: Item, sender: str) -> Outcome:
        """Write `item` with whatever else is waiting for the diagram; once committed, the
        diagram's other sockets are told every change of the write in one group message."""
        future = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(project_id, []).append(_Waiting(item, sender, future))
        if project_id not in self._writing:
            self._writing.add(project_id)
            asyncio.ensure_future(self._drain(project_id))
        return await future

    async def _drain(self, project_id: int) -> None:
        try:
            while batch := self._waiting.pop(project_id, None):
                try:
                    results, new, server_ms = await database_sync_to_async(
                        _timed, thread_sensitive=False)(project_id, [w.item for w in batch])
                except Exception as exc:  # the whole write failed: every command says so
                    for waiting in batch:
                        waiting.future.set_result(Outcome(error=exc))
                    continue
                for waiting, result in zip(batch, results, strict=True):
                    waiting.future.set_result(
                        Outcome(error=result, server_ms=server_ms) if isinstance(result, Exception)
                        else Outcome(entry=result, server_ms=server_ms))
                stored = {id(entry) for entry in new}
                senders = [w.sender for w, r in zip(batch, results, strict=True)
                           if id(r) in stored]
                if new:
                    await get_channel_layer().group_send(diagram_group(project_id),
                                                         changes_message(new, senders))
        finally:
            self._writing.discard(project_id)


writer = DiagramWriter()

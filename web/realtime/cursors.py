"""Cursors of a diagram's people, gathered per server process before they are told.

Twenty people moving their mouse send hundreds of cursor frames a second; relaying each to every
other socket would cost thousands of messages a second on the same event loop as the diagram's
changes. This process keeps the latest position of each of its sockets for 50 ms and tells the
diagram's group once for all of them; each socket then sends its client one frame.
"""

from __future__ import annotations

import asyncio

from channels.layers import get_channel_layer

from .diagram_events import diagram_group

FLUSH_SECONDS = 0.05


class CursorHub:
    def __init__(self):
        self._moves: dict[int, dict[str, dict]] = {}

    def move(self, project_id: int, move: dict) -> None:
        """`move` carries `userId` (the connection), `x`, `y`, `color` and `name`."""
        pending = self._moves.get(project_id)
        if pending is None:
            pending = self._moves[project_id] = {}
            asyncio.get_running_loop().call_later(
                FLUSH_SECONDS, lambda: asyncio.ensure_future(self._flush(project_id)))
        pending[move["userId"]] = move

    async def _flush(self, project_id: int) -> None:
        moves = self._moves.pop(project_id, {})
        if moves:
            await get_channel_layer().group_send(diagram_group(project_id), {
                "type": "diagram.cursors", "moves": list(moves.values())})


hub = CursorHub()

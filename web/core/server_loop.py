"""The web process's event loop, for sync code that hands it work (a group_send).

asgiref's `async_to_sync` sends such work back to the loop only from threads asgiref started
itself; from the threads that run HTTP calls (web/asgi.py) it would start a new event loop for
each call, and with it a new connection pool to Redis for the channel layer.
"""

from __future__ import annotations

import asyncio

_loop: asyncio.AbstractEventLoop | None = None


def remember(loop: asyncio.AbstractEventLoop) -> None:
    global _loop
    _loop = loop


def running_elsewhere() -> asyncio.AbstractEventLoop | None:
    """The server's loop when it runs and the caller is not on it; else None."""
    loop = _loop
    if loop is None or not loop.is_running() or loop.is_closed():
        return None
    try:
        current = asyncio.get_running_loop()
    except RuntimeError:
        current = None
    return None if current is loop else loop

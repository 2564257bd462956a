"""`group_send` from sync code (a view's commit hook, a Celery task)."""

from __future__ import annotations

import asyncio
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from web.core import server_loop

logger = logging.getLogger(__name__)


def _report(future) -> None:
    if not future.cancelled() and future.exception() is not None:
        logger.error("group_send failed", exc_info=future.exception())


def group_send(group: str, message: dict) -> None:
    """In a web process, handed to the server's loop without waiting: the call's thread goes
    on, and sends made one after the other leave in that order (the loop runs them first in,
    first out). Elsewhere (workers, tests) sent at once on a loop of its own."""
    loop = server_loop.running_elsewhere()
    if loop is not None:
        future = asyncio.run_coroutine_threadsafe(
            get_channel_layer().group_send(group, message), loop)
        future.add_done_callback(_report)
        return
    async_to_sync(get_channel_layer().group_send)(group, message)

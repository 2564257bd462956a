"""A client's frame read the same way on both sockets: JSON text within the socket's size, else
the socket is closed (1009 for binary or too large, 4008 for what is not JSON), never an error."""

from __future__ import annotations

import orjson

# The diagram socket's message limit, both ways (web.server.WEBSOCKET_MAX_BYTES).
MAX_FRAME_BYTES = 1024 * 1024
CLOSE_TOO_LARGE = 1009
CLOSE_PROTOCOL = 4008
CLOSED = object()


async def read_frame(consumer, text_data: str | None, *, max_bytes: int) -> object:
    """The frame's JSON value, or CLOSED once the socket was closed because of it."""
    if text_data is None or len(text_data) > max_bytes:
        await consumer.close(code=CLOSE_TOO_LARGE)
        return CLOSED
    try:
        return orjson.loads(text_data)
    except orjson.JSONDecodeError:
        await consumer.close(code=CLOSE_PROTOCOL)
        return CLOSED

"""How many HTTP requests one web process works on at once.

Django's ASGI handler runs each request's code in a thread of its own, and the threads of a
process share one interpreter lock. Fifty requests admitted at once are fifty threads taking
turns by the millisecond: each one's answer waits for all the others, the most expensive calls
(a whole save) longest, and the switching itself costs. Admitted a few at a time, requests wait
their turn in the event loop instead (which costs nothing) and each then runs nearly alone: the
same throughput or more, and every call waits about as long as the others (load test:
tests/benchmarks/load.py).

A request is admitted once its body has arrived, for bodies up to PREREAD bytes, so that a slow
upload never holds a place; larger ones (an SQL file, a big document) take their place first
and are read by Django as before. The place is given back when the answer starts: sending it
to a slow reader holds none either.

A body sent without a length (chunked) is read whole first, within the route's limit (the
request guard's receive cuts it there), and then given its length: the WSGI handler behind
(web/asgi.py) reads no more of a body than its declared length.
"""

from __future__ import annotations

import asyncio
import os

# A few at once rather than one: while one request waits for the database another computes.
DEFAULT_CONCURRENCY = 4
PREREAD = 1024 * 1024


def concurrency() -> int:
    try:
        return max(1, int(os.environ.get("RELATA_HTTP_CONCURRENCY") or DEFAULT_CONCURRENCY))
    except ValueError:
        return DEFAULT_CONCURRENCY


class Admission:
    def __init__(self, places: int):
        self.places = places
        self._semaphore: asyncio.Semaphore | None = None

    def _places(self) -> asyncio.Semaphore:
        # Made on first use, inside the server's event loop.
        if self._semaphore is None:
            self._semaphore = asyncio.Semaphore(self.places)
        return self._semaphore

    async def run(self, app, scope, receive, send, *, declared: int | None) -> None:
        if declared is None or declared <= PREREAD:
            receive, length = await _preread(receive)
            if length is None:
                return  # the client left, or the guard refused the body and answered
            if declared is None:
                scope = {**scope, "headers": [*scope.get("headers", ()),
                                              (b"content-length", str(length).encode())]}
        places = self._places()
        await places.acquire()
        held = True

        def release() -> None:
            nonlocal held
            if held:
                held = False
                places.release()

        async def send_releasing(message):
            if message["type"] == "http.response.start":
                release()
            await send(message)

        try:
            await app(scope, receive, send_releasing)
        finally:
            release()


async def _preread(receive):
    """(`receive` with the whole body read already, the body's length); the length is None when
    the body did not arrive whole."""
    chunks = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return receive, None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            break
    body = b"".join(chunks)
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replay():
        return pending.pop() if pending else await receive()

    return replay, len(body)

"""HTTP calls run by Django's WSGI handler in kept threads (a2wsgi), an ordinary answer sent
by the event loop in one piece.

a2wsgi hands every message of an answer from the request's thread to the event loop and waits
there until the loop took it: the start, the body, then an empty last body; three round trips
between two threads per call, each waiting for the loop to get the interpreter lock from
requests at work. Django's ordinary answers (every API call's) are whole when the view returns:
here the thread returns them and the loop sends them itself. Streaming answers (files) and a
WSGI `write` go a2wsgi's way, message by message.
"""

from __future__ import annotations

import contextvars
import functools

from a2wsgi.wsgi import Body, WSGIMiddleware, WSGIResponder, build_environ


class _Responder(WSGIResponder):
    async def __call__(self, scope, receive, send) -> None:
        environ = build_environ(scope, Body(self.loop, receive))
        sender = self.loop.create_task(self.sender(send))
        try:
            context = contextvars.copy_context()
            whole = await self.loop.run_in_executor(
                self.executor, functools.partial(context.run, self._respond), environ)
            for message in whole or ():
                await send(message)
            await self.send_queue.put(None)
            await sender
            if self.exc_info is not None:
                raise self.exc_info[0].with_traceback(self.exc_info[1], self.exc_info[2])
        finally:
            if not sender.done():
                sender.cancel()

    def _respond(self, environ) -> list[dict] | None:
        """In the request's thread: the whole answer's messages, or None when it was sent
        through a2wsgi's queue already (streaming)."""
        started: list = []

        def start_response(status, headers, exc_info=None):
            self.exc_info = exc_info
            started[:] = [status, headers]

            def write(chunk: bytes) -> None:
                self._stream_start(started)
                self.send({"type": "http.response.body", "body": chunk, "more_body": True})

            return write

        iterable = self.app(environ, start_response)
        try:
            if getattr(iterable, "streaming", True) is False and not self.response_started:
                body = b"".join(iterable)
                status, headers = started
                return [
                    {"type": "http.response.start", "status": int(status.split(" ", 1)[0]),
                     "headers": [(name.strip().encode("latin1").lower(),
                                  value.strip().encode("latin1")) for name, value in headers]},
                    {"type": "http.response.body", "body": body},
                ]
            self._stream_start(started)
            for chunk in iterable:
                self.send({"type": "http.response.body", "body": chunk, "more_body": True})
            self.send({"type": "http.response.body", "body": b""})
            return None
        finally:
            getattr(iterable, "close", lambda: None)()

    def _stream_start(self, started: list) -> None:
        if not self.response_started:
            self.start_response(*started, self.exc_info)


class WholeResponses(WSGIMiddleware):
    """a2wsgi's WSGIMiddleware with `_Responder` (see the module's docstring)."""

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "http":
            await _Responder(self.app, self.executor, self.send_queue_size)(scope, receive, send)
            return
        await super().__call__(scope, receive, send)

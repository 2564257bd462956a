"""One HTTP request through the whole ASGI application, as the server calls it, message by
message: for the tests of what happens before and around Django (the request guard, admission)."""

from __future__ import annotations

import asyncio
import json

from asgiref.sync import async_to_sync

from web.accounts import tokens
from web.asgi import application


class Exchange:
    """One request through the application, its body in pieces; what the application answered."""

    def __init__(self, method: str, path: str, pieces: list[bytes] = (), *,
                 length: int | None = None, token: str | None = None,
                 content_type: bytes = b"application/json",
                 headers: list[tuple[bytes, bytes]] = ()):
        all_headers = [(b"host", b"testserver"), (b"content-type", content_type), *headers]
        if length is not None:
            all_headers.append((b"content-length", str(length).encode()))
        if token:
            all_headers.append((b"authorization", f"Bearer {token}".encode()))
        self.scope = {"type": "http", "method": method, "path": path, "raw_path": path.encode(),
                      "query_string": b"", "headers": all_headers, "http_version": "1.1",
                      "scheme": "http", "server": ("testserver", 80), "client": ("127.0.0.1", 1)}
        self.pieces = list(pieces) or [b""]
        self.taken = 0
        self.messages: list[dict] = []

    async def receive(self):
        if self.taken < len(self.pieces):
            piece = self.pieces[self.taken]
            self.taken += 1
            return {"type": "http.request", "body": piece,
                    "more_body": self.taken < len(self.pieces)}
        # The client stays until answered: the application may listen for a disconnect.
        await asyncio.Event().wait()

    async def send(self, message):
        self.messages.append(message)

    def run(self) -> Exchange:
        async_to_sync(application)(self.scope, self.receive, self.send)
        return self

    @property
    def status(self) -> int:
        return next(m["status"] for m in self.messages if m["type"] == "http.response.start")

    @property
    def json(self) -> dict:
        return json.loads(b"".join(m.get("body", b"") for m in self.messages
                                   if m["type"] == "http.response.body"))

    @property
    def headers(self) -> dict[bytes, bytes]:
        start = next(m for m in self.messages if m["type"] == "http.response.start")
        return dict(start["headers"])


def token_of(user) -> str:
    return tokens.issue(user).access

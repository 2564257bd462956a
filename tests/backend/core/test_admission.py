"""Admission of HTTP requests to the application (web/core/admission.py): a few at a time, each
once its (small) body has arrived whole, its place given back when its answer starts. Driven
with a fake application on an event loop of the test's own."""

from __future__ import annotations

import asyncio

import pytest

from web.core import admission, server_loop
from web.core.admission import PREREAD, Admission, concurrency
from web.core.request_guard import SMALL_BODY, RequestGuard


async def settle() -> None:
    """Let every task that can go on do so."""
    for _ in range(50):
        await asyncio.sleep(0)


class Client:
    """One request's side of the connection: its body in pieces, each piece sent once its gate
    (if any) opens; then the client waits to be answered, or leaves (`leaves=True`)."""

    def __init__(self, name: str, pieces: list[bytes], *, gated: bool = False,
                 leaves: bool = False, length: int | None = None, path: str = "/api/x/"):
        self.name = name
        self.pieces = pieces
        self.gates = [asyncio.Event() for _ in pieces]
        if not gated:
            for gate in self.gates:
                gate.set()
        self.leaves = leaves
        self.taken = 0
        self.sent: list[dict] = []
        headers = [(b"host", b"testserver")]
        if length is not None:
            headers.append((b"content-length", str(length).encode()))
        self.scope = {"type": "http", "method": "POST", "path": path, "headers": headers,
                      "query_string": b"", "name": name}

    def let_through(self, count: int = 1) -> None:
        for gate in self.gates[self.taken:self.taken + count]:
            gate.set()

    async def receive(self):
        if self.taken < len(self.pieces):
            await self.gates[self.taken].wait()
            piece = self.pieces[self.taken]
            self.taken += 1
            if self.leaves and self.taken == len(self.pieces):
                return {"type": "http.disconnect"}
            return {"type": "http.request", "body": piece,
                    "more_body": self.taken < len(self.pieces)}
        await asyncio.Event().wait()

    async def send(self, message):
        self.sent.append(message)


class App:
    """Reads the whole body, then answers each request when the test says so."""

    def __init__(self):
        self.called: list[str] = []
        self.scopes: dict[str, dict] = {}
        self.bodies: dict[str, list[dict]] = {}
        self.answer: dict[str, asyncio.Event] = {}
        self.finish: dict[str, asyncio.Event] = {}

    def gate(self, name: str) -> None:
        self.answer[name] = asyncio.Event()
        self.finish[name] = asyncio.Event()

    def complete(self, name: str) -> None:
        """Let the request answer, start to end."""
        self.answer[name].set()
        self.finish[name].set()

    async def __call__(self, scope, receive, send):
        name = scope["name"]
        self.called.append(name)
        self.scopes[name] = scope
        messages = self.bodies[name] = []
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request" or not message.get("more_body", False):
                break
        await self.answer[name].wait()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await self.finish[name].wait()
        await send({"type": "http.response.body", "body": b"ok"})


def start(gate: Admission, app: App, client: Client) -> asyncio.Task:
    app.gate(client.name)
    declared = next((int(v) for k, v in client.scope["headers"] if k == b"content-length"), None)
    return asyncio.create_task(gate.run(app, client.scope, client.receive, client.send,
                                        declared=declared))


def test_a_third_request_waits_until_one_of_two_starts_its_answer():
    async def scenario():
        gate, app = Admission(2), App()
        first, second, third = (Client(name, [b"{}"], length=2) for name in "abc")
        tasks = [start(gate, app, client) for client in (first, second, third)]
        await settle()
        assert app.called == ["a", "b"]

        app.answer["b"].set()  # the answer starts; its body is not sent yet
        await settle()
        assert app.called == ["a", "b", "c"]
        assert [m["type"] for m in second.sent] == ["http.response.start"]
        # The first still works: its place was not the one given.
        assert first.sent == []
        for name in "abc":
            app.complete(name)
        await asyncio.gather(*tasks)
        assert [m["type"] for m in third.sent] == ["http.response.start", "http.response.body"]

    asyncio.run(scenario())


def test_the_place_is_given_back_when_the_answer_starts_not_when_it_ends():
    async def scenario():
        gate, app = Admission(1), App()
        slow_reader, next_one = Client("a", [b"{}"], length=2), Client("b", [b"{}"], length=2)
        tasks = [start(gate, app, slow_reader), start(gate, app, next_one)]
        await settle()
        app.answer["a"].set()  # the answer's body is not sent yet
        await settle()
        assert app.called == ["a", "b"]
        for name in "ab":
            app.complete(name)
        await asyncio.gather(*tasks)

    asyncio.run(scenario())


def test_an_application_that_ends_without_answering_gives_its_place_back():
    async def failing(scope, receive, send):
        raise RuntimeError("boom")

    async def scenario():
        gate, app = Admission(1), App()
        with pytest.raises(RuntimeError):
            await gate.run(failing, {"name": "a"}, Client("a", [b""]).receive, None, declared=0)
        client = Client("b", [b"{}"], length=2)
        task = start(gate, app, client)
        await settle()
        assert app.called == ["b"]
        app.complete("b")
        await task

    asyncio.run(scenario())


def test_a_body_still_arriving_holds_no_place():
    async def scenario():
        gate, app = Admission(1), App()
        uploading = Client("slow", [b'{"a":', b' 1}'], gated=True, length=8)
        quick = Client("quick", [b"{}"], length=2)
        tasks = [start(gate, app, uploading)]
        uploading.let_through(1)
        await settle()
        tasks.append(start(gate, app, quick))
        await settle()
        # The only place went to the request whose body is there; the upload's app waits.
        assert app.called == ["quick"]

        uploading.let_through(1)
        app.answer["quick"].set()
        await settle()
        assert app.called == ["quick", "slow"]
        assert app.bodies["slow"] == [{"type": "http.request", "body": b'{"a": 1}',
                                       "more_body": False}]
        for name in ("quick", "slow"):
            app.complete(name)
        await asyncio.gather(*tasks)

    asyncio.run(scenario())


def test_a_body_over_the_preread_takes_its_place_first_and_is_read_by_the_application():
    async def scenario():
        gate, app = Admission(1), App()
        large = Client("large", [b"x" * PREREAD, b"x"], gated=True, length=PREREAD + 1)
        task = start(gate, app, large)
        await settle()
        assert app.called == ["large"]
        assert large.taken == 0
        large.let_through(2)
        app.complete("large")
        await task
        assert [len(m["body"]) for m in app.bodies["large"]] == [PREREAD, 1]

    asyncio.run(scenario())


def test_a_chunked_body_reaches_the_application_whole_with_its_length():
    async def scenario():
        gate, app = Admission(2), App()
        pieces = [b'{"name": ', b'"Boutique', b' \xc3\xa9t\xc3\xa9"}']
        chunked = Client("chunked", pieces)
        task = start(gate, app, chunked)
        app.complete("chunked")
        await task
        body = b"".join(pieces)
        assert app.bodies["chunked"] == [{"type": "http.request", "body": body,
                                          "more_body": False}]
        lengths = [v for k, v in app.scopes["chunked"]["headers"] if k == b"content-length"]
        assert lengths == [str(len(body)).encode()]
        # The server's scope is left as it was.
        assert all(k != b"content-length" for k, _ in chunked.scope["headers"])

    asyncio.run(scenario())


def test_an_empty_chunked_body_is_given_a_length_of_zero():
    async def scenario():
        gate, app = Admission(1), App()
        task = start(gate, app, Client("empty", [b""]))
        app.complete("empty")
        await task
        assert (b"content-length", b"0") in app.scopes["empty"]["headers"]

    asyncio.run(scenario())


@pytest.mark.parametrize("length", [None, 6], ids=["chunked", "declared"])
def test_a_client_leaving_during_its_body_never_reaches_the_application(length):
    async def scenario():
        gate, app = Admission(1), App()
        leaving = Client("left", [b"{", b"}", b""], length=length, leaves=True)
        await asyncio.wait_for(start(gate, app, leaving), 1)
        assert app.called == []
        assert leaving.sent == []
        # Nor did it keep the place.
        task = start(gate, app, Client("next", [b"{}"], length=2))
        await settle()
        assert app.called == ["next"]
        app.complete("next")
        await task

    asyncio.run(scenario())


def test_a_chunked_body_the_guard_refuses_never_reaches_the_application(monkeypatch):
    monkeypatch.setattr(server_loop, "_loop", None)
    monkeypatch.setenv("RELATA_HTTP_CONCURRENCY", "1")

    async def scenario():
        app = App()
        guard = RequestGuard(app)
        piece = b"x" * 16 * 1024
        too_long = Client("long", [piece] * 10, path="/api/auth/login/")
        app.gate("long")
        await asyncio.wait_for(guard(too_long.scope, too_long.receive, too_long.send), 1)
        assert app.called == []
        assert too_long.taken * len(piece) == SMALL_BODY + len(piece)
        assert [m["status"] for m in too_long.sent if m["type"] == "http.response.start"] == [413]

        fits = Client("fits", [b"{", b"}"], path="/api/auth/login/")
        app.gate("fits")
        app.complete("fits")
        await asyncio.wait_for(guard(fits.scope, fits.receive, fits.send), 1)
        assert app.called == ["fits"]
        assert (b"content-length", b"2") in app.scopes["fits"]["headers"]

    asyncio.run(scenario())


@pytest.mark.parametrize(("value", "expected"), [
    ("7", 7), ("1", 1), ("0", 1), ("-3", 1), ("", 4), ("lots", 4), ("2.5", 4), (None, 4),
])
def test_concurrency_reads_the_environment_and_falls_back_to_four(monkeypatch, value, expected):
    if value is None:
        monkeypatch.delenv("RELATA_HTTP_CONCURRENCY", raising=False)
    else:
        monkeypatch.setenv("RELATA_HTTP_CONCURRENCY", value)
    assert admission.DEFAULT_CONCURRENCY == 4
    assert concurrency() == expected


def test_the_guard_admits_as_many_requests_as_the_environment_says(monkeypatch):
    monkeypatch.setattr(server_loop, "_loop", None)
    monkeypatch.setenv("RELATA_HTTP_CONCURRENCY", "3")
    assert RequestGuard(App()).admission.places == 3

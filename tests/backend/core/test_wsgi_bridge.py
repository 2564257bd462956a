"""Django's answers through the WSGI bridge (web/core/wsgi_bridge.py): an ordinary one reaches
the server whole, as one start and one body, sent by the event loop; a streaming one (files), or
one written through WSGI's `write`, chunk by chunk as a2wsgi sends it."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from django.http import HttpResponse, StreamingHttpResponse

from web.core.wsgi_bridge import WholeResponses

from .asgi_exchange import Exchange

SCOPE = {"type": "http", "method": "GET", "path": "/x", "raw_path": b"/x", "query_string": b"",
         "headers": [(b"host", b"testserver")], "http_version": "1.1", "scheme": "http",
         "server": ("testserver", 80), "client": ("127.0.0.1", 1)}


def served(wsgi_app) -> list[dict]:
    messages: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        messages.append(message)

    async_to_sync(WholeResponses(wsgi_app, workers=2))(SCOPE, receive, send)
    return messages


def django_like(response):
    """A WSGI application answering `response` as Django's handler does."""
    def app(environ, start_response):
        start_response(f"{response.status_code} {response.reason_phrase}", [
            *response.items(), *(("Set-Cookie", c.output(header="")) for c in
                                 response.cookies.values())])
        return response
    return app


def test_an_ordinary_answer_is_one_start_and_one_body():
    response = HttpResponse(b'{"ok": true}', status=201, content_type="application/json")
    response["X-Request-ID"] = "abc"
    response.set_cookie("a", "1")
    response.set_cookie("b", "2")
    closed = []
    response.close = lambda: closed.append(True)
    messages = served(django_like(response))
    assert [m["type"] for m in messages] == ["http.response.start", "http.response.body"]
    start, body = messages
    assert start["status"] == 201
    assert (b"content-type", b"application/json") in start["headers"]
    assert (b"x-request-id", b"abc") in start["headers"]
    assert [value for name, value in start["headers"] if name == b"set-cookie"] == [
        b"a=1; Path=/", b"b=2; Path=/"]
    assert body == {"type": "http.response.body", "body": b'{"ok": true}'}
    assert closed == [True]


def test_a_streaming_answer_goes_chunk_by_chunk():
    messages = served(django_like(StreamingHttpResponse(iter([b"one", b"two"]))))
    assert [m["type"] for m in messages] == ["http.response.start", *["http.response.body"] * 3]
    assert [(m["body"], m.get("more_body", False)) for m in messages[1:]] == [
        (b"one", True), (b"two", True), (b"", False)]


def test_an_answer_written_through_write_is_streamed():
    def app(environ, start_response):
        write = start_response("200 OK", [("Content-Type", "text/plain")])
        write(b"written")
        return [b" and returned"]

    messages = served(app)
    assert messages[0]["status"] == 200
    assert b"".join(m["body"] for m in messages[1:]) == b"written and returned"


@pytest.mark.django_db
def test_an_api_call_is_answered_whole_through_the_application():
    exchange = Exchange("GET", "/api/health/").run()
    assert exchange.status == 200
    assert [m["type"] for m in exchange.messages] == ["http.response.start",
                                                      "http.response.body"]

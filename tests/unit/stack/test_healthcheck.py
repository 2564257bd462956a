"""compose/healthcheck.py, the containers' probe, against a small HTTP server standing in for
the web process: only a 200 passes, and the request carries what the production settings ask."""

from __future__ import annotations

import importlib.util
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.unit.stack.files import ROOT

spec = importlib.util.spec_from_file_location("healthcheck", ROOT / "compose/healthcheck.py")
healthcheck = importlib.util.module_from_spec(spec)
spec.loader.exec_module(healthcheck)


@pytest.mark.parametrize(("allowed", "host"), [
    ("relata.example.org,www.example.org", "relata.example.org"),
    (" .example.org", "example.org"),
    ("*,relata.example.org", "relata.example.org"),
    ("*", "localhost"),
    ("", "localhost"),
])
def test_the_host_is_one_django_allows(allowed, host):
    assert healthcheck.host_header(allowed) == host


@pytest.fixture
def server():
    seen = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            seen.append((self.path, dict(self.headers)))
            status = int(self.path.strip("/").split("/")[-1])
            self.send_response(status)
            if status == 301:
                self.send_header("Location", "/200/")
            self.end_headers()

        def log_message(self, *args):
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield httpd.server_address[1], seen
    httpd.shutdown()
    httpd.server_close()


def test_only_a_200_passes_and_a_redirect_is_not_followed(server, monkeypatch):
    port, seen = server
    monkeypatch.setenv("PORT", str(port))
    monkeypatch.setenv("DJANGO_ALLOWED_HOSTS", "relata.example.org")
    assert healthcheck.main(["/probe/200/"]) == 0
    assert healthcheck.main(["/probe/503/"]) == 1
    assert healthcheck.main(["/probe/301/"]) == 1
    assert [path for path, _ in seen] == ["/probe/200/", "/probe/503/", "/probe/301/"]
    headers = seen[0][1]
    assert headers["Host"] == "relata.example.org"
    assert headers["X-Forwarded-Proto"] == "https"


def test_a_full_url_is_asked_as_given(server):
    port, seen = server
    assert healthcheck.main([f"http://127.0.0.1:{port}/healthcheck/200"]) == 0
    assert seen[0][0] == "/healthcheck/200"


def test_nobody_listening_fails(monkeypatch):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("PORT", str(port))
    assert healthcheck.main([]) == 1

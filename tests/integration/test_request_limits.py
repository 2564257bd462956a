"""Large request bodies against the real web process: refused before they are read, so a burst
of anonymous 100 MB uploads leaves the process's memory where it was."""

from __future__ import annotations

import json
import select
import socket
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.integration.collaborators import sign_up

pytestmark = pytest.mark.integration

MIB = 1024 * 1024
CHUNK = b"x" * MIB


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def upload(live, path: str, size: int, *, chunked: bool, token: str | None = None
           ) -> tuple[int, dict, int]:
    """Sends a multipart body of `size` bytes as fast as the server takes it, stopping as soon as
    the server answers. Returns the status, the JSON answer and how many bytes went out."""
    boundary = uuid.uuid4().hex
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"sql_file\"; "
            f"filename=\"big.sql\"\r\nContent-Type: application/sql\r\n\r\n").encode()
    headers = [f"POST {path} HTTP/1.1", f"Host: {live.host}:{live.port}",
               f"Content-Type: multipart/form-data; boundary={boundary}", "Connection: close"]
    if token:
        headers.append(f"Authorization: Bearer {token}")
    headers.append("Transfer-Encoding: chunked" if chunked
                   else f"Content-Length: {len(head) + size}")
    sock = socket.create_connection((live.host, live.port), timeout=30)
    sent = 0
    answer = b""
    try:
        sock.sendall(("\r\n".join(headers) + "\r\n\r\n").encode())
        pieces = [head] + [CHUNK] * (size // MIB)
        for piece in pieces:
            readable, _, _ = select.select([sock], [], [], 0)
            if readable:
                break
            data = b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece
            try:
                sock.sendall(data)
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(piece)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                data = sock.recv(65536)
            except ConnectionResetError:
                break
            if not data:
                break
            answer += data
    finally:
        sock.close()
    if not answer:
        return 0, {}, sent
    head_part, _, body = answer.partition(b"\r\n\r\n")
    status = int(head_part.split(b" ", 2)[1])
    return status, json.loads(body or b"{}"), sent


def burst(live, path: str, *, chunked: bool, token: str | None = None, count: int = 20):
    with ThreadPoolExecutor(count) as pool:
        futures = [pool.submit(upload, live, path, 100 * MIB, chunked=chunked, token=token)
                   for _ in range(count)]
        return [future.result() for future in futures]


def signed_in_editor(live) -> tuple[str, int]:
    _, token = sign_up(live)
    status, project = live.http.post("/api/projects/", {"name": "Limites"}, token=token)
    assert status == 201, project
    return token, project["id"]


def test_twenty_anonymous_100_mb_uploads_leave_the_memory_where_it_was(live):
    before = rss_mib(live.pid)
    declared = burst(live, "/api/projects/1/import_sql/", chunked=False)
    streamed = burst(live, "/api/projects/1/import_sql/", chunked=True)
    growth = rss_mib(live.pid) - before

    # A declared length over the limit is refused before anything else...
    assert {status for status, _, _ in declared} <= {413, 0}
    assert any(status == 413 for status, _, _ in declared)
    answered = next(body for status, body, _ in declared if status == 413)
    assert answered["error"] == "file_too_large"
    assert answered["fields"]["sql_file"] == ["Fichier trop volumineux (max 10MB)"]
    # ...and a body of unknown length waits for a signed-in sender, which never comes.
    assert {status for status, _, _ in streamed} <= {401, 0}
    assert any(status == 401 for status, _, _ in streamed)
    assert all(sent < 20 * MIB for _, _, sent in declared + streamed)
    assert growth < 50, f"the web process grew by {growth:.0f} MiB"


def test_a_signed_in_editors_stream_is_cut_off_past_the_files_limit(live):
    token, project_id = signed_in_editor(live)
    before = rss_mib(live.pid)
    status, body, sent = upload(live, f"/api/projects/{project_id}/import_sql/", 100 * MIB,
                                chunked=True, token=token)
    assert status == 413
    assert body["error"] == "file_too_large"
    assert 10 * MIB <= sent < 30 * MIB
    assert rss_mib(live.pid) - before < 50


def test_a_stranger_is_refused_before_the_upload_is_read(live):
    token, _ = signed_in_editor(live)
    _, project_id = signed_in_editor(live)
    status, body, sent = upload(live, f"/api/projects/{project_id}/import_sql/", 100 * MIB,
                                chunked=True, token=token)
    assert status == 404
    assert body["error"] == "not_found"
    assert sent < 20 * MIB

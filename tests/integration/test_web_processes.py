"""`python -m web.server -w 2` for real: each web process listens on a socket of its own in the
port's SO_REUSEPORT group (web/server.py), a second server refuses the busy port, and a process
that dies is replaced by one that listens again."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from tests.integration.conftest import Http, free_port, health_answers, tail, wait_until

pytestmark = pytest.mark.integration

LISTEN = "0A"  # the state column of /proc/net/tcp


def listeners(port: int) -> int:
    """Listening sockets on 127.0.0.1:port, one line of /proc/net/tcp each."""
    count = 0
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[1] == f"0100007F:{port:04X}" and fields[3] == LISTEN:
            count += 1
    return count


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def test_each_web_process_listens_on_its_own_socket_and_is_replaced_when_it_dies(live):
    port = free_port()
    args = ("-m", "web.server", "-q", "-b", "127.0.0.1", "-p", str(port), "-w", "2")
    web = live.processes.start(f"web-2-{port}", *args)
    http = Http(f"http://127.0.0.1:{port}")
    wait_until(lambda: listeners(port) == 2 and health_answers(http),
               what="two web processes listening", processes=[web])
    # The launcher (uvicorn's supervisor) holds a spawn helper beside the web processes.
    processes = [pid for pid in children(web[0].pid)
                 if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
    assert len(processes) == 2

    # A second server on the busy port stops at once, rather than joining the group and taking
    # half of the first one's connections.
    second, log = live.processes.start(f"web-2-{port}-again", *args)
    assert second.wait(timeout=60) == 3, tail(log)
    assert "Address already in use" in log.read_text()
    assert listeners(port) == 2

    os.kill(processes[0], signal.SIGKILL)
    def replaced() -> bool:
        alive = [pid for pid in children(web[0].pid) if pid not in processes]
        return bool(alive) and listeners(port) == 2
    wait_until(replaced, what="a replacement process listening", processes=[web])
    # Whichever socket each new connection is hashed to answers. A fresh process's first answers
    # can take seconds on a loaded machine: a generous timeout, but every one must come.
    for _ in range(20):
        assert Http(f"http://127.0.0.1:{port}").get("/api/health/", timeout=30)[0] == 200
    web[0].send_signal(signal.SIGTERM)
    assert web[0].wait(timeout=30) == 0
    deadline = time.monotonic() + 10
    while listeners(port) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert listeners(port) == 0

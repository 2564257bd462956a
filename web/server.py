"""The web process: HTTP and websockets on one port, with uvicorn.

`python -m web.server [-b HOST] [-p PORT] [-w WORKERS] [-q]` — every launcher (make run, the
Procfile, the test servers, the benchmarks) starts the product this way, so they all run with the
same options.

Uvicorn rather than daphne: daphne (through Twisted) receives a whole request body and queues it
in memory before the application is called, so no limit or sign-in check can stop a large
anonymous upload from growing the process. Uvicorn hands the body to the application as it is
asked for, which lets `web.core.request_guard` refuse it before it is read. Behind the guard,
HTTP calls run in Django's WSGI handler on a few kept threads (web/asgi.py) and at most
RELATA_HTTP_CONCURRENCY of them at once (web/core/admission.py).

Several processes: WEB_CONCURRENCY (default 1, what `make run` uses) web processes share the
port. Python runs one request's code at a time per process, so on a machine of N cores a
process per core is what serves more requests at once (tests/benchmarks/load.py measures it).
Uvicorn's own process manager (`workers=`) rather than gunicorn with uvicorn workers: it restarts
a process that dies and keeps one launcher and one set of options for one process or many, with
no other server to configure. Each process listens on a socket of its own in the port's
SO_REUSEPORT group, so the kernel spreads connections evenly over them: with the one socket
uvicorn would share, the first process to wake accepts every waiting connection (asyncio drains
the queue), and under a burst of clients one process kept three quarters of them for good while
the other idled (see `_GroupListener`). Sockets work across processes: every process joins the
diagrams' groups on the Redis channel layer, so an edit taken by one reaches the sockets held by
the others.
"""

from __future__ import annotations

import argparse
import logging
import os
import socket
import sys
from dataclasses import dataclass

import uvicorn
from uvicorn.config import STARTUP_FAILURE
from uvicorn.supervisors import Multiprocess

logger = logging.getLogger("uvicorn.error")

# The largest websocket frame either way (web/realtime/PROTOCOL.md): a larger one closes the
# socket with 1009.
WEBSOCKET_MAX_BYTES = 1024 * 1024

APPLICATION = "web.asgi:application"


def main() -> None:
    parser = argparse.ArgumentParser(description="Relata: HTTP and websockets on one port.")
    parser.add_argument("-b", "--bind", default="127.0.0.1")
    parser.add_argument("-p", "--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("-q", "--quiet", action="store_true", help="no access log")
    parser.add_argument("-w", "--workers", type=int,
                        default=int(os.environ.get("WEB_CONCURRENCY") or 1),
                        help="web processes (default: WEB_CONCURRENCY, else 1)")
    args = parser.parse_args()
    # Read by the settings of every process started from here (web/settings/base.py).
    os.environ.setdefault("RELATA_DATABASE_POOL", "1")
    # Embedded mode: tasks run beside the requests, not inside them (web/core/task_threads.py).
    os.environ.setdefault("RELATA_EAGER_TASK_THREADS", "2")
    options = dict(
        host=args.bind,
        port=args.port,
        lifespan="off",  # Django's ASGI handler has no startup or shutdown of its own
        ws_max_size=WEBSOCKET_MAX_BYTES,
        # Commands and cursors are small frames: compressing each costs more than it saves.
        ws_per_message_deflate=False,
        access_log=not args.quiet,
        log_level="warning" if args.quiet else "info",
        # Open sockets would otherwise hold a stopping process for as long as they live.
        timeout_graceful_shutdown=5,
        server_header=False,
    )
    if args.workers <= 1:
        uvicorn.run(APPLICATION, **options)
        return
    config = uvicorn.Config(APPLICATION, workers=args.workers, **options)
    # More processes are started, watched and restarted by uvicorn's supervisor; each turns the
    # listener below into a socket of its own. The supervisor's own socket would hold the port
    # for the processes' lifetime: this one, bound into the group but never listening (so the
    # kernel never hands it a connection), does that and fails the start if the port is taken.
    try:
        reservation = _reserve_group(config.host, config.port)
    except OSError as exc:
        logger.error(exc)
        sys.exit(STARTUP_FAILURE)
    logger.info("Uvicorn running on http://%s:%d (Press CTRL+C to quit)", config.host, config.port)
    try:
        Multiprocess(config, sockets=[_GroupListener(config.host, config.port)]).run()
    finally:
        reservation.close()


def _reserve_group(host: str, port: int) -> socket.socket:
    """The port's group socket for the supervisor, once a plain bind has shown the port free: a
    group admits any socket of the same user, so a second server started on a busy port would
    otherwise join the first one's group and silently take half its connections."""
    with socket.socket(_family(host)) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host, port))
    return _group_socket(host, port)


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET


def _group_socket(host: str, port: int) -> socket.socket:
    """A socket bound to host:port in its SO_REUSEPORT group, where the kernel hashes each new
    connection to one of the group's listening sockets."""
    sock = socket.socket(_family(host))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    return sock


@dataclass(frozen=True)
class _GroupListener:
    """What the supervisor hands each process for its socket: processes are spawned, so their
    arguments travel pickled, and this one unpickles as a new socket of the process's own in the
    port's group. Restarted processes get theirs the same way. (A process that dies drops the
    connections still waiting in its own queue; the group's other sockets keep theirs.)"""

    host: str
    port: int

    def __reduce__(self):
        return (_group_socket, (self.host, self.port))


if __name__ == "__main__":
    main()

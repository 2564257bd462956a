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
Uvicorn's own process manager (`workers=`) rather than gunicorn with uvicorn workers: it binds
the socket once and hands it to its workers, restarts one that dies, and keeps one launcher and
one set of options for one process or many, with no other server to configure. Sockets work
across processes: every process joins the diagrams' groups on the Redis channel layer, so an edit
taken by one reaches the sockets held by the others.
"""

from __future__ import annotations

import argparse
import os

import uvicorn

# The largest websocket frame either way (web/realtime/PROTOCOL.md): a larger one closes the
# socket with 1009.
WEBSOCKET_MAX_BYTES = 1024 * 1024


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
    uvicorn.run(
        "web.asgi:application",
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
        # One process runs in this one; more are started, watched and restarted by uvicorn.
        workers=max(1, args.workers),
    )


if __name__ == "__main__":
    main()

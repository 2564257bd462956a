"""The web process's application: HTTP calls and the diagrams' sockets on one port.

HTTP goes to Django's WSGI handler, run by a2wsgi in a small pool of threads (an ordinary
answer handed back to the event loop whole: web/core/wsgi_bridge.py). Every view is
synchronous: Django's ASGI handler would run each request in a thread made for it, with three
hops between the event loop and that thread (request started, the view, request finished);
the WSGI handler does the whole request in one hop to a thread that is kept. That is about 1 ms
of CPU less per call (0.99 ms instead of 1.84 ms for the liveness check; tests/benchmarks/
load.py). Sockets are Channels consumers on the event loop.
"""

import gc
import os
import sys

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
django_wsgi_app = get_wsgi_application()
# The event loop (sockets) and the request threads share one interpreter lock: a 1 ms switch
# interval instead of 5 ms keeps a thread holding a diagram's row lock from waiting on the loop.
sys.setswitchinterval(float(os.environ.get("RELATA_SWITCH_INTERVAL", "0.001")))

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from web.core.admission import concurrency  # noqa: E402
from web.core.request_guard import RequestGuard  # noqa: E402
from web.core.wsgi_bridge import WholeResponses  # noqa: E402
from web.realtime.routing import websocket_urlpatterns  # noqa: E402

# Twice the requests admitted at once: a thread may still be sending an answer (a file) after
# its request gave its place to the next one.
HTTP_THREADS = 2 * concurrency()


def _tune_garbage_collector() -> None:
    """Fewer, larger collections of the cyclic garbage collector in the web process.

    Every save parses a whole document (tens of thousands of dicts and lists), and the process
    keeps the documents it worked on (web/documents/cache.py). With Python's default thresholds
    (700, 10, 10) the collector ran ~2 400 times in 35 s of the load test and took a fifth of
    each process's time, up to 216 ms at once for a full collection: the tail of every call's
    latency. Documents have no reference cycles (reference counting frees them), so the
    collector has little to find: at 50 000 it ran 9 times for 0.5 s in all (p99 840 → ~700 ms,
    tests/benchmarks/load.py). What was loaded at start-up is frozen out of its reach.
    RELATA_GC_THRESHOLDS="a,b,c" sets other thresholds."""
    thresholds = os.environ.get("RELATA_GC_THRESHOLDS", "50000,20,100")
    gc.freeze()
    gc.set_threshold(*(int(part) for part in thresholds.split(",")))


_tune_garbage_collector()

application = ProtocolTypeRouter(
    {
        "http": RequestGuard(WholeResponses(django_wsgi_app, workers=HTTP_THREADS)),
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)

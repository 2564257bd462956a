"""Gzip for the answers that carry a whole document, at a level chosen for them.

Django's `gzip_page` compresses at level 6: 3.2 ms for a 100-table document (700 KB of JSON),
a third of an open. Level 3 takes 1.1 ms and the answer is 22 KB instead of 16 KB
(tests/benchmarks/load.py). Such answers are compressed here and keep `gzip_page` for the
others (errors): it leaves an answer that is already encoded as it is.

No BREACH padding as `gzip_page` adds: these calls are authorised by a bearer token, which a
browser never attaches to a request another site makes it send.
"""

from __future__ import annotations

import gzip
import re

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

LEVEL = 3
# Below this, compressing does not pay (the same floor as GZipMiddleware).
MIN_SIZE = 200
_ACCEPTS_GZIP = re.compile(r"\bgzip\b")


def json_response(request: HttpRequest, body: bytes, content_type: str) -> HttpResponse:
    """`body` as the answer, gzipped when the client accepts it."""
    accepts = _ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", ""))
    if len(body) < MIN_SIZE or not accepts:
        response = HttpResponse(body, content_type=content_type)
    else:
        response = HttpResponse(gzip.compress(body, compresslevel=LEVEL, mtime=0),
                                content_type=content_type)
        response.headers["Content-Encoding"] = "gzip"
    patch_vary_headers(response, ("Accept-Encoding",))
    return response

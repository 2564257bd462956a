"""Gzip for the answers that carry a whole document, by a faster compressor than zlib.

Django's `gzip_page` compresses with zlib at level 6: 3.2 ms for a 100-table document (700 KB
of JSON), a third of an open. zlib's fastest levels still take 1.1 ms (22 KB). ISA-L (`isal`,
Intel's compression library) writes the same gzip format in 0.13 ms at its level 2, for 23 KB
(tests/benchmarks/percall.py). Such answers are compressed here and keep `gzip_page` for the
others (errors): it leaves an answer that is already encoded as it is.

No BREACH padding as `gzip_page` adds: these calls are authorised by a bearer token, which a
browser never attaches to a request another site makes it send.
"""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers
from isal import igzip

# ISA-L's levels go from 0 to 3; 2 is its own trade-off (level 3 is ten times slower here).
LEVEL = 2
# Below this, compressing does not pay (the same floor as GZipMiddleware).
MIN_SIZE = 200
_ACCEPTS_GZIP = re.compile(r"\bgzip\b")


def json_response(request: HttpRequest, body: bytes, content_type: str) -> HttpResponse:
    """`body` as the answer, gzipped when the client accepts it."""
    accepts = _ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", ""))
    if len(body) < MIN_SIZE or not accepts:
        response = HttpResponse(body, content_type=content_type)
    else:
        response = HttpResponse(igzip.compress(body, compresslevel=LEVEL, mtime=0),
                                content_type=content_type)
        response.headers["Content-Encoding"] = "gzip"
    patch_vary_headers(response, ("Accept-Encoding",))
    return response

"""A faster reading of a whole document's body (`update_schema`), with the API's own answers.

The API's parser (web/core/parser.py) reads bodies with the json module and then walks every
value looking for the NUL character. On a save of a 100-table diagram (~250 KB) the walk alone
took ~50 ms and json ~9 ms, half of the request. Here the body is read with orjson and walked
only when its text holds the escape `\\u0000`: a JSON text can carry a NUL no other way (a raw
control character is invalid JSON), so a body without it has nothing for the walk to find.

Anything orjson refuses is read again by the json module, so a body the API accepted before is
accepted still, to the same value (NaN, integers beyond 64 bits, lone surrogates), and one it
refused is refused the same way.

A large body, and any gzip-compressed one (`Content-Encoding: gzip`, bounded as it arrived by
web/core/request_guard.py), is read from the request's stream as it is parsed
(web/core/json_stream.py): never whole, neither compressed nor inflated.
"""

from __future__ import annotations

import gzip
import json

import orjson
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest
from ninja.errors import HttpError
from ninja.params.models import Body, BodyModel

from web.core import json_stream
from web.core.parser import refuse_nul

# From this size the json module reads the body: orjson reserves a parse buffer of about 12
# times the body, which on a 5 MB document took a fresh web process 35 MB over its resting size
# (23.5 MB with json, for ~10 ms more; tests/benchmarks/save_document.py).
LARGE_BODY = 1024 * 1024


def parse_json_body(raw: bytes):
    if len(raw) >= LARGE_BODY:
        data = json.loads(raw)
    else:
        try:
            data = orjson.loads(raw)
        except orjson.JSONDecodeError:
            data = json.loads(raw)
    if b"\\u0000" in raw:
        refuse_nul(data)
    return data


def _length(request: HttpRequest) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


def read_json_body(request: HttpRequest):
    """The request's JSON body (None when it has none), streamed when large or compressed."""
    gzipped = request.headers.get("Content-Encoding", "").strip().lower() == "gzip"
    if not gzipped and _length(request) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
        # Plain JSON keeps its limit, as request.body would raise it (the request guard refuses
        # such a body before it is read; this is for callers that bypass it).
        raise RequestDataTooBig()
    if not gzipped and _length(request) < LARGE_BODY:
        return parse_json_body(request.body) if request.body else None
    if _length(request) == 0:
        return None
    read = gzip.GzipFile(fileobj=request, mode="rb").read if gzipped else request.read
    data, nul_escape = json_stream.load(read)
    if nul_escape:
        refuse_nul(data)
    return data


class _FastBodyModel(BodyModel):
    @classmethod
    def get_request_data(cls, request, api, path_params):
        # As BodyModel.get_request_data, with read_json_body for api.parser.parse_body.
        try:
            data = read_json_body(request)
        except RequestDataTooBig:
            raise
        except Exception as e:
            raise HttpError(400, "Cannot parse request body") from e
        if data is None:
            return None
        varname = getattr(cls, "__read_from_single_attr__", None)
        return {varname: data} if varname else data


class FastBody(Body):  # type: ignore[misc]
    """`Body`, read by read_json_body."""

    _model = _FastBodyModel

    @classmethod
    def _param_source(cls) -> str:
        return "body"

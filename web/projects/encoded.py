"""An opened diagram's answer, encoded here rather than by ninja.

Ninja validates a view's result through its response schema, dumps it to Python values and
encodes them with the json module. For `schema: dict[str, Any]` that is three walks over every
value of the document (pydantic's validation and dump of `Any`, then json's encoder): ~20 ms for
a 100-table diagram, most of an open. Here the schema validates and dumps everything but the
document, as ninja would, and orjson encodes the result with the document as it is: the same JSON
(datetimes are handed to ninja's own encoder, so they are written as before). A document this
process does not hold goes out as the database stored it, unparsed (selectors.project_detail).
"""

from __future__ import annotations

import orjson
from django.http import HttpRequest, HttpResponse
from ninja import Schema
from ninja.responses import NinjaJSONEncoder

from web.core import compression
from web.core.json_bytes import member_parts

from .models import Project
from .schemas import ProjectDetailOut

CONTENT_TYPE = "application/json; charset=utf-8"
_encoder = NinjaJSONEncoder()


def _default(value):
    return _encoder.default(value)


def detail_response(request: HttpRequest, project: Project,
                    schema: type[Schema] = ProjectDetailOut) -> HttpResponse:
    """`schema` (ProjectDetailOut, or PublicProjectOut) of `project` as `with_document` gives
    it, encoded."""
    stored = getattr(project, "schema_text", None)
    document = None if stored is not None else project.schema
    project.schema = {}
    try:
        data = schema.model_validate(
            project, context={"request": request, "response_status": 200}).model_dump()
    finally:
        if document is not None:
            project.schema = document
    if stored is not None:
        del data["schema"]
        body = member_parts(_dumps(data), b"schema", stored)
    else:
        data["schema"] = document
        body = _dumps(data)
    return compression.json_response(request, body, CONTENT_TYPE)


def _dumps(data: dict) -> bytes:
    return orjson.dumps(data, default=_default, option=orjson.OPT_PASSTHROUGH_DATETIME)

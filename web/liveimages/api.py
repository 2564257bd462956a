"""The live image's addresses: `/api/project/public/{id}/image.svg` and `.png`, with `?key=`
for a diagram shared by link, as its public link (web/projects/api.py's `public_project`).

Cache-Control is `public, max-age=60, must-revalidate`: a README shows an edit within a minute
of its drawing; `must-revalidate` keeps a cache (GitHub's image proxy, a CDN) from showing a
stale copy once the minute is over, which matters when sharing is turned off (the address then
answers 404); the revalidation itself is a 304 without a body. `public`: the address, its key
included, is the only secret, and shared caches key on the whole address.
"""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.utils.http import content_disposition_header, parse_etags
from django.views.decorators.gzip import gzip_page
from ninja import Query, Router
from ninja.decorators import decorate_view

from web.projects import selectors

from . import serving

router = Router(tags=["public"])

CACHE_CONTROL = "public, max-age=60, must-revalidate"
# An SVG opened by itself is a document of this origin: nothing in it may run or load.
SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

# A header may hold no control character (a name is plain text, but never trusted).
_CONTROL = re.compile("[\x00-\x1f\x7f]")


def _matches(request: HttpRequest, etag: str) -> bool:
    wanted = parse_etags(request.headers.get("If-None-Match", ""))
    # Weak comparison, as RFC 9110 asks for If-None-Match (a proxy may weaken the tag).
    return "*" in wanted or etag in {tag.removeprefix("W/") for tag in wanted}


def _answer(request: HttpRequest, project_id: int, key: str | None, fmt: str) -> HttpResponse:
    project = selectors.public_project_find(project_id=project_id, key=key)
    image = serving.current_image(project)
    if image is not None and _matches(request, serving.etag_of(image, fmt)):
        response = HttpResponseNotModified()
        etag = serving.etag_of(image, fmt)
    else:
        found = serving.picture(project, image, fmt)
        response = HttpResponse(found.body, content_type=serving.CONTENT_TYPES[fmt])
        name = _CONTROL.sub("", project.name).strip() or "diagramme"
        response["Content-Disposition"] = content_disposition_header(False, f"{name}.{fmt}")
        etag = found.etag
    if etag is None:
        response["Cache-Control"] = "no-store"
    else:
        response["ETag"] = etag
        response["Cache-Control"] = CACHE_CONTROL
    return _guarded(response)


def _guarded(response: HttpResponse) -> HttpResponse:
    response["X-Content-Type-Options"] = "nosniff"
    response["Content-Security-Policy"] = SVG_POLICY
    return response


IMAGE_DOC = {"responses": {
    "200": {"description": "L'image", "content": {}},
    "304": {"description": "Inchangée depuis l'ETag donné (If-None-Match)"},
}}


@router.get("/public/{int:project_id}/image.svg", auth=None, response={200: None},
            openapi_extra={**IMAGE_DOC, "responses": {
                **IMAGE_DOC["responses"],
                "200": {"description": "L'image SVG du diagramme",
                        "content": {"image/svg+xml": {"schema": {"type": "string"}}}}}})
# Text: a large diagram's SVG shrinks about tenfold (Django then weakens the ETag, W/"…").
@decorate_view(gzip_page)
def live_image_svg(request: HttpRequest, project_id: int, key: Query[str | None] = None):
    """The diagram's latest image, as SVG: public diagrams by their id, those shared by link
    with `key`. Anything else answers 404."""
    return _answer(request, project_id, key, "svg")


@router.get("/public/{int:project_id}/image.png", auth=None, response={200: None},
            openapi_extra={**IMAGE_DOC, "responses": {
                **IMAGE_DOC["responses"],
                "200": {"description": "L'image PNG du diagramme",
                        "content": {"image/png": {"schema": {"type": "string",
                                                             "format": "binary"}}}}}})
def live_image_png(request: HttpRequest, project_id: int, key: Query[str | None] = None):
    """The diagram's latest image, as PNG (at most 4096 pixels a side)."""
    return _answer(request, project_id, key, "png")

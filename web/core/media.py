"""Pictures of the public store on local disk (avatars, thumbnails), served by the app itself
when there is no S3 bucket. The private store's files (SQL uploads, version snapshots) share the
folder but are never served: the app reads them after its permission check (storage/config.py).

The path is checked as written, before any matching: a `..` or `.` segment, however it was
encoded (`%2e%2e`, `..%2f`), a backslash, a percent sign left after decoding, or anything but a
picture in an allowed folder is a 404, the same answer as a missing file.
"""

from __future__ import annotations

from django.core.files.storage import storages
from django.http import Http404, HttpRequest, HttpResponse
from django.views.static import serve

from storage.files import PUBLIC_FOLDERS as FOLDERS

PICTURES = (".png", ".jpg", ".jpeg", ".webp", ".gif")


def is_servable(path: str) -> bool:
    segments = path.split("/")
    return (
        len(segments) >= 2
        and segments[0] in FOLDERS
        and all(segment not in ("", ".", "..") for segment in segments)
        and not any(char in path for char in "\\%\x00")
        and path.lower().endswith(PICTURES)
    )


def media(request: HttpRequest, path: str) -> HttpResponse:
    if not is_servable(path):
        raise Http404
    response = serve(request, path, document_root=storages["public"].location)
    # A picture is only ever shown as an image: nothing in it may run.
    response["Content-Security-Policy"] = "default-src 'none'; sandbox"
    return response

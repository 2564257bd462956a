"""What a live image's address answers: the stored picture, drawn first if need be.

The first request after a diagram is shared may come before the worker has drawn it (sharing
schedules a draw at once, but a README's viewer can be quicker). A small diagram is then drawn
right there, in well under a second, and stored: the address works from the first look. A
large one would hold a web process for seconds: it gets a « en préparation » picture that no
cache keeps, and a draw is scheduled.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache

from django.core.cache import cache

from storage import files
from web.documents.storage import document_outline
from web.projects.models import Project

from . import messages, services
from .models import LiveImage

logger = logging.getLogger(__name__)

# Drawn in the request when no image is stored yet (about 0.2 s for 200 tables).
SYNC_MAX_TABLES = 200
# One scheduled draw per diagram per minute, however many viewers ask meanwhile.
ASK_AGAIN_SECONDS = 60
CONTENT_TYPES = {"svg": "image/svg+xml", "png": "image/png"}


@dataclass(frozen=True)
class Picture:
    body: bytes
    # Strong validator of a stored picture; None for the placeholder, which nobody may keep.
    etag: str | None


def etag_of(image: LiveImage, fmt: str) -> str:
    """Changes with the document's revision, the drawing code and the format."""
    return f'"{image.revision}-{image.renderer}-{fmt}"'


@lru_cache(maxsize=2)
def _placeholder(fmt: str) -> bytes:
    from workers.liveimage import message_png, message_svg

    return (message_svg if fmt == "svg" else message_png)(str(messages.PREPARING))


def _ask_for_draw(project_id: int) -> None:
    if cache.add(f"liveimages:asked:{project_id}", 1, timeout=ASK_AGAIN_SECONDS):
        services.schedule(project_id)


def _draw_here(project: Project) -> LiveImage | None:
    outline = document_outline(project.pk, project.schema_revision)
    lock = f"liveimages:drawing:{project.pk}"
    if len(outline["tables"]) > SYNC_MAX_TABLES or not cache.add(lock, 1, timeout=60):
        _ask_for_draw(project.pk)
        return None
    try:
        services.live_image_refresh(project_id=project.pk)
    except Exception:
        # The visitor gets the placeholder, not an error; the worker tries again (and retries).
        logger.exception("live image of project %s not drawn", project.pk)
        _ask_for_draw(project.pk)
        return None
    finally:
        cache.delete(lock)
    return LiveImage.objects.filter(project_id=project.pk).first()


def current_image(project: Project) -> LiveImage | None:
    """The stored image of a diagram its visitor may see (web/projects/selectors.py's
    `public_project_find`), drawn here if small and missing; None: not drawn yet."""
    from workers.liveimage import RENDERER_VERSION

    image = LiveImage.objects.filter(project_id=project.pk).first()
    if image is None:
        return _draw_here(project)
    # A snapshot the image lacks (its task lost, or a new drawing code): ask again, and answer
    # with what is stored meanwhile.
    if image.revision < project.schema_revision or image.renderer != RENDERER_VERSION:
        _ask_for_draw(project.pk)
    return image


def picture(project: Project, image: LiveImage | None, fmt: str) -> Picture:
    if image is not None:
        try:
            return Picture(files.read_bytes(getattr(image, fmt)), etag_of(image, fmt))
        except Exception:
            # A file lost from the storage (or the storage down): the row goes, the image is
            # drawn again, and the visitor sees the placeholder rather than an error.
            logger.exception("live image %s of project %s unreadable", fmt, project.pk)
            services.live_image_remove(project_id=project.pk)
            _ask_for_draw(project.pk)
    return Picture(_placeholder(fmt), None)

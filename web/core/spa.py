"""Serves the built React app: any page URL gets index.html and the client router takes over."""

from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

MISSING_BUILD = """<!doctype html><html lang="fr"><meta charset="utf-8"><title>Relata</title>
<body style="font-family:sans-serif;padding:2rem"><h1>L'interface n'est pas construite</h1>
<p>Lancez <code>make run</code> depuis la racine du dépôt : il construit le frontend puis démarre
le serveur.</p></body></html>"""


@lru_cache(maxsize=1)
def _index_html(path: Path, mtime: float) -> bytes:
    return path.read_bytes()


@never_cache
@require_safe
def index(request: HttpRequest, path: str = "") -> HttpResponse:
    index_file = Path(settings.FRONTEND_DIST) / "index.html"
    if not index_file.exists():
        return HttpResponse(MISSING_BUILD, status=503)
    return HttpResponse(_index_html(index_file, index_file.stat().st_mtime))

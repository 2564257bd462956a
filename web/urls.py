from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.static import serve

from web.api import api
from web.core import spa

urlpatterns = [
    path("api/", api.urls),
    path("_allauth/", include("allauth.headless.urls")),
    path("admin/", admin.site.urls),
]

if not settings.S3_BUCKET:
    # Local files are served by the app itself: pictures (avatars, thumbnails) only, never the
    # uploaded SQL files waiting for a worker.
    def media(request, path):
        return serve(request, path, document_root=settings.MEDIA_ROOT)

    urlpatterns.append(re_path(r"^media/(?P<path>(?:avatars|thumbnails)/.*)$", media))

urlpatterns.append(
    re_path(r"^(?!(api|_allauth|admin|static|media|ws)(/|$))(?P<path>.*)$", spa.index)
)

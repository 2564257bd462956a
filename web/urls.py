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
    # Embedded mode keeps uploads on local disk and serves them itself.
    urlpatterns.append(
        re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT})
    )

urlpatterns.append(
    re_path(r"^(?!(api|_allauth|admin|static|media|ws)(/|$))(?P<path>.*)$", spa.index)
)

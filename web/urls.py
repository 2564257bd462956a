from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path

from web.api import api
from web.core import media, spa

urlpatterns = [
    path("api/", api.urls),
    path("_allauth/", include("allauth.headless.urls")),
    path("admin/", admin.site.urls),
]

if not settings.S3_BUCKET:
    urlpatterns.append(re_path(r"^media/(?P<path>.*)$", media.media))

urlpatterns.append(
    re_path(r"^(?!(api|_allauth|admin|static|media|ws)(/|$))(?P<path>.*)$", spa.index)
)

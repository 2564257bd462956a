import os
import sys

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
django_asgi_app = get_asgi_application()
# The event loop (sockets) and the database threads share one interpreter lock: a 1 ms switch
# interval instead of 5 ms keeps a thread holding a diagram's row lock from waiting on the loop.
sys.setswitchinterval(float(os.environ.get("RELATA_SWITCH_INTERVAL", "0.001")))

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from web.core.request_guard import RequestGuard  # noqa: E402
from web.realtime.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": RequestGuard(django_asgi_app),
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)

from channels.generic.websocket import AsyncWebsocketConsumer
from django.urls import path, re_path

from .consumers import UserConsumer
from .diagram import DiagramConsumer


class NoSuchSocket(AsyncWebsocketConsumer):
    """Any other path: the handshake is refused (403) instead of the router raising."""

    async def connect(self):
        await self.close(code=4404)


websocket_urlpatterns = [
    path("ws/user/", UserConsumer.as_asgi()),
    path("ws/diagrams/<int:project_id>/", DiagramConsumer.as_asgi()),
    re_path(r"", NoSuchSocket.as_asgi()),
]

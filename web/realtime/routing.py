from django.urls import path

from .consumers import UserConsumer
from .diagram import DiagramConsumer

websocket_urlpatterns = [
    path("ws/user/", UserConsumer.as_asgi()),
    path("ws/diagrams/<int:project_id>/", DiagramConsumer.as_asgi()),
]

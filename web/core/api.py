from django.db import connection
from ninja import Router, Schema

router = Router(tags=["health"])


class HealthOut(Schema):
    status: str


@router.get("/health/", response=HealthOut, auth=None)
def health(request):
    connection.ensure_connection()
    return {"status": "ok"}

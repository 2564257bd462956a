from django.db import connection
from django.http import JsonResponse
from ninja import Router, Schema

from . import health as readiness

router = Router(tags=["health"])


class HealthOut(Schema):
    status: str


@router.get("/health/", response=HealthOut, auth=None)
def health(request):
    connection.ensure_connection()
    return {"status": "ok"}


# The probes are for the platform, not for API clients: outside the OpenAPI document (and the
# generated TypeScript types), unauthenticated, and answered in the same shape whatever the
# deployment. `live` touches nothing but this process; `ready` asks every service it uses.
@router.get("/health/live/", auth=None, include_in_schema=False)
def liveness(request):
    return {"status": "ok"}


@router.get("/health/ready/", auth=None, include_in_schema=False)
def readiness_probe(request):
    results = readiness.run_checks()
    failing = [name for name, result in results.items() if result.status == readiness.FAILING]
    body = {
        "status": "unavailable" if failing else "ok",
        "checks": {name: result.as_dict() for name, result in results.items()},
    }
    if failing:
        body["failing"] = failing
    return JsonResponse(body, status=503 if failing else 200)

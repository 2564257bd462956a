"""The one NinjaAPI of Relata: every feature's router is mounted here under /api/."""

from web.accounts.api import auth_router, users_router
from web.core.api import router as core_router
from web.core.handlers import install as install_error_handlers
from web.core.openapi import RelataAPI
from web.core.parser import ApiParser

api = RelataAPI(
    title="Relata API",
    version="1.0.0",
    description="API de Relata : comptes, espaces de travail, diagrammes.",
    urls_namespace="api",
    docs_url="/docs",
    openapi_url="/openapi.json",
    parser=ApiParser(),
)
install_error_handlers(api)

api.add_router("/", core_router)
api.add_router("/auth/", auth_router)
api.add_router("/users/", users_router)

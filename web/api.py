"""The one NinjaAPI of Relata: every feature's router is mounted here under /api/."""

from web.accounts.api import auth_router, users_router
from web.billing.api import packages_router, subscriptions_router
from web.core.api import router as core_router
from web.core.handlers import install as install_error_handlers
from web.core.openapi import RelataAPI
from web.core.parser import ApiParser
from web.documents.api import router as documents_router
from web.folders.api import router as folders_router
from web.jobs.api import jobs_router
from web.jobs.api import router as project_jobs_router
from web.liveimages.api import router as live_images_router
from web.projects.api import favorites_router, invitations_router, public_router
from web.projects.api import router as projects_router
from web.teams.api import router as teams_router
from web.versions.api import router as versions_router

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
api.add_router("/projects/", projects_router)
api.add_router("/project/", public_router)
api.add_router("/project/", live_images_router)
api.add_router("/favorites/", favorites_router)
api.add_router("/teams/", teams_router)
api.add_router("/folders/", folders_router)
api.add_router("/accept-invitation/", invitations_router)
api.add_router("/packages/", packages_router)
api.add_router("/subscriptions/", subscriptions_router)
api.add_router("/projects/", project_jobs_router)
api.add_router("/projects/", documents_router)
api.add_router("/jobs/", jobs_router)
api.add_router("/versions/", versions_router)

from typing import Annotated, Literal

from django.http import HttpRequest
from django.views.decorators.gzip import gzip_page
from ninja import Query, Router, Status
from ninja.decorators import decorate_view
from ninja.pagination import paginate

from web.accounts.auth import bearer_auth
from web.core.pagination import ResultsPagination

from . import documents, encoded, invitations, selectors, services
from .body import FastBody
from .schemas import (
    AcceptInvitationIn,
    AcceptInvitationOut,
    CollaboratorOut,
    CollaboratorRoleIn,
    FavoriteOut,
    FavoriteToggleIn,
    FavoriteToggleOut,
    InvitationCreatedOut,
    InvitationIn,
    InvitationOut,
    ProjectCreateIn,
    ProjectDetailOut,
    ProjectOut,
    ProjectPatchIn,
    PublicProjectOut,
    SavedOut,
    ScheduledOut,
    UpdateSchemaIn,
)

router = Router(tags=["projects"], auth=bearer_auth)
favorites_router = Router(tags=["favorites"], auth=bearer_auth)
public_router = Router(tags=["public"])
invitations_router = Router(tags=["invitations"], auth=bearer_auth)


@router.get("/", response=list[ProjectOut])
@paginate(ResultsPagination)
def project_list(request: HttpRequest,
                 scope: Literal["all", "owned", "shared", "favorites"] = "all",
                 search: Query[str | None] = None):
    return selectors.project_list(user=request.auth, scope=scope, search=search)


@router.get("/my_projects/", response=list[ProjectOut])
@paginate(ResultsPagination)
def my_projects(request: HttpRequest, search: Query[str | None] = None):
    return selectors.project_list(user=request.auth, scope="owned", search=search)


@router.get("/shared_with_me/", response=list[ProjectOut])
@paginate(ResultsPagination)
def shared_with_me(request: HttpRequest, search: Query[str | None] = None):
    return selectors.project_list(user=request.auth, scope="shared", search=search)


@router.post("/", response={201: ProjectOut})
def project_create(request: HttpRequest, payload: ProjectCreateIn):
    project = services.project_create(
        owner=request.auth, name=payload.name, description=payload.description,
        folder_id=payload.folder, team_id=payload.team, visibility=payload.visibility,
        tags=payload.tags,
    )
    return Status(201, selectors.project_get_annotated(user=request.auth, project_id=project.pk))


@router.get("/{int:project_id}", response=ProjectDetailOut)
@decorate_view(gzip_page)
def project_detail(request: HttpRequest, project_id: int):
    return encoded.detail_response(
        request, selectors.project_detail(user=request.auth, project_id=project_id))


@router.get("/{int:project_id}/", response=ProjectDetailOut, operation_id="project_detail_slash")
@decorate_view(gzip_page)
def project_detail_slash(request: HttpRequest, project_id: int):
    return encoded.detail_response(
        request, selectors.project_detail(user=request.auth, project_id=project_id))


@router.patch("/{int:project_id}/", response=ProjectOut)
def project_update(request: HttpRequest, project_id: int, payload: ProjectPatchIn):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    services.project_update(actor=request.auth, project=project,
                            fields=payload.model_dump(exclude_unset=True))
    return selectors.project_get_annotated(user=request.auth, project_id=project_id)


@router.patch("/{int:project_id}/update_schema/", response=SavedOut)
def update_schema(request: HttpRequest, project_id: int,
                  payload: Annotated[UpdateSchemaIn, FastBody(...)]):
    # The access is checked where the document is locked (404 unseen, 403 read-only), and
    # before the body was read by the request guard.
    return documents.project_save_document(actor=request.auth, project_id=project_id,
                                           raw=payload.schema, base_revision=payload.revision)


@router.delete("/{int:project_id}/", response={204: None})
def project_delete(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    services.project_delete(actor=request.auth, project=project)
    return Status(204, None)


@router.post("/{int:project_id}/duplicate/", response={202: ScheduledOut})
def project_duplicate(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    request_id = services.project_duplicate_request(actor=request.auth, project=project)
    return Status(202, {"status": "scheduled", "request_id": request_id})


@router.post("/{int:project_id}/enable_public_sharing/", response=ProjectOut)
def enable_public_sharing(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    services.public_sharing_set(actor=request.auth, project=project, enabled=True)
    return selectors.project_get_annotated(user=request.auth, project_id=project_id)


@router.post("/{int:project_id}/disable_public_sharing/", response=ProjectOut)
def disable_public_sharing(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    services.public_sharing_set(actor=request.auth, project=project, enabled=False)
    return selectors.project_get_annotated(user=request.auth, project_id=project_id)


@router.get("/{int:project_id}/collaborators/", response=list[CollaboratorOut])
@paginate(ResultsPagination)
def collaborator_list(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    return selectors.collaborator_list(user=request.auth, project=project)


@router.patch("/{int:project_id}/collaborators/{int:collaborator_id}/", response=CollaboratorOut)
def collaborator_update(request: HttpRequest, project_id: int, collaborator_id: int,
                        payload: CollaboratorRoleIn):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    return invitations.collaborator_set_role(actor=request.auth, project=project,
                                             collaborator_id=collaborator_id, role=payload.role)


@router.delete("/{int:project_id}/collaborators/{int:collaborator_id}/", response={204: None})
def collaborator_remove(request: HttpRequest, project_id: int, collaborator_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    invitations.collaborator_remove(actor=request.auth, project=project,
                                    collaborator_id=collaborator_id)
    return Status(204, None)


@router.get("/{int:project_id}/invitations/", response=list[InvitationOut])
@paginate(ResultsPagination)
def invitation_list(request: HttpRequest, project_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    return selectors.pending_invitations(user=request.auth, project=project)


@router.post("/{int:project_id}/invitations/", response={201: InvitationCreatedOut})
def invitation_create(request: HttpRequest, project_id: int, payload: InvitationIn):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    invitation, token = invitations.invitation_create(
        actor=request.auth, project=project, target=payload.user, role=payload.role,
        request=request)
    invitation.token = token
    invitation.url = invitations.link_for(token, request)
    return Status(201, invitation)


@router.delete("/{int:project_id}/invitations/{int:invitation_id}/", response={204: None})
def invitation_revoke(request: HttpRequest, project_id: int, invitation_id: int):
    project = selectors.project_get(user=request.auth, project_id=project_id)
    invitations.invitation_revoke(actor=request.auth, project=project,
                                  invitation_id=invitation_id)
    return Status(204, None)


@favorites_router.get("/", response=list[FavoriteOut])
@paginate(ResultsPagination)
def favorite_list(request: HttpRequest):
    return selectors.favorite_list(user=request.auth)


@favorites_router.post("/toggle/", response=FavoriteToggleOut)
def favorite_toggle(request: HttpRequest, payload: FavoriteToggleIn):
    return {"status": services.favorite_toggle(user=request.auth, project_id=payload.project_id)}


@public_router.get("/public/{int:project_id}/", response=PublicProjectOut, auth=None)
@decorate_view(gzip_page)
def public_project(request: HttpRequest, project_id: int,
                   key: Query[str | None] = None):
    """A diagram of public visibility by its id; one shared by link only with `key`, the key of
    its link. Anything else, a wrong key included, answers 404."""
    return encoded.detail_response(
        request, selectors.public_project_get(project_id=project_id, key=key),
        PublicProjectOut)


@invitations_router.post("/", response=AcceptInvitationOut)
def accept_invitation(request: HttpRequest, payload: AcceptInvitationIn):
    project, role = invitations.invitation_accept(user=request.auth, token=payload.token)
    return {"project": project, "role": role}

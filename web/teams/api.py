from django.http import HttpRequest
from ninja import Query, Router, Status
from ninja.pagination import paginate

from web.accounts.auth import bearer_auth
from web.core.pagination import ResultsPagination
from web.projects import selectors as project_selectors
from web.projects.schemas import ProjectOut

from . import selectors, services
from .schemas import (
    AddMemberIn,
    InviteByEmailIn,
    TeamCreateIn,
    TeamDetailOut,
    TeamMemberOut,
    TeamOut,
    TeamPatchIn,
    UpdateRoleIn,
)

router = Router(tags=["teams"], auth=bearer_auth)


def _team(request: HttpRequest, team_id: int):
    return selectors.team_get(user=request.auth, team_id=team_id)


@router.get("/", response=list[TeamOut])
@paginate(ResultsPagination)
def team_list(request: HttpRequest):
    return selectors.team_list(user=request.auth)


@router.post("/", response={201: TeamOut})
def team_create(request: HttpRequest, payload: TeamCreateIn):
    team = services.team_create(owner=request.auth, name=payload.name,
                                description=payload.description, avatar=payload.avatar)
    return Status(201, _team(request, team.pk))


@router.get("/{int:team_id}/", response=TeamDetailOut)
def team_detail(request: HttpRequest, team_id: int):
    return _team(request, team_id)


@router.post("/{int:team_id}", response={201: TeamMemberOut},
             summary="Add a registered user to the team by email")
def team_invite_by_email(request: HttpRequest, team_id: int, payload: InviteByEmailIn):
    member = services.member_add_by_email(actor=request.auth, team=_team(request, team_id),
                                          email=payload.email)
    return Status(201, member)


@router.patch("/{int:team_id}/", response=TeamDetailOut)
def team_update(request: HttpRequest, team_id: int, payload: TeamPatchIn):
    services.team_update(actor=request.auth, team=_team(request, team_id),
                         **payload.model_dump(exclude_unset=True))
    return _team(request, team_id)


@router.delete("/{int:team_id}/", response={204: None})
def team_delete(request: HttpRequest, team_id: int):
    services.team_delete(actor=request.auth, team=_team(request, team_id))
    return Status(204, None)


@router.get("/{int:team_id}/projects/", response=list[ProjectOut])
@paginate(ResultsPagination)
def team_projects(request: HttpRequest, team_id: int, search: Query[str | None] = None):
    _team(request, team_id)
    return project_selectors.team_projects(user=request.auth, team_id=team_id, search=search)


@router.get("/{int:team_id}/members/", response=list[TeamMemberOut])
@paginate(ResultsPagination)
def team_members(request: HttpRequest, team_id: int):
    return selectors.team_members(user=request.auth, team=_team(request, team_id))


@router.post("/{int:team_id}/add_member/", response={201: TeamMemberOut})
def add_member(request: HttpRequest, team_id: int, payload: AddMemberIn):
    member = services.member_add(actor=request.auth, team=_team(request, team_id),
                                 user_id=payload.user_id, role=payload.role)
    return Status(201, member)


@router.patch("/{int:team_id}/update_role/", response=TeamMemberOut)
def update_role(request: HttpRequest, team_id: int, payload: UpdateRoleIn):
    return services.member_update_role(actor=request.auth, team=_team(request, team_id),
                                       member_id=payload.member, role=payload.role)


@router.delete("/{int:team_id}/remove_member/{int:member_id}/", response={204: None})
def remove_member(request: HttpRequest, team_id: int, member_id: int):
    services.member_remove(actor=request.auth, team=_team(request, team_id), member_id=member_id)
    return Status(204, None)

from django.http import HttpRequest
from ninja import Query, Router, Status
from ninja.pagination import paginate

from web.accounts.auth import bearer_auth
from web.core.pagination import ResultsPagination
from web.projects import selectors as project_selectors
from web.projects.schemas import ProjectOut

from . import selectors, services
from .schemas import FolderCreateIn, FolderDetailOut, FolderOut, FolderPatchIn

router = Router(tags=["folders"], auth=bearer_auth)


def _detail(request: HttpRequest, folder_id: int):
    folder = selectors.folder_get(user=request.auth, folder_id=folder_id)
    folder.ancestors = selectors.ancestors(folder, user=request.auth)
    return folder


@router.get("/", response=list[FolderOut])
@paginate(ResultsPagination)
def folder_list(request: HttpRequest, parent: Query[int | None] = None,
                root: bool = False, team: Query[int | None] = None):
    return selectors.folder_list(user=request.auth, parent_id=parent, root_only=root,
                                 team_id=team)


@router.post("/", response={201: FolderDetailOut})
def folder_create(request: HttpRequest, payload: FolderCreateIn):
    folder = services.folder_create(
        owner=request.auth, name=payload.name, description=payload.description,
        color=payload.color, team_id=payload.team, parent_id=payload.parent,
    )
    return Status(201, _detail(request, folder.pk))


@router.get("/{int:folder_id}/", response=FolderDetailOut)
def folder_detail(request: HttpRequest, folder_id: int):
    return _detail(request, folder_id)


@router.patch("/{int:folder_id}/", response=FolderDetailOut)
def folder_update(request: HttpRequest, folder_id: int, payload: FolderPatchIn):
    folder = selectors.folder_get(user=request.auth, folder_id=folder_id)
    services.folder_update(actor=request.auth, folder=folder,
                           fields=payload.model_dump(exclude_unset=True))
    return _detail(request, folder_id)


@router.delete("/{int:folder_id}/", response={204: None})
def folder_delete(request: HttpRequest, folder_id: int):
    services.folder_delete(actor=request.auth,
                           folder=selectors.folder_get(user=request.auth, folder_id=folder_id))
    return Status(204, None)


@router.get("/{int:folder_id}/subfolders/", response=list[FolderOut])
@paginate(ResultsPagination)
def subfolders(request: HttpRequest, folder_id: int):
    selectors.folder_get(user=request.auth, folder_id=folder_id)
    return selectors.folder_list(user=request.auth, parent_id=folder_id)


@router.get("/{int:folder_id}/projects/", response=list[ProjectOut])
@paginate(ResultsPagination)
def folder_projects(request: HttpRequest, folder_id: int, search: Query[str | None] = None):
    selectors.folder_get(user=request.auth, folder_id=folder_id)
    return project_selectors.folder_projects(user=request.auth, folder_id=folder_id,
                                             search=search)

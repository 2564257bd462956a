from django.http import HttpRequest
from ninja import File, Form, Query, Router, Status
from ninja.files import UploadedFile

from web.accounts.auth import bearer_auth
from web.core.errors import NotFound
from web.projects import selectors as project_selectors

from . import imports, layouts, messages
from .models import Job
from .schemas import JobOut, LayoutOut

router = Router(tags=["jobs"], auth=bearer_auth)
jobs_router = Router(tags=["jobs"], auth=bearer_auth)


@router.post("/{int:project_id}/import_sql/", response={202: JobOut})
def import_sql(request: HttpRequest, project_id: int,
               sql_file: File[UploadedFile] = None,
               merge_with_existing: Form[bool] = False,
               auto_layout: Form[bool] = True,
               dialect: Form[str] = "",
               client_ref: Form[str] = "",
               snapshot_before: Form[bool] = False):
    """`snapshot_before`: keep the diagram as it is as an automatic version first."""
    project = project_selectors.project_get(user=request.auth, project_id=project_id)
    job = imports.import_request(
        actor=request.auth, project=project, upload=sql_file, merge=merge_with_existing,
        auto_layout=auto_layout, dialect=dialect or None, client_ref=client_ref,
        snapshot_before=snapshot_before,
    )
    job.refresh_from_db()
    return Status(202, job)


@router.post("/{int:project_id}/auto_layout/", response={200: LayoutOut, 202: LayoutOut})
def auto_layout(request: HttpRequest, project_id: int, snapshot_before: Query[bool] = False):
    """`snapshot_before`: keep the diagram as it is as an automatic version first."""
    project = project_selectors.project_get(user=request.auth, project_id=project_id)
    result = layouts.layout_request(actor=request.auth, project=project,
                                    snapshot_before=snapshot_before)
    if isinstance(result, Job):
        result.refresh_from_db()  # in the embedded mode the worker already ran
        return Status(202, {"job": result})
    return result


@jobs_router.get("/{uuid:job_id}/", response=JobOut)
def job_detail(request: HttpRequest, job_id: str):
    job = Job.objects.filter(pk=job_id, user=request.auth).first()
    if job is None:
        raise NotFound(messages.JOB_NOT_FOUND)
    return job

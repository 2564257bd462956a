"""Saving a diagram's whole document (`PATCH projects/{id}/update_schema/`).

Live edits travel as commands; this is the full save the editor falls back on. Either document
form is accepted (the legacy GoJS form is converted first), every document is validated before it
is stored, and the plan's tables-per-diagram limit applies.
"""

from __future__ import annotations

from django.db import transaction

from document.constants import UNNAMED_TABLE
from document.legacy import as_document
from document.shape import DocumentInvalid, validate_document
from web.access import policy
from web.accounts.models import User
from web.billing import quotas
from web.core.errors import DomainError, ValidationFailed

from . import messages
from .models import Project
from .storage import store_document
from .thumbnails import schedule_thumbnail


def normalised(raw: object) -> dict:
    try:
        document = validate_document(as_document(raw))
    except DocumentInvalid as exc:
        raise ValidationFailed({"schema": exc.errors}, code="invalid_document") from exc
    except (TypeError, KeyError, AttributeError) as exc:  # a legacy form too broken to convert
        raise ValidationFailed.single("schema", messages.DOCUMENT_UNREADABLE,
                                      code="invalid_document") from exc
    for table in document["tables"]:
        if not table["name"].strip():
            table["name"] = UNNAMED_TABLE
    return document


def project_save_document(*, actor: User, project_id: int, raw: object,
                          base_revision: int | None = None) -> Project:
    document = normalised(raw)
    with transaction.atomic():
        project = Project.objects.select_for_update().select_related("owner").get(pk=project_id)
        policy.require(policy.can_edit_project(actor, project),
                       visible=policy.can_view_project(actor, project),
                       message=messages.EDIT_FORBIDDEN)
        if base_revision is not None and base_revision != project.revision:
            raise DomainError(messages.DOCUMENT_CONFLICT, code="conflict")
        quotas.check_tables(project.owner, len(document["tables"]))
        store_document(project, document)
        schedule_thumbnail(project)
    return project

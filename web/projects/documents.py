"""Saving a diagram's whole document (`PATCH projects/{id}/update_schema/`).

Live edits travel as commands over the diagram's socket; this is the spec's whole-document save.
Either document form is accepted (the legacy GoJS form is converted first), every document is
validated before it is stored, and it replaces the document on the one write path
(web/documents/services.py), which applies the plan's tables-per-diagram limit.
"""

from __future__ import annotations

from document.constants import UNNAMED_TABLE
from document.legacy import as_document
from document.shape import DocumentInvalid, validate_document
from web.accounts.models import User
from web.core.errors import ValidationFailed
from web.documents.models import Change
from web.documents.selectors import document_known
from web.documents.services import document_replace

from . import messages
from .models import Project


def normalised(raw: object, known: dict | None = None) -> dict:
    try:
        document = validate_document(as_document(raw), known=known)
    except DocumentInvalid as exc:
        raise ValidationFailed({"schema": exc.errors}, code="invalid_document") from exc
    except (TypeError, KeyError, AttributeError) as exc:  # a legacy form too broken to convert
        raise ValidationFailed.single("schema", messages.DOCUMENT_UNREADABLE,
                                      code="invalid_document") from exc
    tables = document["tables"]
    for i, table in enumerate(tables):
        if not table["name"].strip():
            # A copy: the table may be shared with `known`, which is never changed.
            tables[i] = {**table, "name": UNNAMED_TABLE}
    return document


def project_save_document(*, actor: User, project_id: int, raw: object,
                          base_revision: int | None = None) -> dict:
    """The whole-document save: one replacement on the documents' write path."""
    document = normalised(raw, known=document_known(project_id))
    revision = document_replace(actor=actor, project_id=project_id, document=document,
                                origin=Change.Origin.SAVE, base_revision=base_revision,
                                name=messages.WHOLE_SAVE, as_edit=True)
    project = Project.objects.only("id", "updated_at").get(pk=project_id)
    return {"id": project_id, "revision": revision, "updated_at": project.updated_at,
            "tables_count": len(document["tables"])}

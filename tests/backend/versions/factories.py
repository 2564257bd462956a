"""Versions made through the services, and documents of a given size, for the versions' tests."""

from __future__ import annotations

from document.shape import validate_document
from tests.backend.documents.factories import attribute, table
from web.versions import services
from web.versions.models import Version


def diagram(*names: str, relations: int = 0) -> dict:
    """A document, as the server stores them, with one table per name (ids t_<name>); the first
    `relations` tables each point at the next one."""
    tables = [table(name, id=f"t_{name}", attributes=[attribute("id", id=f"a_{name}")])
              for name in names]
    links = [{"id": f"r{n}", "type": "one-to-many", "fromTableId": tables[n]["id"],
              "toTableId": tables[n + 1]["id"], "fromAttributeId": None,
              "toAttributeId": None} for n in range(min(relations, len(tables) - 1))]
    return validate_document({"format": 1, "tables": tables, "relations": links})


def sized(count: int) -> dict:
    return diagram(*(f"table_{n}" for n in range(count)))


def make_version(user, project, name: str = "v1", **fields) -> Version:
    return services.version_create(actor=user, project_id=project.pk, name=name, **fields)

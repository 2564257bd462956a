"""Documents and commands as the editor makes them, for the write path's tests."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from document.constants import table_height

VECTORS = Path(__file__).resolve().parents[2] / "vectors"
_ids = itertools.count(1)


def vector_document() -> dict:
    """Two tables (users, posts) joined by a relation, from the shared command vectors."""
    return json.loads((VECTORS / "commands" / "remove_relation.json").read_text())["before"]


def attribute(name: str = "id", **fields) -> dict:
    return {"id": f"a{next(_ids)}", "name": name, "type": "INT", "isNullable": True,
            "isPrimaryKey": False, "isForeignKey": False, "isUnique": False,
            "isAutoIncrement": False, "unsigned": False, "isArray": False, "defaultValue": None,
            "length": None, "precision": None, "scale": None, "comment": "", "enumValues": "",
            "referencedTable": None, "referencedAttribute": None, **fields}


def table(name: str = "clients", **fields) -> dict:
    attributes = fields.pop("attributes", [attribute()])
    return {"id": fields.pop("id", f"t{next(_ids)}"), "name": name, "x": 100, "y": 100,
            "width": 250, "height": table_height(len(attributes)), "color": "#6366f1",
            "comment": "", "schema": "public", "attributes": attributes, "indexes": [],
            "isCollapsed": False, "slug": False, "softDeletes": False, "seeds": [], **fields}


def add_table(new: dict | None = None) -> dict:
    return {"type": "ADD_TABLE", "name": "Ajouter une table", "timestamp": 1,
            "data": {"table": new or table()}}


def move(table_id: str, x: float, y: float) -> dict:
    return {"type": "MOVE_TABLE", "name": "Déplacer la table", "timestamp": 1,
            "data": {"tableId": table_id, "x": x, "y": y}}


def rename(table_id: str, name: str) -> dict:
    return {"type": "UPDATE_TABLE", "name": "Renommer la table", "timestamp": 1,
            "data": {"tableId": table_id, "changes": {"name": name}}}


def remove_table(table_id: str) -> dict:
    return {"type": "REMOVE_TABLE", "name": "Supprimer la table", "timestamp": 1,
            "data": {"tableId": table_id}}


def stored_project(owner, document: dict | None = None, **fields):
    """A diagram whose document was stored through the write path (revision 1)."""
    from web.documents.models import Change
    from web.documents.services import document_replace

    from ..workspace.factories import make_project

    project = make_project(owner, **fields)
    document_replace(actor=owner, project_id=project.pk, document=document or vector_document(),
                     origin=Change.Origin.SAVE)
    return project


def full_project(owner, tables: int = 30):
    """A diagram already holding the free plan's 30 tables."""
    return stored_project(owner, {"format": 1, "relations": [],
                                  "tables": [table(f"t{n}") for n in range(tables)]})

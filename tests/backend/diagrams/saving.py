"""Whole-document saves as the update_schema tests make them."""

import json
from pathlib import Path

from web.projects.models import Project

VECTORS = Path(__file__).parents[2] / "vectors" / "commands"
DOCUMENT = json.loads((VECTORS / "remove_relation.json").read_text())["before"]


def save(api, project, schema, **extra):
    """A save made on the diagram's current revision, unless the test names another."""
    current = Project.objects.values_list("revision", flat=True).get(pk=project.id)
    return api.patch(f"projects/{project.id}/update_schema/",
                     {"schema": schema, "revision": current, **extra})

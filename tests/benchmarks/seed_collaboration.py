"""A generated diagram shared by N editors, for the collaboration benchmark. Prints
{"project": id, "projects": [ids], "tokens": [access token of each editor, the owner first]}.

usage: python -m tests.benchmarks.seed_collaboration EDITORS TABLES [DIAGRAMS]
"""

import json
import os
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
django.setup()

from document.shape import validate_document  # noqa: E402
from tests.benchmarks.generate import document  # noqa: E402
from web.accounts import tokens  # noqa: E402
from web.accounts.models import User  # noqa: E402
from web.documents.models import Change  # noqa: E402
from web.documents.services import document_replace  # noqa: E402
from web.projects.models import Collaborator, Project  # noqa: E402

editors, tables = int(sys.argv[1]), int(sys.argv[2])
diagrams = int(sys.argv[3]) if len(sys.argv) > 3 else 1
users = []
for n in range(editors):
    user, _ = User.objects.get_or_create(username=f"editor{n}",
                                         defaults={"email": f"editor{n}@example.com"})
    users.append(user)
owner = users[0]
projects = []
for n in range(diagrams):
    project = Project.objects.create(owner=owner, name=f"Collaboration {tables} ({n + 1})")
    document_replace(actor=owner, project_id=project.pk, origin=Change.Origin.SAVE,
                     document=validate_document(document(tables, 20, tables * 3 // 2)))
    for user in users[1:]:
        Collaborator.objects.create(project=project, user=user, role=Collaborator.Role.EDITOR)
    projects.append(project.pk)
print(json.dumps({"project": projects[0], "projects": projects,
                  "tokens": [tokens.issue(u).access for u in users]}))

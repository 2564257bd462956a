"""Stores a generated diagram for the benchmark user, bypassing the HTTP body limit (the 5 000-
table document is larger than an update_schema body may be).

usage: python -m tests.benchmarks.seed_diagram TABLES RELATIONS
"""

import json
import os
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
django.setup()

from document.shape import validate_document  # noqa: E402
from tests.benchmarks.generate import document  # noqa: E402
from web.accounts.models import User  # noqa: E402
from web.projects.models import Project  # noqa: E402

tables, relations = int(sys.argv[1]), int(sys.argv[2])
user, _ = User.objects.get_or_create(username="bench", defaults={"email": "bench@example.com"})
user.set_password("correct-horse-battery-9")
user.save()
doc = validate_document(document(tables, 20, relations))
project = Project.objects.create(owner=user, name=f"Benchmark {tables}", schema=doc)
print(json.dumps({"project": project.pk}))

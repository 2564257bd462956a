"""A version restore of a very large diagram (issue 16 item 1): the resident memory and CPU time it
takes the process that serves it, measured in one process on PostgreSQL.

A diagram of `--tables` tables × 20 columns and 1.5 relations a table (10 000 tables: ~72 MB of
JSON) is stored, opened as the web process holds an edited diagram (its document kept parsed),
and kept as a version. Two restores of that version through the API's view are measured, each
from a fresh process holding the diagram the same way:
- `unchanged`: the diagram is as the version has it (no automatic version first);
- `edited`: the diagram was edited since (a table moved), so its current document is first kept
  as an automatic version (spec 001 §4).
For each: wall time, CPU time, and the resident peak above what the process held before
(VmHWM reset through /proc/self/clear_refs). Big and slow: run by hand, not in the test suite.

usage: python -m tests.benchmarks.big_restore [--tables 10000]
(needs PostgreSQL, as make test does)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from tests.benchmarks.save_document import scratch_env, status_kb
from tests.benchmarks.stack import run_python

DATABASE = "relata_bench_bigrestore"


def seed(tables: int) -> None:
    import django

    django.setup()
    from document.shape import validate_document
    from tests.benchmarks.generate import document
    from web.accounts import tokens
    from web.accounts.models import User
    from web.documents.models import Change
    from web.documents.services import document_replace
    from web.projects.models import Project
    from web.versions.services import version_create

    owner, _ = User.objects.get_or_create(username="big", defaults={"email": "big@example.com"})
    project = Project.objects.create(owner=owner, name=f"Big {tables}")
    document_replace(actor=owner, project_id=project.pk, origin=Change.Origin.SQL_IMPORT,
                     document=validate_document(document(tables, 20, tables * 3 // 2)),
                     release=True)
    version = version_create(actor=owner, project_id=project.pk, name="Jalon")
    print(json.dumps({"project": project.pk, "version": version.pk,
                      "token": tokens.issue(owner).access}))


def restore(seeded: dict, edited: bool) -> None:
    """In a fresh process: hold the diagram as a web process does, then restore the version."""
    import django

    django.setup()
    from django.test import Client

    from web.accounts.models import User
    from web.documents.selectors import document_current
    from web.documents.services import Submitted, document_apply

    project = seeded["project"]
    document_current(project)  # the web process holds the diagram it serves, parsed
    if edited:
        owner = User.objects.get(username="big")
        table = document_current(project)[0]["tables"][7]
        document_apply(actor=owner, project_id=project, broadcast=False, commands=[Submitted(
            {"type": "MOVE_TABLE", "name": "", "timestamp": 0,
             "data": {"tableId": table["id"], "x": table["x"] + 40, "y": table["y"]}},
            os.urandom(8).hex())])
        del table
    client = Client(HTTP_AUTHORIZATION=f"Bearer {seeded['token']}",
                    HTTP_ACCEPT_ENCODING="gzip")
    time.sleep(0.5)
    rss = status_kb(os.getpid(), "VmRSS")
    Path("/proc/self/clear_refs").write_text("5")  # VmHWM := VmRSS
    cpu, started = time.process_time(), time.perf_counter()
    response = client.post(f"/api/versions/{seeded['version']}/restore/")
    body = b"".join(response.streaming_content) if response.streaming else response.content
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    assert response.status_code == 200, body[:500]
    peak = status_kb(os.getpid(), "VmHWM") - rss
    print(f"  restore ({'edited since' if edited else 'unchanged'}): {elapsed:.2f} s, CPU "
          f"{cpu:.2f} s, resident peak {peak / 1e3:.0f} MB above {rss / 1e3:.0f} MB, answer "
          f"{len(body) / 1e6:.1f} MB ({response.get('Content-Encoding', 'plain')})")


def main() -> int:
    if sys.argv[1:2] == ["seed"]:
        seed(int(sys.argv[2]))
        return 0
    if sys.argv[1:2] == ["restore"]:
        restore(json.loads(sys.argv[2]), sys.argv[3] == "edited")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10_000)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    env = scratch_env(DATABASE)
    env["RELATA_CELERY_QUEUE"] = "relata-bigrestore-bench"
    env["RELATA_DATA_DIR"] = data = f"/tmp/{DATABASE}"
    run_python(env, "manage.py", "migrate", "-v0")
    run_python(env, "manage.py", "shell", "-c", "from web.billing.models import Package; "
               "Package.objects.update(max_tables_per_diagram=-1, max_versions_per_diagram=-1)")
    seeded = run_python(env, "-m", "tests.benchmarks.big_restore", "seed",
                        str(args.tables)).splitlines()[-1]
    for kind in ("unchanged", "edited"):
        print(run_python(env, "-m", "tests.benchmarks.big_restore", "restore", seeded,
                         kind).rstrip())
    run_python(env, "-c", f"import shutil; shutil.rmtree({data!r}, ignore_errors=True)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

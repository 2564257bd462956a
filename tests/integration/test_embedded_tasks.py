"""The embedded mode (`make run`: SQLite, in-memory channel layer, no broker) runs its tasks in
the web process, off the request that queued them (web/core/task_threads.py): an SQL upload is
answered before its import is done, and the import's tables then stream to the diagram's
socket as on the full stack."""

from __future__ import annotations

import json
import os
import secrets
import threading
import time
from collections.abc import Iterator

import pytest

from tests.integration.conftest import (
    LiveServer,
    Processes,
    free_port,
    health_answers,
    wait_until,
)
from tests.integration.test_import_sql import generated_ddl, sign_up_on_a_paid_plan, upload
from tests.integration.test_import_stream import join

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def embedded(tmp_path_factory) -> Iterator[LiveServer]:
    root = tmp_path_factory.mktemp("embedded")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DJANGO_", "RELATA_", "CELERY_", "DATABASE_", "REDIS_"))}
    db_url = f"sqlite:///{root / 'relata.sqlite3'}"
    env.update(DJANGO_SECRET_KEY=secrets.token_urlsafe(50), DATABASE_URL=db_url,
               RELATA_DATA_DIR=str(root / "data"), RELATA_MEDIA_ROOT=str(root / "media"),
               RELATA_DISABLE_RATE_LIMITS="1", PYTHONUNBUFFERED="1")
    processes = Processes(env, root, [])
    try:
        processes.run("migrate", "manage.py", "migrate", "--noinput")
        server = LiveServer("127.0.0.1", free_port(), db_url, root / "media",
                            processes=processes)
        web = processes.start("web", "-m", "web.server", "-q", "-b", server.host, "-p",
                              str(server.port))
        wait_until(lambda: health_answers(server.http), what="the embedded web process",
                   processes=[web])
        yield server
    finally:
        processes.stop()


def test_the_upload_is_answered_before_the_import_ends_and_the_tables_then_stream(embedded):
    token = sign_up_on_a_paid_plan(embedded)
    _, project = embedded.http.post("/api/projects/", {"name": "Embarqué"}, token=token)
    frames: list[tuple[float, dict]] = []
    with embedded.websocket(f"/ws/diagrams/{project['id']}/") as ws:
        join(ws, project["id"], token)

        def read() -> None:
            # Timed as they arrive, whatever the test's own thread is doing.
            while not frames or frames[-1][1]["type"] != "import_end":
                frames.append((time.monotonic(), json.loads(ws.recv(timeout=120))))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        sql = generated_ddl(2)
        started = time.monotonic()
        status, job = upload(embedded, project["id"], token, sql,
                             merge_with_existing="false", auto_layout="false")
        answered = time.monotonic()
        assert status == 202, job
        _, right_after = embedded.http.get(f"/api/jobs/{job['id']}/", token=token)
        assert right_after["status"] in {"queued", "running"}, right_after
        reader.join(120)

    kinds = [frame["type"] for _, frame in frames]
    assert "import_tables" in kinds and kinds[-1] == "import_end", kinds
    assert frames[-1][1]["status"] == "completed"
    # In the request's thread the import ran before the answer, its end with it.
    assert answered < frames[-1][0], "the upload is answered before the import ends"
    print(f"answered in {answered - started:.2f} s, import done after "
          f"{frames[-1][0] - started:.2f} s")
    deadline = time.monotonic() + 30
    while (done := embedded.http.get(f"/api/jobs/{job['id']}/", token=token)[1])["status"] \
            != "succeeded" and time.monotonic() < deadline:
        time.sleep(0.2)
    assert done["status"] == "succeeded", done
    _, detail = embedded.http.get(f"/api/projects/{project['id']}", token=token)
    assert len(detail["schema"]["tables"]) == done["result"]["tables_count"] == 250

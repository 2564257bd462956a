"""The two queues on the real stack (issue 14): with the background worker held busy and a
burst of thumbnails waiting behind it, an SQL import sent by the web process still runs at once,
on the interactive worker; once the background worker is let go, the burst drains there."""

from __future__ import annotations

import time
import uuid

import pytest
import redis
from celery import Celery

from tests.integration import held
from tests.integration.conftest import REDIS_URL, worker_log
from tests.integration.test_import_sql import sign_up_on_a_paid_plan, upload
from workers.tasks.policy import BACKGROUND, INTERACTIVE, TASKS

pytestmark = pytest.mark.integration

THUMBNAIL = "projects.render_thumbnail"
BURST = 30
# The import below takes well under a second; it has this long while the background is held.
IMPORT_DEADLINE = 20
SQL = b"CREATE TABLE customers (id INT PRIMARY KEY);\nCREATE TABLE orders (id INT PRIMARY KEY,\n" \
      b"  customer_id INT REFERENCES customers(id));\n"


def wait_for(check, *, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    pytest.fail(f"{what} after {timeout}s", pytrace=False)


def finished(log, task_ids: list[str]) -> list[str]:
    text = log.read_text(errors="replace")
    return [task_id for task_id in task_ids if f"[{task_id}] succeeded" in text]


def test_an_import_runs_at_once_while_the_background_worker_is_busy(live, request):
    assert TASKS[THUMBNAIL].queue == BACKGROUND and TASKS["jobs.run_import"].queue == INTERACTIVE
    background, interactive = (worker_log(request.config, q) for q in (BACKGROUND, INTERACTIVE))
    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Files"}, token=token)
    store = redis.Redis.from_url(REDIS_URL)
    key = f"hold:{uuid.uuid4().hex}"

    with Celery("integration-client", broker=REDIS_URL) as client:
        client.send_task(held.NAME, args=[key, 120], queue=BACKGROUND)
        try:
            assert store.blpop([f"{key}:started"], timeout=30), \
                "the background worker never took the held task"
            burst = [client.send_task(THUMBNAIL, args=[project["id"], 0], queue=BACKGROUND).id
                     for _ in range(BURST)]

            seen_before = len(interactive.read_text(errors="replace"))
            status, job = upload(live, project["id"], token, SQL, merge_with_existing="false",
                                 auto_layout="true")
            assert status == 202, job
            outcome = wait_for(
                lambda: live.fetch_one("SELECT status FROM jobs_job WHERE id = %s AND status IN "
                                       "('succeeded', 'failed')", job["id"]),
                timeout=IMPORT_DEADLINE, what="the import did not finish")
            assert outcome == ("succeeded",)
            assert "jobs.run_import[" in interactive.read_text(errors="replace")[seen_before:]
            # The background worker was held all the while: nothing of the burst ran yet.
            assert finished(background, burst) == []
        finally:
            store.rpush(f"{key}:release", 1)

    # Let go, the background worker drains the burst (busy, never broken); none of it, nor any
    # thumbnail of the suite's earlier imports, ever reached the interactive worker.
    wait_for(lambda: len(finished(background, burst)) == BURST, timeout=60,
             what="the burst of thumbnails was not drained")
    assert f"Task {THUMBNAIL}[" not in interactive.read_text(errors="replace")


def test_an_import_out_of_time_on_the_real_worker_ends_failed_with_its_message(live, request):
    """The worker's own soft limit (billiard's signal), here shortened for one message: the job
    ends failed with the French message rather than staying `running`."""
    from tests.integration.test_import_sql import generated_ddl
    from web.jobs import messages

    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Lente"}, token=token)
    user_id = live.fetch_one("SELECT owner_id FROM projects_project WHERE id = %s",
                             project["id"])[0]
    upload_name = f"imports/{user_id}/{uuid.uuid4().hex}.sql"
    (live.media_root / upload_name).parent.mkdir(parents=True, exist_ok=True)
    # Seconds of work however fast the machine: billiard looks at soft limits about once a
    # second, so an import of 3 MB could end before its 0.5 s limit was noticed.
    (live.media_root / upload_name).write_bytes(generated_ddl(9.5))
    job_id = str(uuid.uuid4())
    live.fetch_one(
        "INSERT INTO jobs_job (id, kind, project_id, user_id, status, stage, progress, options, "
        "upload, result, error, attempts, created_at) VALUES (%s, 'import_sql', %s, %s, "
        "'queued', '', 0, %s, %s, '{}', '', 0, now()) RETURNING id",
        job_id, project["id"], user_id,
        '{"merge": false, "auto_layout": true, "dialect": null, "client_ref": ""}', upload_name)

    with Celery("integration-client", broker=REDIS_URL) as client:
        client.send_task("jobs.run_import", args=[job_id], queue=INTERACTIVE,
                         soft_time_limit=0.5, time_limit=30)
    outcome = wait_for(
        lambda: live.fetch_one("SELECT status, error, result->>'error' FROM jobs_job "
                               "WHERE id = %s AND status <> 'running' AND status <> 'queued'",
                               job_id),
        timeout=30, what="the job out of time never ended")
    assert outcome == ("failed", messages.IMPORT_TIMEOUT, "timeout")
    assert "Soft time limit (0.5s) exceeded for jobs.run_import" in worker_log(
        request.config, INTERACTIVE).read_text(errors="replace")
    assert not (live.media_root / upload_name).exists()
    assert live.fetch_one("SELECT revision FROM projects_project WHERE id = %s",
                          project["id"]) == (0,)

from celery import shared_task

from workers.tasks import policy


@shared_task(name="jobs.run_import", **policy.options("jobs.run_import"))
def run_import(job_id: str) -> None:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.jobs.imports import run_import as run

    run(job_id)


@shared_task(name="jobs.run_layout", **policy.options("jobs.run_layout"))
def run_layout(job_id: str) -> None:
    from web.jobs.layouts import run_layout as run

    run(job_id)

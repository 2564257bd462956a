from celery import shared_task


@shared_task(name="jobs.run_import", acks_late=True, soft_time_limit=600, time_limit=660)
def run_import(job_id: str) -> None:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.jobs.imports import run_import as run

    run(job_id)


@shared_task(name="jobs.run_layout", acks_late=True, soft_time_limit=300, time_limit=330)
def run_layout(job_id: str) -> None:
    from web.jobs.layouts import run_layout as run

    run(job_id)

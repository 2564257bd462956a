from celery import Task, shared_task
from celery.exceptions import TimeLimitExceeded

from workers.tasks import policy


class JobTask(Task):
    """A job's task: killed at its hard time limit, its job is failed rather than left running
    (called in the worker's main process, the pool process being gone)."""

    def on_failure(self, exc, task_id, args, kwargs, einfo):
        if isinstance(exc, TimeLimitExceeded) and args:
            from web.jobs.interrupted import job_out_of_time

            job_out_of_time(str(args[0]))


@shared_task(name="jobs.run_import", base=JobTask, **policy.options("jobs.run_import"))
def run_import(job_id: str) -> None:
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.jobs.imports import run_import as run

    run(job_id)


@shared_task(name="jobs.run_layout", base=JobTask, **policy.options("jobs.run_layout"))
def run_layout(job_id: str) -> None:
    from web.jobs.layouts import run_layout as run

    run(job_id)

import logging

from celery import Task, shared_task
from celery.exceptions import TimeLimitExceeded

from web.core import language
from workers.tasks import policy
from workers.tasks.memory import give_back_memory

logger = logging.getLogger(__name__)


class JobTask(Task):
    """A job's task killed at its hard time limit (then called in the worker's main process,
    the pool process being gone): its job is failed rather than left running. Other failures
    are the task's own to report (it catches what it can; a worker's redelivery or the next
    attempt ends the job), except in-process (the embedded mode, web/core/task_threads.py),
    where no other attempt will ever come."""

    def on_failure(self, exc, task_id, args, kwargs, einfo):
        timed_out = isinstance(exc, TimeLimitExceeded)
        if not args or not (timed_out or self.request.is_eager):
            return
        from web.jobs.interrupted import job_interrupted

        try:
            with language.speaking(args[1] if len(args) > 1 else kwargs.get("lang")):
                job_interrupted(str(args[0]), timed_out=timed_out)
        except Exception:  # the database may be what failed the task: the log must tell
            logger.exception("Job %s: its failure could not be recorded", args[0])


@shared_task(name="jobs.run_import", base=JobTask, **policy.options("jobs.run_import"))
def run_import(job_id: str, lang: str = language.DEFAULT) -> None:
    """`lang`: the language of the request that started the import, which its warnings and
    failure speak (absent from tasks queued before it existed: French)."""
    # Imported when the task runs, so an idle worker holds only the code of the tasks it ran.
    from web.jobs.imports import run_import as run

    try:
        with language.speaking(lang):
            run(job_id)
    finally:
        give_back_memory()


@shared_task(name="jobs.run_layout", base=JobTask, **policy.options("jobs.run_layout"))
def run_layout(job_id: str, lang: str = language.DEFAULT) -> None:
    from web.jobs.layouts import run_layout as run

    try:
        with language.speaking(lang):
            run(job_id)
    finally:
        give_back_memory()

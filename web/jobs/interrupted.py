"""A job whose task ended without failing the job itself.

The soft limit (workers/tasks/policy.py) lets the task itself fail its job with a French
message. A task that does not reach that handler in time (stuck in C code, in a query) is killed
at the hard limit, in a pool process that is then gone: its job would stay "running" for ever.
The worker's main process reports the kill (the task's `on_failure`), and the job is failed here
as the task would have failed it. So is the job of a task that raised past its own handlers
(its retries spent, or a database error while it claimed the job), in a worker or in the
embedded mode's task threads.
"""

from __future__ import annotations

import logging

from django.db import transaction

from . import imports, layouts, messages
from .models import Job

logger = logging.getLogger(__name__)

_FAILED_AS = {
    Job.Kind.IMPORT_SQL: (imports._fail, messages.IMPORT_TIMEOUT,
                          ("import_failed", messages.IMPORT_FAILED)),
    Job.Kind.AUTO_LAYOUT: (layouts._fail, messages.LAYOUT_TIMEOUT,
                           ("layout_failed", messages.LAYOUT_FAILED)),
}


def job_out_of_time(job_id: str) -> bool:
    """Fail the job with its kind's timeout message, unless it already ended; True if it was."""
    return job_interrupted(job_id, timed_out=True)


def job_interrupted(job_id: str, *, timed_out: bool = False) -> bool:
    """Fail the job with its kind's timeout message, or its failure message, unless it already
    ended; True if it was."""
    with transaction.atomic():
        job = Job.objects.select_for_update().filter(pk=job_id).first()
        if job is None or job.status in (Job.Status.SUCCEEDED, Job.Status.FAILED):
            return False
        fail, timeout, failed = _FAILED_AS[job.kind]
        if timed_out:
            logger.warning("Job %s (%s) killed at the hard time limit", job_id, job.kind)
            fail(job, "timeout", timeout)
        else:
            logger.error("Job %s (%s) failed in its task", job_id, job.kind)
            fail(job, *failed)
    return True

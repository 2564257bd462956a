"""Import and layout tasks hand freed memory back to the system when they end, failed or not."""

from __future__ import annotations

import pytest

from workers.tasks import jobs, memory


def test_the_allocator_is_asked_on_this_system():
    # glibc here, as on the production image: the call must reach malloc_trim.
    assert memory.give_back_memory() is True


@pytest.mark.parametrize(("task", "target"), [
    (jobs.run_import, "web.jobs.imports.run_import"),
    (jobs.run_layout, "web.jobs.layouts.run_layout"),
])
def test_a_job_task_gives_memory_back_after_running_even_when_it_fails(monkeypatch, task, target):
    calls = []
    monkeypatch.setattr(jobs, "give_back_memory", lambda: calls.append("trim"))

    def ran(job_id):
        calls.append(job_id)

    monkeypatch.setattr(target, ran)
    task.run("job-1")
    assert calls == ["job-1", "trim"]

    def failed(job_id):
        raise RuntimeError("boom")

    monkeypatch.setattr(target, failed)
    with pytest.raises(RuntimeError):
        task.run("job-2")
    assert calls == ["job-1", "trim", "trim"]

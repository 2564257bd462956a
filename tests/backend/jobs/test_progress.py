"""Throttled progress: a few events a second at most, yet every stage change and stage end."""

from web.jobs.models import Job
from web.jobs.progress import Reporter
from web.projects.models import Project


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_it_throttles_but_always_tells_stage_changes_and_ends(alice, monkeypatch):
    sent = []
    monkeypatch.setattr("web.jobs.progress.send_to_user",
                        lambda user, event, data: sent.append((data["stage"], data["percent"])))
    project = Project.objects.create(owner=alice, name="P")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice)
    clock = Clock()
    report = Reporter(job, "import", clock=clock)
    report("parsing", 0, 100)
    for done in range(1, 100):
        clock.now += 0.01  # 100 calls a second
        report("parsing", done, 100)
    report("parsing", 100, 100)
    report("saving", 0, 1)
    clock.now += 0.01
    report("saving", 1, 1)
    assert sent[0] == ("parsing", 5)
    assert 5 <= len([s for s in sent if s[0] == "parsing"]) <= 8, sent
    assert sent[-3:] == [("parsing", 75), ("saving", 95), ("saving", 100)]
    job.refresh_from_db()
    assert (job.stage, job.progress) == ("saving", 100)


def test_a_long_step_keeps_beating(alice, monkeypatch):
    import time

    sent = []
    monkeypatch.setattr("web.jobs.progress.send_to_user",
                        lambda user, event, data: sent.append(time.monotonic()))
    project = Project.objects.create(owner=alice, name="P")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice)
    report = Reporter(job, "import")
    with report.heartbeat("saving", 10, 11, every=0.05):
        time.sleep(0.3)
    gaps = [b - a for a, b in zip(sent, sent[1:], strict=False)]
    assert len(sent) >= 5 and max(gaps) < 0.2, gaps


def test_a_stage_that_does_not_move_is_still_told_twice_a_second(alice, monkeypatch):
    clock = Clock()
    sent = []
    monkeypatch.setattr("web.jobs.progress.send_to_user",
                        lambda user, event, data: sent.append(clock.now))
    project = Project.objects.create(owner=alice, name="P")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice)
    report = Reporter(job, "import", clock=clock)
    for done in range(30):  # 3 s in which the percentage never changes
        report("parsing", done, 1_000_000)
        clock.now += 0.1
    gaps = [b - a for a, b in zip(sent, sent[1:], strict=False)]
    assert len(sent) >= 5 and max(gaps) <= 0.5 + 0.1 + 1e-9, gaps  # + one call's step


def test_the_bar_never_goes_back_when_a_stage_counts_again(alice, monkeypatch):
    # A slow machine: the file is read (reading 1/1), then its statements are counted from 0.
    sent = []
    monkeypatch.setattr("web.jobs.progress.send_to_user",
                        lambda user, event, data: sent.append(data["percent"]))
    project = Project.objects.create(owner=alice, name="P")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice)
    clock = Clock()
    report = Reporter(job, "import", clock=clock)
    report("reading", 1, 1)
    for done in range(0, 1000, 100):
        clock.now += 0.6
        report("reading", done, 1000)
    report("parsing", 0, 10)
    assert sent == sorted(sent) and sent[0] == 5 and sent[-1] == 5, sent

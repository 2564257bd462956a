"""An editor's join has the document read after the answer (web/realtime/diagram_state.py
hold_document): once at a time per diagram, whoever else joins meanwhile."""

from __future__ import annotations

import threading

from web.realtime import diagram_state as state


def test_joins_together_read_the_document_once_and_a_later_join_reads_it_again(monkeypatch):
    reading = threading.Event()
    release = threading.Event()
    reads: list[int] = []

    def slow_read(project_id: int):
        reads.append(project_id)
        if project_id == 7 and not release.is_set():
            reading.set()
            release.wait(5)

    monkeypatch.setattr(state, "document_current", slow_read)
    first = threading.Thread(target=state.hold_document, args=(7,))
    first.start()
    assert reading.wait(5)
    state.hold_document(7)  # joins while the first read runs: nothing more
    state.hold_document(8)  # another diagram is read at once
    release.set()
    first.join(5)
    assert reads == [7, 8]
    state.hold_document(7)
    assert reads == [7, 8, 7]

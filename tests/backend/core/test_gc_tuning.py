"""The web process collects cyclic garbage rarely (web/asgi.py): with Python's defaults a full
collection stalled every call for up to 200 ms under load."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = ("import gc, web.asgi; print(','.join(map(str, gc.get_threshold())), "
         "gc.get_freeze_count() > 1000)")


def thresholds_in_a_web_process(**env) -> str:
    environment = {name: value for name, value in os.environ.items()
                   if name != "RELATA_GC_THRESHOLDS"}
    environment.update(DJANGO_SETTINGS_MODULE="web.settings.base", **env)
    done = subprocess.run([sys.executable, "-c", PROBE], env=environment, capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout.strip()


@pytest.mark.parametrize(("env", "expected"), [
    ({}, "50000,20,100 True"),
    ({"RELATA_GC_THRESHOLDS": "1000,5,5"}, "1000,5,5 True"),
])
def test_the_web_process_sets_its_thresholds_and_freezes_what_start_up_loaded(env, expected):
    assert thresholds_in_a_web_process(**env) == expected

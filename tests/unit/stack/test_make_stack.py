"""`make stack` (no docker) runs the Procfile, all of it, with honcho: the same processes with the
same commands as compose.yaml's services (test_compose.py compares those with the Procfile)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from honcho.environ import parse_procfile

from tests.unit.stack.files import MAKEFILE, PROCFILE, ROOT, SERVICE_OF_PROCESS, procfile


def stack_recipe() -> str:
    match = re.search(r"^stack:.*\n((?:\t.*\n|\s*\n)+)", MAKEFILE.read_text(), re.MULTILINE)
    assert match, "the Makefile has no stack target"
    return match.group(1)


def test_make_stack_starts_every_procfile_process_with_honcho():
    starts = [line for line in stack_recipe().splitlines() if "honcho" in line]
    assert len(starts) == 1
    # No process named after `start`: honcho then runs every line of the Procfile.
    assert starts[0].split("honcho", 1)[1].split() == ["start", "-f", "Procfile"]


def test_honcho_reads_the_procfile_as_these_tests_do():
    processes = parse_procfile(PROCFILE.read_text()).processes
    assert processes == procfile()
    assert set(processes) == set(SERVICE_OF_PROCESS)


def test_honcho_finds_the_procfile_valid():
    honcho = Path(sys.executable).with_name("honcho")
    result = subprocess.run([str(honcho), "check", "-f", "Procfile"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr

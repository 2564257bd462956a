"""What the full-stack benchmarks share: running the project's Python in a stack's environment,
waiting for a web process they started to answer, and stopping the processes they started."""

from __future__ import annotations

import subprocess
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"


def run_python(env: dict, *args: str) -> str:
    """The project's Python run with `args` (a manage.py command, a seed module) in `env`; what
    it printed."""
    return subprocess.run([BIN / "python", *args], cwd=ROOT, env=env, check=True,
                          capture_output=True, text=True).stdout


def wait_for_health(base: str, *, tries: int = 150) -> bool:
    """True once `base`/api/health/ answers, False after `tries` attempts 0.2 s apart."""
    for _ in range(tries):
        try:
            urllib.request.urlopen(f"{base}/api/health/", timeout=1)
            return True
        except OSError:
            time.sleep(0.2)
    return False


def stop(children: list[subprocess.Popen]) -> None:
    """Ask every process to end, then kill those still there after 10 s."""
    for child in children:
        child.terminate()
    for child in children:
        try:
            child.wait(10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait(5)

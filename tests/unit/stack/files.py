"""Readers of the files that describe the stack: the Procfile, compose/compose.yaml, its
.env.example and compose/Dockerfile, parsed just enough for the tests beside this module."""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[3]
COMPOSE_DIR = ROOT / "compose"
COMPOSE_FILE = COMPOSE_DIR / "compose.yaml"
ENV_EXAMPLE = COMPOSE_DIR / ".env.example"
DOCKERFILE = COMPOSE_DIR / "Dockerfile"
PROCFILE = ROOT / "Procfile"
MAKEFILE = ROOT / "Makefile"
SCHEMA = Path(__file__).with_name("compose-spec.json")

# Each Procfile process and the compose service that runs it.
SERVICE_OF_PROCESS = {
    "web": "web",
    "interactive": "worker-interactive",
    "background": "worker-background",
    "beat": "beat",
    "flower": "flower",
}

# `${NAME}`, `${NAME:-default}`, `${NAME:?error}`… and `$NAME`; `$$` is a literal dollar that
# reaches the container's shell, not compose's interpolation.
_VARIABLE = re.compile(r"\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)")


def procfile() -> dict[str, str]:
    processes = {}
    for line in PROCFILE.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, command = line.split(":", 1)
            processes[name.strip()] = command.strip()
    return processes


@cache
def _compose_text() -> str:
    return COMPOSE_FILE.read_text()


def compose() -> dict:
    return yaml.safe_load(_compose_text())


def compose_schema() -> dict:
    return json.loads(SCHEMA.read_text())


def variables(text: str) -> dict[str, str]:
    """Every variable compose interpolates in `text`, with what follows its name (`:-8000`)."""
    found = {}
    for match in _VARIABLE.finditer(text):
        if match.group(0) != "$$":
            found[match.group(1) or match.group(3)] = match.group(2) or ""
    return found


def compose_variables() -> dict[str, str]:
    # Comments are not interpolated.
    return variables("\n".join(line.split(" #", 1)[0] for line in _compose_text().splitlines()
                               if not line.lstrip().startswith("#")))


def env_example() -> dict[str, str]:
    values = {}
    for line in ENV_EXAMPLE.read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            name, _, value = line.partition("=")
            values[name.strip()] = value
    return values


def words(command: str | list[str]) -> list[str]:
    """A command as its words: compose splits a string command as a POSIX shell would."""
    return list(command) if isinstance(command, list) else shlex.split(command)


@dataclass
class Instruction:
    keyword: str
    arguments: str
    stage: int  # index of the FROM it belongs to


def dockerfile() -> list[Instruction]:
    """The Dockerfile's instructions, continuation lines joined and comments dropped."""
    instructions, stage, pending = [], -1, ""
    for line in DOCKERFILE.read_text().splitlines():
        if line.lstrip().startswith("#") or not (pending or line.strip()):
            continue
        pending += line.rstrip().removesuffix("\\") + " "
        if line.rstrip().endswith("\\"):
            continue
        keyword, _, arguments = pending.strip().partition(" ")
        pending = ""
        keyword = keyword.upper()
        if keyword == "FROM":
            stage += 1
        instructions.append(Instruction(keyword, " ".join(arguments.split()), stage))
    return instructions

"""The Python reducer on the shared vectors; frontend/src/editor/commands/vectors.test.ts runs
the same files against the TypeScript reducer."""

import copy
import json
from pathlib import Path

import pytest

from document.reducer import COMMAND_TYPES, UnknownCommand, apply

VECTORS = sorted((Path(__file__).parents[2] / "vectors" / "commands").glob("*.json"))


def _types(commands):
    for command in commands:
        yield command["type"]
        if command["type"] == "BATCH":
            yield from _types(command["data"]["commands"])


def test_the_vectors_cover_every_command_type():
    seen = {t for path in VECTORS for t in _types(json.loads(path.read_text())["commands"])}
    assert set(COMMAND_TYPES) - seen == set()


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_it_gives_the_expected_document(path):
    vector = json.loads(path.read_text())
    before = copy.deepcopy(vector["before"])
    result = vector["before"]
    for command in vector["commands"]:
        result = apply(result, command)
    assert result == vector["after"]
    assert vector["before"] == before, "the input document must not be mutated"


def test_it_refuses_an_unknown_command_type():
    with pytest.raises(UnknownCommand):
        apply({"format": 1, "tables": [], "relations": []}, {"type": "DROP_DATABASE", "data": {}})

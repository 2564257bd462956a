"""The shared rebase vectors (tests/vectors/rebase), through the server's write path: a
collaborator's commands land first, then the pending ones made on the older document, and
everyone converges on `after` (per property, last writer in server order wins; a command on
what was deleted does nothing; one that would leave a reference pointing nowhere is refused).
frontend/src/editor/sync/rebaseVectors.test.ts runs the same files through the editor's sync."""

from __future__ import annotations

import json

import pytest

from web.documents.selectors import document_current
from web.documents.services import CommandRefused, Submitted, document_apply

from ..workspace.factories import share
from .factories import VECTORS, stored_project

FILES = sorted((VECTORS / "rebase").glob("*.json"))


def test_there_are_vectors_for_refusals_and_for_plain_merges():
    vectors = [json.loads(path.read_text()) for path in FILES]
    assert len(vectors) >= 15
    assert any(v.get("refused") for v in vectors)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_the_server_converges_on_the_vectors_document(path, alice, bob):
    vector = json.loads(path.read_text())
    project = stored_project(alice, vector["base"])
    share(project, bob)
    for command in vector["remote"]:
        document_apply(actor=alice, project_id=project.pk, commands=[Submitted(command)])
    refused = set(vector.get("refused", []))
    for index, command in enumerate(vector["pending"]):
        if index in refused:
            with pytest.raises(CommandRefused):
                document_apply(actor=bob, project_id=project.pk, commands=[Submitted(command)])
        else:
            document_apply(actor=bob, project_id=project.pk, commands=[Submitted(command)])
    assert document_current(project.pk)[0] == vector["after"]

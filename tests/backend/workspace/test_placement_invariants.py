"""Folders, teams and diagrams stay consistent whatever sequence of creations, moves and deletions
two users throw at the API: after each request the placement rules hold (`placement_drift`), the
folder tree has no cycle and no branch deeper than the limit, and a refused request wrote nothing.

Seeded, so a failure replays: the seed and the step are in the test id and the message.
"""

from __future__ import annotations

import random

import pytest

from tests.backend.workspace.factories import (
    make_folder,
    make_project,
    make_team,
    placement_drift,
    workspace_state,
)
from web.access import policy
from web.folders.models import Folder
from web.folders.services import MAX_DEPTH
from web.projects.models import Project
from web.teams.models import Team

STEPS = 40


def depths() -> dict[int, int]:
    """Each folder's depth; fails on a cycle."""
    parents = dict(Folder.objects.values_list("pk", "parent_id"))
    found: dict[int, int] = {}
    for pk in parents:
        chain, node = [], pk
        while node is not None and node not in found:
            assert node not in chain, f"cycle through {chain}"
            chain.append(node)
            node = parents[node]
        base = found.get(node, 0)
        for offset, folder_id in enumerate(reversed(chain), start=1):
            found[folder_id] = base + offset
    return found


def pick(rng: random.Random, mine, anything):
    """Mostly one of the user's own rows (so that most requests go through), sometimes any row,
    sometimes none."""
    roll = rng.random()
    if roll >= 0.9:
        return None
    ids = list((mine if roll < 0.75 else anything).values_list("pk", flat=True))
    ids = ids or list(anything.values_list("pk", flat=True))
    return rng.choice(ids) if ids else None


def step(rng: random.Random, api, user) -> tuple[str, str, dict | None]:
    api.as_user(user)
    kind = rng.choice(["folder create", "folder move", "folder move", "folder team",
                       "project create", "project create", "project move", "project move",
                       "project team", "folder delete", "team delete"])
    folder = pick(rng, policy.visible_folders(user), Folder.objects.all())
    team = pick(rng, Team.objects.filter(owner=user), Team.objects.all())
    if kind == "folder create":
        return "post", "folders/", {"name": "Dossier", "parent": folder,
                                    "team": None if folder else team}
    if kind == "project create":
        placement = {"folder": folder, "team": None} if rng.random() < 0.5 else {
            "folder": None, "team": team, "visibility": "team" if team else "private"}
        return "post", "projects/", {"name": "Diagramme", **placement}
    if kind == "team delete":
        # Rare, or the teams are soon all gone.
        return ("delete", f"teams/{team}/", None) if team and rng.random() < 0.3 else (
            "get", "teams/", None)
    if kind.startswith("folder"):
        target = pick(rng, Folder.objects.filter(owner=user), Folder.objects.all())
        if target is None:
            return "get", "folders/", None
        if kind == "folder delete":
            return "delete", f"folders/{target}/", None
        payload = {"parent": folder} if kind == "folder move" else {"team": team}
        return "patch", f"folders/{target}/", payload
    target = pick(rng, Project.objects.filter(owner=user), Project.objects.all())
    if target is None:
        return "get", "projects/", None
    payload = ({"folder": folder, "team": None} if kind == "project move"
               else {"visibility": "team" if team else "private", "team": team})
    return "patch", f"projects/{target}/", payload


@pytest.mark.parametrize("seed", range(8))
def test_it_keeps_the_workspace_consistent(api, alice, bob, charlie, seed):
    one = make_team(alice, "Un", bob="member", charlie="admin")
    make_team(bob, "Deux", alice="admin")
    make_team(alice, "Trois")
    shared = make_folder(alice, "Partagé", team=one)
    make_project(bob, "De Bob", folder=make_folder(bob, "De Bob", parent=shared))
    make_project(alice, "D'Alice", folder=make_folder(alice, "Privé"))
    rng = random.Random(seed)
    users = [alice, bob, charlie]
    for number in range(STEPS):
        method, path, payload = step(rng, api, rng.choice(users))
        before = workspace_state()
        response = (getattr(api, method)(path, payload) if payload is not None
                    else getattr(api, method)(path))
        where = f"seed {seed}, step {number}: {method} {path} {payload}"
        assert response.status_code < 500, f"{where}: {response.content[:300]}"
        if response.status_code >= 400:
            assert workspace_state() == before, f"{where}: refused but written"
        assert placement_drift() == [], where
        assert max(depths().values(), default=0) <= MAX_DEPTH, where

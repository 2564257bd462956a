"""People sharing one diagram on the live server: an owner on a paid plan and invited editors,
each with an access token, as the product makes them (sign-up, invitation, acceptance)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from tests.integration.test_import_sql import PASSWORD, sign_up_on_a_paid_plan


@dataclass
class Room:
    project_id: int
    owner: str
    editors: list[str]
    names: list[str]


def sign_up(live) -> tuple[str, str]:
    name = f"co{uuid.uuid4().hex[:10]}"
    status, _ = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201
    status, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert status == 200, login
    return name, login["access"]


def invite(live, project_id: int, owner: str, name: str, token: str, role: str) -> None:
    status, invitation = live.http.post(f"/api/projects/{project_id}/invitations/",
                                        {"user": name, "role": role}, token=owner)
    assert status == 201, invitation
    status, accepted = live.http.post("/api/accept-invitation/",
                                      {"token": invitation["token"]}, token=token)
    assert status == 200, accepted


def room(live, editors: int = 2, *, name: str = "Collaboration") -> Room:
    owner = sign_up_on_a_paid_plan(live)
    status, project = live.http.post("/api/projects/", {"name": name}, token=owner)
    assert status == 201, project
    names, tokens = [], []
    for _ in range(editors):
        user, token = sign_up(live)
        invite(live, project["id"], owner, user, token, "editor")
        names.append(user)
        tokens.append(token)
    return Room(project["id"], owner, tokens, names)


def same_people(live, first: Room, *, name: str) -> Room:
    """Another diagram of `first`'s owner, shared with the same editors."""
    status, project = live.http.post("/api/projects/", {"name": name}, token=first.owner)
    assert status == 201, project
    for user, token in zip(first.names, first.editors, strict=True):
        invite(live, project["id"], first.owner, user, token, "editor")
    return Room(project["id"], first.owner, first.editors, first.names)

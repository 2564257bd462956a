"""The change log's hot path in plain SQL: a diagram under 20 editors takes a hundred commands a
second, and the ORM's query building cost more than the queries themselves. Three statements
per command: lock the head (reading the author's rights in the same query), append the change
(a command id already logged is not appended again), move the head."""

from __future__ import annotations

from dataclasses import dataclass

import orjson
from django.db import connection
from django.utils import timezone

from web.accounts.models import User
from web.projects.models import Collaborator, Project
from web.teams.models import TeamMember

from .models import Change


@dataclass(frozen=True, slots=True)
class Head:
    """A locked project row: what the policy needs, and where its document stands."""

    id: int
    owner_id: int
    team_id: int | None
    visibility: str
    public_by_link: bool
    revision: int
    schema_revision: int
    user_id: int | None  # whose roles follow
    team_role: str | None
    collaborator_role: str | None


def lock_head(project_id: int, user_id: int | None, *, lock: bool = True) -> Head | None:
    """The project's row, locked for a write (or only read, without `lock`)."""
    lock = " FOR NO KEY UPDATE OF p" if lock and connection.vendor == "postgresql" else ""
    sql = (
        f"SELECT p.id, p.owner_id, p.team_id, p.visibility, p.public_by_link, p.revision, "
        f"p.schema_revision, "
        f"(SELECT m.role FROM {TeamMember._meta.db_table} m "
        f" WHERE m.team_id = p.team_id AND m.user_id = %s LIMIT 1), "
        f"(SELECT c.role FROM {Collaborator._meta.db_table} c "
        f" WHERE c.project_id = p.id AND c.user_id = %s LIMIT 1) "
        f"FROM {Project._meta.db_table} p WHERE p.id = %s{lock}")
    with connection.cursor() as cursor:
        cursor.execute(sql, [user_id, user_id, project_id])
        row = cursor.fetchone()
    return None if row is None else Head(*row[:4], bool(row[4]), *row[5:7], user_id, *row[7:])


def roles_of(head: Head, user_id: int) -> tuple[str | None, str | None]:
    """Another author's team role and invitation role on the locked project."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT role FROM {TeamMember._meta.db_table} "
            f"        WHERE team_id = %s AND user_id = %s LIMIT 1), "
            f"       (SELECT role FROM {Collaborator._meta.db_table} "
            f"        WHERE project_id = %s AND user_id = %s LIMIT 1)",
            [head.team_id, user_id, head.id, user_id])
        return cursor.fetchone()


def append(project_id: int, revision: int, author_id: int | None, origin: str, command: dict,
           command_id: str) -> bool:
    """Log one change; False when its command id is already logged (nothing written)."""
    value = "%s::jsonb" if connection.vendor == "postgresql" else "%s"
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {Change._meta.db_table} (project_id, revision, author_id, origin, "
            f"command, command_id, created_at) VALUES (%s, %s, %s, %s, {value}, %s, %s) "
            f"ON CONFLICT DO NOTHING RETURNING id",
            [project_id, revision, author_id, origin, orjson.dumps(command).decode(),
             command_id, timezone.now()])
        return cursor.fetchone() is not None


def move_head(project_id: int, revision: int) -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"UPDATE {Project._meta.db_table} SET revision = %s, updated_at = %s "
                       f"WHERE id = %s", [revision, timezone.now(), project_id])


def logged(project_id: int, command_id: str) -> dict | None:
    """The entry of a command already logged under this id, as the socket tells it."""
    if not command_id:
        return None
    column = "c.command::text" if connection.vendor == "postgresql" else "c.command"
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT c.revision, {column}, c.author_id, u.username, c.origin "
            f"FROM {Change._meta.db_table} c LEFT JOIN {User._meta.db_table} u "
            f"ON u.id = c.author_id WHERE c.project_id = %s AND c.command_id = %s",
            [project_id, command_id])
        row = cursor.fetchone()
    if row is None:
        return None
    revision, command, author_id, name, origin = row
    return {"id": command_id, "revision": revision, "command": orjson.loads(command),
            "author": {"id": author_id, "name": name} if author_id else None,
            "origin": origin}

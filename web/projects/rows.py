"""Diagrams read by hand-written SQL, with their owner, as the ORM's `select_related("owner")`
would give them, and the one diagram an API call is about.

The product's most frequent reads are written in SQL once (the lists: web/projects/listing.py;
the diagram a call opens or changes: `one_with_roles`): built with the ORM, their statements took
more CPU to assemble and compile than PostgreSQL took to answer them (~1 ms for an open), and
loading the owners took a second query. A row here holds the diagram's columns (never its
document: `schema` is left deferred, as `defer("schema")` leaves it), its owner's, then named
extra values; each value is converted as the ORM converts it (JSON, dates on SQLite…).
"""

from __future__ import annotations

import weakref
from functools import cache

from django.db import connection, connections
from django.db.models import Field, Model

from web.accounts.models import User
from web.teams.models import TeamMember

from .models import Collaborator, Project


@cache
def _fields(model: type[Model]) -> tuple[Field, ...]:
    return tuple(field for field in model._meta.concrete_fields if field.name != "schema")


@cache
def columns() -> str:
    """The select list of a diagram (alias `p`) and its owner (alias `u`)."""
    return ", ".join([*(f"p.{field.column}" for field in _fields(Project)),
                      *(f"u.{field.column}" for field in _fields(User))])


@cache
def tables() -> dict[str, str]:
    return {"project": Project._meta.db_table, "collaborator": Collaborator._meta.db_table,
            "member": TeamMember._meta.db_table, "user": User._meta.db_table}


def joined_owner() -> str:
    """FROM clause of `columns`."""
    return f"{tables()['project']} p JOIN {tables()['user']} u ON u.id = p.owner_id"


def _converters() -> list[tuple[int, list, object]]:
    """(position, converters, column) of each value the ORM would convert, for this thread's
    connection (a backend's converters are its own); worked out once per connection object."""
    wrapper = connections[connection.alias]
    found = _converters_of.get(wrapper)
    if found is None:
        found = _converters_of[wrapper] = _converters_for()
    return found


# Each thread keeps its connection object for the process's life (the database connection
# under it comes and goes): working the list out on every call was 4 % of a list's CPU.
_converters_of: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _converters_for() -> list[tuple[int, list, object]]:
    out = []
    position = 0
    for model in (Project, User):
        for field in _fields(model):
            column = field.get_col(model._meta.db_table)
            found = connection.ops.get_db_converters(column) + field.get_db_converters(connection)
            if found:
                out.append((position, found, column))
            position += 1
    return out


def fetch(sql: str, params: dict, extras: tuple[str, ...]) -> list[Project]:
    """The diagrams of `sql` (which selects `columns()` and then one value per name of
    `extras`), each with its owner and its extras as attributes."""
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    if not rows:
        return []
    converters = _converters()
    project_names = [field.attname for field in _fields(Project)]
    user_names = [field.attname for field in _fields(User)]
    owners = len(project_names) + len(user_names)
    db = connection.alias
    projects = []
    for row in rows:
        values = list(row)
        for position, found, column in converters:
            for convert in found:
                values[position] = convert(values[position], column, connection)
        project = Project.from_db(db, project_names, values[:len(project_names)])
        owner = User.from_db(db, user_names, values[len(project_names):owners])
        Project.owner.field.set_cached_value(project, owner)
        for name, value in zip(extras, values[owners:], strict=True):
            setattr(project, name, value)
        projects.append(project)
    return projects


ROLES = ("viewer_team_role", "viewer_collaborator_role")


@cache
def _roles_sql() -> str:
    t = tables()
    return (
        f"SELECT {columns()}, "
        f"(SELECT m.role FROM {t['member']} m WHERE m.team_id = p.team_id "
        f"       AND m.user_id = %(user)s LIMIT 1), "
        f"(SELECT c.role FROM {t['collaborator']} c WHERE c.project_id = p.id "
        f"       AND c.user_id = %(user)s LIMIT 1) "
        f"FROM {joined_owner()} WHERE p.id = %(id)s")


def one_with_roles(user, project_id: int) -> Project | None:
    """The diagram with its owner and the user's team and invitation roles on it, as the
    lists annotate them (for web.access.policy.annotated_level); None when there is none."""
    user_id = user.pk if user is not None and user.is_authenticated else None
    found = fetch(_roles_sql(), {"user": user_id, "id": project_id}, ROLES)
    return found[0] if found else None

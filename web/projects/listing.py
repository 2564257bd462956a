"""Lists of diagrams as their cards show them, in one SQL statement per page.

A card needs, besides the diagram's row and its owner, the user's favourite flag, the number of
collaborators (invited ones and the members of its team) and the user's team and invitation
roles (which give their access level). Built
with the ORM, that statement (four subqueries, two EXISTS for the shared diagrams) took ~4 ms of
Python to assemble and compile on every call, for a query PostgreSQL answers in under 1 ms: most
of the workspace's list, the product's most frequent call (tests/benchmarks/load.py). It is
written once here, for PostgreSQL and SQLite, with the list's filter as parameters; the owners
come in the same statement (web/projects/rows.py), not a second one.

A `Listing` is what the paginator slices (web/core/pagination.py): a page and, when needed,
a count.
"""

from __future__ import annotations

from functools import cache

from django.db import connection

from web.accounts.models import User

from . import rows
from .models import Favorite, Project

_PUBLIC = Project.Visibility.PUBLIC.value
# The card's values after the diagram's and its owner's columns, in the order selected.
_EXTRAS = ("is_favorite", "collaborators_count", *rows.ROLES)


@cache
def _tables() -> dict[str, str]:
    return {**rows.tables(), "favorite": Favorite._meta.db_table}


@cache
def _select() -> str:
    t = _tables()
    return (
        f"SELECT {rows.columns()}, "
        f"EXISTS(SELECT 1 FROM {t['favorite']} f WHERE f.project_id = p.id "
        f"       AND f.user_id = %(user)s) AS is_favorite, "
        # Everyone besides the owner who reaches the diagram: its invited collaborators and the
        # members of its team, each once (a team diagram is not one of "0 collaborateur").
        f"(SELECT COUNT(*) FROM (SELECT c.user_id FROM {t['collaborator']} c "
        f"       WHERE c.project_id = p.id UNION SELECT m.user_id FROM {t['member']} m "
        f"       WHERE m.team_id = p.team_id) reach WHERE reach.user_id <> p.owner_id) "
        f"AS collaborators_count, "
        f"(SELECT m.role FROM {t['member']} m WHERE m.team_id = p.team_id "
        f"       AND m.user_id = %(user)s LIMIT 1) AS viewer_team_role, "
        f"(SELECT c.role FROM {t['collaborator']} c WHERE c.project_id = p.id "
        f"       AND c.user_id = %(user)s LIMIT 1) AS viewer_collaborator_role "
        f"FROM {rows.joined_owner()}")


@cache
def _shared() -> str:
    """Shared with the user by invitation or through a team, not owned by them (as
    web.access.policy.shared_projects_q)."""
    t = _tables()
    return (f"(p.owner_id <> %(user)s AND (EXISTS(SELECT 1 FROM {t['collaborator']} c "
            f"WHERE c.project_id = p.id AND c.user_id = %(user)s) OR (p.team_id IS NOT NULL "
            f"AND EXISTS(SELECT 1 FROM {t['member']} m WHERE m.team_id = p.team_id "
            f"AND m.user_id = %(user)s))))")


@cache
def _visible() -> str:
    return f"(p.owner_id = %(user)s OR {_shared()})"


class Listing:
    """Diagrams with the card's annotations, newest change first."""

    def __init__(self, user: User, where: str, params: dict, search: str | None = None):
        self.user = user
        self.params = {**params, "user": user.pk}
        search = (search or "").strip()
        if search:
            like = "ILIKE" if connection.vendor == "postgresql" else "LIKE"
            where = (f"({where}) AND (p.name {like} %(search)s ESCAPE '\\' "
                     f"OR p.description {like} %(search)s ESCAPE '\\')")
            self.params["search"] = f"%{connection.ops.prep_for_like_query(search)}%"
        self.where = where

    def __getitem__(self, page: slice) -> list[Project]:
        start = page.start or 0
        limit = "" if page.stop is None else f" LIMIT {int(page.stop - start)}"
        return self._fetch(f"{limit} OFFSET {int(start)}")

    def __iter__(self):
        return iter(self._fetch(""))

    def _fetch(self, window: str) -> list[Project]:
        sql = f"{_select()} WHERE {self.where} ORDER BY p.updated_at DESC, p.id DESC{window}"
        projects = rows.fetch(sql, self.params, _EXTRAS)
        for project in projects:
            # SQLite answers EXISTS with 0 or 1.
            project.is_favorite = bool(project.is_favorite)
        return projects

    def count(self) -> int:
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT COUNT(*) FROM {_tables()['project']} p WHERE {self.where}",
                           self.params)
            return cursor.fetchone()[0]


def workspace(user: User, scope: str, search: str | None = None) -> Listing:
    """`all` (owned and shared), `owned`, `shared`, or `favorites` (those still visible: a
    favourite of a diagram shared by link alone is not listed, its key is no part of it)."""
    where = {
        "owned": "p.owner_id = %(user)s",
        "shared": _shared(),
        "favorites": (f"({_visible()} OR p.visibility = %(public)s) AND EXISTS(SELECT 1 FROM "
                      f"{_tables()['favorite']} f WHERE f.project_id = p.id "
                      f"AND f.user_id = %(user)s)"),
    }.get(scope, _visible())
    return Listing(user, where, {"public": _PUBLIC}, search)


def of_team(user: User, team_id: int, search: str | None = None) -> Listing:
    return Listing(user, "p.team_id = %(team)s", {"team": team_id}, search)


def of_folder(user: User, folder_id: int, search: str | None = None) -> Listing:
    """In a shared folder, what this user may see: theirs, the team's, shared with them."""
    return Listing(user, f"p.folder_id = %(folder)s AND {_visible()}", {"folder": folder_id},
                   search)


def one(user: User, project_id: int) -> Project | None:
    found = Listing(user, "p.id = %(id)s", {"id": project_id})[0:1]
    return found[0] if found else None


def by_ids(user: User, ids: list[int]) -> dict[int, Project]:
    if not ids:
        return {}
    marks = ", ".join(f"%(id{n})s" for n in range(len(ids)))
    listing = Listing(user, f"p.id IN ({marks})", {f"id{n}": i for n, i in enumerate(ids)})
    return {project.pk: project for project in listing}

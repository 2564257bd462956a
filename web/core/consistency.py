"""The rules rows of the workspace must keep together, checked over the whole database.

The services keep them on every write (placement: web/projects/services.py, web/folders/services.py;
team content: web/teams/handover.py); this finds the rows that break them anyway (a write path that
forgot one, a cascade, an edit in the admin). `manage.py check_consistency` reports them.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Exists, F, OuterRef, Q, QuerySet


@dataclass(frozen=True)
class Rule:
    name: str
    description: str


RULES = [
    Rule("diagram_team_visibility_without_team",
         "diagram of team visibility that is in no team"),
    Rule("diagram_in_team_without_team_visibility",
         "diagram in a team whose visibility is not team"),
    Rule("diagram_folder_in_other_team",
         "diagram in a folder of another team than its own (or a team folder while personal, "
         "or the reverse)"),
    Rule("diagram_in_others_personal_folder",
         "diagram in someone else's personal folder"),
    Rule("diagram_owner_not_in_team",
         "team diagram whose owner is not a member of the team"),
    Rule("folder_parent_in_other_team",
         "folder whose parent is in another team than its own"),
    Rule("folder_in_others_personal_folder",
         "folder inside someone else's personal folder"),
    Rule("folder_owner_not_in_team",
         "team folder whose owner is not a member of the team"),
    Rule("folder_in_cycle", "folder whose ancestors loop back to it"),
    Rule("folder_too_deep", "folder nested deeper than the limit"),
    Rule("team_owner_without_owner_membership",
         "team whose owner has no membership row of role owner"),
    Rule("membership_owner_role_of_non_owner",
         "membership of role owner held by someone who does not own the team"),
    Rule("collaborator_is_owner", "collaborator row of the diagram's own owner"),
]


def _not_same_team(holder: str) -> Q:
    """Rows whose team differs from their `holder`'s team, NULL (no team) included."""
    both = Q(**{f"{holder}__team__isnull": False}, team__isnull=False)
    return (Q(**{f"{holder}__team__isnull": True}, team__isnull=False)
            | Q(**{f"{holder}__team__isnull": False}, team__isnull=True)
            | both & ~Q(**{f"{holder}__team": F("team")}))


def _ids(queryset: QuerySet) -> list[int]:
    return list(queryset.order_by("pk").values_list("pk", flat=True))


def _folder_tree_faults() -> tuple[list[int], list[int]]:
    """(folders in a cycle, folders deeper than the limit); one query, walked in memory."""
    from web.folders.models import Folder
    from web.folders.services import MAX_DEPTH

    parents = dict(Folder.objects.values_list("pk", "parent_id"))
    depth: dict[int, int] = {}  # the root level is 1; 0 for a loop and what hangs under one
    cyclic: set[int] = set()
    for start in parents:
        chain, node = [], start
        while node is not None and node not in depth and node not in chain:
            chain.append(node)
            node = parents[node]
        if node in chain:
            cyclic.update(chain[chain.index(node):])
            depth.update(dict.fromkeys(chain, 0))
            continue
        base = 0 if node is None else depth[node]
        for offset, folder_id in enumerate(reversed(chain), start=1):
            depth[folder_id] = base + offset if node is None or base else 0
    too_deep = sorted(pk for pk, level in depth.items() if level > MAX_DEPTH)
    return sorted(cyclic), too_deep


def inconsistencies() -> dict[str, list[int]]:
    """Every rule of `RULES` broken, with the ids of the rows breaking it (diagram, folder, team,
    membership or collaborator ids, as the rule names). Empty when all is well."""
    from web.folders.models import Folder
    from web.projects.models import Collaborator, Project
    from web.teams.models import Team, TeamMember

    Visibility = Project.Visibility
    projects, folders = Project.objects.all(), Folder.objects.all()
    owner_member = TeamMember.objects.filter(team=OuterRef("team"), user=OuterRef("owner"))
    cycle, too_deep = _folder_tree_faults()
    found = {
        "diagram_team_visibility_without_team": _ids(projects.filter(
            visibility=Visibility.TEAM, team__isnull=True)),
        "diagram_in_team_without_team_visibility": _ids(projects.filter(
            team__isnull=False).exclude(visibility=Visibility.TEAM)),
        "diagram_folder_in_other_team": _ids(projects.filter(folder__isnull=False).filter(
            _not_same_team("folder"))),
        "diagram_in_others_personal_folder": _ids(projects.filter(
            folder__isnull=False, folder__team__isnull=True).exclude(folder__owner=F("owner"))),
        "diagram_owner_not_in_team": _ids(projects.filter(team__isnull=False).exclude(
            Exists(owner_member))),
        "folder_parent_in_other_team": _ids(folders.filter(parent__isnull=False).filter(
            _not_same_team("parent"))),
        "folder_in_others_personal_folder": _ids(folders.filter(
            parent__isnull=False, parent__team__isnull=True).exclude(parent__owner=F("owner"))),
        "folder_owner_not_in_team": _ids(folders.filter(team__isnull=False).exclude(
            Exists(owner_member))),
        "folder_in_cycle": cycle,
        "folder_too_deep": too_deep,
        "team_owner_without_owner_membership": _ids(Team.objects.exclude(Exists(
            TeamMember.objects.filter(team=OuterRef("pk"), user=OuterRef("owner"),
                                      role=TeamMember.Role.OWNER)))),
        "membership_owner_role_of_non_owner": _ids(TeamMember.objects.filter(
            role=TeamMember.Role.OWNER).exclude(user=F("team__owner"))),
        "collaborator_is_owner": _ids(Collaborator.objects.filter(user=F("project__owner"))),
    }
    return {name: ids for name, ids in found.items() if ids}

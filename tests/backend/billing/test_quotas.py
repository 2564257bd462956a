"""Plan quotas, checked in one module (web/billing/quotas.py): over the limit answers
{"error": "quota_reached", "message": …} and writes nothing (spec 000 §1, §8); -1 is unlimited.
Diagrams are checked at create and duplicate, team members at add_member; the checks for tables,
versions and imports are ready for the features that will call them."""

from datetime import timedelta

import pytest
from django.db import transaction
from django.utils import timezone

from tests.backend.helpers import assert_error
from web.billing import messages, quotas
from web.core.errors import QuotaReached
from web.projects.models import Project
from web.projects.services import project_duplicate
from web.teams.models import TeamMember

from .factories import make_package, make_projects, make_team, plan, snapshot, subscribe

pytestmark = pytest.mark.plan_limits  # the free plan keeps its shipped limits (3 diagrams…)

FREE_DIAGRAMS = 3


def on_plan(user, package):
    return subscribe(user, package, end=timezone.now() + timedelta(days=30))


def create_diagram(api, user, **payload):
    return api.as_user(user).post("projects/", {"name": "Boutique", **payload})


def add_member(api, actor, team, user, role="member"):
    return api.as_user(actor).post(f"teams/{team.pk}/add_member/",
                                   {"user_id": user.pk, "role": role})


class TestDiagramCreate:
    def test_it_creates_the_last_diagram_the_plan_allows(self, api, alice):
        make_projects(alice, FREE_DIAGRAMS - 1)
        assert create_diagram(api, alice).status_code == 201
        assert Project.objects.filter(owner=alice).count() == FREE_DIAGRAMS

    def test_it_refuses_a_diagram_at_the_limit_and_writes_nothing(self, api, alice):
        make_projects(alice, FREE_DIAGRAMS)
        before = snapshot(Project)
        assert_error(create_diagram(api, alice), 403, code="quota_reached",
                     message=messages.quota_diagrams(FREE_DIAGRAMS))
        assert snapshot(Project) == before

    def test_it_refuses_a_team_diagram_when_its_creator_is_at_the_limit(self, api, alice, bob):
        team = make_team(bob)
        TeamMember.objects.create(team=team, user=alice, role=TeamMember.Role.ADMIN)
        make_projects(alice, FREE_DIAGRAMS)
        assert_error(create_diagram(api, alice, team=team.pk), 403, code="quota_reached")
        assert not Project.objects.filter(team=team).exists()

    def test_it_counts_only_the_diagrams_the_user_owns(self, api, alice, bob):
        make_projects(bob, 10)
        make_projects(alice, FREE_DIAGRAMS - 1)
        assert create_diagram(api, alice).status_code == 201

    def test_it_applies_a_paid_plans_limit(self, api, alice):
        on_plan(alice, make_package("Deux", max_diagrams=2))
        make_projects(alice, 2)
        assert_error(create_diagram(api, alice), 403, code="quota_reached",
                     message=messages.quota_diagrams(2))

    def test_it_never_blocks_on_an_unlimited_plan(self, api, alice):
        on_plan(alice, plan("Équipe"))
        make_projects(alice, 25)
        assert create_diagram(api, alice).status_code == 201

    def test_it_keeps_the_paid_limit_of_a_canceled_plan_until_its_end(self, api, alice):
        subscription = on_plan(alice, plan("Pro"))
        api.as_user(alice).post(f"subscriptions/{subscription.pk}/cancel/")
        make_projects(alice, FREE_DIAGRAMS)
        assert create_diagram(api, alice).status_code == 201

    def test_it_frees_a_slot_when_a_diagram_is_deleted(self, api, alice):
        first, *_ = make_projects(alice, FREE_DIAGRAMS)
        assert api.as_user(alice).delete(f"projects/{first.pk}/").status_code == 204
        assert create_diagram(api, alice).status_code == 201


class TestDiagramDuplicate:
    def duplicate(self, api, user, project):
        return api.as_user(user).post(f"projects/{project.pk}/duplicate/")

    def test_it_refuses_at_request_time_and_schedules_nothing(
            self, api, alice, django_capture_on_commit_callbacks):
        source, *_ = make_projects(alice, FREE_DIAGRAMS)
        before = snapshot(Project)
        with django_capture_on_commit_callbacks() as scheduled:
            response = self.duplicate(api, alice, source)
        assert_error(response, 403, code="quota_reached",
                     message=messages.quota_diagrams(FREE_DIAGRAMS))
        assert scheduled == []
        assert snapshot(Project) == before

    def test_it_duplicates_below_the_limit(self, api, alice, django_capture_on_commit_callbacks):
        source, *_ = make_projects(alice, FREE_DIAGRAMS - 1)
        with django_capture_on_commit_callbacks(execute=True):
            assert self.duplicate(api, alice, source).status_code == 202
        assert Project.objects.filter(owner=alice).count() == FREE_DIAGRAMS

    def test_the_worker_checks_again_before_copying(self, alice):
        # Accepted with one slot left, then the slot was taken before the worker ran.
        source, *_ = make_projects(alice, FREE_DIAGRAMS)
        before = snapshot(Project)
        assert project_duplicate(source_id=source.pk, user_id=alice.pk,
                                 request_id="5b0c8c52-0d55-4a43-9f55-5f1cfb9e1c11") is None
        assert snapshot(Project) == before


class TestTeamMemberAdd:
    def test_it_adds_members_up_to_the_owners_limit(self, api, alice, bob, charlie):
        on_plan(alice, make_package("Duo", max_team_members=2))
        team = make_team(alice, bob)
        assert add_member(api, alice, team, charlie).status_code == 201

    def test_it_refuses_a_member_over_the_owners_limit_and_writes_nothing(
            self, api, alice, bob, charlie):
        on_plan(alice, make_package("Solo", max_team_members=1))
        team = make_team(alice, bob)
        before = snapshot(TeamMember)
        assert_error(add_member(api, alice, team, charlie), 403, code="quota_reached",
                     message=messages.quota_team_members(1))
        assert snapshot(TeamMember) == before

    def test_it_refuses_any_member_on_the_free_plan(self, api, alice, bob):
        team = make_team(alice)
        assert_error(add_member(api, alice, team, bob), 403, code="quota_reached",
                     message="Le plan du propriétaire de l'équipe ne permet pas d'ajouter de "
                             "membre à une équipe. Passez à un plan supérieur pour en ajouter.")

    def test_the_owners_plan_decides_when_an_admin_adds(self, api, alice, bob, charlie):
        on_plan(bob, plan("Équipe"))  # the admin's own plan is unlimited: it does not count
        on_plan(alice, make_package("Solo", max_team_members=1))
        team = make_team(alice)
        TeamMember.objects.create(team=team, user=bob, role=TeamMember.Role.ADMIN)
        assert_error(add_member(api, bob, team, charlie), 403, code="quota_reached")

    def test_it_never_blocks_on_an_unlimited_plan(self, api, alice, bob, charlie):
        on_plan(alice, make_package("Illimité", max_team_members=-1))
        team = make_team(alice, bob)
        assert add_member(api, alice, team, charlie).status_code == 201

    def test_it_still_reports_an_existing_member_first(self, api, alice, bob):
        team = make_team(alice, bob)  # over the free plan's 0, e.g. added on a former plan
        assert_error(add_member(api, alice, team, bob), 400, code="already_member")


class TestReadyChecks:
    """check_tables, check_version_create and check_import run inside the caller's
    transaction, as the features that will call them do."""

    def test_tables_allow_exactly_the_limit(self, alice):
        with transaction.atomic():
            quotas.check_tables(alice, 30)

    def test_tables_refuse_one_over_the_limit(self, alice):
        with pytest.raises(QuotaReached) as refused:
            quotas.check_tables(alice, 31)
        assert (refused.value.code, refused.value.message) == (
            "quota_reached", messages.quota_tables(30))

    def test_tables_are_unlimited_on_an_unlimited_plan(self, alice):
        on_plan(alice, plan("Équipe"))
        quotas.check_tables(alice, 10_000)

    def test_versions_allow_one_below_the_limit(self, alice):
        with transaction.atomic():
            quotas.check_version_create(alice, 4)

    def test_versions_refuse_at_the_limit(self, alice):
        with transaction.atomic(), pytest.raises(QuotaReached) as refused:
            quotas.check_version_create(alice, 5)
        assert refused.value.message == messages.QUOTA_VERSIONS

    def test_versions_are_unlimited_on_an_unlimited_plan(self, alice):
        on_plan(alice, plan("Équipe"))
        with transaction.atomic():
            quotas.check_version_create(alice, 10_000)

    def test_imports_are_refused_on_the_free_plan(self, alice):
        with transaction.atomic(), pytest.raises(QuotaReached) as refused:
            quotas.check_import(alice, 0)
        assert refused.value.message == messages.QUOTA_IMPORTS

    @pytest.mark.parametrize(("used", "allowed"), [(29, True), (30, False), (31, False)])
    def test_imports_follow_the_monthly_limit(self, alice, used, allowed):
        on_plan(alice, plan("Pro"))  # 30 imports a month
        with transaction.atomic():
            if allowed:
                quotas.check_import(alice, used)
            else:
                with pytest.raises(QuotaReached):
                    quotas.check_import(alice, used)

    def test_imports_are_unlimited_on_an_unlimited_plan(self, alice):
        on_plan(alice, plan("Équipe"))
        with transaction.atomic():
            quotas.check_import(alice, 10_000)

    def test_limits_come_from_the_current_plan(self, alice):
        assert quotas.limits_for(alice) == quotas.Limits(
            diagrams=3, tables_per_diagram=30, team_members=0, versions_per_diagram=5,
            imports_per_month=0, priority_support=False)
        on_plan(alice, plan("Équipe"))
        assert quotas.limits_for(alice).diagrams == -1
        assert quotas.limits_for(alice).priority_support is True

"""GET /api/packages/: the plans, open to anyone, sorted by display_order (spec 000 §3, §7, §9).
The plans are data installed by a migration; -1 means unlimited, annual prices are −20 %."""

from decimal import ROUND_DOWN, Decimal

import pytest

from .factories import make_package, plan

pytestmark = pytest.mark.plan_limits  # the shipped limits are what this module checks

PATH = "packages/"
FIELDS = {
    "id", "name", "description", "package_type", "monthly_price", "annual_price",
    "annual_savings", "savings_percentage", "display_order", "is_featured", "max_diagrams",
    "max_tables_per_diagram", "max_team_members", "max_versions_per_diagram",
    "max_imports_per_month", "priority_support",
}


def listed(api) -> list[dict]:
    response = api.get(PATH)
    assert response.status_code == 200, response.content
    return response.json()["results"]


def by_name(api) -> dict[str, dict]:
    return {package["name"]: package for package in listed(api)}


def cents(value) -> Decimal:
    return Decimal(str(value)).quantize(Decimal("0.01"))


def test_it_lists_the_default_plans_to_an_anonymous_visitor(api, db):
    packages = listed(api)
    assert [p["name"] for p in packages] == ["Gratuit", "Pro", "Équipe"]
    assert [p["package_type"] for p in packages] == ["free", "individual", "team"]
    assert all(set(p) == FIELDS for p in packages)


def test_it_offers_a_free_plan_at_zero(api, db):
    free = by_name(api)["Gratuit"]
    assert (free["monthly_price"], free["annual_price"]) == (0, 0)
    assert (free["annual_savings"], free["savings_percentage"]) == (0, 0)
    assert (free["max_diagrams"], free["max_tables_per_diagram"], free["max_team_members"],
            free["max_versions_per_diagram"]) == (3, 30, 0, 5)
    assert free["priority_support"] is False


@pytest.mark.parametrize("name", ["Pro", "Équipe"])
def test_it_prices_a_paid_year_at_twelve_months_less_20_percent(api, db, name):
    package = by_name(api)[name]
    monthly, annual = cents(package["monthly_price"]), cents(package["annual_price"])
    assert monthly > 0
    assert annual == (monthly * 12 * Decimal("0.8")).quantize(Decimal("0.01"), ROUND_DOWN)
    assert cents(package["annual_savings"]) == monthly * 12 - annual
    assert package["savings_percentage"] == 20


def test_it_marks_unlimited_limits_with_minus_one(api, db):
    team = by_name(api)["Équipe"]
    assert (team["max_diagrams"], team["max_tables_per_diagram"],
            team["max_versions_per_diagram"], team["max_imports_per_month"]) == (-1, -1, -1, -1)
    assert team["max_team_members"] > 0
    assert team["priority_support"] is True


def test_it_features_one_plan(api, db):
    assert [p["name"] for p in listed(api) if p["is_featured"]] == ["Pro"]


def test_it_computes_savings_from_the_prices_an_operator_sets(api, db):
    make_package("Solo", monthly="10.00", annual="90.00", display_order=5)
    solo = by_name(api)["Solo"]
    assert (solo["annual_savings"], solo["savings_percentage"]) == (30, 25)


def test_it_never_shows_negative_savings(api, db):
    make_package("Cher", monthly="10.00", annual="150.00", display_order=5)
    cher = by_name(api)["Cher"]
    assert (cher["annual_savings"], cher["savings_percentage"]) == (0, 0)


def test_it_sorts_by_display_order_not_by_creation(api, db):
    make_package("Solo", display_order=1)
    pro = plan("Pro")
    pro.display_order = 9
    pro.save()
    packages = listed(api)
    assert [p["name"] for p in packages] == ["Gratuit", "Solo", "Équipe", "Pro"]
    assert [p["display_order"] for p in packages] == [0, 1, 2, 9]


def test_it_hides_an_inactive_plan(api, db):
    make_package("Ancien", is_active=False)
    assert "Ancien" not in by_name(api)


def test_it_ignores_an_invalid_token(api, db):
    assert api.with_token("not-a-jwt").get(PATH).status_code == 200

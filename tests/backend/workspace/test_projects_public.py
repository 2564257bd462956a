"""GET /api/project/public/{id}/: an anonymous visitor opens a shared diagram, read-only."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import document, make_project


def path(project) -> str:
    return f"project/public/{project.id}/"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique", description="Secret", tags=["interne"],
                        schema=document("clients"))


@pytest.mark.parametrize("fields", [{"public_by_link": True}, {"visibility": "public"}])
def test_it_exposes_only_name_document_revision_and_date(api, project, fields):
    for name, value in fields.items():
        setattr(project, name, value)
    project.save()
    response = api.get(path(project))
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"id", "name", "schema", "revision", "updated_at"}
    assert (body["id"], body["name"], body["schema"], body["revision"]) == (
        project.id, "Boutique", project.schema, 0)


def test_it_answers_404_for_a_private_diagram(api, project):
    response = api.get(path(project))
    assert_error(response, 404, code="not_found")
    assert "Boutique" not in response.content.decode()


def test_it_answers_404_even_to_the_owner_of_a_private_diagram(api, alice, project):
    assert_error(api.as_user(alice).get(path(project)), 404)


def test_it_answers_404_once_sharing_is_turned_off(api, project):
    project.public_by_link = True
    project.save()
    assert api.get(path(project)).status_code == 200
    project.public_by_link = False
    project.save()
    assert_error(api.get(path(project)), 404)


def test_it_answers_404_for_a_team_diagram(api, alice, project):
    project.visibility = "team"
    project.save()
    assert_error(api.get(path(project)), 404)


@pytest.mark.parametrize("url", ["project/public/999999/", "project/public/abc/"])
def test_it_answers_404_for_an_unknown_diagram(api, url):
    assert_error(api.get(url), 404, code="not_found")


def test_it_ignores_a_bad_token(api, project):
    project.public_by_link = True
    project.save()
    api.headers = {"Authorization": "Bearer not-a-token"}
    assert api.get(path(project)).status_code == 200

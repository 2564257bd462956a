"""GET /api/project/public/{id}/: an anonymous visitor opens a shared diagram, read-only.

A public diagram opens by its id; a diagram shared by link only with its link's key (`?key=`),
so nobody reads shared diagrams by counting ids. Without the right key it looks missing."""

import gzip
import json

import pytest
from django.core.serializers.json import DjangoJSONEncoder

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import document, make_project
from web.documents import selectors
from web.documents.cache import documents
from web.projects import services

KEY = "k" * 32


def path(project, key: str | None = None) -> str:
    return f"project/public/{project.id}/" + (f"?key={key}" if key is not None else "")


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique", description="Secret", tags=["interne"],
                        schema=document("clients"))


@pytest.fixture
def by_link(project):
    project.public_by_link, project.public_key = True, KEY
    project.save()
    return project


@pytest.mark.parametrize(("fields", "key"), [
    ({"public_by_link": True, "public_key": KEY}, KEY), ({"visibility": "public"}, None)])
def test_it_exposes_only_name_document_revision_and_date(api, project, fields, key):
    for name, value in fields.items():
        setattr(project, name, value)
    project.save()
    response = api.get(path(project, key))
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"id", "name", "schema", "revision", "updated_at"}
    assert (body["id"], body["name"], body["schema"], body["revision"]) == (
        project.id, "Boutique", project.schema, 0)



def test_a_large_document_is_sent_as_stored_with_the_same_fields(api, by_link, monkeypatch):
    """A large diagram nobody here holds goes out unparsed (web/documents/selectors.py)."""
    monkeypatch.setattr(selectors, "UNPARSED_FROM", 10)
    by_link.schema = document("clients", "commandes", "produits", "factures")
    by_link.save()
    documents.clear()
    response = api.get(path(by_link, KEY), HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    body = json.loads(gzip.decompress(response.content))
    assert set(body) == {"id", "name", "schema", "revision", "updated_at"}
    assert (body["id"], body["schema"], body["revision"]) == (by_link.id, by_link.schema, 0)
    assert body["updated_at"] == DjangoJSONEncoder().default(by_link.updated_at)
    assert documents.get(by_link.id) is None

@pytest.mark.parametrize("key", [None, "", "x" * 32, KEY[:-1], KEY + "k", KEY.upper()])
def test_it_answers_404_for_a_link_shared_diagram_without_its_key(api, by_link, key):
    response = api.get(path(by_link, key))
    missing = api.get(f"project/public/999999/?key={KEY}")
    assert_error(response, 404, code="not_found")
    assert response.json() == missing.json()
    assert "Boutique" not in response.content.decode()


def test_it_answers_404_to_the_owner_without_the_key(api, alice, by_link):
    assert_error(api.as_user(alice).get(path(by_link)), 404)


def test_it_opens_a_public_diagram_with_or_without_a_key(api, project):
    project.visibility = "public"
    project.save()
    assert api.get(path(project)).status_code == 200
    assert api.get(path(project, "anything")).status_code == 200


def test_it_answers_404_for_a_private_diagram(api, project):
    response = api.get(path(project))
    assert_error(response, 404, code="not_found")
    assert "Boutique" not in response.content.decode()


def test_it_answers_404_even_to_the_owner_of_a_private_diagram(api, alice, project):
    assert_error(api.as_user(alice).get(path(project)), 404)


def test_it_answers_404_once_sharing_is_turned_off(api, alice, by_link):
    assert api.get(path(by_link, KEY)).status_code == 200
    services.public_sharing_set(actor=alice, project=by_link, enabled=False)
    assert_error(api.get(path(by_link, KEY)), 404)


def test_a_key_left_from_before_sharing_was_turned_off_opens_nothing(api, project):
    project.public_key = KEY  # only `public_by_link` turns the link on
    project.save()
    assert_error(api.get(path(project, KEY)), 404)


def test_it_answers_404_for_a_team_diagram(api, alice, project):
    project.visibility = "team"
    project.save()
    assert_error(api.get(path(project)), 404)


@pytest.mark.parametrize("url", ["project/public/999999/", "project/public/abc/"])
def test_it_answers_404_for_an_unknown_diagram(api, url):
    assert_error(api.get(url), 404, code="not_found")


def test_it_ignores_a_bad_token(api, by_link):
    api.headers = {"Authorization": "Bearer not-a-token"}
    assert api.get(path(by_link, KEY)).status_code == 200

"""GET /api/project/public/{id}/image.svg and .png: the live image a README embeds.

Opened as the public link opens (web/projects/selectors.py): a public diagram by its id, one
shared by link only with its key; anything else looks missing. The answer is the stored image,
redrawn by a worker after saves, with an ETag that changes with the revision."""

import gzip
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team
from web.liveimages import serving
from web.liveimages.models import LiveImage
from workers.liveimage import RENDERER_VERSION as RENDERER

DOCUMENT = json.loads((Path(__file__).parents[2] / "vectors" / "commands"
                       / "remove_relation.json").read_text())["before"]
KEY = "k" * 32
SVG = "{http://www.w3.org/2000/svg}"


def url(project, fmt: str = "svg", key: str | None = None) -> str:
    return f"project/public/{project.id}/image.{fmt}" + (f"?key={key}" if key else "")


def texts(svg: bytes) -> list[str]:
    return [element.text for element in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique", schema=DOCUMENT)


@pytest.fixture
def public(project):
    project.visibility = "public"
    project.save()
    return project


@pytest.fixture
def by_link(project):
    project.public_by_link, project.public_key = True, KEY
    project.save()
    return project


def test_a_public_diagram_answers_its_svg_with_validators(api, public):
    response = api.get(url(public))
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response["ETag"] == f'"0-{RENDERER}-svg"'
    assert response["Cache-Control"] == "public, max-age=60, must-revalidate"
    assert response["Content-Disposition"] == 'inline; filename="Boutique.svg"'
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "script-src" not in response["Content-Security-Policy"]
    assert {"users", "posts", "email"} <= set(texts(response.content))


def test_the_png_decodes_and_has_its_own_etag(api, public):
    response = api.get(url(public, "png"))
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert response["ETag"] == f'"0-{RENDERER}-png"'
    picture = Image.open(io.BytesIO(response.content))
    assert picture.format == "PNG" and picture.size[0] > 1000


@pytest.mark.parametrize("header", [f'"0-{RENDERER}-svg"', f'W/"0-{RENDERER}-svg"',
                                    f'"other", "0-{RENDERER}-svg"', "*"])
def test_a_known_etag_answers_304_without_a_body(api, public, header):
    api.get(url(public))
    response = api.get(url(public), HTTP_IF_NONE_MATCH=header)
    assert response.status_code == 304 and response.content == b""
    assert response["ETag"] == f'"0-{RENDERER}-svg"'
    assert response["Cache-Control"] == "public, max-age=60, must-revalidate"


def test_the_svg_is_compressed_and_its_weakened_etag_still_revalidates(api, public):
    response = api.get(url(public), HTTP_ACCEPT_ENCODING="gzip")
    assert response["Content-Encoding"] == "gzip"
    assert b"users" in gzip.decompress(response.content)
    assert response["ETag"] == f'W/"0-{RENDERER}-svg"'
    again = api.get(url(public), HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304


def test_another_etag_gets_the_picture(api, public):
    api.get(url(public))
    response = api.get(url(public), HTTP_IF_NONE_MATCH=f'"0-{RENDERER}-png"')
    assert response.status_code == 200 and response.content.startswith(b"<?xml")


def test_a_link_shared_diagram_opens_with_its_key_only(api, by_link):
    assert api.get(url(by_link, key=KEY)).status_code == 200
    assert api.get(url(by_link, "png", key=KEY)).status_code == 200
    for key in (None, "wrong", KEY[:-1]):
        body = assert_error(api.get(url(by_link, key=key)), 404, code="not_found")
        assert body["message"] == "Ressource introuvable."
        assert_error(api.get(url(by_link, "png", key=key)), 404)


def test_private_team_and_unknown_diagrams_look_missing(api, alice, project):
    assert_error(api.get(url(project)), 404)
    assert_error(api.get(url(project, key=KEY)), 404)
    team = make_project(alice, "Équipe", team=make_team(alice, "Cœur"), schema=DOCUMENT)
    assert_error(api.get(url(team)), 404)
    assert_error(api.get(f"project/public/{project.id + 1000}/image.png"), 404)
    assert not LiveImage.objects.exists(), "nothing drawn for who may not see it"


def test_the_etag_changes_after_a_save_once_the_worker_ran(
        api, alice, public, django_capture_on_commit_callbacks):
    first = api.get(url(public))
    changed = json.loads(json.dumps(DOCUMENT))
    changed["tables"][0]["name"] = "clients"
    with django_capture_on_commit_callbacks(execute=True):
        saved = api.as_user(alice).patch(f"projects/{public.id}/update_schema/",
                                         {"schema": changed, "revision": 0})
    assert saved.status_code == 200
    image = LiveImage.objects.get(project=public)
    assert image.revision == 1, "the worker drew the saved revision"
    second = api.as_user(None).get(url(public), HTTP_IF_NONE_MATCH=first["ETag"])
    assert second.status_code == 200
    assert second["ETag"] == f'"1-{RENDERER}-svg"' != first["ETag"]
    assert "clients" in texts(second.content) and "users" not in texts(second.content)


def test_sharing_draws_and_unsharing_deletes_the_image(
        api, alice, project, settings, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        key = api.as_user(alice).post(
            f"projects/{project.id}/enable_public_sharing/").json()["public_key"]
    image = LiveImage.objects.get(project=project)
    media = Path(settings.MEDIA_ROOT)
    assert (media / image.svg).exists() and (media / image.png).exists()
    assert api.as_user(None).get(url(project, key=key)).status_code == 200
    with django_capture_on_commit_callbacks(execute=True):
        api.as_user(alice).post(f"projects/{project.id}/disable_public_sharing/")
    assert not LiveImage.objects.filter(project=project).exists()
    assert not (media / image.svg).exists() and not (media / image.png).exists()
    assert_error(api.as_user(None).get(url(project, key=key)), 404)


def test_making_a_diagram_private_deletes_its_image(
        api, alice, public, settings, django_capture_on_commit_callbacks):
    api.get(url(public))
    image = LiveImage.objects.get(project=public)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).patch(f"projects/{public.id}/", {"visibility": "private"})
    assert response.status_code == 200
    assert not LiveImage.objects.exists()
    assert not (Path(settings.MEDIA_ROOT) / image.png).exists()


def test_deleting_the_diagram_deletes_its_files(
        api, alice, public, settings, django_capture_on_commit_callbacks):
    api.get(url(public))
    image = LiveImage.objects.get(project=public)
    with django_capture_on_commit_callbacks(execute=True):
        assert api.as_user(alice).delete(f"projects/{public.id}/").status_code == 204
    media = Path(settings.MEDIA_ROOT)
    assert not (media / image.svg).exists() and not (media / image.png).exists()


def test_a_large_diagram_not_drawn_yet_gets_a_placeholder_and_a_draw(
        api, public, monkeypatch, django_capture_on_commit_callbacks):
    monkeypatch.setattr(serving, "SYNC_MAX_TABLES", 1)
    with django_capture_on_commit_callbacks(execute=False) as scheduled:
        response = api.get(url(public, "png"))
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert response["Cache-Control"] == "no-store" and "ETag" not in response
    assert Image.open(io.BytesIO(response.content)).size == (480, 120)
    assert not LiveImage.objects.exists()
    for callback in scheduled:
        callback()
    assert LiveImage.objects.filter(project=public).exists(), "the worker drew it"
    assert api.get(url(public, "png"))["ETag"] == f'"0-{RENDERER}-png"'


def test_a_file_lost_from_the_storage_is_drawn_again_never_a_500(
        api, public, settings, django_capture_on_commit_callbacks):
    api.get(url(public))
    image = LiveImage.objects.get(project=public)
    (Path(settings.MEDIA_ROOT) / image.svg).unlink()
    with django_capture_on_commit_callbacks(execute=True):
        response = api.get(url(public))
    assert response.status_code == 200 and response["Cache-Control"] == "no-store"
    assert texts(response.content) == ["Image du diagramme en préparation…"]
    assert api.get(url(public)).status_code == 200
    assert LiveImage.objects.get(project=public).svg != image.svg


def test_a_drawing_that_fails_in_the_request_answers_the_placeholder(
        api, public, monkeypatch, django_capture_on_commit_callbacks):
    from web.liveimages import services

    def broken(document):
        raise RuntimeError("the document cannot be read")

    monkeypatch.setattr(services, "_draw", broken)
    with django_capture_on_commit_callbacks(execute=False) as scheduled:
        response = api.get(url(public))
    assert response.status_code == 200 and response["Cache-Control"] == "no-store"
    assert texts(response.content) == ["Image du diagramme en préparation…"]
    assert len(scheduled) == 1, "the worker is asked to draw it"


def test_a_name_with_quotes_and_accents_makes_a_valid_header(api, public):
    public.name = 'Schéma "v2"\nfin'
    public.save()
    response = api.get(url(public, "png"))
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("inline; filename*=utf-8''Sch%C3%A9ma")

from pathlib import Path

import pytest
from allauth.account.models import EmailAddress

from tests.backend.helpers import assert_error, data_url, png_bytes, png_data_url
from web.accounts import messages
from web.accounts.services import AVATAR_MAX_BYTES
from web.core.errors import MALFORMED_BODY

PATH = "users/update_profile/"


def stored_files(settings) -> list[Path]:
    root = Path(settings.MEDIA_ROOT)
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


@pytest.fixture
def alice_with_avatar(api, alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        api.as_user(alice).patch(PATH, {"avatar": png_data_url()})
    alice.refresh_from_db()
    assert alice.avatar.name
    return alice


def test_it_updates_the_profile_and_returns_the_user(api, alice):
    response = api.as_user(alice).patch(
        PATH, {"username": "alice2", "email": "Alice2@Example.com", "bio": "Je modélise.",
               "theme": "dark"},
    )
    assert response.status_code == 200
    body = response.json()
    # The new address waits for its confirmation (test_email_confirmation.py).
    assert (body["id"], body["username"], body["email"], body["pending_email"]) == (
        alice.id, "alice2", "alice@example.com", "alice2@example.com")
    assert (body["bio"], body["theme"]) == ("Je modélise.", "dark")
    alice.refresh_from_db()
    assert (alice.username, alice.email, alice.bio, alice.theme) == (
        "alice2", "alice@example.com", "Je modélise.", "dark")


def test_it_changes_only_the_fields_sent(api, alice):
    alice.bio = "Avant"
    alice.save()
    api.as_user(alice).patch(PATH, {"theme": "dark"})
    alice.refresh_from_db()
    assert (alice.username, alice.email, alice.bio, alice.theme) == (
        "alice", "alice@example.com", "Avant", "dark")


def test_it_stores_the_language(api, alice):
    response = api.as_user(alice).patch(PATH, {"language": "en"})
    assert response.status_code == 200
    assert response.json()["language"] == "en"
    alice.refresh_from_db()
    assert (alice.language, alice.theme) == ("en", "light")
    assert api.as_user(alice).get("users/me/").json()["user"]["language"] == "en"


@pytest.mark.parametrize("theme", ["light", "dark", "system"])
def test_it_stores_each_theme_choice(api, alice, theme):
    response = api.as_user(alice).patch(PATH, {"theme": theme})
    assert response.status_code == 200
    assert response.json()["theme"] == theme
    alice.refresh_from_db()
    assert alice.theme == theme
    assert api.as_user(alice).get("users/me/").json()["user"]["theme"] == theme


def test_it_accepts_the_callers_own_names_back(api, alice):
    response = api.as_user(alice).patch(PATH, {"username": "alice", "email": "ALICE@example.com"})
    assert response.status_code == 200


def test_it_records_a_new_email_as_a_pending_unverified_address(api, alice):
    api.as_user(alice).patch(PATH, {"email": "new@example.com"})
    addresses = sorted(EmailAddress.objects.filter(user=alice).values_list(
        "email", "verified", "primary"))
    assert addresses == [("alice@example.com", True, True), ("new@example.com", False, False)]


def test_it_refuses_a_username_taken_in_another_case(api, alice, bob):
    response = api.as_user(alice).patch(PATH, {"username": "BOB", "bio": "changé"})
    assert_error(response, 400, field="username", message=messages.USERNAME_TAKEN)
    alice.refresh_from_db()
    assert (alice.username, alice.bio) == ("alice", "")


def test_it_refuses_an_email_taken_in_another_case(api, alice, bob):
    response = api.as_user(alice).patch(PATH, {"email": "Bob@Example.com", "username": "alice2"})
    assert_error(response, 400, field="email", message=messages.EMAIL_TAKEN)
    alice.refresh_from_db()
    assert (alice.username, alice.email) == ("alice", "alice@example.com")


def test_it_refuses_an_email_another_user_has_as_secondary_address(api, alice, bob):
    EmailAddress.objects.create(user=bob, email="bob.work@example.com", primary=False)
    response = api.as_user(alice).patch(PATH, {"email": "bob.work@example.com"})
    assert_error(response, 400, field="email", message=messages.EMAIL_TAKEN)


def test_it_refuses_an_invalid_email(api, alice):
    response = api.as_user(alice).patch(PATH, {"email": "alice-at-example"})
    assert_error(response, 400, field="email", message=messages.EMAIL_INVALID)


def test_it_refuses_a_short_username(api, alice):
    response = api.as_user(alice).patch(PATH, {"username": "al"})
    assert_error(response, 400, field="username",
                 message=messages.USERNAME_TOO_SHORT.format(n=3))


@pytest.mark.parametrize("field, value", [
    ("username", "a" * 151),
    ("email", f"{'a' * 250}@example.com"),
    ("bio", "b" * 501),
])
def test_it_refuses_overlong_values(api, alice, field, value):
    response = api.as_user(alice).patch(PATH, {field: value})
    assert_error(response, 400, field=field)
    alice.refresh_from_db()
    assert getattr(alice, field) != value


@pytest.mark.parametrize("field, value", [
    ("username", 12),
    ("email", True),
    ("bio", ["x"]),
    ("avatar", {"url": "x"}),
    ("theme", "purple"),
    ("language", "de"),
])
def test_it_refuses_values_of_the_wrong_type(api, alice, field, value):
    response = api.as_user(alice).patch(PATH, {field: value})
    assert_error(response, 400, field=field)


def test_it_rejects_a_malformed_json_body(api, alice):
    response = api.as_user(alice).patch(PATH, '{"username": ')
    assert_error(response, 400, code="malformed", message=MALFORMED_BODY)


def test_it_requires_authentication(api, alice):
    assert_error(api.patch(PATH, {"bio": "x"}), 401, code="not_authenticated")


# --- Avatar ---------------------------------------------------------------------------------


def test_it_stores_an_uploaded_png_as_webp(api, alice, settings):
    response = api.as_user(alice).patch(PATH, {"avatar": png_data_url(600, 400)})
    assert response.status_code == 200
    url = response.json()["avatar"]
    assert url.startswith(f"{settings.MEDIA_URL}avatars/{alice.id}/") and url.endswith(".webp")
    [stored] = stored_files(settings)
    assert url.endswith(stored.name)
    content = stored.read_bytes()
    assert content[:4] == b"RIFF" and content[8:12] == b"WEBP"
    alice.refresh_from_db()
    assert alice.avatar.name == f"avatars/{alice.id}/{stored.name}"


def test_it_shows_the_avatar_in_me(api, alice):
    url = api.as_user(alice).patch(PATH, {"avatar": png_data_url()}).json()["avatar"]
    assert api.get("users/me/").json()["user"]["avatar"] == url


def test_it_deletes_the_previous_avatar_file_when_replaced(api, alice_with_avatar, settings,
                                                           django_capture_on_commit_callbacks):
    [old] = stored_files(settings)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice_with_avatar).patch(PATH, {"avatar": png_data_url(64, 64)})
    assert response.status_code == 200
    [new] = stored_files(settings)
    assert new != old and not old.exists()
    assert response.json()["avatar"].endswith(new.name)


@pytest.mark.parametrize("empty", [None, ""])
def test_it_removes_the_avatar_when_sent_empty(api, alice_with_avatar, settings, empty,
                                              django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice_with_avatar).patch(PATH, {"avatar": empty})
    assert response.status_code == 200
    assert response.json()["avatar"] is None
    alice_with_avatar.refresh_from_db()
    assert alice_with_avatar.avatar.name == ""
    assert stored_files(settings) == []


def test_it_leaves_the_avatar_unchanged_when_sent_its_current_url(
        api, alice_with_avatar, settings, django_capture_on_commit_callbacks):
    current = api.as_user(alice_with_avatar).get("users/me/").json()["user"]["avatar"]
    before = stored_files(settings)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.patch(PATH, {"avatar": current, "bio": "inchangé"})
    assert response.status_code == 200
    assert response.json()["avatar"] == current
    assert stored_files(settings) == before


def test_it_accepts_the_current_avatar_as_an_absolute_url(api, alice_with_avatar):
    current = api.as_user(alice_with_avatar).get("users/me/").json()["user"]["avatar"]
    response = api.patch(PATH, {"avatar": f"http://testserver{current}"})
    assert response.status_code == 200
    assert response.json()["avatar"] == current


def test_it_refuses_an_oversized_avatar(api, alice_with_avatar, settings):
    before = stored_files(settings)
    big = png_bytes() + b"\0" * (AVATAR_MAX_BYTES + 1 - len(png_bytes()))
    assert len(big) == AVATAR_MAX_BYTES + 1
    response = api.as_user(alice_with_avatar).patch(
        PATH, {"avatar": data_url(big), "username": "alice2"})
    assert_error(response, 400, field="avatar", message=messages.AVATAR_TOO_LARGE)
    alice_with_avatar.refresh_from_db()
    assert alice_with_avatar.username == "alice"
    assert stored_files(settings) == before


def test_it_accepts_an_avatar_of_exactly_the_limit(api, alice):
    content = png_bytes() + b"\0" * (AVATAR_MAX_BYTES - len(png_bytes()))
    response = api.as_user(alice).patch(PATH, {"avatar": data_url(content)})
    assert response.status_code == 200
    assert response.json()["avatar"].endswith(".webp")


@pytest.mark.parametrize("avatar", [
    data_url(b"%PDF-1.7 not an image", mime="application/pdf"),
    data_url(b"just some text", mime="image/png"),
    data_url(b"<svg xmlns='http://www.w3.org/2000/svg'/>", mime="image/svg+xml"),
    "data:image/png;base64,!!!not-base64!!!",
    "not a data url",
    "https://elsewhere.example/avatar.png",
    "/media/avatars/999/someone-else.webp",
])
def test_it_refuses_an_avatar_that_is_not_an_image(api, alice_with_avatar, settings, avatar):
    before_name = alice_with_avatar.avatar.name
    before_files = stored_files(settings)
    response = api.as_user(alice_with_avatar).patch(PATH, {"avatar": avatar, "bio": "changé"})
    assert_error(response, 400, field="avatar", message=messages.AVATAR_NOT_IMAGE)
    alice_with_avatar.refresh_from_db()
    assert (alice_with_avatar.avatar.name, alice_with_avatar.bio) == (before_name, "")
    assert stored_files(settings) == before_files


def test_it_stores_nothing_when_another_field_is_refused(api, alice, bob, settings):
    response = api.as_user(alice).patch(PATH, {"avatar": png_data_url(), "username": "bob"})
    assert_error(response, 400, field="username", message=messages.USERNAME_TAKEN)
    alice.refresh_from_db()
    assert alice.avatar.name == ""
    assert stored_files(settings) == []

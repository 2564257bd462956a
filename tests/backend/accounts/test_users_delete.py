from pathlib import Path

from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error, png_data_url
from web.accounts import messages, tokens
from web.accounts.models import User


def media_files(settings) -> list[Path]:
    root = Path(settings.MEDIA_ROOT)
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


def test_it_deactivates_the_account_at_once(api, alice):
    pair = tokens.issue(alice)
    response = api.with_token(pair.access).delete(f"users/{alice.id}/")
    assert response.status_code == 204
    alice.refresh_from_db()
    assert not alice.is_active
    assert_error(api.with_token(pair.access).get("users/me/"), 401, code="not_authenticated")
    assert_error(api.post("auth/refresh/", {"refresh": pair.refresh}), 401)
    login = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert_error(login, 400, message=messages.INVALID_CREDENTIALS)


def test_it_revokes_every_session_of_the_account(api, alice):
    phone, laptop = tokens.issue(alice), tokens.issue(alice)
    api.with_token(laptop.access).delete(f"users/{alice.id}/")
    assert_error(api.with_token(phone.access).get("users/me/"), 401)


def test_it_purges_the_user_and_their_files(api, alice, bob, settings,
                                           django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        api.as_user(alice).patch("users/update_profile/", {"avatar": png_data_url()})
        api.as_user(bob).patch("users/update_profile/", {"avatar": png_data_url()})
    assert len(media_files(settings)) == 2
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).delete(f"users/{alice.id}/")
    assert response.status_code == 204
    assert not User.objects.filter(pk=alice.pk).exists()
    [remaining] = media_files(settings)
    assert remaining.parent.name == str(bob.id)
    assert User.objects.filter(pk=bob.pk, is_active=True).exists()


def test_it_frees_the_names_once_purged(api, alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        api.as_user(alice).delete(f"users/{alice.id}/")
    response = api.post("auth/register/", {"username": "alice", "email": "alice@example.com",
                                           "password": PASSWORD})
    assert response.status_code == 201


def test_it_refuses_to_delete_another_users_account(api, alice, bob,
                                                   django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = api.as_user(bob).delete(f"users/{alice.id}/")
    assert_error(response, 403, code="forbidden", message=messages.DELETE_OTHER_USER)
    assert callbacks == []
    alice.refresh_from_db()
    assert alice.is_active


def test_it_answers_404_for_an_unknown_id(api, alice):
    response = api.as_user(alice).delete("users/999999/")
    assert_error(response, 404, code="not_found")
    alice.refresh_from_db()
    assert alice.is_active


def test_it_answers_404_for_a_non_numeric_id(api, alice):
    assert_error(api.as_user(alice).delete("users/alice/"), 404, code="not_found")


def test_it_requires_authentication(api, alice):
    assert_error(api.delete(f"users/{alice.id}/"), 401, code="not_authenticated")
    alice.refresh_from_db()
    assert alice.is_active

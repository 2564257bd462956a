from tests.backend.helpers import assert_error
from web.accounts import tokens
from web.accounts.models import User


def test_it_returns_the_user_and_subscription(api, alice):
    response = api.as_user(alice).get("users/me/")
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"user", "current_subscription"}
    user = body["user"]
    assert {"id", "username", "email", "avatar", "bio", "theme", "language", "last_seen",
            "date_joined"} <= set(user)
    assert (user["id"], user["username"], user["email"]) == (alice.id, "alice",
                                                              "alice@example.com")
    assert user["avatar"] is None
    assert user["theme"] == "light"


def test_it_never_exposes_the_password_hash(api, alice):
    body = api.as_user(alice).get("users/me/").json()
    assert "password" not in body["user"]
    assert alice.password not in str(body)


def test_it_sets_last_seen(api, alice):
    assert alice.last_seen is None
    response = api.as_user(alice).get("users/me/")
    alice.refresh_from_db()
    assert alice.last_seen is not None
    assert response.json()["user"]["last_seen"] is not None


def test_it_requires_authentication(api, db):
    assert_error(api.get("users/me/"), 401, code="not_authenticated")


def test_it_refuses_a_forged_token(api, db):
    assert_error(api.with_token("not-a-jwt").get("users/me/"), 401)


def test_it_refuses_a_token_of_a_deactivated_account(api, alice):
    access = tokens.issue(alice).access
    User.objects.filter(pk=alice.pk).update(is_active=False)
    assert_error(api.with_token(access).get("users/me/"), 401)

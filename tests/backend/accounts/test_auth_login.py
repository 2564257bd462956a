from web.accounts import messages
from tests.backend.conftest import PASSWORD


def test_it_returns_tokens_user_and_subscription(api, alice):
    response = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"access", "refresh", "user", "current_subscription"}
    assert body["user"]["username"] == "alice"
    me = api.with_token(body["access"]).get("users/me/")
    assert me.status_code == 200
    assert me.json()["user"]["id"] == alice.id


def test_it_rejects_a_wrong_password_with_the_spec_message(api, alice):
    response = api.post("auth/login/", {"username": "alice", "password": "nope-nope-nope"})
    assert response.status_code == 400
    assert response.json()["message"] == messages.INVALID_CREDENTIALS

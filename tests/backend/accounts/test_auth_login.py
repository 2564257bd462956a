from document.messages import REQUIRED
from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error
from web.accounts import messages
from web.core.errors import MALFORMED_BODY


def test_it_returns_tokens_user_and_subscription(api, alice):
    response = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"access", "refresh", "user", "current_subscription"}
    assert body["user"]["username"] == "alice"
    me = api.with_token(body["access"]).get("users/me/")
    assert me.status_code == 200
    assert me.json()["user"]["id"] == alice.id


def test_it_accepts_the_email_as_login(api, alice):
    response = api.post("auth/login/", {"username": "alice@example.com", "password": PASSWORD})
    assert response.status_code == 200
    assert response.json()["user"]["id"] == alice.id


def test_it_gives_each_login_its_own_refresh_token(api, alice):
    first = api.post("auth/login/", {"username": "alice", "password": PASSWORD}).json()
    second = api.post("auth/login/", {"username": "alice", "password": PASSWORD}).json()
    assert first["refresh"] != second["refresh"]
    assert api.post("auth/refresh/", {"refresh": first["refresh"]}).status_code == 200
    assert api.post("auth/refresh/", {"refresh": second["refresh"]}).status_code == 200


def test_it_rejects_a_wrong_password_with_the_spec_message(api, alice):
    response = api.post("auth/login/", {"username": "alice", "password": "nope-nope-nope"})
    assert_error(response, 400, code="invalid_credentials")
    assert response.json()["message"] == messages.INVALID_CREDENTIALS


def test_it_rejects_an_unknown_user_with_the_same_message(api, db):
    response = api.post("auth/login/", {"username": "nobody", "password": PASSWORD})
    assert_error(response, 400, code="invalid_credentials", message=messages.INVALID_CREDENTIALS)


def test_it_rejects_a_deactivated_account(api, alice):
    alice.is_active = False
    alice.save()
    response = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert_error(response, 400, message=messages.INVALID_CREDENTIALS)


def test_it_requires_both_fields(api, db):
    response = api.post("auth/login/", {})
    body = assert_error(response, 400, field="username", message=REQUIRED)
    assert body["fields"]["password"] == [REQUIRED]


def test_it_rejects_a_non_string_username(api, alice):
    response = api.post("auth/login/", {"username": 42, "password": PASSWORD})
    assert_error(response, 400, field="username")


def test_it_rejects_an_overlong_username(api, db):
    response = api.post("auth/login/", {"username": "a" * 255, "password": PASSWORD})
    assert_error(response, 400, field="username")


def test_it_rejects_a_malformed_json_body(api, db):
    response = api.post("auth/login/", '{"username": "alice", ')
    assert_error(response, 400, code="malformed", message=MALFORMED_BODY)


def test_it_rate_limits_repeated_failures(api, alice):
    statuses = [
        api.post("auth/login/", {"username": "alice", "password": "wrong-wrong"}).status_code
        for _ in range(6)
    ]
    assert statuses[0] == 400
    assert statuses[-1] == 429
    # Once limited, even the right password is refused until the window passes.
    response = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert_error(response, 429, code="rate_limited", message=messages.TOO_MANY_LOGIN_ATTEMPTS)

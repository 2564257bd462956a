from document.messages import REQUIRED
from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error
from web.accounts import messages, tokens


def test_it_returns_a_new_working_pair(api, alice):
    pair = tokens.issue(alice)
    response = api.post("auth/refresh/", {"refresh": pair.refresh})
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"access", "refresh"}
    assert body["refresh"] != pair.refresh
    me = api.with_token(body["access"]).get("users/me/")
    assert me.status_code == 200
    assert me.json()["user"]["id"] == alice.id


def test_it_rotates_the_refresh_token(api, alice):
    pair = tokens.issue(alice)
    first = api.post("auth/refresh/", {"refresh": pair.refresh}).json()
    reused = api.post("auth/refresh/", {"refresh": pair.refresh})
    assert_error(reused, 401, code="invalid_refresh", message=messages.INVALID_REFRESH)
    # The rotated one still works, once.
    assert api.post("auth/refresh/", {"refresh": first["refresh"]}).status_code == 200


def test_it_keeps_the_access_token_of_the_same_session_working(api, alice):
    pair = tokens.issue(alice)
    api.post("auth/refresh/", {"refresh": pair.refresh})
    assert api.with_token(pair.access).get("users/me/").status_code == 200


def test_it_refuses_an_access_token(api, alice):
    pair = tokens.issue(alice)
    response = api.post("auth/refresh/", {"refresh": pair.access})
    assert_error(response, 401, code="invalid_refresh")


def test_it_refuses_a_forged_token(api, alice):
    response = api.post("auth/refresh/", {"refresh": "eyJhbGciOiJIUzI1NiJ9.e30.forged"})
    assert_error(response, 401, code="invalid_refresh")


def test_it_refuses_the_token_of_a_deactivated_account(api, alice):
    pair = tokens.issue(alice)
    alice.is_active = False
    alice.save()
    response = api.post("auth/refresh/", {"refresh": pair.refresh})
    assert_error(response, 401, code="invalid_refresh")


def test_it_requires_the_refresh_field(api, db):
    response = api.post("auth/refresh/", {})
    assert_error(response, 400, field="refresh", message=REQUIRED)


def test_it_rejects_a_non_string_token(api, db):
    response = api.post("auth/refresh/", {"refresh": {"token": "x"}})
    assert_error(response, 400, field="refresh")


def test_it_rejects_an_overlong_token(api, db):
    response = api.post("auth/refresh/", {"refresh": "x" * 5000})
    assert_error(response, 400, field="refresh")


def test_it_rejects_a_malformed_json_body(api, db):
    response = api.post("auth/refresh/", "{")
    assert_error(response, 400, code="malformed")


def test_it_refreshes_the_pair_a_login_returned(api, alice):
    login = api.post("auth/login/", {"username": "alice", "password": PASSWORD}).json()
    assert api.post("auth/refresh/", {"refresh": login["refresh"]}).status_code == 200

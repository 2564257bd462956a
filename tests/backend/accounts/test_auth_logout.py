from tests.backend.helpers import assert_error
from web.accounts import tokens


def test_it_revokes_the_access_and_refresh_tokens_at_once(api, alice):
    pair = tokens.issue(alice)
    response = api.with_token(pair.access).post("auth/logout/")
    assert response.status_code == 204
    assert_error(api.with_token(pair.access).get("users/me/"), 401, code="not_authenticated")
    assert_error(api.post("auth/refresh/", {"refresh": pair.refresh}), 401,
                 code="invalid_refresh")


def test_it_leaves_the_other_sessions_signed_in(api, alice):
    phone, laptop = tokens.issue(alice), tokens.issue(alice)
    api.with_token(laptop.access).post("auth/logout/")
    assert api.with_token(phone.access).get("users/me/").status_code == 200
    assert api.post("auth/refresh/", {"refresh": phone.refresh}).status_code == 200


def test_it_requires_an_access_token(api, db):
    assert_error(api.post("auth/logout/"), 401, code="not_authenticated")


def test_it_refuses_a_refresh_token_as_credential(api, alice):
    pair = tokens.issue(alice)
    assert_error(api.with_token(pair.refresh).post("auth/logout/"), 401)
    assert api.post("auth/refresh/", {"refresh": pair.refresh}).status_code == 200

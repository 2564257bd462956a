"""Every /api/ answer in error is JSON of one shape, whoever produced it (ninja, Django)."""

import pytest

from tests.backend.helpers import assert_error
from web.core import errors
from web.core.parser import NUL_REFUSED, refuse_nul


def test_it_answers_an_unknown_api_path_with_json_404(api):
    assert_error(api.get("no-such-thing/"), 404, code="not_found", message=errors.NOT_FOUND)


def test_it_answers_a_wrong_method_with_json_405(api):
    response = api.get("auth/login/")
    assert_error(response, 405, code="method_not_allowed")
    assert response["Allow"] == "POST"


def test_it_answers_an_oversized_body_with_json_413(api, alice, settings):
    body = '{"username": "alice", "password": "' + "x" * settings.DATA_UPLOAD_MAX_MEMORY_SIZE + '"}'
    response = api.post("auth/login/", body)
    assert_error(response, 413, code="payload_too_large", message=errors.PAYLOAD_TOO_LARGE)


def test_it_answers_a_missing_token_with_json_401(api):
    response = api.get("users/me/")
    assert_error(response, 401, code="not_authenticated", message=errors.NOT_AUTHENTICATED)


def test_it_answers_a_malformed_authorization_header_with_json_401(api):
    api.headers = {"Authorization": "Basic YWxpY2U6eA=="}
    response = api.get("users/me/")
    assert_error(response, 401, code="not_authenticated")


def test_it_refuses_a_nul_character_in_a_body_field(api, alice):
    response = api.as_user(alice).patch("users/update_profile/", {"bio": "a\u0000b"})
    assert_error(response, 400, field="bio", message=NUL_REFUSED)
    alice.refresh_from_db()
    assert alice.bio == ""


def test_it_refuses_a_nul_character_in_a_query_parameter(api, alice):
    response = api.as_user(alice).get("users/search/", {"q": "bo\u0000b"})
    assert_error(response, 400, field="q", message=NUL_REFUSED)


def test_it_names_nested_fields_holding_a_nul_character():
    with pytest.raises(errors.ValidationFailed) as caught:
        refuse_nul({"schema": {"tables": [{"name": "ok"}, {"name": "x\x00"}]}, "k\x00": 1})
    assert caught.value.fields == {
        "schema.tables.1.name": [NUL_REFUSED], "non_field_errors": [NUL_REFUSED],
    }


def test_it_keeps_non_api_errors_as_they_are(client, db):
    response = client.get("/admin/no-such-page/")
    assert not response.get("Content-Type", "").startswith("application/json")

"""The API answers in English when the request prefers it, in French otherwise: the French
messages stay the very text of the spec (the catalogue's ids), English comes from locale/en/."""

import pytest

from tests.backend.helpers import assert_error
from web.core import errors
from web.core.language import from_accept_language, from_query_string

NOT_FOUND_FR = "Ressource introuvable."
NOT_FOUND_EN = "Resource not found."


@pytest.mark.parametrize("header", [None, "fr", "de", "fr-FR,fr;q=0.9,en;q=0.8", "*", "xx;q=oops"])
def test_a_request_that_does_not_prefer_english_gets_the_french_text(api, header):
    headers = {"Accept-Language": header} if header is not None else {}
    response = api.get("no-such-thing/", headers=headers)
    body = assert_error(response, 404, code="not_found")
    assert body["message"] == NOT_FOUND_FR == errors.NOT_FOUND
    assert response["Content-Language"] == "fr"
    assert "Accept-Language" in response["Vary"]


@pytest.mark.parametrize("header", ["en", "en-US,en;q=0.9", "EN-gb", "de,en;q=0.5,fr;q=0.1"])
def test_a_request_that_prefers_english_gets_the_english_text(api, header):
    response = api.get("no-such-thing/", headers={"Accept-Language": header})
    body = assert_error(response, 404, code="not_found")
    assert body["message"] == NOT_FOUND_EN
    assert response["Content-Language"] == "en"


def test_an_error_raised_by_a_service_is_english_too(api, alice):
    response = api.as_user(alice).get("users/search/", {"q": "a"},
                                      headers={"Accept-Language": "en"})
    assert_error(response, 400, field="q", message="Enter at least 2 characters.")
    response = api.as_user(alice).get("users/search/", {"q": "a"})
    assert_error(response, 400, field="q", message="Saisissez au moins 2 caractères.")


def test_a_field_validation_error_from_pydantic_is_english(api):
    response = api.post("auth/login/", {"password": "x"}, headers={"Accept-Language": "en"})
    body = assert_error(response, 400, field="username", message="This field is required.")
    assert body["message"] == "This field is required."
    french = api.post("auth/login/", {"password": "x"})
    assert_error(french, 400, field="username", message="Ce champ est obligatoire.")


def test_a_counted_field_message_agrees_in_english(api, alice):
    response = api.as_user(alice).patch("users/update_profile/", {"bio": "a\u0000b"},
                                        headers={"Accept-Language": "en-US,en;q=0.9"})
    assert_error(response, 400, field="bio",
                 message="This field must not contain the null character.")


def test_a_wrong_method_answers_in_english_outside_ninja_too(api):
    response = api.get("auth/login/", headers={"Accept-Language": "en"})
    assert_error(response, 405, code="method_not_allowed")
    assert response.json()["message"] == "Method not allowed."


def test_the_language_rules():
    assert from_accept_language(None) == "fr"
    assert from_accept_language("") == "fr"
    assert from_accept_language("de") == "fr"
    assert from_accept_language("en-US,en;q=0.9") == "en"
    assert from_accept_language("fr;q=0.3,en;q=0.8") == "en"
    assert from_accept_language("en;q=0") == "fr"
    assert from_query_string(b"lang=en") == "en"
    assert from_query_string(b"") == "fr"
    assert from_query_string(b"lang=de") == "fr"
    assert from_query_string("x=1&lang=en-GB") == "en"


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize(("header", "expected"), [
    (b"en-US,en;q=0.9", "The request is too large."),
    (b"de", "La requête est trop volumineuse."),
])
def test_the_asgi_guard_refuses_in_the_requests_language(header, expected):
    from web.core import request_guard

    from ..core.asgi_exchange import Exchange

    exchange = Exchange("POST", "/api/auth/login/", [b"{}"], length=request_guard.SMALL_BODY + 1,
                        headers=[(b"accept-language", header)]).run()
    assert exchange.status == 413
    assert exchange.json == {"error": "payload_too_large", "message": expected}

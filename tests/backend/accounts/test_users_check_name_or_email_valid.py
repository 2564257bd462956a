from tests.backend.helpers import assert_error

PATH = "users/check_name_or_email_valid/"


def test_it_reports_free_names_as_available(api, alice):
    response = api.as_user(alice).get(PATH, {"username": "dora", "email": "dora@example.com"})
    assert response.status_code == 200
    assert response.json() == {"username": True, "email": True}


def test_it_reports_a_username_taken_in_another_case(api, alice, bob):
    body = api.as_user(alice).get(PATH, {"username": "BoB", "email": "dora@example.com"}).json()
    assert body == {"username": False, "email": True}


def test_it_reports_an_email_taken_in_another_case(api, alice, bob):
    body = api.as_user(alice).get(PATH, {"username": "dora", "email": "BOB@Example.com"}).json()
    assert body == {"username": True, "email": False}


def test_it_counts_the_callers_own_names_as_available(api, alice):
    body = api.as_user(alice).get(PATH, {"username": "Alice", "email": "alice@example.com"}).json()
    assert body == {"username": True, "email": True}


def test_it_keeps_a_closed_accounts_names_taken_until_it_is_purged(api, alice, bob):
    bob.is_active = False
    bob.save()
    body = api.as_user(alice).get(PATH, {"username": "bob", "email": "bob@example.com"}).json()
    assert body == {"username": False, "email": False}


def test_it_ignores_surrounding_spaces(api, alice, bob):
    body = api.as_user(alice).get(PATH, {"username": " bob ", "email": " bob@example.com"}).json()
    assert body == {"username": False, "email": False}


def test_it_checks_only_what_is_sent(api, alice, bob):
    body = api.as_user(alice).get(PATH, {"email": "bob@example.com"}).json()
    assert body == {"username": True, "email": False}


def test_it_requires_authentication(api, bob):
    assert_error(api.get(PATH, {"username": "bob"}), 401, code="not_authenticated")

import pytest

from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error
from web.accounts import messages, tokens
from web.core.errors import MALFORMED_BODY, RATE_LIMITED

PATH = "users/change_password/"
NEW_PASSWORD = "another-horse-staple-7"


def change(api, user, current=PASSWORD, new=NEW_PASSWORD):
    return api.as_user(user).post(PATH, {"current_password": current, "new_password": new})


def test_it_changes_the_password(api, alice):
    response = change(api, alice)
    assert response.status_code == 200
    assert api.post("auth/login/", {"username": "alice", "password": NEW_PASSWORD}
                    ).status_code == 200
    old = api.post("auth/login/", {"username": "alice", "password": PASSWORD})
    assert_error(old, 400, message=messages.INVALID_CREDENTIALS)


def test_it_returns_a_fresh_working_pair(api, alice):
    body = change(api, alice).json()
    assert set(body) == {"access", "refresh"}
    assert api.with_token(body["access"]).get("users/me/").status_code == 200
    assert api.post("auth/refresh/", {"refresh": body["refresh"]}).status_code == 200


def test_it_signs_out_every_other_session(api, alice):
    other = tokens.issue(alice)
    change(api, alice)
    assert_error(api.with_token(other.access).get("users/me/"), 401)
    assert_error(api.post("auth/refresh/", {"refresh": other.refresh}), 401,
                 code="invalid_refresh")


def test_it_refuses_a_wrong_current_password(api, alice):
    other = tokens.issue(alice)
    response = change(api, alice, current="not-my-password")
    assert_error(response, 400, code="invalid_password", field="current_password",
                 message=messages.CURRENT_PASSWORD_WRONG)
    assert response.json()["message"] == messages.CURRENT_PASSWORD_WRONG
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)
    assert api.with_token(other.access).get("users/me/").status_code == 200


def test_it_refuses_a_short_new_password(api, alice):
    response = change(api, alice, new="Ab3$xyz")
    assert_error(response, 400, field="new_password", message=messages.PASSWORD_TOO_SHORT)
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)


def test_it_refuses_a_common_new_password(api, alice):
    response = change(api, alice, new="password123")
    assert_error(response, 400, field="new_password")
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)


@pytest.mark.parametrize("payload, field, message", [
    ({"new_password": NEW_PASSWORD}, "current_password", messages.CURRENT_PASSWORD_REQUIRED),
    ({"current_password": "", "new_password": NEW_PASSWORD}, "current_password",
     messages.CURRENT_PASSWORD_REQUIRED),
    ({"current_password": PASSWORD}, "new_password", messages.NEW_PASSWORD_REQUIRED),
    ({"current_password": PASSWORD, "new_password": ""}, "new_password",
     messages.NEW_PASSWORD_REQUIRED),
])
def test_it_requires_both_passwords(api, alice, payload, field, message):
    response = api.as_user(alice).post(PATH, payload)
    assert_error(response, 400, field=field, message=message)


@pytest.mark.parametrize("payload, field", [
    ({"current_password": 12345678, "new_password": NEW_PASSWORD}, "current_password"),
    ({"current_password": PASSWORD, "new_password": None}, "new_password"),
    ({"current_password": PASSWORD, "new_password": "x" * 5000}, "new_password"),
])
def test_it_refuses_values_of_the_wrong_type_or_size(api, alice, payload, field):
    assert_error(api.as_user(alice).post(PATH, payload), 400, field=field)
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)


def test_it_rejects_a_malformed_json_body(api, alice):
    response = api.as_user(alice).post(PATH, "current_password=x")
    assert_error(response, 400, code="malformed", message=MALFORMED_BODY)


def test_it_requires_authentication(api, alice):
    response = api.post(PATH, {"current_password": PASSWORD, "new_password": NEW_PASSWORD})
    assert_error(response, 401, code="not_authenticated")


# --- Rate limit -----------------------------------------------------------------------------


def test_it_rate_limits_wrong_current_passwords(api, alice):
    statuses = [change(api, alice, current=f"guess-{n}").status_code for n in range(6)]
    assert statuses == [400] * 5 + [429]
    # Once limited, even the right password is refused until the window passes.
    response = change(api, alice)
    assert_error(response, 429, code="rate_limited", message=RATE_LIMITED)
    assert set(response.json()) == {"error", "message"}
    alice.refresh_from_db()
    assert alice.check_password(PASSWORD)


def test_it_counts_only_wrong_guesses(api, alice):
    for _ in range(4):
        change(api, alice, current="not-my-password")
    assert change(api, alice).status_code == 200
    alice.refresh_from_db()  # a token minted from the old password would be refused
    assert change(api, alice, current="still-wrong").status_code == 400
    assert change(api, alice, current="wrong-again").status_code == 429


def test_it_limits_each_account_apart(api, alice, bob):
    for _ in range(6):
        change(api, alice, current="not-my-password")
    assert change(api, bob).status_code == 200


def test_it_follows_the_switch_that_turns_rate_limits_off(api, alice, settings):
    # The integration server runs with RELATA_DISABLE_RATE_LIMITS=1 (ACCOUNT_RATE_LIMITS=False).
    settings.ACCOUNT_RATE_LIMITS = False
    statuses = {change(api, alice, current=f"guess-{n}").status_code for n in range(8)}
    assert statuses == {400}

from allauth.account.models import EmailAddress
from django.contrib.auth.hashers import identify_hasher

from document.messages import REQUIRED
from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error
from web.accounts import messages
from web.accounts.models import User
from web.core.errors import MALFORMED_BODY


def register(api, **overrides):
    payload = {"username": "dora", "email": "dora@example.com", "password": PASSWORD}
    payload.update(overrides)
    return api.post("auth/register/", payload)


def test_it_creates_an_account_that_can_log_in(api, db):
    response = register(api)
    assert response.status_code == 201
    user = response.json()["user"]
    assert user["username"] == "dora"
    assert user["email"] == "dora@example.com"
    assert user["avatar"] is None
    login = api.post("auth/login/", {"username": "dora", "password": PASSWORD})
    assert login.status_code == 200
    assert login.json()["user"]["id"] == user["id"]


def test_a_new_account_is_light_by_default(api, db):
    assert register(api).json()["user"]["theme"] == "light"
    assert User.objects.get(username="dora").theme == "light"


def test_a_new_account_keeps_the_theme_the_visitor_had(api, db):
    assert register(api, theme="system").json()["user"]["theme"] == "system"
    assert User.objects.get(username="dora").theme == "system"


def test_a_new_account_is_french_unless_the_visitor_had_english(api, db):
    assert register(api).json()["user"]["language"] == "fr"
    assert register(api, username="eve", email="eve@example.com",
                    language="en").json()["user"]["language"] == "en"
    assert User.objects.get(username="eve").language == "en"


def test_it_refuses_an_unknown_language(api, db):
    assert_error(register(api, language="de"), 400, field="language")
    assert not User.objects.exists()


def test_it_refuses_an_unknown_theme(api, db):
    response = register(api, theme="purple")
    assert_error(response, 400, field="theme")
    assert not User.objects.exists()


def test_it_never_stores_the_password_in_clear(api, db):
    register(api)
    user = User.objects.get(username="dora")
    assert PASSWORD not in user.password
    assert identify_hasher(user.password)
    assert user.check_password(PASSWORD)


def test_it_records_the_email_as_primary_and_unverified(api, db):
    register(api, email="Dora@Example.COM")
    address = EmailAddress.objects.get(user__username="dora")
    assert address.email == "dora@example.com"
    assert address.primary and not address.verified


def test_it_refuses_a_username_taken_in_another_case(api, alice):
    response = register(api, username="ALICE")
    assert_error(response, 400, field="username", message=messages.USERNAME_TAKEN)
    assert User.objects.count() == 1


def test_it_refuses_an_email_taken_in_another_case(api, alice):
    response = register(api, email="ALICE@example.com")
    assert_error(response, 400, field="email", message=messages.EMAIL_TAKEN)
    assert not User.objects.filter(username="dora").exists()


def test_it_reports_every_faulty_field_at_once(api, alice):
    response = register(api, username="alice", email="not-an-email", password="123")
    body = assert_error(response, 400)
    assert body["fields"]["username"] == [messages.USERNAME_TAKEN]
    assert body["fields"]["email"] == [messages.EMAIL_INVALID]
    assert body["fields"]["password"]
    assert body["message"] == messages.USERNAME_TAKEN


def test_it_refuses_a_short_username(api, db):
    response = register(api, username="do")
    assert_error(response, 400, field="username",
                 message=messages.USERNAME_TOO_SHORT.format(n=3))


def test_it_refuses_an_overlong_username(api, db):
    response = register(api, username="d" * 151)
    assert_error(response, 400, field="username")
    assert not User.objects.exists()


def test_it_refuses_a_username_with_forbidden_characters(api, db):
    response = register(api, username="dora the <explorer>")
    assert_error(response, 400, field="username")


def test_it_refuses_an_overlong_email(api, db):
    response = register(api, email=f"{'d' * 250}@example.com")
    assert_error(response, 400, field="email")


def test_it_refuses_a_weak_password(api, db):
    response = register(api, password="short")
    assert_error(response, 400, field="password")
    assert not User.objects.exists()


def test_it_requires_every_field(api, db):
    response = api.post("auth/register/", {})
    body = assert_error(response, 400)
    assert body["fields"] == {
        "username": [REQUIRED], "email": [REQUIRED], "password": [REQUIRED],
    }


def test_it_rejects_non_string_fields(api, db):
    response = register(api, email=["dora@example.com"])
    assert_error(response, 400, field="email")


def test_it_rejects_a_malformed_json_body(api, db):
    response = api.post("auth/register/", "username=dora")
    assert_error(response, 400, code="malformed", message=MALFORMED_BODY)

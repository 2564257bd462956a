from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from web.accounts import messages
from web.accounts.selectors import SEARCH_LIMIT

PATH = "users/search/"


def usernames(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [user["username"] for user in response.json()["results"]]


def test_it_returns_matching_users_with_their_public_fields_only(api, alice, bob):
    response = api.as_user(alice).get(PATH, {"q": "bo"})
    assert response.json() == {
        "results": [{"id": bob.id, "username": "bob", "email": None, "avatar": None}]
    }


def test_it_never_hands_out_addresses_to_partial_queries(api, alice, db):
    make_user("zed", email="zed.smith@corp.example")
    for q in ("ze", "zed", "zed.smith", "zed.smith@corp", "corp.example", "@corp.example"):
        for user in api.as_user(alice).get(PATH, {"q": q}).json()["results"]:
            assert user["email"] is None, q


def test_it_matches_a_username_substring_in_any_case(api, alice, charlie):
    assert usernames(api.as_user(alice).get(PATH, {"q": "ARL"})) == ["charlie"]


def test_it_matches_a_confirmed_email_typed_in_full_and_shows_it(api, alice, db):
    zed = make_user("zed", email="carol.smith@corp.example")
    response = api.as_user(alice).get(PATH, {"q": " Carol.Smith@CORP.example "})
    assert response.json() == {"results": [{"id": zed.id, "username": "zed",
                                            "email": "carol.smith@corp.example",
                                            "avatar": None}]}


def test_it_does_not_match_part_of_an_email(api, alice, db):
    make_user("zed", email="carol.smith@corp.example")
    for q in ("carol", "carol.smith@corp", "corp.example"):
        assert usernames(api.as_user(alice).get(PATH, {"q": q})) == [], q


def test_it_does_not_match_an_unconfirmed_email(api, alice, db):
    make_user("zed", email="carol.smith@corp.example", verified=False)
    assert usernames(api.as_user(alice).get(PATH, {"q": "carol.smith@corp.example"})) == []


def test_it_excludes_the_caller(api, alice, db):
    make_user("alicia")
    assert usernames(api.as_user(alice).get(PATH, {"q": "ali"})) == ["alicia"]


def test_it_never_returns_inactive_users(api, alice, bob):
    bob.is_active = False
    bob.save()
    assert usernames(api.as_user(alice).get(PATH, {"q": "bob"})) == []


def test_it_bounds_the_number_of_results(api, alice, db):
    for n in range(SEARCH_LIMIT + 5):
        make_user(f"member{n:02d}")
    found = usernames(api.as_user(alice).get(PATH, {"q": "member"}))
    assert len(found) == SEARCH_LIMIT
    assert found == sorted(found)


def test_it_refuses_fewer_than_two_characters(api, alice, bob):
    response = api.as_user(alice).get(PATH, {"q": "b"})
    assert_error(response, 400, field="q", message=messages.SEARCH_TOO_SHORT)


def test_it_refuses_a_query_of_spaces(api, alice):
    response = api.as_user(alice).get(PATH, {"q": "   "})
    assert_error(response, 400, field="q", message=messages.SEARCH_TOO_SHORT)


def test_it_refuses_a_missing_query(api, alice):
    assert_error(api.as_user(alice).get(PATH), 400, field="q")


def test_it_refuses_an_overlong_query(api, alice):
    assert_error(api.as_user(alice).get(PATH, {"q": "b" * 300}), 400, field="q")


def test_it_requires_authentication(api, bob):
    assert_error(api.get(PATH, {"q": "bob"}), 401, code="not_authenticated")

"""French plural agreement: 0 and 1 take the singular."""

import pytest

from document.plural import plural


@pytest.mark.parametrize(("count", "expected"), [
    (0, "0 table importée"), (1, "1 table importée"), (2, "2 tables importées"),
    (30, "30 tables importées"),
])
def test_zero_and_one_are_singular_two_and_more_plural(count, expected):
    assert plural(count, "{n} table importée", "{n} tables importées") == expected


@pytest.mark.parametrize(("error", "expected"), [
    ({"type": "string_too_short", "ctx": {"min_length": 1}}, "Ce champ ne doit pas être vide."),
    ({"type": "string_too_short", "ctx": {"min_length": 3}},
     "Ce champ doit contenir au moins 3 caractères."),
    ({"type": "too_short", "ctx": {"min_length": 1}},
     "Ce champ doit contenir au moins un élément."),
    ({"type": "too_short", "ctx": {"min_length": 2}},
     "Ce champ doit contenir au moins 2 éléments."),
    ({"type": "string_too_long", "ctx": {"max_length": 1}},
     "Ce champ ne doit pas dépasser 1 caractère."),
    ({"type": "too_long", "ctx": {"max_length": 64}},
     "Ce champ ne doit pas contenir plus de 64 éléments."),
])
def test_pydantic_limits_agree_with_their_count(error, expected):
    from document.messages import french_message

    assert french_message(error) == expected

"""Quota messages speak French for every limit: no « (s) », and a plan that allows none says so."""

import pytest

from web.billing import messages


@pytest.mark.parametrize(("limit", "expected"), [
    (0, "Votre plan ne permet pas de créer de diagramme. Passez à un plan supérieur pour créer "
        "vos diagrammes."),
    (1, "Vous avez atteint la limite de 1 diagramme de votre plan. Passez à un plan supérieur "
        "pour en créer davantage."),
    (3, "Vous avez atteint la limite de 3 diagrammes de votre plan. Passez à un plan supérieur "
        "pour en créer davantage."),
])
def test_the_diagrams_message(limit, expected):
    assert messages.quota_diagrams(limit) == expected


@pytest.mark.parametrize(("limit", "expected"), [
    (0, "Votre plan ne permet pas d'ajouter de table à un diagramme. Passez à un plan supérieur "
        "pour en ajouter."),
    (1, "Votre plan limite un diagramme à 1 table. Passez à un plan supérieur pour en ajouter."),
    (30, "Votre plan limite un diagramme à 30 tables. Passez à un plan supérieur pour en "
         "ajouter."),
])
def test_the_tables_message(limit, expected):
    assert messages.quota_tables(limit) == expected


@pytest.mark.parametrize(("limit", "expected"), [
    (0, "Le plan du propriétaire de l'équipe ne permet pas d'ajouter de membre à une équipe. "
        "Passez à un plan supérieur pour en ajouter."),
    (1, "Le plan du propriétaire de l'équipe limite l'équipe à 1 membre en plus de son "
        "propriétaire. Passez à un plan supérieur pour en ajouter."),
    (2, "Le plan du propriétaire de l'équipe limite l'équipe à 2 membres en plus de son "
        "propriétaire. Passez à un plan supérieur pour en ajouter."),
])
def test_the_team_members_message(limit, expected):
    assert messages.quota_team_members(limit) == expected


@pytest.mark.parametrize("limit", [0, 1, 2, 5, 100])
def test_no_message_hedges_its_plural(limit):
    for text in (messages.quota_diagrams(limit), messages.quota_tables(limit),
                 messages.quota_team_members(limit)):
        assert "(s)" not in text and " 0 " not in text

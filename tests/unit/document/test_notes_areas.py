"""Notes and areas (issue 17): in the document, as commands validated at the edge, held to the
limits after a command, and produced by a whole save's diff."""

from __future__ import annotations

import copy

import pytest

from document.commands import CommandInvalid, parse_command
from document.constants import LIMITS
from document.diff import batch_between
from document.integrity import command_errors
from document.reducer import apply
from document.shape import DocumentInvalid, validate_document

NOTE = {"id": "n1", "x": 10, "y": -20.5, "width": 200, "height": 120, "text": "À relire",
        "color": "#eab308"}
AREA = {"id": "g1", "x": 0, "y": 0, "width": 800, "height": 600, "name": "Facturation",
        "color": "#3b82f6"}


def table(table_id, x=100, y=100):
    return {"id": table_id, "name": table_id, "x": x, "y": y, "width": 250, "height": 80,
            "attributes": []}


def doc(**lists):
    return {"format": 1, "tables": [table("t1")], "relations": [], **lists}


def refused(data):
    with pytest.raises(DocumentInvalid) as caught:
        validate_document(data)
    return caught.value.errors


# The document


def test_a_document_stored_before_notes_and_areas_stays_as_it_was():
    normalised = validate_document(doc())
    assert "notes" not in normalised and "areas" not in normalised


def test_notes_and_areas_are_kept_with_their_defaults():
    normalised = validate_document(doc(
        notes=[{"id": "n1", "x": 0, "y": 0, "width": 10, "height": 10, "isSelected": True}],
        areas=[{"id": "g1", "x": 0, "y": 0, "width": 10, "height": 10}], ))
    assert normalised["notes"] == [{"id": "n1", "x": 0, "y": 0, "width": 10, "height": 10,
                                    "text": "", "color": "#eab308"}]
    assert normalised["areas"] == [{"id": "g1", "x": 0, "y": 0, "width": 10, "height": 10,
                                    "name": "", "color": "#3b82f6"}]
    assert validate_document(doc(notes=[], areas=[]))["notes"] == []


@pytest.mark.parametrize(("lists", "error"), [
    ({"notes": [{**NOTE, "text": "x" * (LIMITS["textLength"] + 1)}]},
     f"notes[0].text : Ce champ ne doit pas dépasser {LIMITS['textLength']} caractères."),
    ({"notes": [{**NOTE, "color": "jaune"}]},
     "notes[0].color : Ce champ n'a pas le format attendu."),
    ({"areas": [{**AREA, "width": 0}]},
     "areas[0].width : Ce champ doit être supérieur ou égal à 1.0."),
    ({"areas": [{**AREA, "name": "x" * (LIMITS["nameLength"] + 1)}]},
     f"areas[0].name : Ce champ ne doit pas dépasser {LIMITS['nameLength']} caractères."),
    ({"areas": [AREA, AREA]}, "areas[1].id : identifiant en double « g1 »"),
    ({"notes": "beaucoup"}, "notes : Ce champ doit être une liste."),
])
def test_a_bad_note_or_area_is_refused_in_french(lists, error):
    assert error in refused(doc(**lists))


def test_a_note_far_off_the_canvas_is_refused():
    assert any(e.startswith("notes[0].x : ") for e in refused(doc(notes=[{**NOTE, "x": 1e12}])))


def test_the_document_holds_a_limited_number_of_notes_and_areas():
    notes = [{**NOTE, "id": f"n{i}"} for i in range(LIMITS["notes"] + 1)]
    assert refused(doc(notes=notes))[0].startswith("notes : ")
    areas = [{**AREA, "id": f"g{i}"} for i in range(LIMITS["areas"] + 1)]
    assert refused(doc(areas=areas))[0].startswith("areas : ")


# Commands


def test_note_and_area_commands_come_back_normalised():
    move = parse_command({"type": "MOVE_AREA", "data": {"areaId": "g1", "x": 5, "y": 6, "tables": [
        {"tableId": "t1", "x": 1, "y": 2, "extra": 1}]}})
    assert move["data"] == {"areaId": "g1", "x": 5, "y": 6,
                            "tables": [{"tableId": "t1", "x": 1, "y": 2}]}
    assert parse_command({"type": "MOVE_AREA", "data": {"areaId": "g1", "x": 5, "y": 6}})[
        "data"]["tables"] == []
    add = parse_command({"type": "ADD_NOTE", "data": {"note": {
        k: v for k, v in NOTE.items() if k != "color"}}})
    assert add["data"] == {"note": NOTE}
    update = parse_command({"type": "UPDATE_NOTE", "data": {"noteId": "n1", "changes": {
        "text": "Relu", "width": 300, "id": "hijack"}}})
    assert update["data"] == {"noteId": "n1", "changes": {"text": "Relu", "width": 300}}


@pytest.mark.parametrize(("raw", "reason"), [
    ({"type": "ADD_NOTE", "data": {"note": {**NOTE, "text": "x" * (LIMITS["textLength"] + 1)}}},
     f"commande.ADD_NOTE.data.note.text : Ce champ ne doit pas dépasser {LIMITS['textLength']} "
     "caractères."),
    ({"type": "MOVE_NOTE", "data": {"noteId": "n1", "x": "loin", "y": 0}},
     "commande.MOVE_NOTE.data.x : Ce champ doit être un nombre."),
    ({"type": "UPDATE_NOTE", "data": {"noteId": "n1", "changes": {"text": None}}},
     "commande.UPDATE_NOTE.data.changes.text : Ce champ doit être une chaîne de caractères."),
    ({"type": "REMOVE_NOTE", "data": {"noteId": ""}},
     "commande.REMOVE_NOTE.data.noteId : Ce champ ne doit pas être vide."),
    ({"type": "ADD_AREA", "data": {"area": {**AREA, "height": 0}}},
     "commande.ADD_AREA.data.area.height : Ce champ doit être supérieur ou égal à 1.0."),
    ({"type": "UPDATE_AREA", "data": {"areaId": "g1", "changes": {"color": "bleu"}}},
     "commande.UPDATE_AREA.data.changes.color : Ce champ n'a pas le format attendu."),
    ({"type": "MOVE_AREA", "data": {"areaId": "g1", "x": 0, "y": 0, "tables": [{"tableId": "t1"}]}},
     "commande.MOVE_AREA.data.tables[0].x : Ce champ est obligatoire."),
    ({"type": "REMOVE_AREA", "data": {}},
     "commande.REMOVE_AREA.data.areaId : Ce champ est obligatoire."),
])
def test_a_malformed_note_or_area_command_is_refused_in_french(raw, reason):
    with pytest.raises(CommandInvalid) as caught:
        parse_command(raw)
    assert caught.value.errors[0] == reason


def test_a_moved_area_may_not_throw_a_table_off_the_canvas():
    with pytest.raises(CommandInvalid):
        parse_command({"type": "MOVE_AREA", "data": {"areaId": "g1", "x": 0, "y": 0, "tables": [
            {"tableId": "t1", "x": LIMITS["coordinate"] * 2, "y": 0}]}})


def test_a_command_may_not_pass_the_limit_of_notes(monkeypatch):
    monkeypatch.setitem(LIMITS, "notes", 1)
    before = doc(notes=[NOTE])
    command = parse_command({"type": "ADD_NOTE", "data": {"note": {**NOTE, "id": "n2"}}})
    after = apply(before, command)
    assert command_errors(before, after, command) == ["Pas plus de 1 notes par diagramme."]


def test_the_reducer_leaves_the_tables_an_area_does_not_carry():
    before = doc(areas=[AREA])
    before["tables"].append(table("t2", 5000, 5000))
    after = apply(before, parse_command({"type": "MOVE_AREA", "data": {
        "areaId": "g1", "x": 10, "y": 10, "tables": [{"tableId": "t1", "x": 110, "y": 110}]}}))
    assert [(t["x"], t["y"]) for t in after["tables"]] == [(110, 110), (5000, 5000)]
    assert before["tables"][0]["x"] == 100, "the input document must not be mutated"


# A whole save


def steps(before, after):
    found = batch_between(validate_document(copy.deepcopy(before)),
                          validate_document(copy.deepcopy(after)))
    assert found is not None
    batch, result = found
    assert result == validate_document(copy.deepcopy(after))
    parse_command(batch)  # what a client may send too
    return [(step["type"], step["data"]) for step in batch["data"]["commands"]]


def test_a_first_note_in_an_old_document_is_one_add_note():
    assert steps(doc(), doc(notes=[NOTE])) == [("ADD_NOTE", {"note": NOTE, "index": 0})]


def test_notes_and_areas_changed_moved_and_removed_are_their_commands():
    before = doc(notes=[NOTE, {**NOTE, "id": "n2"}], areas=[AREA, {**AREA, "id": "g2"}])
    after = doc(notes=[{**NOTE, "x": 0, "y": 0}],
                areas=[{**AREA, "name": "Ventes", "width": 900}, {**AREA, "id": "g2", "x": 40}])
    assert steps(before, after) == [
        ("REMOVE_NOTE", {"noteId": "n2"}),
        ("MOVE_NOTE", {"noteId": "n1", "x": 0, "y": 0}),
        ("UPDATE_AREA", {"areaId": "g1", "changes": {"name": "Ventes", "width": 900}}),
        ("MOVE_AREA", {"areaId": "g2", "x": 40, "y": 0, "tables": []}),
    ]


def test_an_area_moved_with_its_table_moves_each_on_its_own():
    before = doc(areas=[AREA])
    after = doc(areas=[{**AREA, "x": 50}])
    after["tables"][0]["x"] = 150
    assert steps(before, after) == [
        ("MOVE_TABLE", {"tableId": "t1", "x": 150, "y": 100}),
        ("MOVE_AREA", {"areaId": "g1", "x": 50, "y": 0, "tables": []}),
    ]


def test_reordered_notes_are_stored_whole():
    before = validate_document(doc(notes=[NOTE, {**NOTE, "id": "n2"}]))
    after = validate_document(doc(notes=[{**NOTE, "id": "n2"}, NOTE]))
    assert batch_between(before, after) is None


def test_the_legacy_form_leaves_notes_and_areas_out():
    from document.legacy import to_legacy

    plain = validate_document(doc())
    with_both = validate_document(doc(notes=[NOTE], areas=[AREA]))
    assert to_legacy(with_both) == to_legacy(plain)

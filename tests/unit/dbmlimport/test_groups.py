"""DBML table groups become areas around their tables, sticky notes become notes."""

from document.areas import area_members
from document.shape import validate_document
from workers.dbmlimport import import_dbml
from workers.layout.areas import layout_with_areas

TABLES = "".join(f"Table {name} {{\n  id int [pk]\n  other_id int\n}}\n"
                 for name in ("users", "orders", "lines", "audit", "misc"))
SOURCE = TABLES + """
Ref: orders.other_id > users.id
Ref: lines.other_id > orders.id
TableGroup sales [color: #E11] {
  orders
  lines
  Note: 'Le coeur du métier'
}
TableGroup "Journal d'audit" {
  audit
  orders
}
Note todo {
  '''Revoir les index
des commandes'''
}
"""


def names(document, ids):
    by_id = {t["id"]: t["name"] for t in document["tables"]}
    return [by_id[i] for i in ids]


def test_each_group_is_an_area_holding_exactly_its_tables():
    result = import_dbml(SOURCE)
    document = result.document
    assert [(a["name"], a["color"]) for a in document["areas"]] == [
        ("sales", "#ee1111"), ("Journal d'audit", "#3b82f6")]
    members = area_members(document)
    assert [names(document, members[a["id"]]) for a in document["areas"]] == [
        ["orders", "lines"], ["audit"]]
    validate_document(document)


def test_what_a_group_cannot_hold_is_reported_in_french():
    reasons = [s.reason for s in import_dbml(SOURCE).skipped]
    assert reasons == [
        "Groupe de tables « sales » : sa note n'est pas importée (les zones du diagramme n'en "
        "ont pas).",
        "Table « orders » déjà dans un autre groupe : elle reste dans le premier, pas dans "
        "« Journal d'audit ».",
    ]


def test_sticky_notes_are_notes_right_of_the_tables():
    document = import_dbml(SOURCE).document
    [note] = document["notes"]
    assert note["text"] == "Revoir les index\ndes commandes"
    right = max(a["x"] + a["width"] for a in document["areas"])
    assert note["x"] > right
    assert note["width"] >= 200 and note["height"] >= 120


def test_a_file_without_groups_keeps_the_plain_grid_and_no_area():
    document = import_dbml(TABLES).document
    assert "areas" not in document and "notes" not in document
    assert [(t["x"], t["y"]) for t in document["tables"][:3]] == [(100, 100), (450, 100),
                                                                 (800, 100)]


def test_the_auto_layout_keeps_each_area_around_its_tables_and_apart():
    document = import_dbml(SOURCE).document
    before = {a["id"]: names(document, ids) for a, ids in
              zip(document["areas"], area_members(document).values(), strict=True)}
    result, rectangles = layout_with_areas(document)
    for table in document["tables"]:
        table["x"], table["y"] = result.positions[table["id"]]
    for area in document["areas"]:
        area["x"], area["y"], area["width"], area["height"] = rectangles[area["id"]]
    after = {a: names(document, ids) for a, ids in area_members(document).items()}
    assert after == before
    first, second = document["areas"]
    assert (first["x"] + first["width"] <= second["x"]
            or second["x"] + second["width"] <= first["x"]
            or first["y"] + first["height"] <= second["y"]
            or second["y"] + second["height"] <= first["y"])
    validate_document(document)


def test_the_auto_layout_without_areas_is_the_usual_one():
    from workers.layout import layout_document

    document = import_dbml(TABLES).document
    result, rectangles = layout_with_areas(document)
    assert rectangles == {}
    assert result.positions == layout_document(document, scored=False).positions

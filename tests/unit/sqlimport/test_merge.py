"""merge_documents: an import merged into the diagram the user already has."""

from __future__ import annotations

import copy

from document.shape import validate_document
from workers.sqlimport import import_sql, merge_documents

CURRENT_SQL = """
CREATE TABLE users (id INT PRIMARY KEY, email VARCHAR(100), nickname TEXT);
CREATE TABLE notes (id INT PRIMARY KEY, body TEXT);
"""
IMPORTED_SQL = """
CREATE TABLE USERS (id BIGINT PRIMARY KEY, email VARCHAR(191) NOT NULL, team_id INT);
CREATE TABLE teams (id INT PRIMARY KEY, name TEXT);
ALTER TABLE users ADD FOREIGN KEY (team_id) REFERENCES teams (id);
COMMENT ON TABLE users IS 'importée';
"""


def current_document() -> dict:
    doc = import_sql(CURRENT_SQL).document
    users = doc["tables"][0]
    users.update(id="t_users", x=40, y=60, color="#ef4444", comment="à moi")
    # The user drew a relation by hand from notes.id to a column the script does not know.
    users["attributes"][2].update(isForeignKey=True, referencedTable="t_2",
                                  referencedAttribute="a_2_1")
    doc["relations"] = [{
        "id": "r_1", "type": "one-to-many", "fromTableId": "t_2", "toTableId": "t_users",
        "fromAttributeId": "a_2_1", "toAttributeId": "a_1_3", "name": "", "label": "mine",
        "onDelete": "CASCADE", "onUpdate": "CASCADE", "color": None, "isDashed": False,
        "cardinality": {"from": "1", "to": "N"}}]
    return validate_document(doc)


def merged() -> tuple[dict, dict, dict]:
    current = current_document()
    imported = import_sql(IMPORTED_SQL).document
    result = merge_documents(current, imported)
    assert validate_document(result) == result
    return current, imported, result


def by_name(doc: dict, name: str) -> dict:
    return next(t for t in doc["tables"] if t["name"].lower() == name)


def test_it_does_not_change_its_arguments():
    current = current_document()
    imported = import_sql(IMPORTED_SQL).document
    before = copy.deepcopy((current, imported))
    merge_documents(current, imported)
    assert (current, imported) == before


def test_it_keeps_a_matched_tables_id_position_and_colour():
    current, _, result = merged()
    users = by_name(result, "users")
    assert (users["id"], users["x"], users["y"], users["color"]) == ("t_users", 40, 60,
                                                                    "#ef4444")


def test_it_takes_the_imports_comment_when_it_has_one():
    _, _, result = merged()
    assert by_name(result, "users")["comment"] == "importée"
    assert by_name(result, "notes")["comment"] == ""


def test_it_updates_matched_columns_by_name_and_keeps_their_ids():
    current, _, result = merged()
    old = {a["name"]: a for a in by_name(current, "users")["attributes"]}
    new = {a["name"]: a for a in by_name(result, "users")["attributes"]}
    assert new["email"]["id"] == old["email"]["id"]
    assert (new["email"]["length"], new["email"]["isNullable"]) == (191, False)
    assert new["id"]["type"] == "BIGINT"


def test_it_appends_new_columns_and_keeps_the_ones_the_script_does_not_know():
    _, _, result = merged()
    assert [a["name"] for a in by_name(result, "users")["attributes"]] == [
        "id", "email", "nickname", "team_id"]


def test_it_keeps_unmatched_tables_and_places_new_ones_to_the_right():
    current, _, result = merged()
    assert by_name(result, "notes") == by_name(current, "notes")
    right = max(t["x"] + t["width"] for t in current["tables"])
    assert by_name(result, "teams")["x"] >= right


def test_it_rebuilds_relations_of_imported_tables_and_keeps_hand_drawn_ones():
    _, _, result = merged()
    users, teams = by_name(result, "users"), by_name(result, "teams")
    labels = sorted((r["fromTableId"], r["toTableId"], r["label"]) for r in result["relations"])
    assert labels == sorted([("t_2", "t_users", "mine"), (teams["id"], users["id"], "")])
    team_id = next(a for a in users["attributes"] if a["name"] == "team_id")
    assert team_id["referencedTable"] == teams["id"]


def test_it_renumbers_new_tables_whose_ids_are_taken():
    current = import_sql("CREATE TABLE a (x INT);").document
    imported = import_sql("CREATE TABLE b (y INT);").document
    result = merge_documents(current, imported)
    assert validate_document(result) == result
    assert len({t["id"] for t in result["tables"]}) == 2


def test_it_matches_tables_by_schema_first():
    current = import_sql("CREATE TABLE a.items (x INT);\nCREATE TABLE b.items (y INT);").document
    imported = import_sql("CREATE TABLE b.items (z INT);").document
    result = merge_documents(current, imported)
    assert [[c["name"] for c in t["attributes"]] for t in result["tables"]] == [["x"], ["y", "z"]]


def test_a_reimport_of_the_same_file_changes_nothing_but_layout_free_fields():
    doc = import_sql(IMPORTED_SQL).document
    result = merge_documents(doc, import_sql(IMPORTED_SQL).document)
    assert result == doc


# Composite foreign keys ----------------------------------------------------------------------

COMPOSITE_SQL = """
CREATE TABLE p (a INT, b INT, c INT, PRIMARY KEY (a, b), UNIQUE (a, c));
CREATE TABLE k (id INT PRIMARY KEY, a INT, b INT, c INT,
  FOREIGN KEY (a, b) REFERENCES p (a, b), FOREIGN KEY (a, c) REFERENCES p (a, c));
"""


def pair_names(doc: dict, relation: dict) -> list[tuple[str, str]]:
    names = {a["id"]: f"{t['name']}.{a['name']}" for t in doc["tables"] for a in t["attributes"]}
    return [(names[p["fromAttributeId"]], names[p["toAttributeId"]])
            for p in [relation, *relation["extraPairs"]]]


def test_it_maps_every_pair_of_a_composite_key_onto_the_matched_columns():
    # The diagram has k's columns in another order (other ids) and a table before p.
    current = import_sql("CREATE TABLE notes (id INT);\n"
                         "CREATE TABLE k (c INT, b INT, note TEXT, a INT);").document
    result = merge_documents(current, import_sql(COMPOSITE_SQL).document)
    assert validate_document(result) == result
    k_ids = {a["name"]: a["id"] for a in by_name(current, "k")["attributes"]}
    assert {a["name"]: a["id"] for a in by_name(result, "k")["attributes"]
            if a["name"] in k_ids} == k_ids
    assert sorted(pair_names(result, r) for r in result["relations"]) == [
        [("p.a", "k.a"), ("p.b", "k.b")], [("p.a", "k.a"), ("p.c", "k.c")]]


def test_keys_sharing_their_first_pair_are_both_kept():
    result = merge_documents(import_sql("CREATE TABLE other (x INT);").document,
                             import_sql(COMPOSITE_SQL).document)
    assert len(result["relations"]) == 2


def test_a_reimport_keeps_one_relation_per_composite_key():
    doc = import_sql(COMPOSITE_SQL).document
    result = merge_documents(doc, import_sql(COMPOSITE_SQL).document)
    assert result == doc


def test_a_hand_drawn_key_on_a_column_the_script_defines_gives_way_to_the_scripts_keys():
    current = import_sql(COMPOSITE_SQL.replace("c INT,\n", "c INT, note INT,\n")).document
    p, k = by_name(current, "p"), by_name(current, "k")
    ids = {f"{t['name']}.{a['name']}": a["id"] for t in (p, k) for a in t["attributes"]}
    # k.note is the diagram's own column; k.b, its second, is one the script defines.
    current["relations"].append({
        **current["relations"][0], "id": "r_mine", "label": "mine",
        "fromAttributeId": ids["p.a"], "toAttributeId": ids["k.note"],
        "extraPairs": [{"fromAttributeId": ids["p.b"], "toAttributeId": ids["k.b"]}]})
    result = merge_documents(validate_document(current), import_sql(COMPOSITE_SQL).document)
    assert validate_document(result) == result
    assert [r["label"] for r in result["relations"]] == ["", ""]


def test_it_keeps_a_hand_drawn_relation_stored_before_composite_keys():
    current = current_document()
    del current["relations"][0]["extraPairs"]
    result = merge_documents(current, import_sql(IMPORTED_SQL).document)
    assert [r["label"] for r in result["relations"]] == ["mine", ""]
    assert validate_document(result) == result


def test_the_imports_notes_and_areas_of_new_tables_come_along_beside_the_diagram():
    """An imported area holding only new tables moves with them; one holding a table the
    diagram already had is left out (that table stays where the user put it)."""
    from document.areas import area_members
    from workers.dbmlimport import import_dbml

    current = current_document()
    current["areas"] = [{"id": "r_1", "name": "Mine", "x": 0, "y": 0, "width": 2000,
                         "height": 1000, "color": "#3b82f6"}]
    imported = import_dbml(
        "Table users {\n  id int [pk]\n}\nTable teams {\n  id int [pk]\n}\n"
        "Table roles {\n  id int [pk]\n}\n"
        "TableGroup old {\n  users\n}\nTableGroup fresh {\n  teams\n  roles\n}\n"
        "Note n {\n  'Lisez-moi'\n}\n").document
    result = validate_document(merge_documents(current, imported))
    assert [a["name"] for a in result["areas"]] == ["Mine", "fresh"]
    members = area_members(result)
    names = {t["id"]: t["name"] for t in result["tables"]}
    fresh = result["areas"][1]
    assert sorted(names[i] for i in members[fresh["id"]]) == ["roles", "teams"]
    assert fresh["x"] >= 2000 and fresh["id"] != "r_1"
    [note] = result["notes"]
    assert note["text"] == "Lisez-moi" and note["x"] > fresh["x"]


def test_a_merge_without_areas_or_notes_adds_none():
    current, _, result = merged()
    assert "areas" not in result and "notes" not in result

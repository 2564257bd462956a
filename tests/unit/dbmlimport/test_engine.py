"""The DBML import engine (workers.dbmlimport) on fixtures/shop.dbml, which uses every DBML
feature: exact expectations of the document, and of what it reports."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from document.shape import validate_document
from workers.dbmlimport import DbmlInvalid, import_dbml
from workers.sqlimport import NoTablesFound

SHOP = (Path(__file__).parent / "fixtures" / "shop.dbml").read_text(encoding="utf-8")


def run(text: str, **options):
    result = import_dbml(text, **options)
    assert validate_document(copy.deepcopy(result.document)) == result.document
    return result


@pytest.fixture(scope="module")
def shop():
    return run(SHOP)


def tables(result) -> dict[str, dict]:
    return {t["name"]: t for t in result.document["tables"]}


def column(table: dict, name: str) -> dict:
    return next(a for a in table["attributes"] if a["name"] == name)


def described(attribute: dict) -> dict:
    """The attribute without its id and the fields left at their defaults."""
    defaults = {"isNullable": True, "isPrimaryKey": False, "isForeignKey": False,
                "isUnique": False, "isAutoIncrement": False, "unsigned": False, "isArray": False,
                "defaultValue": None, "length": None, "precision": None, "scale": None,
                "comment": "", "enumValues": "", "referencedTable": None,
                "referencedAttribute": None}
    return {k: v for k, v in attribute.items() if k != "id" and defaults.get(k, object()) != v}


def test_it_reads_every_table_with_its_schema_note_and_colour(shop):
    found = [(t["id"], t["schema"], t["name"], t["color"], t["comment"])
             for t in shop.document["tables"]]
    assert found == [
        ("t_1", "sales", "customers", "#3498db", "Les clients"),
        ("t_2", "sales", "orders", "#6366f1", "Une commande,\nsur deux lignes"),
        ("t_3", "public", "products", "#6366f1", ""),
        ("t_4", "public", "order_lines", "#6366f1", ""),
        ("t_5", "public", "invoices", "#6366f1", ""),
        ("t_6", "public", "tags", "#6366f1", ""),
    ]


def test_columns_keep_types_sizes_settings_defaults_and_notes(shop):
    customers = tables(shop)["customers"]
    assert [described(a) for a in customers["attributes"]] == [
        {"name": "id", "type": "INTEGER", "isNullable": False, "isPrimaryKey": True,
         "isAutoIncrement": True},
        {"name": "email", "type": "VARCHAR", "isNullable": False, "isUnique": True,
         "length": 190, "comment": "L'adresse de contact"},
        {"name": "name", "type": "VARCHAR"},
        {"name": "created_at", "type": "TIMESTAMP", "isNullable": False,
         "defaultValue": "now()"},
        {"name": "active", "type": "BOOLEAN", "defaultValue": "TRUE"},
        {"name": "credit", "type": "DECIMAL", "defaultValue": "0.5", "precision": 10,
         "scale": 2},
        {"name": "country", "type": "CHAR", "defaultValue": "FR", "length": 2},
        {"name": "tags", "type": "TEXT", "isArray": True},
    ]
    orders = tables(shop)["orders"]
    assert described(column(orders, "status")) == {
        "name": "status", "type": "ENUM", "defaultValue": "pending",
        "enumValues": "pending,paid,out of stock"}
    assert described(column(orders, "total")) == {"name": "total", "type": "NUMERIC",
                                                  "precision": 12, "scale": 3}
    assert described(column(tables(shop)["order_lines"], "quantity")) == {
        "name": "quantity", "type": "SMALLINT", "isNullable": False, "defaultValue": "1"}


def test_a_composite_primary_key_comes_from_the_pk_index(shop):
    products = tables(shop)["products"]
    assert [(a["name"], a["isPrimaryKey"], a["isNullable"]) for a in products["attributes"]] == [
        ("sku", True, False), ("shop_id", True, False), ("label", False, True)]
    assert products["indexes"] == []


def test_indexes_keep_names_columns_kinds_methods_and_notes(shop):
    orders = tables(shop)["orders"]
    ids = {a["id"]: a["name"] for a in orders["attributes"]}
    found = [(i["name"], i["type"], i["method"], i["comment"],
              [ids[c["attributeId"]] for c in i["attributes"]]) for i in orders["indexes"]]
    assert found == [
        ("orders_by_customer", "INDEX", "BTREE", "Historique", ["customer_id", "placed_on"]),
        ("", "INDEX", "HASH", "", ["status"]),
        ("", "UNIQUE", "BTREE", "", ["total"]),
    ]


def relations(result) -> list[tuple]:
    names = {}
    for t in result.document["tables"]:
        for a in t["attributes"]:
            names[a["id"]] = f"{t['name']}.{a['name']}"
    return [(r["type"], r["cardinality"]["from"] + ":" + r["cardinality"]["to"],
             [names[r["fromAttributeId"]]] + [names[p["fromAttributeId"]] for p in r["extraPairs"]],
             [names[r["toAttributeId"]]] + [names[p["toAttributeId"]] for p in r["extraPairs"]],
             r["name"], r["onDelete"], r["onUpdate"]) for r in result.document["relations"]]


def test_refs_of_every_kind_become_relations(shop):
    assert relations(shop) == [
        # inline `ref: >` on orders.customer_id
        ("one-to-many", "1:N", ["customers.id"], ["orders.customer_id"], "", "NO ACTION",
         "NO ACTION"),
        ("one-to-many", "1:N", ["orders.id"], ["order_lines.order_id"], "lines_order",
         "CASCADE", "NO ACTION"),
        # `<`: the right side holds the key; composite, pairs in the ref's order
        ("one-to-many", "1:N", ["products.shop_id", "products.sku"],
         ["order_lines.shop_id", "order_lines.sku"], "", "SET NULL", "NO ACTION"),
        ("one-to-one", "1:1", ["orders.id"], ["invoices.order_id"], "", "NO ACTION",
         "NO ACTION"),
        ("many-to-many", "N:N", ["products.sku"], ["tags.id"], "", "NO ACTION", "NO ACTION"),
    ]


def test_one_to_one_refs_hold_their_key_where_dbdiagram_puts_it():
    # dbdiagram's SQL export: `Ref: a.x - b.y` adds the foreign key to b; an inline `ref: -`
    # adds it to the column that carries it.
    result = run("""
Table users {
  id int [pk]
}
Table profiles {
  id int [pk]
  user_id int [ref: - users.id]
}
Table cards {
  id int [pk]
  user_id int
}
Ref: users.id - cards.user_id
""")
    assert [(r[0], r[2], r[3]) for r in relations(result)] == [
        ("one-to-one", ["users.id"], ["profiles.user_id"]),
        ("one-to-one", ["users.id"], ["cards.user_id"]),
    ]
    by_name = tables(result)
    assert column(by_name["cards"], "user_id")["isForeignKey"] is True
    assert column(by_name["users"], "id")["isForeignKey"] is False


def test_foreign_key_columns_are_marked_but_not_many_to_many_ones(shop):
    by_name = tables(shop)
    assert column(by_name["order_lines"], "sku")["isForeignKey"] is True
    assert column(by_name["order_lines"], "sku")["referencedTable"] == by_name["products"]["id"]
    assert column(by_name["invoices"], "order_id")["isForeignKey"] is True
    assert column(by_name["products"], "sku")["isForeignKey"] is False
    assert column(by_name["tags"], "id")["isForeignKey"] is False


def test_it_reports_in_french_what_the_diagram_does_not_hold(shop):
    assert [(s.line, s.reason) for s in shop.skipped] == [
        (2, "Bloc Project « boutique » : le diagramme n'a pas de place pour ses réglages ni "
            "pour sa note."),
        (7, "Type énuméré « order_status » : 1 note de valeur n'est pas importée (le diagramme "
            "n'en a pas)."),
        (24, "Index sur une expression (« lower(status) ») dans « orders » : le diagramme ne le "
             "représente pas."),
        (41, "Type « my own type » inconnu pour « products.label » : la colonne est importée en "
             "TEXT."),
    ]
    assert shop.dialect == "dbml"


def test_an_enum_shared_by_two_columns_gives_each_its_values_and_is_reported():
    result = run("Enum mood {\n  happy\n  sad\n}\nTable a {\n  m mood\n}\n"
                 "Table b {\n  m mood [not null]\n}\n")
    assert [column(t, "m")["enumValues"] for t in result.document["tables"]] == [
        "happy,sad", "happy,sad"]
    assert [(s.line, s.excerpt) for s in result.skipped] == [(1, "mood")]
    assert "partagé par 2 colonnes (« a.m, b.m »)" in result.skipped[0].reason


def test_tables_are_told_as_they_are_read():
    seen = []
    run(SHOP, on_table=seen.append)
    assert [(p["id"], p["name"], p["schema"]) for p in seen][:2] == [
        ("t_1", "customers", "sales"), ("t_2", "orders", "sales")]
    assert len(seen) == 6


def test_progress_goes_through_the_sql_imports_stages():
    stages = []
    run(SHOP, progress=lambda stage, done, total: stages.append(stage))
    assert list(dict.fromkeys(stages)) == ["reading", "parsing", "building"]


def test_reading_is_told_as_pydbml_reads_the_blocks():
    text = "".join(f"Table t{i} {{\n  id int [pk]\n}}\n" for i in range(50))
    reading = []
    run(text, progress=lambda stage, done, total: stage == "reading" and reading.append(done))
    assert reading[0] == 0 and reading[-1] == len(text)
    assert len(reading) > 10 and reading == sorted(reading)


def test_a_syntax_error_names_its_line_and_column_in_french():
    with pytest.raises(DbmlInvalid) as caught:
        import_dbml("Table users {\n  id int [pk]\n  email varchar [not null\n}\n")
    assert caught.value.line == 4
    assert str(caught.value).startswith("DBML illisible à la ligne 4, colonne 1 : « } ».")


def test_a_ref_to_an_unknown_table_is_a_french_error():
    with pytest.raises(DbmlInvalid) as caught:
        import_dbml("Table users {\n  id int [pk]\n}\nRef: users.id < posts.user_id\n")
    assert str(caught.value).startswith("DBML non importable : une référence ou un groupe nomme "
                                        "une table inconnue")


def test_a_file_without_tables_is_refused():
    with pytest.raises(NoTablesFound) as caught:
        import_dbml("Enum e {\n  a\n}\n")
    assert "aucun bloc Table" in str(caught.value)


def test_bytes_are_read_as_utf8_with_or_without_a_byte_order_mark():
    result = run('\ufeffTable "café" {\n  "prénom" varchar\n}\n'.encode())
    assert result.document["tables"][0]["name"] == "café"
    assert result.document["tables"][0]["attributes"][0]["name"] == "prénom"


def test_a_many_to_many_ref_naming_a_column_twice_is_reported_not_drawn():
    result = run("Table a {\n  x int\n  y int\n}\nTable b {\n  x int\n  y int\n}\n"
                 "Ref: a.(x, x) <> b.(x, y)\n")
    assert result.document["relations"] == []
    assert [s.reason for s in result.skipped] == [
        "Relation plusieurs-à-plusieurs « a.(x, x) <> b.(x, y) » qui nomme deux fois la même "
        "colonne : relation ignorée."]


def test_a_failure_inside_pydbml_is_a_french_error_without_its_python_message(monkeypatch):
    from pydbml.parser.parser import PyDBMLParser

    def broken(self):
        raise ValueError("too many values to unpack (expected 2)")

    monkeypatch.setattr(PyDBMLParser, "build_database", broken)
    with pytest.raises(DbmlInvalid) as caught:
        import_dbml("Table a {\n  id int\n}\n")
    assert str(caught.value) == "DBML non importable : son contenu est incohérent."

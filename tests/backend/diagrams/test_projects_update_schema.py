"""PATCH /api/projects/{id}/update_schema/: every stored document is validated; bad ones change
nothing."""

import json

import pytest

from tests.backend.helpers import assert_error
from web.billing.models import Package
from web.projects.models import Project

from .saving import DOCUMENT, save


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def test_it_stores_a_valid_document_and_bumps_the_revision(api, alice, project):
    response = save(api.as_user(alice), project, DOCUMENT)
    assert response.status_code == 200
    assert response.json()["revision"] == 1
    assert response.json()["tables_count"] == 2
    project.refresh_from_db()
    assert project.schema == DOCUMENT
    fetched = api.get(f"projects/{project.id}").json()
    assert fetched["schema"] == DOCUMENT


def test_it_drops_ui_state_and_names_unnamed_tables(api, alice, project):
    document = json.loads(json.dumps(DOCUMENT))
    document["tables"][0]["isSelected"] = True
    document["tables"][0]["name"] = "   "
    assert save(api.as_user(alice), project, document).status_code == 200
    project.refresh_from_db()
    assert "isSelected" not in project.schema["tables"][0]
    assert project.schema["tables"][0]["name"] == "Table sans nom"


def test_it_accepts_the_legacy_form(api, alice, project):
    legacy = {
        "nodeDataArray": [
            {"key": "users", "label": "users", "items": [
                {"name": "id", "type": "increments", "indexType": 0, "autoIncrement": True,
                 "nullable": False},
                {"name": "email", "type": "string", "indexType": 1}]},
            {"key": "posts", "label": "posts", "items": [{"name": "user_id", "type": "integer"}]},
        ],
        "linkDataArray": [
            {"from": "users", "to": "posts", "relationType": "hasMany",
             "fromAttrKey": "id", "toAttrKey": "user_id"},
            {"from": "users", "to": "ghost", "relationType": "hasOne"},
        ],
    }
    assert save(api.as_user(alice), project, legacy).status_code == 200
    project.refresh_from_db()
    users, posts = project.schema["tables"]
    assert [a["name"] for a in users["attributes"]] == ["id", "email"]
    assert users["attributes"][0]["isPrimaryKey"] and users["attributes"][0]["type"] == "INT"
    assert users["attributes"][1]["isUnique"] and users["attributes"][1]["type"] == "VARCHAR"
    assert (users["x"], posts["x"]) == (100, 450)  # 350 px steps from 100 (spec 001 §9)
    assert len(project.schema["relations"]) == 1  # the link to a missing node is dropped
    relation = project.schema["relations"][0]
    assert relation["type"] == "one-to-many"
    assert relation["toAttributeId"] == posts["attributes"][0]["id"]


def test_a_legacy_save_keeps_foreign_keys_comments_and_indexes(api, alice, project):
    """A file written by the legacy tool's later versions: nothing it holds is lost."""
    legacy = {
        "nodeDataArray": [
            {"key": "customers", "label": "customers", "comment": "Clients", "items": [
                {"name": "id", "type": "bigIncrements", "indexType": 0, "nullable": False},
                {"name": "email", "type": "string", "indexType": 1, "comment": "Connexion"},
                {"name": "last_name", "type": "string"}, {"name": "first_name", "type": "string"}],
             "indexes": [{"name": "customers_name_index", "type": "index",
                          "columns": ["last_name", "first_name"]}]},
            {"key": "orders", "label": "orders", "items": [
                {"name": "id", "type": "bigIncrements", "indexType": 0, "nullable": False},
                {"name": "customer_id", "type": "foreignId", "comment": "Client"},
                {"name": "number", "type": "string"},
                {"name": "total", "type": "decimal", "precision": 10, "scale": 2}],
             "indexes": [{"name": "orders_customer_number_unique", "type": "unique",
                          "columns": ["customer_id", "number"]}]},
        ],
        "linkDataArray": [{"from": "customers", "to": "orders", "relationType": "hasMany",
                           "fromAttrKey": "id", "toAttrKey": "customer_id",
                           "onDelete": "restrict"}],
    }
    assert save(api.as_user(alice), project, legacy).status_code == 200
    project.refresh_from_db()
    customers, orders = project.schema["tables"]
    columns = {a["name"]: a for a in orders["attributes"]}
    assert customers["comment"] == "Clients"
    assert customers["attributes"][1]["comment"] == "Connexion"
    assert columns["customer_id"]["isForeignKey"]
    assert (columns["customer_id"]["referencedTable"], columns["customer_id"]["referencedAttribute"]
            ) == (customers["id"], customers["attributes"][0]["id"])
    assert (columns["total"]["precision"], columns["total"]["scale"]) == (10, 2)
    names = {a["id"]: a["name"] for t in (customers, orders) for a in t["attributes"]}
    assert [(i["name"], i["type"], [names[c["attributeId"]] for c in i["attributes"]])
            for i in customers["indexes"] + orders["indexes"]] == [
        ("customers_name_index", "INDEX", ["last_name", "first_name"]),
        ("orders_customer_number_unique", "UNIQUE", ["customer_id", "number"]),
    ]
    assert project.schema["relations"][0]["onDelete"] == "RESTRICT"


@pytest.mark.parametrize("mutate, field_fragment", [
    (lambda d: d["tables"][0].update(x="left"), "tables[0].x"),
    (lambda d: d["tables"][0]["attributes"][0].update(type="STRINGY"), "attributes[0].type"),
    (lambda d: d["relations"].append({**d["tables"][0], "id": "r9", "fromTableId": "gone",
                                      "toTableId": d["tables"][0]["id"]}), "table inconnue"),
    (lambda d: d["tables"].append(json.loads(json.dumps(d["tables"][0]))), "en double"),
    (lambda d: d.update(tables="nope"), "tables"),
])
def test_it_refuses_a_bad_document_and_keeps_the_stored_one(api, alice, project, mutate,
                                                              field_fragment):
    save(api.as_user(alice), project, DOCUMENT)
    bad = json.loads(json.dumps(DOCUMENT))
    mutate(bad)
    response = save(api, project, bad)
    assert_error(response, 400, code="invalid_document")
    assert any(field_fragment in message for message in response.json()["fields"]["schema"])
    project.refresh_from_db()
    assert project.schema == DOCUMENT and project.revision == 1


def test_it_refuses_a_body_over_ten_megabytes(api, alice, project, settings):
    padding = "x" * settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    response = api.as_user(alice).patch(
        f"projects/{project.id}/update_schema/",
        '{"schema": {"format": 1, "tables": [], "relations": []}, "pad": "' + padding + '"}')
    assert_error(response, 413, code="payload_too_large")
    project.refresh_from_db()
    assert project.revision == 0


def test_it_refuses_a_stale_revision(api, alice, project):
    save(api.as_user(alice), project, DOCUMENT)
    response = save(api, project, {"format": 1, "tables": [], "relations": []}, revision=0)
    assert_error(response, 400, code="conflict")
    project.refresh_from_db()
    assert project.schema == DOCUMENT


def test_it_lets_editors_save_and_refuses_viewers_and_strangers(api, alice, bob, charlie,
                                                               project):
    from web.projects.models import Collaborator

    Collaborator.objects.create(project=project, user=bob, role="viewer")
    assert_error(save(api.as_user(bob), project, DOCUMENT), 403)
    assert_error(save(api.as_user(charlie), project, DOCUMENT), 404)
    Collaborator.objects.filter(user=bob).update(role="editor")
    assert save(api.as_user(bob), project, DOCUMENT).status_code == 200


@pytest.mark.plan_limits
def test_it_applies_the_tables_per_diagram_limit(api, alice, project):
    Package.objects.filter(is_default=True).update(max_tables_per_diagram=1)
    response = save(api.as_user(alice), project, DOCUMENT)
    assert_error(response, 403, code="quota_reached")
    project.refresh_from_db()
    assert project.revision == 0 and project.schema["tables"] == []


@pytest.mark.parametrize("body", [{}, {"revision": None}, {"revision": -1}, {"revision": "un"}])
def test_a_save_without_the_revision_it_was_made_on_is_refused(api, alice, project, body):
    save(api.as_user(alice), project, DOCUMENT)
    payload = {"schema": {"format": 1, "tables": [], "relations": []}, **body}
    response = api.patch(f"projects/{project.id}/update_schema/", payload)
    assert_error(response, 400, field="revision")
    project.refresh_from_db()
    assert project.revision == 1 and len(project.schema["tables"]) == 2


@pytest.mark.parametrize(("legacy", "reported"), [
    ({"nodeDataArray": ["a", "b"]}, "nodeDataArray[0]"),
    ({"nodeDataArray": "tables"}, "nodeDataArray"),
    ({"nodeDataArray": None}, "nodeDataArray"),
    ({"nodeDataArray": [{"key": 1, "items": [1]}]}, "nodeDataArray[0].items[0]"),
    ({"nodeDataArray": [{"key": 1, "items": "id"}]}, "nodeDataArray[0].items"),
    ({"nodeDataArray": [], "linkDataArray": [None]}, "linkDataArray[0]"),
])
def test_a_legacy_document_of_garbage_is_refused_and_changes_nothing(api, alice, project,
                                                                     legacy, reported):
    save(api.as_user(alice), project, DOCUMENT)
    response = save(api, project, legacy)
    body = assert_error(response, 400, code="invalid_document", field="schema")
    assert any(message.startswith(f"{reported} : ") for message in body["fields"]["schema"]), body
    project.refresh_from_db()
    assert project.revision == 1 and len(project.schema["tables"]) == 2


def test_a_nul_character_in_the_saved_document_is_refused_with_its_path(api, alice, project):
    broken = json.loads(json.dumps(DOCUMENT))
    broken["tables"][0]["name"] = "us\x00ers"
    response = save(api.as_user(alice), project, broken)
    assert_error(response, 400, field="schema.tables.0.name",
                 message="Ce champ ne doit pas contenir le caractère nul.")
    project.refresh_from_db()
    assert project.revision == 0


@pytest.mark.parametrize("body", [b'{"schema": ', b'{"schema": {}, "revision": NaN', b"\xff\xfe"])
def test_a_body_that_is_not_json_is_refused_in_french(api, alice, project, body):
    response = api.as_user(alice).patch(f"projects/{project.id}/update_schema/", body)
    assert_error(response, 400, code="malformed",
                 message="Le corps de la requête n'est pas un JSON valide.")


def test_a_large_body_is_read_and_checked_like_a_small_one(api, alice, project):
    """From 1 MB the body is read by another parser (web/projects/body.py): same answers."""
    from web.projects.body import LARGE_BODY

    padded = json.loads(json.dumps(DOCUMENT))
    padded["tables"][0]["comment"] = "x" * 3000
    padded["tables"][0]["attributes"][0]["comment"] = "é" * 3000
    body = json.dumps({"schema": padded, "revision": 0, "padding": " " * LARGE_BODY})
    response = api.as_user(alice).patch(f"projects/{project.id}/update_schema/", body)
    assert response.status_code == 200, response.content[:300]
    project.refresh_from_db()
    assert project.schema["tables"][0]["attributes"][0]["comment"] == "é" * 3000

    broken = body.replace('"name": "users"', '"name": "us\\u0000ers"', 1)
    assert broken != body
    assert_error(api.as_user(alice).patch(f"projects/{project.id}/update_schema/", broken), 400,
                 field="schema.tables.0.name")

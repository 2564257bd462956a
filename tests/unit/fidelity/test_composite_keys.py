"""The fidelity check's sides hold a composite foreign key as one key, its columns in key order:
the imported document (a relation and its extraPairs), a truth file's catalog and a MariaDB
catalog (one row per column of the key). No real-world file or database needed."""

from __future__ import annotations

import pytest

from tests.fidelity import catalogs
from tests.fidelity.compare import compare
from tests.fidelity.schema import from_catalog, from_document
from workers.sqlimport import import_sql

ISSUE = ("CREATE TABLE p (a int, b int, PRIMARY KEY (a,b)); "
         "CREATE TABLE c (id int PRIMARY KEY, a int, b int, FOREIGN KEY (a,b) REFERENCES p (a,b));")


def truth(cols: list[str], refcols: list[str]) -> dict:
    return {
        "p": {"columns": ["a", "b"], "pk": ["a", "b"], "fks": []},
        "c": {"columns": ["id", "a", "b"], "pk": ["id"], "fks": [
            {"cols": cols, "ref": "p", "refcols": refcols, "on_delete": "NO ACTION",
             "on_update": "NO ACTION"}]},
    }


@pytest.mark.parametrize("dialect", ["postgres", "mysql", "sqlite"])
def test_an_imported_composite_key_is_one_foreign_key_with_all_its_columns(dialect):
    document = import_sql(ISSUE, dialect=dialect).document
    assert from_document(document, dialect)["c"].fks == [
        (("a", "b"), "p", ("a", "b"), "NO ACTION", "NO ACTION")]
    comparison = compare(from_catalog(truth(["a", "b"], ["a", "b"]), dialect),
                         from_document(document, dialect), "import")
    assert comparison.differences == []
    assert comparison.matched["fk"] == [1, 1]


def test_a_composite_key_in_another_column_order_is_a_difference():
    document = import_sql(ISSUE, dialect="postgres").document
    comparison = compare(from_catalog(truth(["b", "a"], ["b", "a"]), "postgres"),
                         from_document(document, "postgres"), "import")
    assert [d.kind for d in comparison.differences] == ["fk", "fk"]
    assert comparison.matched["fk"] == [0, 1]


def test_a_document_stored_before_composite_keys_reads_as_one_column_keys():
    document = import_sql(ISSUE, dialect="postgres").document
    for relation in document["relations"]:
        del relation["extraPairs"]
    assert from_document(document, "postgres")["c"].fks == [
        (("a",), "p", ("a",), "NO ACTION", "NO ACTION")]


@pytest.mark.parametrize("read, cols, refcols", [
    ((("a", "b"), "p", ("x", "y"), "CASCADE", "RESTRICT"), ["a", "b"], ["x", "y"]),
    (("a", "p", "x", "CASCADE", "RESTRICT"), ["a"], ["x"]),
], ids=["composite", "one-column"])
def test_the_mariadb_catalog_keeps_every_column_of_a_key(read, cols, refcols):
    catalog = {"tables": {"c": {
        "columns": {name: {"type": "int(11)", "nullable": "YES", "default": None, "extra": ""}
                    for name in ("id", *cols)},
        "foreign keys": {"c_p": read},
        # MariaDB's own index for the key, which the truth files leave out.
        "indexes": {"c_p": {"unique": False, "type": "BTREE",
                            "columns": [(name, None, "A") for name in cols]}},
    }}}
    (fk,) = catalogs.mariadb(catalog)["c"]["fks"]
    assert (fk["cols"], fk["ref"], fk["refcols"]) == (cols, "p", refcols)
    assert (fk["on_delete"], fk["on_update"]) == ("RESTRICT", "CASCADE")
    assert catalogs.mariadb(catalog)["c"]["indexes"] == []

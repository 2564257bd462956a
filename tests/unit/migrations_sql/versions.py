"""What the version pairs are built from: a `Pair` (A, B, rows to insert into A, rows B must then
hold), a small library schema A (authors with an ENUM, a unique column and a self reference, books
referencing them with a composite index, tags), the rows the pairs insert, and helpers that edit a
copy the way the editor does, keeping every id."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from tests.unit.exports.fixtures import attr, by_name, fk, pk, relation, table


@dataclass
class Pair:
    before: dict
    after: dict
    # (table in A, {column: value}) inserted into A before migrating, in this order.
    rows: list[tuple[str, dict]] = field(default_factory=list)
    # (table in B, columns, rows ordered by the first column) that B must hold after migrating.
    kept: list[tuple[str, list[str], list[tuple]]] = field(default_factory=list)


def index(iid, name, columns, type_="INDEX", method="BTREE", comment=""):
    """`columns` are attributes, or (attribute, "DESC") pairs."""
    entries = [c if isinstance(c, tuple) else (c, "ASC") for c in columns]
    return {"id": iid, "name": name, "type": type_, "method": method, "comment": comment,
            "attributes": [{"attributeId": a["id"], "order": o} for a, o in entries]}


def library() -> dict:
    authors = table("t_authors", "authors", [
        pk(comment="Identifiant"), attr("name", length=100, isNullable=False),
        attr("email", length=191, isUnique=True), attr("nickname", length=40),
        attr("bio", "TEXT"), attr("born", "DATE"),
        attr("status", "ENUM", enumValues="active,retired", defaultValue="active"),
        attr("rating", "DECIMAL", precision=4, scale=1),
    ], comment="Les auteurs")
    authors["attributes"].append(fk("mentor_id", authors))
    books = table("t_books", "books", [
        pk(), attr("title", length=200, isNullable=False), fk("author_id", authors),
        attr("isbn", "CHAR", length=13, isUnique=True), attr("pages", "SMALLINT"),
        attr("price", "DECIMAL", precision=8, scale=2, defaultValue="0"),
        attr("published", "TIMESTAMP", defaultValue="CURRENT_TIMESTAMP"),
        attr("translator_id", "INT"),
    ])
    books["indexes"] = [index("i_title_pages", "idx_books_title_pages",
                              [by_name(books, "title"), (by_name(books, "pages"), "DESC")])]
    tags = table("t_tags", "tags", [pk(), attr("label", length=40, isNullable=False)])
    relations = [
        relation("r_books_author", authors, books, by_name(books, "author_id")),
        relation("r_mentor", authors, authors, by_name(authors, "mentor_id"), onDelete="SET NULL"),
    ]
    return {"format": 1, "tables": [authors, books, tags], "relations": relations}


def tab(doc, tid):
    return next(t for t in doc["tables"] if t["id"] == tid)


def col(doc, tid, name):
    return by_name(tab(doc, tid), name)


def rel(doc, rid):
    return next(r for r in doc["relations"] if r["id"] == rid)


def drop_columns(t, *names):
    """As the editor does: the attributes go, and so do their places in the table's indexes."""
    gone = {a["id"] for a in t["attributes"] if a["name"] in names}
    t["attributes"] = [a for a in t["attributes"] if a["id"] not in gone]
    for i in t["indexes"]:
        i["attributes"] = [e for e in i["attributes"] if e["attributeId"] not in gone]
    t["indexes"] = [i for i in t["indexes"] if i["attributes"]]


def changed(before: dict, change: Callable[[dict], None]) -> tuple[dict, dict]:
    after = copy.deepcopy(before)
    change(after)
    return before, after


# Rows the library pairs insert: two authors (one mentoring the other) and their books.
AUTHORS = [("authors", {"id": 1, "name": "Ada", "email": "ada@example.com", "nickname": "ada",
                        "bio": "Pionnière", "status": "active", "rating": 4.5}),
           ("authors", {"id": 2, "name": "Alan", "email": None, "nickname": "al",
                        "bio": "Logicien", "status": "retired", "rating": 3.0, "mentor_id": 1})]
BOOKS = [("books", {"id": 10, "title": "Notes", "author_id": 1, "isbn": "9780000000001",
                    "pages": 120, "price": 12.5}),
         ("books", {"id": 11, "title": "Machines", "author_id": 2, "isbn": "9780000000002",
                    "pages": 300, "price": 30.25})]
LIBRARY_ROWS = AUTHORS + BOOKS

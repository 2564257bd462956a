"""Pairs where columns come, go, are renamed, swapped or replaced, and where their types, sizes,
nullability, defaults, ENUM values and counters change."""

from __future__ import annotations

import copy

from tests.unit.exports.fixtures import attr, by_name, fk, relation

from .versions import (
    LIBRARY_ROWS,
    Pair,
    changed,
    col,
    drop_columns,
    library,
    tab,
)


def columns_added() -> Pair:
    def change(d):
        authors, books = tab(d, "t_authors"), tab(d, "t_books")
        authors["attributes"] += [
            attr("website", length=200),
            attr("country", "CHAR", length=2, isNullable=False, defaultValue="FR"),
            attr("joined", "TIMESTAMP", defaultValue="CURRENT_TIMESTAMP"),
            attr("slug", length=80, isUnique=True),
            attr("tier", "ENUM", enumValues="free,pro", defaultValue="free"),
        ]
        books["attributes"].insert(2, fk("editor_id", authors))
        d["relations"].append(relation("r_books_editor", authors, books,
                                       by_name(books, "editor_id"), onDelete="SET NULL"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "name", "country", "tier"],
                       [(1, "Ada", "FR", "free"), (2, "Alan", "FR", "free")]),
                      ("books", ["id", "title", "editor_id"], [(10, "Notes", None),
                                                               (11, "Machines", None)])])


def columns_dropped() -> Pair:
    """A plain column, a unique one, one in an index, one in a key and a referenced key go."""
    def change(d):
        authors, books = tab(d, "t_authors"), tab(d, "t_books")
        drop_columns(authors, "bio", "email", "rating")
        drop_columns(books, "isbn", "pages", "author_id")
        d["relations"] = [r for r in d["relations"] if r["id"] != "r_books_author"]
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "name", "nickname"],
                       [(1, "Ada", "ada"), (2, "Alan", "al")]),
                      ("books", ["id", "title", "price"],
                       [(10, "Notes", 12.5), (11, "Machines", 30.25)])])


def columns_renamed() -> Pair:
    """Renames of a plain column, an indexed one, a key column and the referenced primary key."""
    def change(d):
        col(d, "t_authors", "name")["name"] = "full_name"
        col(d, "t_authors", "id")["name"] = "author_no"
        col(d, "t_authors", "email")["name"] = "mail"
        col(d, "t_books", "title")["name"] = "heading"
        col(d, "t_books", "author_id")["name"] = "writer_id"
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["author_no", "full_name", "mail", "mentor_id"],
                       [(1, "Ada", "ada@example.com", None), (2, "Alan", None, 1)]),
                      ("books", ["id", "heading", "writer_id"], [(10, "Notes", 1),
                                                                 (11, "Machines", 2)])])


def columns_swapped() -> Pair:
    """name and nickname swap names: the values follow the attributes, not the names."""
    def change(d):
        col(d, "t_authors", "name")["name"] = "tmp"
        col(d, "t_authors", "nickname")["name"] = "name"
        col(d, "t_authors", "tmp")["name"] = "nickname"
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "name", "nickname"],
                       [(1, "ada", "Ada"), (2, "al", "Alan")])])


def column_replaced() -> Pair:
    """nickname is deleted and name is renamed nickname; a new column takes the name name."""
    def change(d):
        authors = tab(d, "t_authors")
        drop_columns(authors, "nickname")
        by_name(authors, "name")["name"] = "nickname"
        authors["attributes"].insert(2, attr("name", "CHAR", length=3, isNullable=False,
                                             defaultValue="n/a"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "nickname", "name"],
                       [(1, "Ada", "n/a"), (2, "Alan", "n/a")])])


def types_widened() -> Pair:
    """Wider types keep every value; authors.id becomes BIGINT and its keys follow."""
    def change(d):
        col(d, "t_authors", "id")["type"] = "BIGINT"
        col(d, "t_authors", "name")["length"] = 255
        col(d, "t_authors", "bio")["type"] = "LONGTEXT"
        col(d, "t_authors", "rating").update(precision=6, scale=2)
        col(d, "t_books", "pages")["type"] = "INT"
        col(d, "t_books", "price").update(precision=12, scale=4)
        col(d, "t_books", "isbn").update(type="VARCHAR", length=20)
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "name", "bio", "rating"],
                       [(1, "Ada", "Pionnière", 4.5), (2, "Alan", "Logicien", 3.0)]),
                      ("books", ["id", "author_id", "pages", "price", "isbn"],
                       [(10, 1, 120, 12.5, "9780000000001"),
                        (11, 2, 300, 30.25, "9780000000002")])])


def types_narrowed() -> Pair:
    """Narrower types (flagged destructive); the rows here still fit."""
    def change(d):
        col(d, "t_authors", "name")["length"] = 50
        col(d, "t_authors", "bio").update(type="VARCHAR", length=500)
        col(d, "t_authors", "rating").update(precision=3, scale=1)
        col(d, "t_books", "pages")["type"] = "TINYINT"
        col(d, "t_books", "pages")["unsigned"] = True
        col(d, "t_books", "price").update(precision=6, scale=2)
    rows = [r for r in LIBRARY_ROWS if r[0] == "authors"] + [
        ("books", {"id": 10, "title": "Notes", "author_id": 1, "pages": 120, "price": 12.5})]
    return Pair(*changed(library(), change), rows=rows,
                kept=[("authors", ["id", "name", "bio"],
                       [(1, "Ada", "Pionnière"), (2, "Alan", "Logicien")]),
                      ("books", ["id", "pages", "price"], [(10, 120, 12.5)])])


def type_families_changed() -> Pair:
    def change(d):
        col(d, "t_authors", "born")["type"] = "DATETIME"
        col(d, "t_authors", "rating").update(type="VARCHAR", length=20, precision=None, scale=None)
        col(d, "t_books", "pages").update(type="VARCHAR", length=10)
        col(d, "t_books", "published")["type"] = "DATE"
        col(d, "t_books", "translator_id").update(type="BIGINT", unsigned=True)
    rows = [("authors", {"id": 1, "name": "Ada", "rating": 4.5}),
            ("books", {"id": 10, "title": "Notes", "pages": 120})]
    return Pair(*changed(library(), change), rows=rows,
                kept=[("books", ["id", "pages"], [(10, "120")])])


def nullability() -> Pair:
    """NULL to NOT NULL with a default (NULLs take it), without one (flagged), and back."""
    def change(d):
        col(d, "t_authors", "email").update(isNullable=False, defaultValue="inconnu@example.com")
        col(d, "t_authors", "nickname")["isNullable"] = False
        col(d, "t_books", "title")["isNullable"] = True
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "email"], [(1, "ada@example.com"),
                                                    (2, "inconnu@example.com")])])


def defaults() -> Pair:
    def change(d):
        col(d, "t_books", "pages")["defaultValue"] = "100"
        col(d, "t_books", "price")["defaultValue"] = "9.99"
        col(d, "t_authors", "status")["defaultValue"] = None
        col(d, "t_books", "published")["defaultValue"] = None
        col(d, "t_authors", "born")["defaultValue"] = "2000-01-01"
        col(d, "t_authors", "nickname")["defaultValue"] = "anonyme"
    return Pair(*changed(library(), change))


def enum_values() -> Pair:
    def change(d):
        col(d, "t_authors", "status")["enumValues"] = "active,retired,banned"
        authors = tab(d, "t_authors")
        by_name(authors, "nickname").update(type="ENUM", enumValues="ada,al,bob", length=None)
    rows = LIBRARY_ROWS
    return Pair(*changed(library(), change), rows=rows,
                kept=[("authors", ["id", "status", "nickname"], [(1, "active", "ada"),
                                                                 (2, "retired", "al")])])


def enum_values_removed() -> Pair:
    def change(d):
        col(d, "t_authors", "status").update(enumValues="retired,active", defaultValue="retired")
        books = tab(d, "t_books")
        books["attributes"].append(attr("format", "ENUM", enumValues="paper,ebook,audio"))
    before, after = changed(library(), change)
    formats = copy.deepcopy(by_name(tab(after, "t_books"), "format"))
    tab(before, "t_books")["attributes"].append(formats | {"enumValues": "paper,ebook,audio,vinyl"})
    return Pair(before, after, rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "status"], [(1, "active"), (2, "retired")])])


def enum_column_replaced() -> Pair:
    """status is deleted and a new ENUM column takes its name (PostgreSQL: and its type's name)."""
    def change(d):
        authors = tab(d, "t_authors")
        drop_columns(authors, "status")
        authors["attributes"].append(attr("status", "ENUM", enumValues="draft,published",
                                          defaultValue="draft"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "status"], [(1, "draft"), (2, "draft")])])


def boolean_conversions() -> Pair:
    """A BOOLEAN becomes TINYINT and a SMALLINT becomes BOOLEAN (PostgreSQL: through integer)."""
    def base():
        d = library()
        tab(d, "t_authors")["attributes"].append(
            attr("active", "BOOLEAN", isNullable=False, defaultValue="true"))
        return d

    def change(d):
        col(d, "t_authors", "active").update(type="TINYINT", defaultValue="1")
        col(d, "t_books", "pages").update(type="BOOLEAN")
    rows = [("authors", {"id": 1, "name": "Ada", "active": True}),
            ("books", {"id": 10, "title": "Notes", "pages": 1})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("authors", ["id", "active"], [(1, 1)]),
                      ("books", ["id", "pages"], [(10, 1)])])


def auto_increment() -> Pair:
    """tags.id stops counting; authors.id stops counting and turns UNSIGNED (its keys follow)."""
    def change(d):
        col(d, "t_tags", "id")["isAutoIncrement"] = False
        col(d, "t_authors", "id").update(isAutoIncrement=False, unsigned=True)
    rows = LIBRARY_ROWS + [("tags", {"id": 3, "label": "x"})]
    return Pair(*changed(library(), change), rows=rows,
                kept=[("tags", ["id", "label"], [(3, "x")]),
                      ("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def unsigned_key() -> Pair:
    """authors.id becomes UNSIGNED: MySQL changes it and the keys copying it, others nothing."""
    def change(d):
        col(d, "t_authors", "id")["unsigned"] = True
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def rename_and_type_change() -> Pair:
    def change(d):
        col(d, "t_books", "pages").update(name="page_count", type="INT")
        tab(d, "t_authors")["name"] = "writers"
        col(d, "t_authors", "name").update(name="full_name", length=150)
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("writers", ["id", "full_name"], [(1, "Ada"), (2, "Alan")]),
                      ("books", ["id", "page_count"], [(10, 120), (11, 300)])])

"""Pairs where a composite foreign key (issue 13 item 4) comes, goes or changes: copies point at
an edition by (book_id, number), the primary key of editions. Both directions run, so each pair
adds the key one way and drops it the other."""

from __future__ import annotations

from tests.unit.exports.fixtures import attr, by_name, fk, pk, relation, table

from .versions import LIBRARY_ROWS, Pair, changed, col, library, tab

EDITION_ROWS = [("editions", {"book_id": 10, "number": 1, "year": 1843}),
                ("editions", {"book_id": 10, "number": 2, "year": 1850}),
                ("copies", {"id": 1, "edition_book": 10, "edition_number": 1, "shelf": "A"}),
                ("copies", {"id": 2, "edition_book": 10, "edition_number": 2, "shelf": "B"})]
KEPT = [("copies", ["id", "edition_book", "edition_number"], [(1, 10, 1), (2, 10, 2)])]


def editions() -> dict:
    """The library with editions keyed by (book_id, number) and copies of them, not yet linked."""
    d = library()
    books = tab(d, "t_books")
    editions_ = table("t_editions", "editions", [
        fk("book_id", books, isNullable=False, isPrimaryKey=True),
        attr("number", "SMALLINT", isNullable=False, isPrimaryKey=True), attr("year", "SMALLINT"),
    ])
    copies = table("t_copies", "copies", [
        pk(), attr("edition_book", "INT"), attr("edition_number", "SMALLINT"),
        attr("shelf", length=10),
    ])
    d["tables"] += [editions_, copies]
    d["relations"].append(relation("r_editions_book", books, editions_,
                                   by_name(editions_, "book_id")))
    return d


def link(d, **fields):
    """Links copies (edition_book, edition_number) to editions (book_id, number)."""
    editions_, copies = tab(d, "t_editions"), tab(d, "t_copies")
    pairs = [(by_name(editions_, "book_id"), by_name(copies, "edition_book")),
             (by_name(editions_, "number"), by_name(copies, "edition_number"))]
    for parent, child in pairs:
        child.update(isForeignKey=True, referencedTable="t_editions",
                     referencedAttribute=parent["id"])
    (first_parent, first_child), (parent, child) = pairs
    d["relations"].append(relation(
        "r_copies_edition", editions_, copies, first_child, fromAttributeId=first_parent["id"],
        extraPairs=[{"fromAttributeId": parent["id"], "toAttributeId": child["id"]}], **fields))


def composite_foreign_key_added() -> Pair:
    """copies gain ONE key over both columns (and lose it going back)."""
    return Pair(*changed(editions(), lambda d: link(d, onDelete="RESTRICT")),
                rows=LIBRARY_ROWS + EDITION_ROWS, kept=KEPT)


def composite_foreign_key_changed() -> Pair:
    """The key's actions change and both of its ends widen: it goes first and comes back last."""
    def base():
        d = editions()
        link(d)
        return d

    def change(d):
        next(r for r in d["relations"] if r["id"] == "r_copies_edition")["onDelete"] = "SET NULL"
        col(d, "t_editions", "number")["type"] = "INT"
    return Pair(*changed(base(), change), rows=LIBRARY_ROWS + EDITION_ROWS, kept=KEPT)

"""Pairs where keys and indexes change: foreign keys added, dropped, retargeted, their actions;
primary keys moved or made composite; indexes and unique constraints added, dropped, changed,
renamed; changes under a key that force it out and back."""

from __future__ import annotations

from tests.unit.exports.fixtures import attr, by_name, fk, pk, relation, table

from .versions import (
    AUTHORS,
    BOOKS,
    LIBRARY_ROWS,
    Pair,
    changed,
    col,
    drop_columns,
    index,
    library,
    rel,
    tab,
)


def foreign_keys_added_and_dropped() -> Pair:
    """books.author_id loses its key (the column stays); translator_id gains one."""
    def change(d):
        d["relations"] = [r for r in d["relations"] if r["id"] != "r_books_author"]
        col(d, "t_books", "author_id").update(isForeignKey=False, referencedTable=None,
                                              referencedAttribute=None)
        authors, books = tab(d, "t_authors"), tab(d, "t_books")
        d["relations"].append(relation("r_translator", authors, books,
                                       by_name(books, "translator_id"), onDelete="RESTRICT"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def actions_changed() -> Pair:
    def change(d):
        rel(d, "r_books_author").update(onDelete="SET NULL", onUpdate="RESTRICT")
        rel(d, "r_mentor").update(onDelete="CASCADE", onUpdate="NO ACTION")
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def self_reference() -> Pair:
    """The mentor key goes; tags gain a parent (new column and key to itself)."""
    def change(d):
        d["relations"] = [r for r in d["relations"] if r["id"] != "r_mentor"]
        col(d, "t_authors", "mentor_id").update(isForeignKey=False, referencedTable=None,
                                                referencedAttribute=None)
        tags = tab(d, "t_tags")
        parent = fk("parent_id", tags)
        tags["attributes"].append(parent)
        d["relations"].append(relation("r_tag_parent", tags, tags, parent, onDelete="SET NULL"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "mentor_id"], [(1, None), (2, 1)])])


def relation_retargeted() -> Pair:
    """books.translator_id gets a key to authors, then to a new table translators."""
    def base():
        d = library()
        d["relations"].append(relation("r_translator", tab(d, "t_authors"), tab(d, "t_books"),
                                       col(d, "t_books", "translator_id")))
        return d

    def change(d):
        translators = table("t_translators", "translators", [pk("id", "BIGINT"),
                                                             attr("name", length=80)])
        d["tables"].append(translators)
        rel(d, "r_translator")["fromTableId"] = "t_translators"
        rel(d, "r_translator")["fromAttributeId"] = translators["attributes"][0]["id"]
    return Pair(*changed(base(), change), rows=[AUTHORS[0], BOOKS[0]],
                kept=[("books", ["id", "translator_id"], [(10, None)])])


def referenced_unique_widened() -> Pair:
    """loans reference books.isbn (a unique column), which widens: the key goes and comes back."""
    def base():
        d = library()
        books = tab(d, "t_books")
        loans = table("t_loans", "loans", [pk(), attr("book_isbn", "CHAR", length=13),
                                           attr("due", "DATE")])
        by_name(loans, "book_isbn").update(isForeignKey=True, referencedTable="t_books",
                                           referencedAttribute=by_name(books, "isbn")["id"])
        d["tables"].append(loans)
        return d

    def change(d):
        col(d, "t_books", "isbn").update(type="VARCHAR", length=20)
    rows = LIBRARY_ROWS + [("loans", {"id": 1, "book_isbn": "9780000000001"})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("loans", ["id", "book_isbn"], [(1, "9780000000001")])])


def pivot_follows_key_type() -> Pair:
    """tags.id turns BIGINT: the pivot's column copying it follows, with its key."""
    def base():
        d = library()
        d["relations"].append(relation("r_books_tags", tab(d, "t_books"), tab(d, "t_tags"),
                                       None, "many-to-many"))
        return d

    def change(d):
        col(d, "t_tags", "id")["type"] = "BIGINT"
    rows = LIBRARY_ROWS + [("tags", {"id": 1, "label": "promo"}),
                           ("books_tags", {"book_id": 11, "tag_id": 1})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("books_tags", ["book_id", "tag_id"], [(11, 1)])])


def primary_key_changed() -> Pair:
    """editions: an AUTO_INCREMENT id becomes a composite key (book_id, number)."""
    def base():
        d = library()
        books = tab(d, "t_books")
        editions = table("t_editions", "editions", [
            pk(), fk("book_id", books, isNullable=False),
            attr("number", "SMALLINT", isNullable=False), attr("year", "SMALLINT"),
        ])
        d["tables"].append(editions)
        d["relations"].append(relation("r_editions_book", books, editions,
                                       by_name(editions, "book_id")))
        return d

    def change(d):
        editions = tab(d, "t_editions")
        drop_columns(editions, "id")
        for name in ("book_id", "number"):
            by_name(editions, name).update(isPrimaryKey=True, isNullable=False)
    rows = LIBRARY_ROWS + [("editions", {"id": 1, "book_id": 10, "number": 1, "year": 1843}),
                           ("editions", {"id": 2, "book_id": 10, "number": 2, "year": 1850})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("editions", ["number", "book_id", "year"], [(1, 10, 1843), (2, 10, 1850)])])


def counter_key_added() -> Pair:
    """A table keyed by (book_id, number) gets an AUTO_INCREMENT id: the rows already there are
    numbered (MySQL adds the column and its key in one step, PostgreSQL's identity fills them)."""
    def base():
        d = library()
        books = tab(d, "t_books")
        editions = table("t_editions", "editions", [
            fk("book_id", books, isNullable=False, isPrimaryKey=True),
            attr("number", "SMALLINT", isNullable=False, isPrimaryKey=True),
        ])
        d["tables"].append(editions)
        return d

    def change(d):
        editions = tab(d, "t_editions")
        for a in editions["attributes"]:
            a["isPrimaryKey"] = False
        editions["attributes"].insert(0, pk())
    rows = LIBRARY_ROWS + [("editions", {"book_id": 10, "number": 1}),
                           ("editions", {"book_id": 11, "number": 1})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("editions", ["book_id", "number"], [(10, 1), (11, 1)])])


def primary_key_moved() -> Pair:
    """tags: the key moves from the counter id to label; id stays as a plain column."""
    def change(d):
        tags = tab(d, "t_tags")
        by_name(tags, "id").update(isPrimaryKey=False, isAutoIncrement=False, isNullable=True)
        by_name(tags, "label")["isPrimaryKey"] = True
    return Pair(*changed(library(), change), rows=[("tags", {"id": 1, "label": "promo"})],
                kept=[("tags", ["label", "id"], [("promo", 1)])])


def indexes() -> Pair:
    """Composite indexes added, dropped, changed (columns, order, uniqueness) and renamed."""
    def base():
        d = library()
        books = tab(d, "t_books")
        books["indexes"] += [
            index("i_author_published", "idx_books_author_published",
                  [by_name(books, "author_id"), (by_name(books, "published"), "DESC")]),
            index("i_price", "idx_books_price", [by_name(books, "price")], comment="Prix"),
            index("i_isbn_hash", "idx_books_isbn", [by_name(books, "isbn")], method="HASH"),
        ]
        return d

    def change(d):
        books = tab(d, "t_books")
        ix = {i["id"]: i for i in books["indexes"]}
        ix["i_title_pages"]["attributes"].reverse()
        ix["i_author_published"]["name"] = "idx_books_by_author"
        ix["i_price"].update(type="UNIQUE", comment="Prix unique")
        books["indexes"] = [i for i in books["indexes"] if i["id"] != "i_isbn_hash"]
        books["indexes"].append(index("i_new", "idx_books_translator_pages",
                                      [by_name(books, "translator_id"), by_name(books, "pages")]))
        books["indexes"].append(index("i_fulltext", "ft_books_title", [by_name(books, "title")],
                                      type_="FULLTEXT", method=None))
        tab(d, "t_authors")["indexes"] = [index("i_names", "idx_authors_names",
                                                [(by_name(tab(d, "t_authors"), "name"), "DESC"),
                                                 by_name(tab(d, "t_authors"), "nickname")])]
    return Pair(*changed(base(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "title"], [(10, "Notes"), (11, "Machines")])])


def uniques() -> Pair:
    def change(d):
        col(d, "t_authors", "email")["isUnique"] = False
        col(d, "t_authors", "nickname")["isUnique"] = True
        col(d, "t_books", "isbn")["isUnique"] = False
        books = tab(d, "t_books")
        books["indexes"].append(index("i_isbn", "uq_books_isbn", [by_name(books, "isbn")],
                                      type_="UNIQUE"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["id", "nickname"], [(1, "ada"), (2, "al")])])


def index_names_swapped() -> Pair:
    def base():
        d = library()
        books = tab(d, "t_books")
        books["indexes"].append(index("i_price", "idx_books_price", [by_name(books, "price")]))
        return d

    def change(d):
        ix = {i["id"]: i for i in tab(d, "t_books")["indexes"]}
        ix["i_price"]["name"] = "idx_books_title_pages"
        ix["i_title_pages"]["name"] = "idx_books_price"
    return Pair(*changed(base(), change))


def index_over_key_column() -> Pair:
    """An index now starts with books.author_id: InnoDB's own index under the key goes away."""
    def change(d):
        books = tab(d, "t_books")
        books["indexes"].append(index("i_author_title", "idx_books_author_title",
                                      [by_name(books, "author_id"), by_name(books, "title")]))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def indexed_column_becomes_text() -> Pair:
    """title turns TEXT: MySQL indexes it by a prefix, so its indexes are made again."""
    def change(d):
        col(d, "t_books", "title").update(type="TEXT", length=None)
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "title"], [(10, "Notes"), (11, "Machines")])])


def referencing_table_dropped_as_key_moves() -> Pair:
    """books goes while the key it references (authors.id) stops being one: the table goes first."""
    def change(d):
        d["tables"] = [t for t in d["tables"] if t["id"] != "t_books"]
        d["relations"] = []
        authors = tab(d, "t_authors")
        by_name(authors, "mentor_id").update(isForeignKey=False, referencedTable=None,
                                             referencedAttribute=None)
        by_name(authors, "id").update(isPrimaryKey=False, isAutoIncrement=False)
        by_name(authors, "name")["isPrimaryKey"] = True
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("authors", ["name", "id"], [("Ada", 1), ("Alan", 2)])])

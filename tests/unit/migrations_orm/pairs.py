"""Pairs of diagram versions (A, B) the ORM migration checks run, built with the export fixtures'
document builders: B is a copy of A with one family of changes, so every id A and B share means
the same table, attribute, relation or index, as it does in the editor. Together they cover every
kind of change the migrations handle (issue 12)."""

from __future__ import annotations

import copy

from tests.unit.exports.fixtures import attr, by_name, fk, pk, relation, table


def library() -> dict:
    authors = table("t_authors", "authors", [
        pk(), attr("name", length=100, isNullable=False), attr("email", length=191, isUnique=True),
        attr("born", "DATE"), attr("bio", "TEXT"), attr("rating", "DECIMAL", precision=4, scale=1),
        attr("nickname", length=40),
    ], comment="Les auteurs")
    categories = table("t_categories", "categories", [pk(), attr("label", length=60)])
    categories["attributes"].append(fk("parent_id", categories))
    books = table("t_books", "books", [
        pk(), attr("title", length=200, isNullable=False), fk("author_id", authors),
        attr("pages", "SMALLINT"), attr("price", "DECIMAL", precision=8, scale=2),
        attr("published", "BOOLEAN", isNullable=False, defaultValue="false"),
        attr("isbn", "CHAR", length=13, isUnique=True), attr("editor_id", "INT"),
        fk("category_id", categories), attr("summary", "TEXT"),
    ])
    ba = {a["name"]: a["id"] for a in books["attributes"]}
    books["indexes"] = [
        index("i_title_pages", "idx_books_title_pages", [ba["title"], ba["pages"]]),
        index("i_price", "idx_books_price", [ba["price"]], order="DESC"),
        index("i_uq_title_author", "uq_books_title_author", [ba["title"], ba["author_id"]],
              type_="UNIQUE"),
    ]
    genres = table("t_genres", "genres", [pk(), attr("label", length=50, isNullable=False)])
    profiles = table("t_profiles", "profiles", [
        pk(), fk("author_id", authors, isUnique=False), attr("website", length=200),
    ])
    loans = table("t_loans", "loans", [pk(), fk("book_id", books), attr("due", "DATE")])
    covers = table("t_covers", "covers", [pk(), attr("image", length=120), fk("book_id", books)])
    # A composite key: Django adds its own id and a unique constraint.
    ratings = table("t_ratings", "ratings", [
        fk("book_id", books, isPrimaryKey=True, isNullable=False),
        fk("author_id", authors, isPrimaryKey=True, isNullable=False), attr("stars", "TINYINT"),
    ])
    clubs = table("t_clubs", "clubs", [pk(), attr("name", length=80)])
    members = table("t_members", "members", [pk(), fk("club_id", clubs)])
    clubs["attributes"].append(fk("president_id", members))  # a cycle
    tables = [authors, categories, books, genres, profiles, loans, covers, ratings, clubs, members]
    relations = [
        relation("r_books_author", authors, books, by_name(books, "author_id")),
        relation("r_category_parent", categories, categories, by_name(categories, "parent_id"),
                 onDelete="SET NULL"),
        relation("r_books_category", categories, books, by_name(books, "category_id"),
                 onDelete="SET NULL"),
        relation("r_books_genres", books, genres, None, "many-to-many"),
        relation("r_profile_author", authors, profiles, by_name(profiles, "author_id")),
        relation("r_loans_book", books, loans, by_name(loans, "book_id")),
        relation("r_cover_book", books, covers, by_name(covers, "book_id"), "one-to-one"),
    ]
    return {"format": 1, "tables": tables, "relations": relations}


def index(iid, name, attribute_ids, type_="INDEX", order="ASC"):
    return {"id": iid, "name": name, "type": type_, "method": "BTREE", "comment": "",
            "attributes": [{"attributeId": a, "order": order} for a in attribute_ids]}


def tab(doc, tid):
    return next(t for t in doc["tables"] if t["id"] == tid)


def col(doc, tid, name):
    return by_name(tab(doc, tid), name)


def rel(doc, rid):
    return next(r for r in doc["relations"] if r["id"] == rid)


def drop_table(doc, tid):
    """As the editor removes a table: its relations go, columns elsewhere stop referencing it."""
    doc["tables"].remove(tab(doc, tid))
    doc["relations"] = [r for r in doc["relations"]
                        if tid not in (r["fromTableId"], r["toTableId"])]
    for item in doc["tables"]:
        for a in item["attributes"]:
            if a["referencedTable"] == tid:
                a.update(isForeignKey=False, referencedTable=None, referencedAttribute=None)


def _models_added_and_removed(doc):
    publishers = table("t_publishers", "publishers", [pk(), attr("name", isNullable=False)])
    doc["tables"].append(publishers)
    column = fk("publisher_id", publishers)
    tab(doc, "t_books")["attributes"].append(column)
    doc["relations"].append(relation("r_books_publisher", publishers, tab(doc, "t_books"), column))
    drop_table(doc, "t_loans")
    # New tables referencing each other both ways, created before they can all be linked.
    series = table("t_series", "series", [pk(), attr("title")])
    editions = table("t_editions", "editions", [pk(), fk("series_id", series, isNullable=False)])
    series["attributes"].append(fk("first_edition_id", editions))
    tags = table("t_tags", "tags", [pk("code", "VARCHAR", auto=False, length=20)])
    doc["tables"][:0] = [series, editions, tags]
    doc["relations"].append(relation("r_editions_tags", editions, tags, None, "many-to-many"))
    # A key moved from a table that goes to one that comes: dropped and added again.
    doc["tables"].remove(tab(doc, "t_categories"))
    doc["relations"].remove(rel(doc, "r_category_parent"))
    shelves = table("t_shelves", "shelves", [pk(), attr("place", length=30)])
    doc["tables"].append(shelves)
    category = col(doc, "t_books", "category_id")
    category.update(referencedTable="t_shelves", referencedAttribute=shelves["attributes"][0]["id"])
    rel(doc, "r_books_category")["fromTableId"] = "t_shelves"
    rel(doc, "r_books_category")["fromAttributeId"] = shelves["attributes"][0]["id"]
    # A new table with a composite key.
    doc["tables"].append(table("t_awards", "awards", [
        fk("author_id", tab(doc, "t_authors"), isPrimaryKey=True, isNullable=False),
        pk("year", "SMALLINT", auto=False),
    ]))


def _referenced_models_removed(doc):
    for tid in ("t_authors", "t_clubs", "t_members"):  # referenced by kept tables; a cycle
        drop_table(doc, tid)


def _models_renamed(doc):
    tab(doc, "t_authors")["name"] = "writers"
    tab(doc, "t_authors")["comment"] = "Les écrivains"
    tab(doc, "t_genres")["name"] = "themes"  # the many-to-many's target: its pivot follows
    tab(doc, "t_ratings")["name"] = "reviews"  # its composite key's constraint is renamed


def _fields_added_removed_renamed(doc):
    authors = tab(doc, "t_authors")
    authors["attributes"] += [
        attr("awards", "INT", isNullable=False),  # NOT NULL, no default: a one-off default
        attr("country", length=2, defaultValue="FR", isNullable=False),
        attr("twitter", length=50),
        attr("joined", "DATETIME", isNullable=False),
    ]
    authors["attributes"].remove(col(doc, "t_authors", "bio"))
    col(doc, "t_authors", "name")["name"] = "full_name"
    pages = col(doc, "t_books", "pages")
    pages.update(name="page_count", type="INT")  # renamed and widened together


def _types_widen_narrow(doc):
    col(doc, "t_books", "title")["length"] = 80  # narrowed
    col(doc, "t_books", "price").update(precision=10, scale=3)  # widened
    col(doc, "t_books", "pages")["type"] = "BIGINT"  # widened
    col(doc, "t_books", "summary").update(type="VARCHAR", length=500)  # narrowed
    col(doc, "t_authors", "rating").update(type="FLOAT", precision=None, scale=None)
    col(doc, "t_authors", "born")["type"] = "DATETIME"
    col(doc, "t_authors", "nickname")["length"] = 10  # narrowed


def _nullability_defaults_unique(doc):
    col(doc, "t_authors", "email")["isNullable"] = False  # NULLs get a one-off default
    col(doc, "t_authors", "nickname").update(isNullable=False, defaultValue="anonyme")
    col(doc, "t_books", "published")["defaultValue"] = "true"
    col(doc, "t_books", "price")["defaultValue"] = "9.99"
    col(doc, "t_books", "isbn")["isUnique"] = False
    col(doc, "t_genres", "label")["isUnique"] = True
    col(doc, "t_books", "title")["isNullable"] = True


def _foreign_keys(doc):
    doc["relations"].remove(rel(doc, "r_books_author"))  # author → author_id, a plain column
    col(doc, "t_books", "author_id").update(isForeignKey=False, referencedTable=None,
                                            referencedAttribute=None)
    books = tab(doc, "t_books")
    authors = tab(doc, "t_authors")
    editor = col(doc, "t_books", "editor_id")  # a plain column becomes a key
    doc["relations"].append(relation("r_books_editor", authors, books, editor,
                                     onDelete="SET NULL"))
    rel(doc, "r_books_category")["onDelete"] = "CASCADE"
    rel(doc, "r_profile_author").update(type="one-to-one", onDelete="RESTRICT")
    doc["relations"].remove(rel(doc, "r_cover_book"))  # a one-to-one dropped, its column kept
    col(doc, "t_covers", "book_id").update(isForeignKey=False, referencedTable=None,
                                           referencedAttribute=None)
    genres = tab(doc, "t_genres")
    mascot = fk("mascot_id", authors)  # a new one-to-one key on a new column
    genres["attributes"].append(mascot)
    doc["relations"].append(relation("r_genre_mascot", authors, genres, mascot, "one-to-one"))


def _indexes(doc):
    books = tab(doc, "t_books")
    ba = {a["name"]: a["id"] for a in books["attributes"]}
    books["indexes"] = [
        # the same columns under another name: RenameIndex
        index("i_title_pages", "idx_books_pages_title", [ba["title"], ba["pages"]]),
        # other columns: removed and added again
        index("i_price", "idx_books_price", [ba["price"], ba["published"]], order="DESC"),
        index("i_new", "idx_books_isbn_summary", [ba["isbn"], ba["summary"]]),
        index("i_uq_new", "uq_books_editor", [ba["editor_id"], ba["category_id"]],
              type_="UNIQUE"),
    ]  # uq_books_title_author dropped
    aa = {a["name"]: a["id"] for a in tab(doc, "t_authors")["attributes"]}
    tab(doc, "t_authors")["indexes"] = [index("i_auth", "idx_authors_name", [aa["name"]])]


def _many_to_many(doc):
    doc["relations"].remove(rel(doc, "r_books_genres"))
    authors = tab(doc, "t_authors")
    doc["relations"] += [
        relation("r_authors_genres", authors, tab(doc, "t_genres"), None, "many-to-many"),
        relation("r_authors_mentors", authors, authors, None, "many-to-many", name="mentoring"),
    ]


def _self_reference(doc):
    categories = tab(doc, "t_categories")
    categories["name"] = "sections"  # the self reference follows the rename
    doc["relations"].remove(rel(doc, "r_category_parent"))
    categories["attributes"].remove(col(doc, "t_categories", "parent_id"))
    authors = tab(doc, "t_authors")
    mentor = fk("mentor_id", authors)
    authors["attributes"].append(mentor)
    doc["relations"].append(relation("r_mentor", authors, authors, mentor, onDelete="SET NULL"))


def _swaps(doc):
    email, nickname = col(doc, "t_authors", "email"), col(doc, "t_authors", "nickname")
    email["name"], nickname["name"] = "nickname", "email"
    tab(doc, "t_genres")["name"] = "categories"
    tab(doc, "t_categories")["name"] = "genres"


def _layout_and_seeds_only(doc):
    for at, item in enumerate(doc["tables"]):
        item.update(x=300 * at, y=40, color="#ef4444", isCollapsed=True)
    tab(doc, "t_genres")["seeds"] = [{"name": "s1", "data": [{"key": "label", "data": "polar"}]}]


def _django_builtins(doc):
    """Django's own tables drawn in the diagram, and keys to them (issue 13 item 13)."""
    user = table("t_auth_user", "auth_user", [pk(), attr("username", length=150, isUnique=True)])
    types = table("t_ct", "django_content_type", [pk(), attr("model", length=100)])
    doc["tables"] += [user, types]
    tab(doc, "t_covers")["attributes"] += [fk("owner_id", user), fk("content_type_id", types)]


def _composite_foreign_keys(doc):
    """Keys over (book_id, author_id), the composite primary key of ratings (issue 13 item 4): on
    a new table, and on two new columns of covers, whose rows hold NULL there (a key with a NULL
    column checks nothing). Laravel writes them; Django keeps the columns as plain fields."""
    ratings = tab(doc, "t_ratings")
    book, author = by_name(ratings, "book_id"), by_name(ratings, "author_id")

    def composite(rid, child, book_column, author_column):
        for column, parent in ((book_column, book), (author_column, author)):
            column.update(isForeignKey=True, referencedTable="t_ratings",
                          referencedAttribute=parent["id"])
        doc["relations"].append(relation(
            rid, ratings, child, book_column, fromAttributeId=book["id"],
            extraPairs=[{"fromAttributeId": author["id"], "toAttributeId": author_column["id"]}]))

    votes = table("t_votes", "votes", [pk(), attr("book_id", "INT", isNullable=False),
                                       attr("author_id", "INT", isNullable=False),
                                       attr("score", "TINYINT")])
    doc["tables"].append(votes)
    composite("r_votes_rating", votes, by_name(votes, "book_id"), by_name(votes, "author_id"))
    covers = tab(doc, "t_covers")
    covers["attributes"] += [attr("rating_book", "INT"), attr("rating_author", "INT")]
    composite("r_covers_rating", covers, by_name(covers, "rating_book"),
              by_name(covers, "rating_author"))


CHANGES = {
    "models_added_and_removed": _models_added_and_removed,
    "referenced_models_removed": _referenced_models_removed,
    "models_renamed": _models_renamed,
    "fields_added_removed_renamed": _fields_added_removed_renamed,
    "types_widen_narrow": _types_widen_narrow,
    "nullability_defaults_unique": _nullability_defaults_unique,
    "foreign_keys": _foreign_keys,
    "indexes": _indexes,
    "many_to_many": _many_to_many,
    "self_reference": _self_reference,
    "swaps": _swaps,
    "layout_and_seeds_only": _layout_and_seeds_only,
    "django_builtins": _django_builtins,
    "composite_foreign_keys": _composite_foreign_keys,
}


def pair(name: str) -> tuple[dict, dict]:
    before = library()
    after = copy.deepcopy(before)
    CHANGES[name](after)
    return before, after

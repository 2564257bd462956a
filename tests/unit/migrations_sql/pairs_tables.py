"""Pairs where tables come, go, are renamed or replaced; many-to-many pivots; cycles; comments;
the exports' shop reworked on every front; a renamed chain."""

from __future__ import annotations

import copy

from tests.unit.exports.fixtures import attr, by_name, chain, fk, pk, relation, shop, table

from .versions import (
    LIBRARY_ROWS,
    Pair,
    changed,
    col,
    index,
    library,
    rel,
    tab,
)


def identical() -> Pair:
    return Pair(*changed(library(), lambda d: None))


def layout_and_seeds_only() -> Pair:
    def change(d):
        for n, t in enumerate(d["tables"]):
            t.update(x=500 + n, y=40 * n, width=320, height=90, color="#ef4444", isCollapsed=True)
        tab(d, "t_tags")["seeds"] = [{"name": "s1", "data": [{"key": "label", "data": "promo"}]}]
        rel(d, "r_mentor").update(color="#10b981", isDashed=True, label="mentor")
    return Pair(*changed(library(), change))


def table_added() -> Pair:
    def change(d):
        authors, books = tab(d, "t_authors"), tab(d, "t_books")
        reviews = table("t_reviews", "reviews", [
            pk("id", "BIGINT"), fk("book_id", books, isNullable=False), fk("author_id", authors),
            attr("stars", "TINYINT", unsigned=True, defaultValue="3"), attr("body", "TEXT"),
        ], comment="Avis")
        reviews["indexes"] = [index("i_reviews", "idx_reviews_book_stars", [
            by_name(reviews, "book_id"), (by_name(reviews, "stars"), "DESC")])]
        d["tables"].insert(0, reviews)
        d["relations"].append(relation("r_reviews_book", books, reviews,
                                       by_name(reviews, "book_id")))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "title"], [(10, "Notes"), (11, "Machines")])])


def table_dropped() -> Pair:
    def change(d):
        d["tables"] = [t for t in d["tables"] if t["id"] != "t_tags"]
    return Pair(*changed(library(), change))


def referenced_table_dropped() -> Pair:
    """authors goes: books keeps author_id as a plain column, its key goes first."""
    def change(d):
        d["tables"] = [t for t in d["tables"] if t["id"] != "t_authors"]
        d["relations"] = []
        col(d, "t_books", "author_id").update(isForeignKey=False, referencedTable=None,
                                              referencedAttribute=None)
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def table_renamed() -> Pair:
    """authors (ENUM, unique, self reference, referenced by books) becomes writers."""
    def change(d):
        tab(d, "t_authors")["name"] = "writers"
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("writers", ["id", "name", "status", "mentor_id"],
                       [(1, "Ada", "active", None), (2, "Alan", "retired", 1)]),
                      ("books", ["id", "author_id"], [(10, 1), (11, 2)])])


def tables_swapped() -> Pair:
    """Two tables swap names: each keeps its rows, found under the other's old name."""
    before = copy.deepcopy(library())
    before["tables"].append(table("t_labels", "labels", [pk(), attr("code", length=10)]))
    after = copy.deepcopy(before)
    tab(after, "t_tags")["name"] = "labels"
    tab(after, "t_labels")["name"] = "tags"
    return Pair(before, after, rows=[("tags", {"id": 1, "label": "promo"}),
                                     ("labels", {"id": 5, "code": "X1"})],
                kept=[("labels", ["id", "label"], [(1, "promo")]),
                      ("tags", ["id", "code"], [(5, "X1")])])


def table_replaced() -> Pair:
    """tags is deleted and a new table takes its name: a drop, then a create."""
    def change(d):
        d["tables"] = [t for t in d["tables"] if t["id"] != "t_tags"]
        d["tables"].append(table("t_tags_2", "tags", [pk("code", "CHAR", auto=False, length=8),
                                                      attr("label", "TEXT")]))
    return Pair(*changed(library(), change))


def many_to_many_added() -> Pair:
    def change(d):
        d["relations"].append(relation("r_books_tags", tab(d, "t_books"), tab(d, "t_tags"),
                                       None, "many-to-many"))
    return Pair(*changed(library(), change), rows=LIBRARY_ROWS,
                kept=[("books", ["id"], [(10,), (11,)])])


def many_to_many_renamed() -> Pair:
    def base():
        d = library()
        d["relations"].append(relation("r_books_tags", tab(d, "t_books"), tab(d, "t_tags"),
                                       None, "many-to-many"))
        return d

    def change(d):
        rel(d, "r_books_tags")["name"] = "book_labels"
        tab(d, "t_tags")["name"] = "labels"
    rows = LIBRARY_ROWS + [("tags", {"id": 1, "label": "promo"}),
                           ("books_tags", {"book_id": 10, "tag_id": 1})]
    return Pair(*changed(base(), change), rows=rows,
                kept=[("book_labels", ["book_id", "label_id"], [(10, 1)])])


def departments(cycle: bool) -> dict:
    deps = table("t_departments", "departments", [pk(), attr("title", length=80)])
    emps = table("t_employees", "employees",
                 [pk(), attr("name", length=80), fk("department_id", deps)])
    relations = [relation("r_emp_dep", deps, emps, by_name(emps, "department_id"))]
    if cycle:
        head = fk("head_id", emps)
        deps["attributes"].append(head)
        relations.append(relation("r_dep_head", emps, deps, head, onDelete="SET NULL"))
    doc = library()
    doc["tables"] += [deps, emps]
    doc["relations"] += relations
    return doc


def cycle_made() -> Pair:
    """departments.head_id → employees closes a cycle; employees is renamed meanwhile."""
    before = departments(False)
    after = copy.deepcopy(before)
    deps, emps = tab(after, "t_departments"), tab(after, "t_employees")
    head = fk("head_id", emps)
    deps["attributes"].append(head)
    after["relations"].append(relation("r_dep_head", emps, deps, head, onDelete="SET NULL"))
    emps["name"] = "staff"
    rows = [("departments", {"id": 1, "title": "R&D"}),
            ("employees", {"id": 7, "name": "Grace", "department_id": 1})]
    return Pair(before, after, rows=rows,
                kept=[("staff", ["id", "department_id"], [(7, 1)])])


def cycle_dropped() -> Pair:
    def change(d):
        d["tables"] = [t for t in d["tables"] if t["id"] not in ("t_departments", "t_employees")]
        d["relations"] = [r for r in d["relations"] if r["id"] not in ("r_emp_dep", "r_dep_head")]
    return Pair(*changed(departments(True), change))


def comments() -> Pair:
    def change(d):
        tab(d, "t_authors")["comment"] = "Écrivains et « plumes »"
        tab(d, "t_books")["comment"] = "Livres d'occasion"
        col(d, "t_authors", "id")["comment"] = ""
        col(d, "t_authors", "name")["comment"] = "Nom d'usage"
        tab(d, "t_books")["indexes"][0]["comment"] = "Titre puis pages"
    return Pair(*changed(library(), change))


def shop_reworked() -> Pair:
    """The exports' shop, reworked on every front at once."""
    def change(d):
        users = tab(d, "t_users")
        users["name"] = "accounts"
        by_name(users, "email")["name"] = "mail"
        by_name(users, "bio").update(type="VARCHAR", length=300)
        by_name(users, "status")["enumValues"] = "active,inactive,banned"
        d["tables"] = [t for t in d["tables"] if t["id"] != "t_profiles"]
        d["relations"] = [r for r in d["relations"]
                          if r["id"] not in ("r_profile", "r_products_tags")]
        tab(d, "t_tags")["name"] = "labels"
        d["relations"].append(relation("r_products_labels", tab(d, "t_products"),
                                       tab(d, "t_tags"), None, "many-to-many",
                                       name="product_labels"))
        rel(d, "r_orders").update(onDelete="CASCADE")
        by_name(tab(d, "t_order"), "state")["enumValues"] = "new,paid"
        items = tab(d, "t_items")
        by_name(items, "quantity").update(type="INT", defaultValue="2")
        products = tab(d, "t_products")
        products["indexes"] = [i for i in products["indexes"] if i["id"] != "i3"]
        products["indexes"][0]["attributes"].reverse()
        by_name(tab(d, "t_categories"), "Nom")["length"] = 150
    return Pair(*changed(shop(), change))


def chain_renamed() -> Pair:
    """Every table of a chain of 12 is renamed, one step along: t01 → t02, …, t12 → t13."""
    def change(d):
        for t in d["tables"]:
            t["name"] = f"t{int(t['name'][1:]) + 1:02}"
    return Pair(*changed(chain(12), change),
                rows=[("t01", {"id": 1, "label": "a"}),
                      ("t02", {"id": 1, "t01_id": 1, "label": "b"})],
                kept=[("t03", ["id", "t01_id", "label"], [(1, 1, "b")])])

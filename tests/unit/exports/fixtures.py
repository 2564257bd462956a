"""Diagram documents the export checks run: a shop with the tricky cases (self references, a
cycle, one-to-one on a primary key, many-to-many, ENUM without values, DECIMAL without precision,
UUID keys, names that need cleaning or quoting, comments with quotes, every kind of index) and a
chain of 36 tables listed backwards so only a dependency order can create them."""

from __future__ import annotations

import itertools

_ids = itertools.count(1)


def attr(name, type_="VARCHAR", **fields):
    base = {
        "id": f"a{next(_ids)}", "name": name, "type": type_, "isNullable": True,
        "isPrimaryKey": False, "isForeignKey": False, "isUnique": False,
        "isAutoIncrement": False, "unsigned": False, "defaultValue": None,
        "length": 255 if type_ in ("VARCHAR", "CHAR") else None, "precision": None,
        "scale": None, "comment": "", "enumValues": "", "referencedTable": None,
        "referencedAttribute": None,
    }
    base.update(fields)
    return base


def pk(name="id", type_="INT", auto=True, **fields):
    return attr(name, type_, isNullable=False, isPrimaryKey=True, isAutoIncrement=auto, **fields)


def table(tid, name, attributes, **fields):
    base = {
        "id": tid, "name": name, "x": 0, "y": 0, "width": 250, "height": 200,
        "color": "#6366f1", "comment": "", "schema": "public", "attributes": attributes,
        "indexes": [], "isCollapsed": False, "slug": False, "softDeletes": False, "seeds": [],
    }
    base.update(fields)
    return base


def fk(name, parent, type_="INT", **fields):
    """A column referencing `parent`'s first attribute; its declared type is deliberately off."""
    return attr(name, type_, isForeignKey=True, referencedTable=parent["id"],
                referencedAttribute=parent["attributes"][0]["id"], **fields)


def relation(rid, parent, child, column, type_="one-to-many", **fields):
    base = {
        "id": rid, "type": type_, "fromTableId": parent["id"], "toTableId": child["id"],
        "fromAttributeId": parent["attributes"][0]["id"],
        "toAttributeId": column["id"] if column else None, "name": "", "label": "",
        "onDelete": "CASCADE", "onUpdate": "CASCADE", "color": None, "isDashed": False,
        "cardinality": {"from": "1", "to": "1" if type_ == "one-to-one" else "N"},
    }
    base.update(fields)
    return base


def by_name(tab, name):
    return next(a for a in tab["attributes"] if a["name"] == name)


def shop():
    users = table("t_users", "users", [
        pk(unsigned=True, comment="Identifiant"),
        attr("email", length=191, isNullable=False, isUnique=True),
        attr("full name", length=None, comment="L'utilisateur « principal »"),
        attr("status", "ENUM", defaultValue="active"),
        attr("balance", "DECIMAL", defaultValue="0"),
        attr("rating", "DECIMAL", precision=4, scale=1),
        attr("is_admin", "BOOLEAN", isNullable=False, defaultValue="false"),
        attr("created_at", "TIMESTAMP", defaultValue="CURRENT_TIMESTAMP"),
        attr("bio", "TEXT"),
        attr("manager_id", "INT"),
    ], comment="Les comptes d'utilisateurs", slug=True, softDeletes=True, seeds=[
        {"name": "admin", "data": [{"key": "email", "data": "admin@example.com"},
                                    {"key": "full name", "data": "Ada l'admin"},
                                    {"key": "is_admin", "data": "true"}]},
    ])
    by_name(users, "manager_id").update(isForeignKey=True, referencedTable="t_users",
                                        referencedAttribute=users["attributes"][0]["id"])
    categories = table("t_categories", "Catégories", [
        pk("id", "BIGINT"), attr("Nom", length=100, isNullable=False),
    ])
    categories["attributes"].append(fk("parent_id", categories))
    order = table("t_order", "order", [
        pk("id", "UUID", auto=False), fk("user_id", users, isNullable=False),
        attr("total", "DECIMAL", precision=10, scale=2, defaultValue="0.00"),
        attr("state", "ENUM", enumValues="new, paid,'shipped'", defaultValue="new"),
        attr("note", length=50, comment='It\'s "quoted"'),
        attr("placed_on", "DATE"),
    ])
    products = table("t_products", "products", [
        pk(), attr("sku", "CHAR", length=12, isNullable=False, isUnique=True),
        attr("title", isNullable=False), attr("description", "LONGTEXT"),
        fk("category_id", categories), attr("price", "DECIMAL", precision=10, scale=2),
        attr("weight", "DOUBLE"), attr("tags", "SET", enumValues="a,b,c"), attr("meta", "JSON"),
        attr("photo", "BLOB"), attr("stock", "MEDIUMINT", unsigned=True, defaultValue="0"),
    ], slug=True)
    pa = {a["name"]: a["id"] for a in products["attributes"]}
    products["indexes"] = [
        {"id": "i1", "name": "idx_products_title_price", "type": "INDEX", "method": "BTREE",
         "comment": "Recherche d'un 'produit'",
         "attributes": [{"attributeId": pa["title"], "order": "ASC"},
                        {"attributeId": pa["price"], "order": "DESC"}]},
        {"id": "i2", "name": "ft_products", "type": "FULLTEXT", "method": None, "comment": "",
         "attributes": [{"attributeId": pa["title"], "order": "ASC"},
                        {"attributeId": pa["description"], "order": "ASC"}]},
        {"id": "i3", "name": "idx_products_sku_hash", "type": "INDEX", "method": "HASH",
         "comment": "", "attributes": [{"attributeId": pa["sku"], "order": "ASC"}]},
        {"id": "i4", "name": "uq_products_category_title", "type": "UNIQUE", "method": "BTREE",
         "comment": "", "attributes": [{"attributeId": pa["category_id"], "order": "ASC"},
                                       {"attributeId": pa["title"], "order": "ASC"}]},
    ]
    items = table("t_items", "order-items", [
        pk(), fk("order_id", order, isNullable=False), fk("product_id", products),
        attr("quantity", "SMALLINT", isNullable=False, defaultValue="1"),
        attr("unit_price", "DECIMAL", precision=8, scale=2),
    ], seeds=[])
    tags = table("t_tags", "tags", [pk(), attr("label", length=40, isNullable=False)],
                 seeds=[{"name": "t1", "data": [{"key": "label", "data": "promo"}]},
                        {"name": "t2", "data": [{"key": "label", "data": "nouveau"}]}])
    departments = table("t_departments", "departments", [pk(), attr("title")])
    employees = table("t_employees", "employees",
                      [pk(), attr("name"), fk("department_id", departments)])
    departments["attributes"].append(fk("head_id", employees))
    profiles = table("t_profiles", "profiles", [
        fk("user_id", users, isPrimaryKey=True, isNullable=False), attr("website", length=200),
    ])
    # Types the SQL import keeps from real schemas (issue 13), spelled by each target.
    visits = table("t_visits", "visits", [
        pk(), attr("seen_at", "TIMESTAMPTZ", isNullable=False, defaultValue="CURRENT_TIMESTAMP"),
        attr("season", "YEAR"), attr("summary", "TINYTEXT"), attr("ip", "INET"),
        attr("network", "CIDR"), attr("mac", "MACADDR"), attr("search", "TSVECTOR"),
        attr("place", "GEOMETRY"),
    ])
    tables = [items, order, products, categories, users, tags, departments, employees, profiles,
              visits]
    relations = [
        relation("r_orders", users, order, by_name(order, "user_id"), onDelete="RESTRICT"),
        relation("r_items_order", order, items, by_name(items, "order_id")),
        relation("r_items_product", products, items, by_name(items, "product_id"),
                 onDelete="SET NULL"),
        relation("r_products_category", categories, products, by_name(products, "category_id"),
                 onDelete="NO ACTION"),
        relation("r_category_parent", categories, categories, categories["attributes"][2],
                 onDelete="SET NULL"),
        relation("r_manager", users, users, by_name(users, "manager_id"), onDelete="SET NULL"),
        relation("r_products_tags", products, tags, None, "many-to-many"),
        relation("r_employee_department", departments, employees,
                 by_name(employees, "department_id")),
        relation("r_department_head", employees, departments, by_name(departments, "head_id"),
                 onDelete="SET NULL"),
        relation("r_profile", users, profiles, profiles["attributes"][0], "one-to-one"),
    ]
    return {"format": 1, "tables": tables, "relations": relations}


def chain(count=36):
    """t01 ← t02 ← … ← t36, listed from t36 down, each also pointing back to t01."""
    tables = [table(f"t{n:02}", f"t{n:02}", [pk(), attr("label", length=80)])
              for n in range(1, count + 1)]
    relations = []
    for n in range(1, count):
        child, parent = tables[n], tables[n - 1]
        column = fk(f"{parent['name']}_id", parent)
        child["attributes"].append(column)
        relations.append(relation(f"r{n}", parent, child, column))
    for n in range(2, count):
        column = fk("root_id", tables[0], onDelete="NO ACTION")
        tables[n]["attributes"].append(column)
    return {"format": 1, "tables": list(reversed(tables)), "relations": relations}


FIXTURES = {"shop": shop, "chain": chain}


def composite(swapped=False):
    """The issue's composite key (issue 13 item 4): c (a, b) references p (a, b), the primary key
    of p; c's columns are declared with other types than p's (BIGINT, CHAR(3)), which each export
    must copy column by column. `swapped` lists the pairs b then a."""
    a, b = pk("a", "BIGINT", auto=False), pk("b", "CHAR", auto=False, length=3)
    p = table("p", "p", [a, b, attr("label", length=40)])
    ca = attr("a", "INT", isNullable=False, isForeignKey=True, referencedTable="p",
              referencedAttribute=a["id"])
    cb = attr("b", "VARCHAR", isNullable=False, isForeignKey=True, referencedTable="p",
              referencedAttribute=b["id"])
    c = table("c", "c", [pk(), ca, cb, attr("note", length=40)])
    first, second = ((b, cb), (a, ca)) if swapped else ((a, ca), (b, cb))
    key = relation("r_c_p", p, c, first[1], fromAttributeId=first[0]["id"],
                   extraPairs=[{"fromAttributeId": second[0]["id"],
                                "toAttributeId": second[1]["id"]}])
    return {"format": 1, "tables": [c, p], "relations": [key]}

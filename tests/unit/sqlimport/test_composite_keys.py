"""Foreign keys of several columns (issue 13 item 4): one relation holding every column pair in
key order, in each form and dialect that writes them; a key that cannot be drawn whole is
reported, not drawn by a part of it."""

from __future__ import annotations

import pytest

from document.constants import LIMITS

from .conftest import column, relations, run, table

ISSUE = ("CREATE TABLE p (a int, b int, PRIMARY KEY (a,b)); "
         "CREATE TABLE c (id int PRIMARY KEY, a int, b int, FOREIGN KEY (a,b) REFERENCES p (a,b));")


def pairs(result, relation: dict) -> list[tuple[str, str]]:
    """The relation's (parent column, child column) names, first pair then extraPairs."""
    names = {a["id"]: a["name"] for t in result.document["tables"] for a in t["attributes"]}
    return [(names[p["fromAttributeId"]], names[p["toAttributeId"]])
            for p in [relation, *relation["extraPairs"]]]


def references(result, table_name: str) -> dict[str, tuple[str, str] | None]:
    """Child column → (parent table, parent column) names, for the key columns it marks."""
    tables = {t["id"]: t for t in result.document["tables"]}
    out = {}
    for attribute in table(result, table_name)["attributes"]:
        if not attribute["isForeignKey"]:
            continue
        parent = tables[attribute["referencedTable"]]
        out[attribute["name"]] = (parent["name"], next(
            a["name"] for a in parent["attributes"] if a["id"] == attribute["referencedAttribute"]))
    return out


def test_the_issues_composite_key_is_one_relation_with_both_pairs():
    result = run(ISSUE)
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("a", "a"), ("b", "b")]
    assert relation["type"] == "one-to-many"
    assert relation["cardinality"] == {"from": "1", "to": "N"}
    assert references(result, "c") == {"a": ("p", "a"), "b": ("p", "b")}
    assert result.skipped == []


def test_a_one_column_key_has_no_extra_pairs():
    result = run("CREATE TABLE u (id INT PRIMARY KEY);\n"
                 "CREATE TABLE p (u_id INT REFERENCES u(id));")
    (relation,) = relations(result, "u", "p")
    assert relation["extraPairs"] == []


def test_the_pairs_follow_the_keys_order_not_the_tables():
    result = run("CREATE TABLE p (a INT, b INT, c INT, PRIMARY KEY (a, b, c));\n"
                 "CREATE TABLE k (x INT, y INT, z INT, "
                 "CONSTRAINT k_p FOREIGN KEY (z, x, y) REFERENCES p (c, a, b));")
    (relation,) = relations(result, "p", "k")
    assert relation["name"] == "k_p"
    assert pairs(result, relation) == [("c", "z"), ("a", "x"), ("b", "y")]


def test_a_reference_without_columns_pairs_with_the_primary_key_in_key_order():
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (b, a));\n"
                 "CREATE TABLE c (x INT, y INT, FOREIGN KEY (x, y) REFERENCES p);")
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("b", "x"), ("a", "y")]


@pytest.mark.parametrize("child_key, kind", [
    ("PRIMARY KEY (a, b)", "one-to-one"),
    ("id INT PRIMARY KEY, UNIQUE (b, a)", "one-to-one"),
    ("id INT PRIMARY KEY, UNIQUE (a)", "one-to-many"),
    ("PRIMARY KEY (a, b, n)", "one-to-many"),
])
def test_it_is_one_to_one_when_the_key_columns_are_the_primary_or_a_unique_key(child_key, kind):
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (a, b));\n"
                 f"CREATE TABLE c (a INT, b INT, n INT, {child_key}, "
                 "FOREIGN KEY (a, b) REFERENCES p (a, b));")
    (relation,) = relations(result, "p", "c")
    assert relation["type"] == kind


def test_a_composite_key_to_its_own_table_keeps_both_pairs():
    result = run("CREATE TABLE n (id INT, v INT, pid INT, pv INT, PRIMARY KEY (id, v), "
                 "FOREIGN KEY (pid, pv) REFERENCES n (id, v));")
    (relation,) = relations(result, "n", "n")
    assert pairs(result, relation) == [("id", "pid"), ("v", "pv")]


# Keys that cannot be drawn whole -------------------------------------------------------------


@pytest.mark.parametrize("sql, words", [
    ("CREATE TABLE c (a INT, b INT, FOREIGN KEY (a, b) REFERENCES p (a));",
     ["de 2 colonnes", "vers 1 colonne de", "ne se correspondent pas"]),
    ("CREATE TABLE c (a INT, b INT REFERENCES p (a, b));",
     ["de 1 colonne", "vers 2 colonnes de", "ne se correspondent pas"]),
    ("CREATE TABLE c (a INT, FOREIGN KEY (a) REFERENCES p);",
     ["de 1 colonne", "vers 2 colonnes de", "« p » (a, b)"]),
    ("CREATE TABLE c (a INT, b INT, FOREIGN KEY (a, b) REFERENCES p (a, zz));",
     ["colonne inconnue", "p.zz"]),
    ("CREATE TABLE c (a INT, FOREIGN KEY (a, ghost) REFERENCES p (a, b));",
     ["colonne inconnue", "c.ghost"]),
    ("CREATE TABLE c (a INT, b INT, FOREIGN KEY (a, a) REFERENCES p (a, b));",
     ["deux fois la même colonne"]),
    ("CREATE TABLE c (a INT, b INT, FOREIGN KEY (a, b) REFERENCES p (a, a));",
     ["deux fois la même colonne"]),
])
def test_a_key_whose_columns_do_not_pair_up_is_reported_and_not_drawn(sql, words):
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (a, b));\n" + sql)
    assert relations(result, "p", "c") == []
    assert not any(a["isForeignKey"] for a in table(result, "c")["attributes"])
    (skipped,) = result.skipped
    assert skipped.line == 2
    assert "relation ignorée" in skipped.reason
    for word in words:
        assert word in skipped.reason


def test_a_key_of_more_columns_than_the_diagram_holds_is_reported():
    count = LIMITS["columnsPerIndex"] + 1
    names = [f"c{i}" for i in range(count)]
    columns = ", ".join(f"{n} INT" for n in names)
    result = run(f"CREATE TABLE p ({columns}, PRIMARY KEY ({', '.join(names)}));\n"
                 f"CREATE TABLE c ({columns}, FOREIGN KEY ({', '.join(names)}) REFERENCES p);")
    assert relations(result, "p", "c") == []
    (skipped,) = result.skipped
    assert f"plus de {LIMITS['columnsPerIndex']} colonnes" in skipped.reason


# Each dialect's forms --------------------------------------------------------------------------

PARENT = {
    "postgres": 'CREATE TABLE public.p (a integer NOT NULL, b integer NOT NULL);\n'
                'ALTER TABLE ONLY public.p ADD CONSTRAINT p_pkey PRIMARY KEY (a, b);\n',
    "mysql": "CREATE TABLE `p` (`a` int NOT NULL, `b` int NOT NULL, PRIMARY KEY (`a`,`b`)) "
             "ENGINE=InnoDB;\n",
    "sqlite": 'CREATE TABLE "p" ("a" INTEGER NOT NULL, "b" INTEGER NOT NULL, '
              'PRIMARY KEY ("a", "b"));\n',
    "tsql": "CREATE TABLE [dbo].[p] ([a] INT NOT NULL, [b] INT NOT NULL, "
            "CONSTRAINT [PK_p] PRIMARY KEY CLUSTERED ([a] ASC, [b] ASC));\n",
}
CHILD_FORMS = [
    ("postgres", 'CREATE TABLE public.c (id integer NOT NULL, pa integer, pb integer);\n'
                 'ALTER TABLE ONLY public.c ADD CONSTRAINT c_p_fk FOREIGN KEY (pa, pb) '
                 'REFERENCES public.p(a, b) ON DELETE CASCADE;'),
    ("postgres", 'CREATE TABLE c (id integer, pa integer, pb integer, '
                 'CONSTRAINT c_p_fk FOREIGN KEY (pa, pb) REFERENCES p ON DELETE CASCADE);'),
    ("mysql", "CREATE TABLE `c` (`id` int NOT NULL, `pa` int, `pb` int, KEY `c_p_fk` (`pa`,`pb`),"
              " CONSTRAINT `c_p_fk` FOREIGN KEY (`pa`, `pb`) REFERENCES `p` (`a`, `b`) "
              "ON DELETE CASCADE) ENGINE=InnoDB;"),
    ("mysql", "CREATE TABLE `c` (`id` int NOT NULL, `pa` int, `pb` int) ENGINE=InnoDB;\n"
              "ALTER TABLE `c`\n  ADD CONSTRAINT `c_p_fk` FOREIGN KEY (`pa`,`pb`) REFERENCES "
              "`p` (`a`,`b`) ON DELETE CASCADE;"),
    ("sqlite", 'CREATE TABLE "c" ("id" INTEGER, "pa" INTEGER, "pb" INTEGER, CONSTRAINT '
               '"c_p_fk" FOREIGN KEY ("pa", "pb") REFERENCES "p" ("a", "b") ON DELETE CASCADE);'),
    ("tsql", "CREATE TABLE [dbo].[c] ([id] INT NOT NULL, [pa] INT NULL, [pb] INT NULL);\nGO\n"
             "ALTER TABLE [dbo].[c] WITH CHECK ADD CONSTRAINT [c_p_fk] FOREIGN KEY([pa], [pb])\n"
             "REFERENCES [dbo].[p] ([a], [b])\nON DELETE CASCADE\nGO"),
    ("tsql", "CREATE TABLE [dbo].[c] ([id] INT NOT NULL, [pa] INT NULL, [pb] INT NULL, "
             "CONSTRAINT [c_p_fk] FOREIGN KEY ([pa], [pb]) REFERENCES [dbo].[p] ([a], [b]) "
             "ON DELETE CASCADE);"),
]


@pytest.mark.parametrize("dialect, child", CHILD_FORMS,
                         ids=[f"{d}-{i}" for i, (d, _) in enumerate(CHILD_FORMS)])
@pytest.mark.parametrize("detect", [False, True], ids=["given", "detected"])
def test_each_dialect_writes_a_composite_key_the_import_keeps_whole(dialect, child, detect):
    result = run(PARENT[dialect] + child, **({} if detect else {"dialect": dialect}))
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("a", "pa"), ("b", "pb")]
    assert (relation["name"], relation["onDelete"]) == ("c_p_fk", "CASCADE")
    assert references(result, "c") == {"pa": ("p", "a"), "pb": ("p", "b")}
    assert result.skipped == []


# Later changes to the key's columns ----------------------------------------------------------


def test_renaming_a_parent_column_after_the_key_keeps_the_key():
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (a, b));\n"
                 "CREATE TABLE c (x INT, y INT, FOREIGN KEY (x, y) REFERENCES p (a, b));\n"
                 "ALTER TABLE p RENAME COLUMN b TO bb;", dialect="postgres")
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("a", "x"), ("bb", "y")]


def test_mysql_change_of_a_child_column_keeps_the_key():
    result = run("CREATE TABLE `p` (`a` int, `b` int, PRIMARY KEY (`a`,`b`));\n"
                 "CREATE TABLE `c` (`x` int, `y` int, FOREIGN KEY (`x`,`y`) REFERENCES `p` "
                 "(`a`,`b`));\n"
                 "ALTER TABLE `c` CHANGE `y` `yy` int;", dialect="mysql")
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("a", "x"), ("b", "yy")]


def test_renaming_a_primary_key_column_keeps_its_place_in_the_key():
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (b, a));\n"
                 "ALTER TABLE p RENAME COLUMN b TO bb;\n"
                 "CREATE TABLE c (x INT, y INT, FOREIGN KEY (x, y) REFERENCES p);",
                 dialect="postgres")
    (relation,) = relations(result, "p", "c")
    assert pairs(result, relation) == [("bb", "x"), ("a", "y")]


def test_dropping_one_column_of_the_key_drops_the_whole_key():
    result = run("CREATE TABLE p (a INT, b INT, PRIMARY KEY (a, b));\n"
                 "CREATE TABLE c (x INT, y INT, FOREIGN KEY (x, y) REFERENCES p (a, b));\n"
                 "ALTER TABLE c DROP COLUMN y;", dialect="postgres")
    assert relations(result, "p", "c") == []
    assert not column(result, "c", "x")["isForeignKey"]

"""Each construct of a schema, in each dialect that writes it."""

from __future__ import annotations

from .conftest import column, index, index_columns, relations, run, table

# Keys ----------------------------------------------------------------------------------------


def test_it_reads_an_inline_primary_key():
    result = run("CREATE TABLE t (id INT PRIMARY KEY, name TEXT)")
    assert column(result, "t", "id")["isPrimaryKey"]
    assert not column(result, "t", "id")["isNullable"]


def test_it_reads_a_table_level_composite_primary_key():
    result = run("CREATE TABLE t (a INT, b INT, c INT, PRIMARY KEY (a, b))")
    assert [a["isPrimaryKey"] for a in table(result, "t")["attributes"]] == [True, True, False]


def test_it_reads_a_primary_key_added_by_alter_table():
    result = run("CREATE TABLE t (id INT NOT NULL);\n"
                 "ALTER TABLE ONLY t ADD CONSTRAINT t_pkey PRIMARY KEY (id);")
    assert column(result, "t", "id")["isPrimaryKey"]


def test_it_marks_an_unnamed_single_column_unique_on_the_attribute():
    result = run("CREATE TABLE t (a INT UNIQUE, b INT, UNIQUE (b))")
    assert column(result, "t", "a")["isUnique"] and column(result, "t", "b")["isUnique"]
    assert table(result, "t")["indexes"] == []


def test_it_keeps_a_named_or_composite_unique_as_a_unique_index():
    result = run("CREATE TABLE t (a INT, b INT, CONSTRAINT t_a_key UNIQUE (a), UNIQUE (a, b))")
    assert index(result, "t", "t_a_key")["type"] == "UNIQUE"
    assert index_columns(result, "t", "idx_t_2") == [("a", "ASC"), ("b", "ASC")]


# Indexes -------------------------------------------------------------------------------------


def test_it_reads_create_index_with_method_and_column_order():
    result = run("CREATE TABLE t (a INT, b INT);\n"
                 "CREATE UNIQUE INDEX t_ab ON t USING hash (a DESC, b);", dialect="postgres")
    created = index(result, "t", "t_ab")
    assert (created["type"], created["method"]) == ("UNIQUE", "HASH")
    assert index_columns(result, "t", "t_ab") == [("a", "DESC"), ("b", "ASC")]


def test_it_reads_mysql_keys_inside_create_table():
    result = run("""CREATE TABLE `t` (
      `a` varchar(200), `b` int, `g` geometry NOT NULL,
      KEY `t_a` (`a`(10)) USING HASH, UNIQUE KEY `t_b` (`b`),
      FULLTEXT KEY `t_ft` (`a`), SPATIAL KEY `t_g` (`g`)
    ) ENGINE=InnoDB""")
    assert [(i["name"], i["type"], i["method"]) for i in table(result, "t")["indexes"]] == [
        ("t_a", "INDEX", "HASH"), ("t_b", "UNIQUE", "BTREE"), ("t_ft", "FULLTEXT", None),
        ("t_g", "SPATIAL", None)]


def test_it_reads_mysql_create_index_forms_sqlglot_does_not_know():
    result = run("CREATE TABLE `t` (`a` text, `b` int) ENGINE=InnoDB;\n"
                 "CREATE FULLTEXT INDEX ft ON t (a);\n"
                 "CREATE INDEX ih USING HASH ON t (b);\n"
                 "CREATE INDEX ip ON t (a(10) DESC) USING BTREE;")
    assert [(i["name"], i["type"], i["method"]) for i in table(result, "t")["indexes"]] == [
        ("ft", "FULLTEXT", None), ("ih", "INDEX", "HASH"), ("ip", "INDEX", "BTREE")]
    assert index_columns(result, "t", "ip") == [("a", "DESC")]


def test_it_reads_indexes_added_by_alter_table_in_phpmyadmin_exports():
    result = run("CREATE TABLE `t` (`id` int(11) NOT NULL, `a` int(11) NOT NULL) ENGINE=InnoDB;\n"
                 "ALTER TABLE `t` ADD PRIMARY KEY (`id`), ADD KEY `t_a` (`a`);\n"
                 "ALTER TABLE `t` MODIFY `id` int(11) NOT NULL AUTO_INCREMENT, AUTO_INCREMENT=5;")
    assert column(result, "t", "id")["isPrimaryKey"]
    assert column(result, "t", "id")["isAutoIncrement"]
    assert index_columns(result, "t", "t_a") == [("a", "ASC")]


# Foreign keys --------------------------------------------------------------------------------


def test_it_reads_an_inline_reference():
    result = run("CREATE TABLE u (id INT PRIMARY KEY);\n"
                 "CREATE TABLE p (id INT, u_id INT REFERENCES u(id) ON DELETE CASCADE);")
    (relation,) = relations(result, "u", "p")
    assert relation["onDelete"] == "CASCADE" and relation["onUpdate"] == "NO ACTION"
    fk = column(result, "p", "u_id")
    assert fk["isForeignKey"]
    assert fk["referencedTable"] == table(result, "u")["id"]
    assert fk["referencedAttribute"] == column(result, "u", "id")["id"]


def test_it_says_no_action_when_the_sql_names_no_referential_action():
    result = run("CREATE TABLE u (id INT PRIMARY KEY);\n"
                 "CREATE TABLE p (u_id INT, FOREIGN KEY (u_id) REFERENCES u (id));")
    (relation,) = relations(result, "u", "p")
    assert (relation["onDelete"], relation["onUpdate"]) == ("NO ACTION", "NO ACTION")


def test_it_reads_a_foreign_key_added_by_alter_table_to_a_table_created_later():
    result = run("CREATE TABLE p (id INT, u_id INT);\n"
                 "ALTER TABLE p ADD CONSTRAINT p_u FOREIGN KEY (u_id) REFERENCES u (id) "
                 "ON UPDATE SET NULL;\n"
                 "CREATE TABLE u (id INT PRIMARY KEY);")
    (relation,) = relations(result, "u", "p")
    assert relation["name"] == "p_u" and relation["onUpdate"] == "SET NULL"


def test_it_points_a_reference_without_columns_at_the_primary_key():
    result = run("CREATE TABLE u (code TEXT PRIMARY KEY);\n"
                 "CREATE TABLE p (u_code TEXT REFERENCES u);")
    (relation,) = relations(result, "u", "p")
    assert relation["fromAttributeId"] == column(result, "u", "code")["id"]


def test_it_keeps_a_self_referencing_foreign_key():
    result = run("CREATE TABLE node (id INT PRIMARY KEY, parent_id INT REFERENCES node(id))")
    (relation,) = relations(result, "node", "node")
    assert relation["type"] == "one-to-many"


def test_it_makes_a_relation_one_to_one_when_the_key_is_unique_or_the_primary_key():
    result = run("CREATE TABLE u (id INT PRIMARY KEY);\n"
                 "CREATE TABLE profile (u_id INT PRIMARY KEY REFERENCES u(id));\n"
                 "CREATE TABLE passport (u_id INT UNIQUE REFERENCES u(id));\n"
                 "CREATE TABLE post (u_id INT REFERENCES u(id));")
    for name, kind, to in (("profile", "one-to-one", "1"), ("passport", "one-to-one", "1"),
                           ("post", "one-to-many", "N")):
        (relation,) = relations(result, "u", name)
        assert relation["type"] == kind
        assert relation["cardinality"] == {"from": "1", "to": to}


def test_it_reports_a_foreign_key_to_a_missing_table_and_imports_the_rest():
    result = run("CREATE TABLE p (u_id INT REFERENCES ghost(id));")
    assert result.document["relations"] == []
    assert "ghost" in result.skipped[0].reason


# Names ---------------------------------------------------------------------------------------


def test_it_unquotes_identifiers_of_every_dialect():
    for sql, dialect in (('CREATE TABLE "My Table" ("Col 1" INT)', "postgres"),
                         ("CREATE TABLE `My Table` (`Col 1` INT)", "mysql"),
                         ("CREATE TABLE [My Table] ([Col 1] INT)", "tsql")):
        result = run(sql, dialect=dialect)
        assert table(result, "My Table")["attributes"][0]["name"] == "Col 1"


def test_it_matches_names_case_insensitively_across_statements():
    result = run('CREATE TABLE "Users" (id INT, "Email" TEXT);\n'
                 "ALTER TABLE users ADD PRIMARY KEY (ID);\n"
                 "COMMENT ON COLUMN USERS.email IS 'e-mail';")
    assert column(result, "Users", "id")["isPrimaryKey"]
    assert column(result, "Users", "Email")["comment"] == "e-mail"


def test_it_keeps_the_schema_and_finds_qualified_tables():
    result = run("CREATE TABLE sales.orders (id INT PRIMARY KEY);\n"
                 "CREATE TABLE public.lines (order_id INT);\n"
                 "ALTER TABLE public.lines ADD FOREIGN KEY (order_id) REFERENCES sales.orders;")
    assert table(result, "orders")["schema"] == "sales"
    assert table(result, "lines")["schema"] == "public"
    assert relations(result, "orders", "lines")


def test_it_tells_apart_tables_of_the_same_name_in_two_schemas():
    result = run("CREATE TABLE a.items (id INT);\nCREATE TABLE b.items (id INT, x INT);\n"
                 "ALTER TABLE b.items ADD PRIMARY KEY (x);")
    first, second = result.document["tables"]
    assert (first["schema"], second["schema"]) == ("a", "b")
    assert [a["isPrimaryKey"] for a in second["attributes"]] == [False, True]


# Comments, enums, defaults -------------------------------------------------------------------


def test_it_reads_inline_and_separate_comments():
    result = run("CREATE TABLE t (a INT COMMENT 'colonne A') COMMENT='la table';", dialect="mysql")
    assert table(result, "t")["comment"] == "la table"
    assert column(result, "t", "a")["comment"] == "colonne A"
    result = run("CREATE TABLE t (a INT);\nCOMMENT ON TABLE t IS 'l''équipe';\n"
                 "COMMENT ON COLUMN t.a IS 'A';", dialect="postgres")
    assert table(result, "t")["comment"] == "l'équipe"
    assert column(result, "t", "a")["comment"] == "A"


def test_it_reads_enum_values_inline_and_from_create_type():
    result = run("CREATE TABLE t (s ENUM('a','b''c') DEFAULT 'a')", dialect="mysql")
    assert column(result, "t", "s")["type"] == "ENUM"
    assert column(result, "t", "s")["enumValues"] == "a,b'c"
    result = run("CREATE TYPE mood AS ENUM ('sad', 'ok');\nCREATE TABLE t (m mood);")
    assert (column(result, "t", "m")["type"], column(result, "t", "m")["enumValues"]) == (
        "ENUM", "sad,ok")


def test_it_writes_defaults_as_a_user_would_type_them():
    result = run("CREATE TABLE t (a TEXT DEFAULT 'x'::text, b INT DEFAULT -1, c BOOLEAN DEFAULT "
                 "true, d TIMESTAMP DEFAULT CURRENT_TIMESTAMP, e INT DEFAULT NULL, "
                 "f NUMERIC DEFAULT (0)::numeric)", dialect="postgres")
    assert [a["defaultValue"] for a in table(result, "t")["attributes"]] == [
        "x", "-1", "TRUE", "CURRENT_TIMESTAMP", None, "0"]


def test_it_reads_each_kind_of_auto_increment():
    cases = (("CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY)", "mysql"),
             ("CREATE TABLE t (id SERIAL PRIMARY KEY)", "postgres"),
             ("CREATE TABLE t (id INT GENERATED ALWAYS AS IDENTITY)", "postgres"),
             ("CREATE TABLE t (id INT IDENTITY(1,1))", "tsql"),
             ("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT)", "sqlite"))
    for sql, dialect in cases:
        assert column(run(sql, dialect=dialect), "t", "id")["isAutoIncrement"], sql


def test_it_reads_unsigned_and_nullability():
    result = run("CREATE TABLE t (a INT UNSIGNED NOT NULL, b BIGINT NULL)", dialect="mysql")
    assert column(result, "t", "a")["unsigned"] and not column(result, "t", "a")["isNullable"]
    assert column(result, "t", "b")["isNullable"] and not column(result, "t", "b")["unsigned"]


# Later changes -------------------------------------------------------------------------------


def test_it_applies_add_drop_and_rename_column():
    result = run("CREATE TABLE t (a INT, b INT, c INT);\n"
                 "ALTER TABLE t ADD COLUMN d TEXT NOT NULL, DROP COLUMN b;\n"
                 "ALTER TABLE t RENAME COLUMN c TO c2;\n"
                 "ALTER TABLE t ALTER COLUMN a SET DEFAULT 5, ALTER COLUMN a SET NOT NULL;")
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["a", "c2", "d"]
    assert column(result, "t", "a")["defaultValue"] == "5"
    assert not column(result, "t", "a")["isNullable"]


def test_it_forgets_a_table_dropped_later_in_the_script():
    result = run("DROP TABLE IF EXISTS t;\nCREATE TABLE t (a INT);\nCREATE TABLE v (a INT);\n"
                 "DROP TABLE v;")
    assert [t["name"] for t in result.document["tables"]] == ["t"]


def test_it_follows_a_table_rename():
    result = run("CREATE TABLE old (a INT);\nALTER TABLE old RENAME TO new;\n"
                 "RENAME TABLE new TO newer;", dialect="mysql")
    assert [t["name"] for t in result.document["tables"]] == ["newer"]


def test_it_copies_a_table_created_like_another():
    result = run("CREATE TABLE a (x INT PRIMARY KEY, y TEXT);\nCREATE TABLE b LIKE a;",
                 dialect="mysql")
    assert [c["name"] for c in table(result, "b")["attributes"]] == ["x", "y"]


def test_it_reports_a_second_definition_of_a_table():
    result = run("CREATE TABLE t (a INT);\nCREATE TABLE t (b INT);")
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["a"]
    assert result.skipped[0].line == 2


def test_it_reads_sql_server_inline_clustered_keys():
    result = run("CREATE TABLE [T] ([Id] int NOT NULL PRIMARY KEY CLUSTERED, "
                 "[N] nvarchar(10) UNIQUE NONCLUSTERED)\nGO")
    assert column(result, "T", "Id")["isPrimaryKey"] and column(result, "T", "N")["isUnique"]
    assert result.skipped == []


# Columns the parser cannot read whole (issue 13, item 6) ----------------------------------


def test_it_keeps_a_float_unsigned_column():
    result = run("CREATE TABLE t (id INT PRIMARY KEY, price FLOAT UNSIGNED NOT NULL, "
                 "n INT) ENGINE=InnoDB", dialect="mysql")
    price = column(result, "t", "price")
    assert (price["type"], price["unsigned"], price["isNullable"]) == ("FLOAT", True, False)
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["id", "price", "n"]


def test_it_keeps_a_generated_column_and_reports_the_clause_it_cannot_read():
    result = run("CREATE TABLE t (id INT PRIMARY KEY, a INT,\n"
                 "b INT GENERATED ALWAYS AS (a * 2) STORED,\n"
                 "c INT GENERATED ALWAYS AS (a + 1) VIRTUAL NOT NULL)", dialect="postgres")
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["id", "a", "b", "c"]
    assert not column(result, "t", "c")["isNullable"]
    [note] = result.skipped
    assert note.line == 3
    assert "« c »" in note.reason and "VIRTUAL" in note.reason


def test_it_keeps_a_sql_server_column_with_a_named_default_after_unique():
    result = run("CREATE TABLE [t] ([id] INT NOT NULL PRIMARY KEY,\n"
                 "[g] UNIQUEIDENTIFIER NOT NULL UNIQUE CONSTRAINT [DF_t_g] DEFAULT (NEWID()))\nGO",
                 dialect="tsql")
    g = column(result, "t", "g")
    assert (g["type"], g["isUnique"], g["isNullable"], g["defaultValue"]) == \
        ("UUID", True, False, "NEWID()")
    assert result.skipped == []


def test_it_keeps_a_column_of_an_unknown_type_with_its_clauses():
    result = run("CREATE TABLE t (id INT, q my_type(3) NOT NULL DEFAULT 4, "
                 "CONSTRAINT ck CHECK (id > 0))", dialect="postgres")
    q = column(result, "t", "q")
    assert (q["isNullable"], q["defaultValue"]) == (False, "4")


# What the diagram cannot hold is reported, not bent (issue 13, item 7) --------------------


def test_it_does_not_turn_an_expression_index_into_a_column_index():
    result = run("CREATE TABLE u (email text, name text);\n"
                 "CREATE UNIQUE INDEX u_email ON u (lower(email));\n"
                 "CREATE INDEX u_name ON u USING btree (name text_pattern_ops);",
                 dialect="postgres")
    assert [i["name"] for i in table(result, "u")["indexes"]] == ["u_name"]
    assert not column(result, "u", "email")["isUnique"]
    [note] = result.skipped
    assert note.line == 2 and "expression" in note.reason and "« u_email »" in note.reason


def test_it_does_not_turn_a_unique_expression_key_into_a_unique_column():
    result = run("CREATE TABLE u (email varchar(90), n int,\n"
                 "UNIQUE KEY u_email ((lower(email))), KEY u_n (n), UNIQUE (lower(email)))",
                 dialect="mysql")
    assert not column(result, "u", "email")["isUnique"]
    assert [i["name"] for i in table(result, "u")["indexes"]] == ["u_n"]
    # MySQL itself refuses `UNIQUE (lower(email))` (a key part that is an expression needs its
    # own parentheses): reported as unreadable, and not read as a unique `email` either.
    assert len(result.skipped) == 2
    assert "expression" in result.skipped[0].reason


def test_it_reads_a_mysql_expression_index_it_parses_from_tokens():
    result = run("CREATE TABLE u (email varchar(9));\n"
                 "CREATE INDEX u_a USING HASH ON u ((lower(email)));\n"
                 "CREATE INDEX u_b USING HASH ON u (email(3) DESC);", dialect="mysql")
    assert [i["name"] for i in table(result, "u")["indexes"]] == ["u_b"]
    assert [s.line for s in result.skipped] == [2]


def test_it_folds_postgresql_partitions_into_their_parent():
    result = run("""CREATE TABLE p (id int, d date NOT NULL, PRIMARY KEY (id, d))
    PARTITION BY RANGE (d);
CREATE TABLE p_2024 PARTITION OF p FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE public.p_2025 (id int NOT NULL, d date NOT NULL);
ALTER TABLE ONLY public.p ATTACH PARTITION public.p_2025
    FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
ALTER TABLE ONLY public.p_2025 ADD CONSTRAINT p_2025_pkey PRIMARY KEY (id, d);
CREATE INDEX p_2025_d ON public.p_2025 USING btree (d);
""", dialect="postgres")
    assert [t["name"] for t in result.document["tables"]] == ["p"]
    assert [a["isPrimaryKey"] for a in table(result, "p")["attributes"]] == [True, True]
    assert [(s.line, "Partition" in s.reason) for s in result.skipped] == [(3, True), (5, True)]
    assert "« p_2024 »" in result.skipped[0].reason and "« p »" in result.skipped[0].reason


def test_it_keeps_a_shared_enum_on_each_column_and_says_the_type_is_not_kept():
    result = run("CREATE TYPE public.mood AS ENUM ('sad', 'ok', 'happy');\n"
                 "CREATE TABLE a (m public.mood NOT NULL DEFAULT 'ok'::mood);\n"
                 "CREATE TABLE b (mood mood, other mood);", dialect="postgres")
    for table_name, name in (("a", "m"), ("b", "mood"), ("b", "other")):
        attribute = column(result, table_name, name)
        assert (attribute["type"], attribute["enumValues"]) == ("ENUM", "sad,ok,happy")
    assert column(result, "a", "m")["defaultValue"] == "ok"
    [note] = result.skipped
    assert note.line == 1 and "« mood »" in note.reason and "3 colonnes" in note.reason


def test_it_keeps_quoted_names_with_spaces_as_written():
    result = run('CREATE TABLE "Order Details" ("Order ID" int PRIMARY KEY, "Unit Price" '
                 'numeric(10, 2));\nCREATE TABLE "Order Lines" ("Line ID" int, "Order ID" int '
                 'REFERENCES "Order Details" ("Order ID"));', dialect="postgres")
    assert [a["name"] for a in table(result, "Order Details")["attributes"]] == \
        ["Order ID", "Unit Price"]
    assert len(relations(result, "Order Details", "Order Lines")) == 1
    mysql = run("CREATE TABLE `Order Details` (`Order ID` int PRIMARY KEY);", dialect="mysql")
    tsql = run("CREATE TABLE [dbo].[Order Details] ([Order ID] int PRIMARY KEY)\nGO",
               dialect="tsql")
    for result in (mysql, tsql):
        assert [a["name"] for a in table(result, "Order Details")["attributes"]] == ["Order ID"]


def test_it_reads_a_postgresql_full_text_index_as_a_fulltext_index():
    result = run("CREATE TABLE p (title text, body text);\n"
                 "CREATE INDEX p_ft ON p USING GIN (to_tsvector('simple', "
                 "COALESCE(title, '') || ' ' || COALESCE(body, '')));", dialect="postgres")
    found = index(result, "p", "p_ft")
    assert (found["type"], found["method"]) == ("FULLTEXT", None)
    assert index_columns(result, "p", "p_ft") == [("title", "ASC"), ("body", "ASC")]
    assert result.skipped == []


def test_it_does_not_make_a_partial_unique_index_unique_over_every_row():
    result = run("CREATE TABLE u (email text, deleted_at timestamptz);\n"
                 "CREATE UNIQUE INDEX u_live ON u (email) WHERE deleted_at IS NULL;\n"
                 "CREATE INDEX u_gone ON u (deleted_at) WHERE deleted_at IS NOT NULL;",
                 dialect="postgres")
    assert [i["name"] for i in table(result, "u")["indexes"]] == ["u_gone"]
    assert not column(result, "u", "email")["isUnique"]
    assert [s.line for s in result.skipped] == [2, 3]
    assert "partiel" in result.skipped[0].reason and "WHERE" in result.skipped[1].reason

"""Whole files as the tools write them: mysqldump, pg_dump, SQL Server's "Generate scripts" and
SQLite's .dump, each with data, routines and session statements around the schema."""

from __future__ import annotations

from .conftest import column, fixture, index, index_columns, relations, run, table


def test_it_imports_a_mysqldump_file():
    result = run(fixture("mysqldump.sql"))
    assert result.dialect == "mysql"
    assert [t["name"] for t in result.document["tables"]] == ["orders", "users"]
    orders = table(result, "orders")
    assert orders["comment"] == "Commandes passées"
    assert column(result, "orders", "total")["comment"] == "TTC, en euros"
    assert column(result, "orders", "status")["enumValues"] == "pending,paid,shipped"
    (relation,) = relations(result, "users", "orders")
    assert relation["name"] == "orders_user_id_foreign"
    assert relation["onDelete"] == "CASCADE"
    assert index(result, "users", "users_bio_fulltext")["type"] == "FULLTEXT"


def test_it_passes_over_mysqldump_data_and_session_statements_without_reporting_them():
    result = run(fixture("mysqldump.sql"))
    reasons = [s.reason for s in result.skipped]
    # Only the schema objects the diagram cannot show are reported: two views (the stand-in
    # and the final one), a procedure and a trigger.
    assert len(reasons) == 4
    assert all("ignor" in r for r in reasons)
    assert result.ignored > 10  # SET, LOCK TABLES, INSERT, ALTER … DISABLE KEYS, DROP …


def test_it_reads_the_statements_inside_mysql_versioned_comments_and_delimiter_blocks():
    result = run(fixture("mysqldump.sql"))
    lines = {s.excerpt.split()[0] + " " + s.excerpt.split()[1]: s.line for s in result.skipped}
    assert lines["CREATE DEFINER=`root`@`localhost`"] in (77, 83)
    assert any("TRIGGER" in s.excerpt for s in result.skipped)


def test_it_imports_a_pg_dump_file_with_copy_blocks_and_dollar_quoted_functions():
    result = run(fixture("pg_dump.sql"))
    assert result.dialect == "postgres"
    users = table(result, "users")
    assert users["schema"] == "public" and users["comment"] == "Les comptes"
    products = table(result, "products")
    assert products["schema"] == "shop"
    user_id = column(result, "users", "id")
    assert user_id["isPrimaryKey"] and user_id["isAutoIncrement"]  # DEFAULT nextval(…)
    assert user_id["defaultValue"] is None
    assert column(result, "products", "id")["isAutoIncrement"]  # ADD GENERATED … AS IDENTITY
    assert column(result, "users", "feeling")["enumValues"] == "sad,ok,happy"
    assert column(result, "users", "email")["comment"] == "Adresse e-mail, unique"
    assert index_columns(result, "users", "users_created_at_idx") == [("created_at", "DESC")]
    assert relations(result, "users", "products")[0]["onDelete"] == "SET NULL"
    assert [s.reason.split()[0] for s in result.skipped] == ["Fonction", "Déclencheur"]


def test_it_imports_a_sql_server_script_with_go_batches_and_brackets():
    result = run(fixture("sqlserver.sql"))
    assert result.dialect == "tsql"
    customers = table(result, "Customers")
    assert customers["schema"] == "dbo"
    assert customers["comment"] == "Les clients"
    assert column(result, "Customers", "Name")["comment"] == "Nom complet"
    assert column(result, "Customers", "Id")["isAutoIncrement"]
    assert column(result, "Customers", "Id")["isPrimaryKey"]
    assert column(result, "Customers", "IsVip")["defaultValue"] == "0"  # ADD DEFAULT … FOR
    (relation,) = relations(result, "Customers", "Orders")
    assert relation["name"] == "FK_Orders_Customers" and relation["onDelete"] == "CASCADE"
    assert index(result, "Orders", "IX_Orders_Reference")["type"] == "UNIQUE"
    assert index_columns(result, "Orders", "IX_Orders_Reference") == [("Reference", "DESC")]
    assert [s.reason.split()[0] for s in result.skipped] == ["Procédure"]


def test_it_imports_a_sqlite_dump():
    result = run(fixture("sqlite.sql"))
    assert result.dialect == "sqlite"
    assert [t["name"] for t in result.document["tables"]] == [
        "django_migrations", "auth_user", "blog_post", "tags"]
    assert column(result, "auth_user", "username")["isUnique"]
    assert column(result, "auth_user", "is_staff")["type"] == "BOOL"
    assert column(result, "django_migrations", "id")["isAutoIncrement"]
    assert relations(result, "auth_user", "blog_post")
    tags = table(result, "tags")
    assert [a["isPrimaryKey"] for a in tags["attributes"]] == [True, True]
    assert [s.reason.split()[0] for s in result.skipped] == ["Déclencheur"]


def test_it_counts_schema_statements_read():
    assert run(fixture("sqlite.sql")).statements == 5

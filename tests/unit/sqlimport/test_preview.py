"""The tables an import shows while it runs (workers/sqlimport/preview.py): each as its CREATE
TABLE is read, where the finished grid puts it, with its columns in short."""

from tests.benchmarks.sql_generator import generate
from workers.sqlimport import import_sql
from workers.sqlimport.preview import FLAG_AUTO, FLAG_NULLABLE, FLAG_PRIMARY, FLAG_UNIQUE

SHOP = """
CREATE TABLE users (id INT AUTO_INCREMENT PRIMARY KEY, email VARCHAR(190) NOT NULL UNIQUE,
                    nickname VARCHAR(40));
INSERT INTO users VALUES (1, 'a@b.c', NULL);
CREATE TABLE orders (id INT PRIMARY KEY, user_id INT, total DECIMAL(10,2) NOT NULL);
ALTER TABLE orders ADD CONSTRAINT orders_user FOREIGN KEY (user_id) REFERENCES users (id);
"""


def previews_of(sql: str) -> tuple[list[dict], dict]:
    seen: list[dict] = []
    result = import_sql(sql, on_table=seen.append)
    return seen, result.document


def test_each_table_is_told_with_its_columns_as_read():
    seen, _ = previews_of(SHOP)
    assert [(p["id"], p["name"], p["schema"]) for p in seen] == [
        ("t_1", "users", "public"), ("t_2", "orders", "public")]
    assert seen[0]["columns"] == [
        ["id", "INT", FLAG_PRIMARY | FLAG_AUTO], ["email", "VARCHAR", FLAG_UNIQUE],
        ["nickname", "VARCHAR", FLAG_NULLABLE]]
    assert seen[1]["columns"][1] == ["user_id", "INT", FLAG_NULLABLE]


def test_the_tables_land_where_the_finished_import_puts_them():
    seen, document = previews_of(generate("ddl", 0.3, 40))
    assert len(seen) == 40
    assert [(p["name"], p["x"], p["y"], p["height"]) for p in seen] == [
        (t["name"], t["x"], t["y"], t["height"]) for t in document["tables"]]


def test_without_a_listener_the_import_is_the_same():
    sql = generate("ddl", 0.2, 20)
    _, document = previews_of(sql)
    assert import_sql(sql).document == document

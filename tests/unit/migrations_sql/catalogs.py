"""What each engine says its schema is, read from its own catalog, as plain dicts two databases
can be compared by: tables and comments; columns with type, nullability, default, auto-increment
and comment; primary keys; unique constraints; indexes with their columns, order and method;
foreign keys (every column of a composite one) with their actions; ENUM types and CHECK
constraints. Column order is left out (PostgreSQL appends an added column and cannot move it),
and so are the names the engines give themselves (PostgreSQL's `<table>_pkey` and identity
sequences, SQLite's autoindexes): they are not the diagram's and stay as they were when a table
is renamed."""

from __future__ import annotations

import re


def postgres(db) -> dict:
    q = lambda sql: db.execute(sql).fetchall()  # noqa: E731
    public = "JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'"
    tables = {name: {"comment": comment} for name, comment in q(
        f"SELECT c.relname, obj_description(c.oid, 'pg_class') FROM pg_class c {public} "
        "WHERE c.relkind = 'r'")}
    for table, column, type_, notnull, default, identity, comment in q(
            "SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
            "pg_get_expr(d.adbin, d.adrelid), a.attidentity, col_description(c.oid, a.attnum) "
            f"FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid {public} "
            "LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
            "WHERE c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped"):
        tables[table].setdefault("columns", {})[column] = {
            "type": type_, "not_null": notnull, "default": default, "identity": identity,
            "comment": comment}
    for name, table, kind, definition in q(
            "SELECT con.conname, c.relname, con.contype, pg_get_constraintdef(con.oid) "
            f"FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid {public}"):
        key = "primary key" if kind == "p" else f"{kind}:{name}"
        tables[table].setdefault("constraints", {})[key] = definition
    for name, table, definition, comment in q(
            "SELECT i.relname, c.relname, pg_get_indexdef(i.oid), "
            "obj_description(i.oid, 'pg_class') FROM pg_index x "
            "JOIN pg_class i ON i.oid = x.indexrelid "
            f"JOIN pg_class c ON c.oid = x.indrelid {public} WHERE NOT x.indisprimary"):
        tables[table].setdefault("indexes", {})[name] = {"definition": definition,
                                                         "comment": comment}
    enums = {name: labels for name, labels in q(
        "SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_type t "
        "JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace "
        "AND n.nspname = 'public' GROUP BY t.typname")}
    return {"tables": tables, "enum types": enums}


def mariadb(execute, database: str) -> dict:
    def q(sql):
        return execute(sql, [database])

    tables = {name: {"engine": engine, "collation": collation, "comment": comment}
              for name, engine, collation, comment in q(
                  "SELECT TABLE_NAME, ENGINE, TABLE_COLLATION, TABLE_COMMENT FROM "
                  "information_schema.TABLES WHERE TABLE_SCHEMA = %s")}
    for table, column, type_, nullable, default, extra, comment, collation in q(
            "SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, EXTRA, "
            "COLUMN_COMMENT, COLLATION_NAME FROM information_schema.COLUMNS "
            "WHERE TABLE_SCHEMA = %s"):
        tables[table].setdefault("columns", {})[column] = {
            "type": type_, "nullable": nullable, "default": default, "extra": extra,
            "comment": comment, "collation": collation}
    for table, name, non_unique, type_, comment, _seq, column, sub_part, order in q(
            "SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, INDEX_TYPE, INDEX_COMMENT, SEQ_IN_INDEX, "
            "COLUMN_NAME, SUB_PART, COLLATION FROM information_schema.STATISTICS "
            "WHERE TABLE_SCHEMA = %s ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX"):
        entry = tables[table].setdefault("indexes", {}).setdefault(name, {
            "unique": not non_unique, "type": type_, "comment": comment, "columns": []})
        entry["columns"].append((column, sub_part, order))
    # One row per column of a key: a composite key's columns are gathered in key order.
    for table, name, column, ref_table, ref_column, update, delete in q(
            "SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, k.REFERENCED_TABLE_NAME, "
            "k.REFERENCED_COLUMN_NAME, r.UPDATE_RULE, r.DELETE_RULE "
            "FROM information_schema.KEY_COLUMN_USAGE k "
            "JOIN information_schema.REFERENTIAL_CONSTRAINTS r "
            "ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA "
            "AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME "
            "WHERE k.TABLE_SCHEMA = %s "
            "ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION"):
        keys = tables[table].setdefault("foreign keys", {})
        columns, _, ref_columns, _, _ = keys.get(name, ((), ref_table, (), update, delete))
        keys[name] = (columns + (column,), ref_table, ref_columns + (ref_column,), update, delete)
    for table, name, clause in q(
            "SELECT TABLE_NAME, CONSTRAINT_NAME, CHECK_CLAUSE "
            "FROM information_schema.CHECK_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = %s"):
        tables[table].setdefault("checks", {})[name] = clause
    return {"tables": tables}


def closing_parenthesis(text: str, opening: int) -> int:
    """Where the parenthesis opened at `opening` closes (quotes respected); -1 when it does not."""
    depth, quoted = 0, False
    for at in range(opening, len(text)):
        char = text[at]
        if char == "'":
            quoted = not quoted
        elif not quoted and char == "(":
            depth += 1
        elif not quoted and char == ")":
            depth -= 1
            if depth == 0:
                return at
    return -1


def _checks(sql: str) -> list[str]:
    """The CHECK (…) clauses of a CREATE TABLE, parentheses balanced, quotes respected."""
    found = []
    for match in re.finditer(r"\bCHECK\s*\(", sql, re.IGNORECASE):
        end = closing_parenthesis(sql, match.end() - 1)
        found.append(sql[match.end():end if end >= 0 else len(sql) - 1])
    return sorted(found)


def sqlite(db) -> dict:
    tables = {}
    for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                                "AND name NOT LIKE 'sqlite_%'"):
        quoted = f'"{name}"'
        columns = {row[1]: {"type": row[2], "not_null": bool(row[3]), "default": row[4],
                            "primary key position": row[5]}
                   for row in db.execute(f"PRAGMA table_xinfo({quoted})")}
        indexes = {}
        for _seq, index, unique, origin, partial in db.execute(f"PRAGMA index_list({quoted})"):
            parts = [(row[2], row[3], row[4])
                     for row in db.execute(f'PRAGMA index_xinfo("{index}")') if row[5]]
            # SQLite names the indexes of inline UNIQUE and PRIMARY KEY after the table and a rank.
            key = index if origin == "c" else f"{origin}:{parts}"
            indexes[key] = {"unique": bool(unique), "origin": origin, "partial": bool(partial),
                            "columns": parts}
        keys = {}
        for row in db.execute(f"PRAGMA foreign_key_list({quoted})"):
            keys.setdefault(row[0], []).append((row[2], row[3], row[4], row[5], row[6], row[7]))
        tables[name] = {
            "columns": columns, "indexes": indexes,
            "foreign keys": sorted(tuple(parts) for parts in keys.values()),
            "autoincrement": "AUTOINCREMENT" in sql.upper(), "checks": _checks(sql),
        }
    return {"tables": tables}

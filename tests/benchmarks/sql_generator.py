"""Deterministic SQL scripts for the SQL import benchmark.

    python -m tests.benchmarks.sql_generator --kind mysqldump --size-mb 10 --tables 300 > dump.sql
    python -m tests.benchmarks.sql_generator --kind ddl --size-mb 10 --tables 5000 > schema.sql

`mysqldump`: what `mysqldump` writes for a real database: the /*!40101 … */ headers, each table
dropped and created with its keys and foreign keys, then its rows as extended INSERTs between
LOCK TABLES and ALTER TABLE … DISABLE KEYS, until the file reaches the size asked.
`ddl`: a pure schema in PostgreSQL's flavour, as pg_dump --schema-only writes it: tables and
their sequences first, then defaults, primary keys, indexes, comments and about 1.6 foreign keys
per table as ALTER TABLE … ADD CONSTRAINT; columns are added to every table until the file
reaches the size asked (`--dense` drops pg_dump's boilerplate, for more columns per table).
"""

from __future__ import annotations

import argparse
import random
import sys

MB = 1024 * 1024
_WORDS = (
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
    "sierra", "tango", "uniform", "victor", "whiskey", "xray",
)

_MYSQL_TYPES = (
    ("int(11) DEFAULT NULL", "int"), ("varchar(255) NOT NULL DEFAULT ''", "str"),
    ("decimal(10,2) NOT NULL DEFAULT '0.00'", "dec"), ("datetime DEFAULT NULL", "date"),
    ("text", "str"), ("tinyint(1) NOT NULL DEFAULT '0'", "bool"),
    ("enum('draft','published','archived') NOT NULL DEFAULT 'draft'", "enum"),
    ("bigint(20) unsigned DEFAULT NULL", "int"),
)
_PG_TYPES = (
    "integer", "bigint", "character varying(255)", "text", "numeric(12,2) DEFAULT 0",
    "timestamp with time zone DEFAULT now()", "boolean DEFAULT false NOT NULL", "jsonb",
    "uuid", "date", "double precision", "character varying(64) NOT NULL",
)

_MYSQL_HEADER = """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: shop
-- ------------------------------------------------------
-- Server version\t8.0.36

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

"""
_MYSQL_FOOTER = """/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2026-01-01 12:00:00
"""


def _value(rng: random.Random, kind: str) -> str:
    if kind == "int":
        return str(rng.randint(1, 10**6))
    if kind == "dec":
        return f"{rng.randint(0, 99999)}.{rng.randint(0, 99):02d}"
    if kind == "date":
        return f"'2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 10:00:00'"
    if kind == "bool":
        return str(rng.randint(0, 1))
    if kind == "enum":
        return rng.choice(("'draft'", "'published'", "'archived'"))
    words = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 8)))
    # Quotes, semicolons and backslashes inside values: what the splitter must get right.
    return "'" + words.replace("o", "o\\'", 1).replace("e", "e;", 1) + "'"


def mysqldump(size_mb: float, tables: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    budget = int(size_mb * MB)
    schema: list[tuple[str, list[tuple[str, str]]]] = []
    parts = [_MYSQL_HEADER]
    for t in range(tables):
        name = f"table_{t}"
        columns = [(f"col_{c}", *rng.choice(_MYSQL_TYPES)) for c in range(rng.randint(4, 12))]
        lines = ["  `id` int unsigned NOT NULL AUTO_INCREMENT"]
        lines += [f"  `{c}` {sql}" for c, sql, _ in columns]
        keys = ["  PRIMARY KEY (`id`)", f"  KEY `{name}_col_0_index` (`col_0`)"]
        if t > 0:
            lines.append("  `parent_id` int unsigned DEFAULT NULL")
            keys.append(f"  KEY `{name}_parent_id_foreign` (`parent_id`)")
            keys.append(f"  CONSTRAINT `{name}_parent_id_foreign` FOREIGN KEY (`parent_id`) "
                        f"REFERENCES `table_{rng.randrange(t)}` (`id`) ON DELETE CASCADE")
        parts.append(
            f"--\n-- Table structure for table `{name}`\n--\n\n"
            f"DROP TABLE IF EXISTS `{name}`;\n/*!40101 SET @saved_cs_client     = "
            f"@@character_set_client */;\n/*!50503 SET character_set_client = utf8mb4 */;\n"
            f"CREATE TABLE `{name}` (\n" + ",\n".join(lines + keys) +
            "\n) ENGINE=InnoDB AUTO_INCREMENT=1001 DEFAULT CHARSET=utf8mb4 "
            "COLLATE=utf8mb4_0900_ai_ci;\n/*!40101 SET character_set_client = @saved_cs_client "
            "*/;\n\n")
        schema.append((name, [(c, kind) for c, _, kind in columns]))
    structure = sum(len(p) for p in parts)
    per_table = max(0, (budget - structure - len(_MYSQL_FOOTER)) // max(1, tables))
    for t, (name, columns) in enumerate(schema):
        rows, size, row_id = [], 0, 0
        while size < per_table - 200:
            row_id += 1
            values = [str(row_id)] + [_value(rng, kind) for _, kind in columns]
            if t > 0:
                values.append("NULL")
            row = "(" + ",".join(values) + ")"
            rows.append(row)
            size += len(row) + 1
        parts.append(f"--\n-- Dumping data for table `{name}`\n--\n\nLOCK TABLES `{name}` WRITE;\n"
                     f"/*!40000 ALTER TABLE `{name}` DISABLE KEYS */;\n")
        # mysqldump cuts extended INSERTs at about 1 MB (net_buffer_length).
        for start in range(0, len(rows), 4000):
            parts.append(f"INSERT INTO `{name}` VALUES " + ",".join(rows[start:start + 4000])
                         + ";\n")
        parts.append(f"/*!40000 ALTER TABLE `{name}` ENABLE KEYS */;\nUNLOCK TABLES;\n\n")
    parts.append(_MYSQL_FOOTER)
    return "".join(parts)


_PG_COLUMNS = (
    ("name", "character varying(255) NOT NULL"), ("email", "character varying(191)"),
    ("status", "character varying(32) DEFAULT 'active'::character varying NOT NULL"),
    ("amount", "numeric(12,2) DEFAULT 0 NOT NULL"), ("description", "text"),
    ("is_active", "boolean DEFAULT true NOT NULL"), ("settings", "jsonb"),
    ("external_id", "uuid DEFAULT gen_random_uuid()"), ("starts_on", "date"),
    ("score", "double precision"), ("position", "integer DEFAULT 0 NOT NULL"),
    ("created_at", "timestamp(0) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL"),
    ("updated_at", "timestamp(0) without time zone"), ("deleted_at", "timestamp with time zone"),
)


def _pg_header(name: str, kind: str) -> str:
    return f"--\n-- Name: {name}; Type: {kind}; Schema: public; Owner: app\n--\n\n"


def ddl(size_mb: float, tables: int, seed: int = 7, dense: bool = False) -> str:
    """pg_dump --schema-only of `tables` tables; `dense` leaves out pg_dump's comment headers,
    sequences and OWNER statements, so the same size holds about five times more columns."""
    budget = int(size_mb * MB)
    # Columns fill what the rest leaves: a first draft measures the rest, the second fits.
    draft = _ddl(0, tables, seed, dense)
    return _ddl(max(0, (budget - len(draft)) // max(1, tables)), tables, seed, dense)


def _ddl(per_table: int, tables: int, seed: int, dense: bool) -> str:
    rng = random.Random(seed)
    foreign_keys = int(tables * 1.6)
    parts = ["--\n-- PostgreSQL database dump\n--\n\n-- Dumped from database version 16.4\n"
             "-- Dumped by pg_dump version 16.4\n\nSET statement_timeout = 0;\n"
             "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n"
             "SELECT pg_catalog.set_config('search_path', '', false);\n\n"]
    for t in range(tables):
        name = f"table_{t}"
        lines = ["    id bigint NOT NULL", "    parent_id bigint", "    owner_id bigint"]
        size, c = 0, 0
        while size < per_table - 30:
            column, sql = _PG_COLUMNS[rng.randrange(len(_PG_COLUMNS))]
            line = f"    {column}_{c} {sql}"
            lines.append(line)
            size += len(line) + 2
            c += 1
        body = f"CREATE TABLE public.{name} (\n" + ",\n".join(lines) + "\n);\n\n"
        if dense:
            parts.append(body)
            continue
        parts.append(
            _pg_header(name, "TABLE") + body + f"\nALTER TABLE public.{name} OWNER TO app;\n\n"
            + _pg_header(f"{name}_id_seq", "SEQUENCE")
            + f"CREATE SEQUENCE public.{name}_id_seq\n    START WITH 1\n    INCREMENT BY 1\n"
            "    NO MINVALUE\n    NO MAXVALUE\n    CACHE 1;\n\n\n"
            f"ALTER SEQUENCE public.{name}_id_seq OWNER TO app;\n\n"
            + _pg_header(f"{name}_id_seq", "SEQUENCE OWNED BY")
            + f"ALTER SEQUENCE public.{name}_id_seq OWNED BY public.{name}.id;\n\n\n")
    for t in range(tables):
        name = f"table_{t}"
        if not dense:
            parts.append(_pg_header(f"{name} id", "DEFAULT")
                         + f"ALTER TABLE ONLY public.{name} ALTER COLUMN id SET DEFAULT "
                         f"nextval('public.{name}_id_seq'::regclass);\n\n\n"
                         + _pg_header(f"{name} {name}_pkey", "CONSTRAINT"))
        parts.append(f"ALTER TABLE ONLY public.{name}\n    ADD CONSTRAINT {name}_pkey "
                     "PRIMARY KEY (id);\n\n")
    for t in range(tables):
        name = f"table_{t}"
        parts.append(("" if dense else _pg_header(f"{name}_parent_id_idx", "INDEX"))
                     + f"CREATE INDEX {name}_parent_id_idx ON public.{name} USING btree "
                     f"(parent_id);\n\n"
                     + ("" if dense else _pg_header(f"TABLE {name}", "COMMENT"))
                     + f"COMMENT ON TABLE public.{name} IS 'Table {t}';\n\n")
    for f in range(foreign_keys):
        t = rng.randrange(1, tables) if tables > 1 else 0
        column = "parent_id" if f % 2 == 0 else "owner_id"
        name = f"table_{t}_fk_{f}"
        parts.append(("" if dense else _pg_header(f"table_{t} {name}", "FK CONSTRAINT"))
                     + f"ALTER TABLE ONLY public.table_{t}\n    ADD CONSTRAINT {name} FOREIGN "
                     f"KEY ({column}) REFERENCES public.table_{rng.randrange(t or 1)}(id) "
                     "ON DELETE CASCADE;\n\n")
    parts.append("--\n-- PostgreSQL database dump complete\n--\n\n")
    return "".join(parts)


def generate(kind: str, size_mb: float, tables: int, seed: int = 7, dense: bool = False) -> str:
    if kind == "mysqldump":
        return mysqldump(size_mb, tables, seed)
    if kind == "ddl":
        return ddl(size_mb, tables, seed, dense)
    raise ValueError(kind)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", choices=("mysqldump", "ddl"), required=True)
    parser.add_argument("--size-mb", type=float, default=10)
    parser.add_argument("--tables", type=int, default=None,
                        help="300 for mysqldump, 5000 for ddl by default")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--dense", action="store_true",
                        help="ddl without pg_dump's headers and sequences: more columns")
    args = parser.parse_args()
    tables = args.tables or (300 if args.kind == "mysqldump" else 5000)
    sys.stdout.write(generate(args.kind, args.size_mb, tables, args.seed, args.dense))


if __name__ == "__main__":
    main()

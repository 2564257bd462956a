"""ALTER TABLE actions read without sqlglot (quick_alter.py) import exactly as the parsed path."""

from __future__ import annotations

import pytest

import workers.sqlimport.alter as alter
from workers.sqlimport import import_sql

TABLES = {
    "postgres": """
CREATE TABLE public.authors (id integer NOT NULL, code text, "Nom" text);
CREATE TABLE shop.books (id integer NOT NULL, author_id integer, "Auteur" integer, isbn text);
""",
    "mysql": """
CREATE TABLE `authors` (`id` int NOT NULL, `code` varchar(20)) ENGINE=InnoDB;
CREATE TABLE `books` (`id` int NOT NULL, `author_id` int, `isbn` varchar(20)) ENGINE=InnoDB;
""",
    "tsql": """
CREATE TABLE [dbo].[authors] ([id] int NOT NULL, [code] nvarchar(20));
CREATE TABLE [dbo].[books] ([id] int NOT NULL, [author_id] int, [isbn] nvarchar(20));
GO
""",
}

ACTIONS = {
    "postgres": [
        "ALTER TABLE ONLY public.authors ADD CONSTRAINT authors_pkey PRIMARY KEY (id);",
        "ALTER TABLE ONLY shop.books\n    ADD CONSTRAINT books_pkey PRIMARY KEY (id, isbn);",
        'ALTER TABLE ONLY shop.books ADD CONSTRAINT "Livres_pk" PRIMARY KEY ("Auteur");',
        "ALTER TABLE ONLY public.authors ADD CONSTRAINT authors_pkey PRIMARY KEY (missing);",
        "ALTER TABLE ONLY public.authors ADD CONSTRAINT authors_code_key UNIQUE (code);",
        'ALTER TABLE ONLY public.authors ADD CONSTRAINT "code et nom" UNIQUE (code, "Nom");',
        "ALTER TABLE ONLY shop.books\n    ADD CONSTRAINT books_author_fkey FOREIGN KEY "
        "(author_id) REFERENCES public.authors(id) ON DELETE CASCADE;",
        "ALTER TABLE ONLY shop.books ADD CONSTRAINT b_fk FOREIGN KEY (author_id) REFERENCES "
        "authors (id) ON UPDATE SET NULL ON DELETE SET DEFAULT;",
        'ALTER TABLE ONLY shop.books ADD CONSTRAINT "B_fk" FOREIGN KEY ("Auteur") REFERENCES '
        "public.authors(id) ON DELETE NO ACTION ON UPDATE RESTRICT;",
        "ALTER TABLE ONLY shop.books ADD CONSTRAINT fk_d FOREIGN KEY (author_id) REFERENCES "
        "public.authors(id) DEFERRABLE INITIALLY DEFERRED;",
        "ALTER TABLE ONLY shop.books ADD CONSTRAINT fk_m FOREIGN KEY (author_id) REFERENCES "
        "public.authors(id) MATCH FULL;",
        "ALTER TABLE ONLY shop.books ADD CONSTRAINT fk_x FOREIGN KEY (nope) REFERENCES "
        "public.nowhere(id);",
        "ALTER TABLE ONLY public.authors ALTER COLUMN id SET DEFAULT "
        "nextval('public.authors_id_seq'::regclass);",
        "ALTER TABLE public.authors ALTER id SET DEFAULT nextval('authors_id_seq');",
        "ALTER TABLE ONLY public.authors ALTER COLUMN ghost SET DEFAULT "
        "nextval('public.ghost_seq'::regclass);",
        "ALTER TABLE ONLY public.authors ALTER COLUMN code SET DEFAULT 'x';",
    ],
    "mysql": [
        "ALTER TABLE `authors` ADD CONSTRAINT `authors_pk` PRIMARY KEY (`id`);",
        "ALTER TABLE `authors` ADD CONSTRAINT `code_uq` UNIQUE (`code`);",
        "ALTER TABLE `books` ADD CONSTRAINT `books_fk` FOREIGN KEY (`author_id`) REFERENCES "
        "`authors` (`id`) ON DELETE CASCADE ON UPDATE CASCADE;",
    ],
    "tsql": [
        "ALTER TABLE [dbo].[authors] ADD CONSTRAINT [PK_authors] PRIMARY KEY ([id])\nGO",
        "ALTER TABLE [dbo].[authors] ADD CONSTRAINT [PK_a2] PRIMARY KEY CLUSTERED ([id])\nGO",
        "ALTER TABLE [dbo].[books] ADD CONSTRAINT [FK_books] FOREIGN KEY ([author_id]) "
        "REFERENCES [dbo].[authors] ([id]) ON DELETE CASCADE\nGO",
    ],
}

CASES = [(dialect, action) for dialect, actions in ACTIONS.items() for action in actions]


def _result(sql: str) -> dict:
    r = import_sql(sql)
    return {"document": r.document, "dialect": r.dialect, "statements": r.statements,
            "ignored": r.ignored, "skipped": [(s.line, s.excerpt, s.reason) for s in r.skipped]}


@pytest.mark.parametrize(("dialect", "action"), CASES)
def test_each_action_imports_as_the_parsed_path_imports_it(monkeypatch, dialect, action):
    sql = TABLES[dialect] + action + "\n"
    quick = _result(sql)
    monkeypatch.setattr(alter, "apply_quick", lambda *args: False)
    assert quick == _result(sql)


def test_all_actions_together_import_as_the_parsed_path(monkeypatch):
    sql = TABLES["postgres"] + "\n".join(ACTIONS["postgres"]) + "\n"
    quick = _result(sql)
    monkeypatch.setattr(alter, "apply_quick", lambda *args: False)
    assert quick == _result(sql)


def test_pg_dump_s_plain_forms_are_read_without_sqlglot(monkeypatch):
    plain = [a for a in ACTIONS["postgres"]
             if "DEFERRABLE" not in a and "MATCH" not in a and "missing" not in a
             and "ghost" not in a and "'x'" not in a]
    parsed = []
    real = alter.parse_one
    monkeypatch.setattr(alter, "parse_one", lambda text, *a: parsed.append(text) or real(text, *a))
    result = import_sql(TABLES["postgres"] + "\n".join(plain) + "\n")
    assert parsed == []
    books = next(t for t in result.document["tables"] if t["name"] == "books")
    assert [a["name"] for a in books["attributes"] if a["isPrimaryKey"]] == ["Auteur"]
    assert len(result.document["relations"]) == 3

/**
 * What a document imported from one database needs to load into another (issue 13, items 8–12):
 * empty-string defaults, expression defaults, index names shared with tables, SPATIAL/FULLTEXT
 * indexes on columns that cannot carry them, zero dates, TEXT keys in MySQL. Each case is a
 * minimal document; tests/unit/exports/test_portability.py loads the same cases for real.
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import type { Attribute, Index } from "../model/types";
import { djangoFiles } from "./django";
import { col, docOf, rel, tbl } from "./fixtures";
import { laravelZip } from "./laravel";
import { columnDefault, defaultKind, prepareExport } from "./schema";
import { exportSql } from "./sql";

const id = (table: string) => col(table, "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });
const index = (name: string, type: Index["type"], ...columns: string[]): Index => ({
  id: `i.${name}`, name, type, method: type === "INDEX" || type === "UNIQUE" ? "BTREE" : null, comment: "",
  attributes: columns.map((attributeId) => ({ attributeId, order: "ASC" as const })),
});
const laravelText = (doc: ReturnType<typeof docOf>) => {
  const files = unzipSync(laravelZip(doc, {}, new Date(Date.UTC(2025, 0, 1))));
  return Object.entries(files).filter(([name]) => name.includes("migrations/")).map(([, bytes]) => new TextDecoder().decode(bytes)).join("\n");
};
const models = (doc: ReturnType<typeof docOf>) => djangoFiles(doc, "p", { secretKey: "k" })["diagram/models.py"];
const withDefault = (type: Attribute["type"], defaultValue: string, overrides: Partial<Attribute> = {}) =>
  docOf([tbl("t", "t", [id("t"), col("t", "c", type, { defaultValue, ...overrides })])]);

describe("an empty string default is a default (issue 13 item 8)", () => {
  const doc = withDefault("VARCHAR", "", { isNullable: false });

  it("is kept by every SQL dialect", () => {
    expect(exportSql(doc, "mysql")).toContain("`c` VARCHAR(255) NOT NULL DEFAULT ''");
    expect(exportSql(doc, "postgres")).toContain(`"c" VARCHAR(255) NOT NULL DEFAULT ''`);
    expect(exportSql(doc, "sqlite")).toContain(`"c" VARCHAR(255) NOT NULL DEFAULT ''`);
    expect(exportSql(doc, "sqlserver")).toContain("[c] NVARCHAR(255) NOT NULL DEFAULT N''");
  });

  it("is kept by Laravel and Django", () => {
    expect(laravelText(doc)).toContain("$table->string('c', 255)->default('');");
    expect(models(doc)).toContain('c = models.CharField(max_length=255, default="")');
  });

  it("stays no default when null, and is no default where the type cannot hold it", () => {
    expect(exportSql(withDefault("VARCHAR", null as unknown as string), "mysql")).toContain("`c` VARCHAR(255) NULL,");
    expect(exportSql(withDefault("INT", ""), "postgres")).toContain(`"c" INTEGER,`);
    expect(exportSql(withDefault("DATE", ""), "postgres")).toContain(`"c" DATE,`);
  });
});

describe("expression defaults stay expressions (issue 13 item 9)", () => {
  it("tells expressions from text", () => {
    for (const value of ["uuidv7()", "nextval('t_id_seq'::regclass)", "lower('ABC')", "CURRENT_USER", "now() + interval '1 day'", "(random() * 10)", "now()::date"]) {
      expect(defaultKind(value), value).toBe("expression");
    }
    for (const value of ["open", "a-b", "555-1234", "publish", "hello world", "2024-01-01"]) expect(defaultKind(value), value).toBe("string");
    // A quoted literal stays a literal whatever it looks like.
    expect(columnDefault(prepareExport(withDefault("VARCHAR", "'uuidv7()'")).tables[0].columns[1])).toEqual({ kind: "string", value: "uuidv7()" });
    // A PostgreSQL cast of a literal is that literal.
    expect(columnDefault(prepareExport(withDefault("VARCHAR", "'draft'::character varying")).tables[0].columns[1])).toEqual({ kind: "string", value: "draft" });
    // Arithmetic of numbers is an expression for a number column only.
    expect(columnDefault(prepareExport(withDefault("INT", "60 * 60")).tables[0].columns[1])?.kind).toBe("expression");
    expect(columnDefault(prepareExport(withDefault("VARCHAR", "555-1234")).tables[0].columns[1])?.kind).toBe("string");
  });

  it("is written unquoted where the target runs it, left out with a note where it does not", () => {
    const doc = withDefault("UUID", "uuidv7()");
    for (const dialect of ["mysql", "postgres", "sqlite", "sqlserver"] as const) {
      const sql = exportSql(doc, dialect);
      expect(sql, dialect).not.toContain("'uuidv7()'");
      expect(sql, dialect).toContain("-- Note : t.c : valeur par défaut uuidv7() inconnue de ce SGBD, omise");
    }
    const lowered = withDefault("VARCHAR", "lower('ABC')");
    expect(exportSql(lowered, "mysql")).toContain("`c` VARCHAR(255) NULL DEFAULT (lower('ABC'))");
    expect(exportSql(lowered, "postgres")).toContain(`"c" VARCHAR(255) DEFAULT lower('ABC')`);
    expect(exportSql(lowered, "sqlite")).toContain(`"c" VARCHAR(255) DEFAULT (lower('ABC'))`);
    expect(exportSql(lowered, "sqlserver")).toContain("[c] NVARCHAR(255) NULL DEFAULT (lower('ABC'))");
  });

  it("creates the sequence of a nextval default in PostgreSQL and leaves it out elsewhere", () => {
    const doc = withDefault("BIGINT", "nextval('t_c_seq'::regclass)");
    const postgres = exportSql(doc, "postgres");
    expect(postgres).toContain(`CREATE SEQUENCE IF NOT EXISTS "t_c_seq";`);
    expect(postgres).toContain(`"c" BIGINT DEFAULT nextval('t_c_seq'::regclass)`);
    expect(exportSql(doc, "mysql")).toContain("`c` BIGINT NULL,");
    expect(exportSql(doc, "mysql")).toContain("Note : t.c : valeur par défaut nextval('t_c_seq'::regclass) inconnue de ce SGBD, omise");
  });

  it("goes through DB::raw in Laravel and becomes a comment in Django 4.2", () => {
    expect(laravelText(withDefault("VARCHAR", "lower('ABC')"))).toContain(`$table->string('c', 255)->nullable()->default(DB::raw('(lower(\\'ABC\\'))'));`);
    expect(laravelText(withDefault("UUID", "uuidv7()"))).toContain("$table->uuid('c')->nullable(); // valeur par défaut uuidv7() omise");
    const text = models(withDefault("UUID", "uuidv7()"));
    expect(text).toContain("    # valeur par défaut SQL omise : uuidv7() (db_default demande Django 5.0)\n    c = models.UUIDField(null=True, blank=True)");
  });
});

describe("an index named like a table (issue 13 item 10)", () => {
  const doc = docOf([
    tbl("a", "author", [id("a"), col("a", "name")], { indexes: [index("book", "INDEX", "a.name")] }),
    tbl("b", "book", [id("b"), col("b", "title")]),
  ]);

  it("keeps its name where indexes have their own namespace, gets _idx where they share the tables'", () => {
    expect(exportSql(doc, "mysql")).toContain("KEY `book` (`name`)");
    expect(exportSql(doc, "sqlserver")).toContain("CREATE INDEX [book] ON [author]");
    expect(exportSql(doc, "postgres")).toContain(`CREATE INDEX "book_idx" ON "author"`);
    expect(exportSql(doc, "sqlite")).toContain(`CREATE INDEX "book_idx" ON "author"`);
    expect(laravelText(doc)).toContain("$table->index(['name'], 'book_idx');");
    expect(models(doc)).toContain('models.Index(fields=["name"], name="book_idx")');
  });
});

describe("SPATIAL and FULLTEXT indexes on columns that cannot carry them (issue 13 item 11)", () => {
  const doc = docOf([tbl("p", "place", [id("p"), col("p", "location", "BLOB", { isNullable: false }), col("p", "code", "INT")], {
    indexes: [index("idx_location", "SPATIAL", "p.location"), index("ft_code", "FULLTEXT", "p.code")],
  })]);

  it("become plain indexes, with a note", () => {
    const mysql = exportSql(doc, "mysql");
    expect(mysql).not.toContain("SPATIAL KEY");
    expect(mysql).not.toContain("FULLTEXT KEY");
    expect(mysql).toContain("KEY `idx_location` (`location`(191)) USING BTREE");
    expect(mysql).toContain("KEY `ft_code` (`code`) USING BTREE");
    expect(mysql).toContain("-- Note : place.idx_location : index SPATIAL sur une colonne qui ne peut pas le porter, exporté en index simple");
    expect(exportSql(doc, "postgres")).toContain(`CREATE INDEX "ft_code" ON "place" USING BTREE ("code");`);
    expect(laravelText(doc)).toContain("$table->index(['location'], 'idx_location');");
  });

  it("keeps a FULLTEXT index on text", () => {
    const text = docOf([tbl("p", "post", [id("p"), col("p", "body", "TEXT")], { indexes: [index("ft_body", "FULLTEXT", "p.body")] })]);
    expect(exportSql(text, "mysql")).toContain("FULLTEXT KEY `ft_body` (`body`)");
  });
});

describe("what another dialect refuses (issue 13 item 12)", () => {
  it("keeps MySQL's zero dates in MySQL only, and notes them where they are left out", () => {
    const doc = withDefault("DATETIME", "0000-00-00 00:00:00", { isNullable: false });
    const note = '-- Note : t.c : valeur par défaut "0000-00-00 00:00:00" impossible pour le type DATETIME, omise';
    const mysql = exportSql(doc, "mysql");
    expect(mysql).toContain("`c` DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00'");
    expect(mysql).not.toContain(note);
    for (const dialect of ["postgres", "sqlite", "sqlserver"] as const) {
      const sql = exportSql(doc, dialect);
      expect(sql, dialect).not.toMatch(/DEFAULT N?'0000/);
      expect(sql, dialect).toContain(note);
    }
    expect(exportSql(withDefault("DATETIME", "2024-02-03 04:05:06"), "postgres")).toContain(`"c" TIMESTAMP DEFAULT '2024-02-03 04:05:06'`);
  });

  it("makes TEXT and BLOB keys VARCHAR / VARBINARY in MySQL, both ends of a foreign key alike", () => {
    const parent = tbl("g", "genre", [col("g", "code", "TEXT", { isPrimaryKey: true, isNullable: false }), col("g", "blob", "BLOB", { isUnique: true })]);
    const child = tbl("s", "song", [id("s"), col("s", "genre_code", "TEXT"), col("s", "lyrics", "TEXT")], { indexes: [index("idx_lyrics", "INDEX", "s.lyrics")] });
    const doc = docOf([parent, child], [rel("r", parent, child, "code", "genre_code")]);
    const mysql = exportSql(doc, "mysql");
    expect(mysql).toContain("`code` VARCHAR(255) NOT NULL");
    expect(mysql).toContain("`blob` VARBINARY(255) NULL");
    expect(mysql).toContain("PRIMARY KEY (`code`)");
    expect(mysql).toContain("`genre_code` VARCHAR(255) NULL");
    // A plain index on TEXT keeps its prefix, the column stays TEXT.
    expect(mysql).toContain("`lyrics` TEXT NULL");
    expect(mysql).toContain("KEY `idx_lyrics` (`lyrics`(191))");
    expect(exportSql(doc, "postgres")).toContain(`"code" TEXT NOT NULL`);
    expect(laravelText(doc)).toContain("$table->string('code', 255)->primary();");
  });
});

describe("Django's own tables in the diagram (issue 13 item 13)", () => {
  const user = tbl("u", "auth_user", [id("u"), col("u", "username", "VARCHAR", { length: 150, isUnique: true, isNullable: false })]);
  const group = tbl("g", "auth_group", [id("g"), col("g", "name", "VARCHAR", { length: 150, isUnique: true, isNullable: false })]);
  const types = tbl("ct", "django_content_type", [id("ct"), col("ct", "app_label", "VARCHAR", { length: 100 }), col("ct", "model", "VARCHAR", { length: 100 })]);
  const article = tbl("a", "article", [id("a"), col("a", "title"), col("a", "author_id", "INT"), col("a", "editor", "VARCHAR"), col("a", "content_type_id", "INT")]);
  const doc = docOf([user, group, types, article], [
    rel("r1", user, article, "id", "author_id"), rel("r2", user, article, "username", "editor"), rel("r3", types, article, "id", "content_type_id"),
  ]);
  const files = djangoFiles(doc, "p", { secretKey: "k" });
  const text = files["diagram/models.py"];

  it("leaves them out of models.py and says so in the README", () => {
    expect(text).not.toMatch(/class (AuthUser|AuthGroup|DjangoContentType)\b/);
    expect(text).toContain("class Article(models.Model):");
    expect(files["README.md"]).toContain("- auth_user : table créée par Django lui-même, omise de models.py (les clés étrangères visent settings.AUTH_USER_MODEL)");
    expect(files["diagram/admin.py"]).not.toContain("AuthUser");
  });

  it("points foreign keys to the built-in models", () => {
    expect(text).toContain("from django.conf import settings\nfrom django.db import models");
    expect(text).toContain('author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="diagram_articles", null=True, blank=True)');
    expect(text).toContain('editor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="diagram_articles_2", to_field="username", null=True, blank=True, db_column="editor")');
    expect(text).toContain('content_type = models.ForeignKey("contenttypes.ContentType", on_delete=models.CASCADE, related_name="diagram_articles", null=True, blank=True)');
  });

  it("leaves the SQL exports alone", () => {
    expect(exportSql(doc, "postgres")).toContain(`CREATE TABLE "auth_user"`);
  });
});

describe("TEXT keys in SQL Server (issue 13 item 12)", () => {
  it("get a bounded type, which SQL Server can index", () => {
    const parent = tbl("g", "genre", [col("g", "code", "TEXT", { isPrimaryKey: true, isNullable: false }), col("g", "notes", "TEXT")]);
    const sql = exportSql(docOf([parent]), "sqlserver");
    expect(sql).toContain("[code] NVARCHAR(255) NOT NULL");
    expect(sql).toContain("[notes] NVARCHAR(MAX) NULL");
  });
});

describe("a SPATIAL index on a geometry (issue 13 item 11)", () => {
  it("stays SPATIAL on a NOT NULL geometry and becomes a plain index on a nullable one", () => {
    const place = (nullable: boolean) => docOf([tbl("p", "place", [id("p"), col("p", "location", "GEOMETRY", { isNullable: nullable })], {
      indexes: [index("idx_location", "SPATIAL", "p.location")],
    })]);
    expect(exportSql(place(false), "mysql")).toContain("SPATIAL KEY `idx_location` (`location`)");
    expect(exportSql(place(true), "mysql")).toContain("KEY `idx_location` (`location`) USING BTREE");
  });
});

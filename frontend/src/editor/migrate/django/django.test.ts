import { describe, expect, it } from "vitest";

import type { DiagramDocument } from "../../model/types";
import { col, docOf, rel, shopDocument, tbl } from "../../export/fixtures";
import { djangoMigration } from "./index";

const NOW = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
const options = { previous: "0001_initial", name: "relata_changes", now: NOW };
const key = (table: string) => col(table, "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });

function library(): DiagramDocument {
  const authors = tbl("authors", "authors", [key("authors"), col("authors", "name", "VARCHAR", { isNullable: false, length: 100 }), col("authors", "bio", "TEXT")]);
  const books = tbl("books", "books", [key("books"), col("books", "title"), col("books", "author_id", "INT")], {
    indexes: [{ id: "i1", name: "idx_books_title", type: "INDEX", method: "BTREE", comment: "", attributes: [{ attributeId: "books.title", order: "ASC" }] }],
  });
  return docOf([authors, books], [rel("r1", authors, books, "id", "author_id")]);
}

const changed = (edit: (doc: DiagramDocument) => void) => {
  const doc = structuredClone(library());
  edit(doc);
  return djangoMigration(library(), doc, options).content;
};
const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as DiagramDocument["tables"][number];
const attribute = (doc: DiagramDocument, id: string) => doc.tables.flatMap((t) => t.attributes).find((a) => a.id === id) as DiagramDocument["tables"][number]["attributes"][number];
const order = (text: string, ...needles: string[]) => needles.map((needle) => {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} missing from\n${text}`);
  return at;
});

describe("Django migration between two versions (issue 12)", () => {
  it("is numbered after the previous migration and depends on it", () => {
    const file = djangoMigration(library(), library(), options);
    expect(file.fileName).toBe("0002_relata_changes.py");
    expect(file.content).toContain('dependencies = [\n        ("diagram", "0001_initial"),\n    ]');
    expect(djangoMigration(library(), library(), { ...options, previous: "0007_more" }).fileName).toBe("0008_relata_changes.py");
    const first = djangoMigration(docOf([]), library(), { ...options, previous: "" });
    expect(first.fileName).toBe("0001_relata_changes.py");
    expect(first.content).toContain("initial = True");
    expect(first.content).toContain("dependencies = []");
  });

  it("writes no operation for layout, colours and seeds", () => {
    const text = changed((doc) => {
      table(doc, "books").x = 400;
      table(doc, "books").color = "#ef4444";
      table(doc, "authors").seeds = [{ name: "a", data: [{ key: "name", data: "Ada" }] }];
    });
    expect(text).toContain("    # Aucune modification entre les deux versions.\n    operations = []");
    expect(text).toContain(": 0 opération, dont 0 destructive.");
  });

  it("matches columns by id: a rename with a type change is RenameField then AlterField", () => {
    const text = changed((doc) => Object.assign(attribute(doc, "authors.name"), { name: "full_name", length: 200 }));
    expect(text).toContain('migrations.RenameField(\n            model_name="author",\n            old_name="name",\n            new_name="full_name",\n        ),');
    expect(text).toContain('name="full_name",\n            field=models.CharField(max_length=200),');
    expect(text).not.toContain("RemoveField");
    expect(order(text, "RenameField", "AlterField")).toEqual([...order(text, "RenameField", "AlterField")].sort((a, b) => a - b));
  });

  it("renames a table as RenameModel then AlterModelTable, and relations follow", () => {
    const text = changed((doc) => (table(doc, "authors").name = "writers"));
    expect(text).toContain('migrations.RenameModel(\n            old_name="Author",\n            new_name="Writer",');
    expect(text).toContain('migrations.AlterModelTable(\n            name="writer",\n            table="writers",');
    expect(text).not.toContain("DeleteModel");
  });

  it("flags what destroys data in French, and gives new NOT NULL columns a one-off default", () => {
    const text = changed((doc) => {
      table(doc, "authors").attributes = table(doc, "authors").attributes.filter((a) => a.name !== "bio");
      table(doc, "authors").attributes.push(col("authors", "awards", "INT", { isNullable: false }));
      attribute(doc, "books.title").length = 80;
    });
    expect(text).toContain("# ATTENTION : destructif — suppression du champ « bio » de « Author » (colonne « bio », données perdues)");
    expect(text).toContain("# ATTENTION : destructif — champ « title » de « Book » : longueur réduite (255 → 80)");
    expect(text).toContain("field=models.IntegerField(default=0),\n            preserve_default=False,");
    expect(text).toContain("« awards » de « Author » est obligatoire (NOT NULL) sans valeur par défaut");
    expect(text).toMatch(/: \d+ opérations, dont 2 destructives\./);
  });

  it("counts the characters a text column is cut to in French", () => {
    const one = changed((doc) => Object.assign(attribute(doc, "authors.bio"), { type: "VARCHAR", length: 1 }));
    expect(one).toContain("texte limité à 1 caractère");
    expect(one).not.toContain("1 caractères");
    expect(one).toContain(": 1 opération, dont 1 destructive.");
    expect(changed((doc) => Object.assign(attribute(doc, "authors.bio"), { type: "VARCHAR", length: 20 }))).toContain("texte limité à 20 caractères");
  });

  it("orders steps so each finds what it needs", () => {
    const text = changed((doc) => {
      // authors goes: the key to it becomes a plain column first; a new table comes.
      doc.tables = doc.tables.filter((t) => t.id !== "authors");
      doc.relations = [];
      const publishers = tbl("publishers", "publishers", [key("publishers")]);
      doc.tables.push(publishers);
      table(doc, "books").attributes.push(col("books", "publisher_id", "INT"));
      doc.relations.push(rel("r2", publishers, table(doc, "books"), "id", "publisher_id"));
      table(doc, "books").indexes[0].attributes.push({ attributeId: "books.author_id", order: "DESC" });
    });
    const [removeIndex, alter, deleteModel, create, add, addIndex] = order(text,
      "migrations.RemoveIndex", 'name="author_id",\n            field=models.IntegerField', "migrations.DeleteModel", "migrations.CreateModel", "migrations.AddField", "migrations.AddIndex");
    expect([removeIndex, alter, deleteModel, create, add, addIndex]).toEqual([removeIndex, alter, deleteModel, create, add, addIndex].sort((a, b) => a - b));
    expect(text).toContain("suppression du modèle « Author » (table « authors » et toutes ses lignes)");
    expect(text).toContain('models.Index(fields=["title", "-author_id"], name="idx_books_title")');
  });

  it("creates referenced models first and links a cycle once both exist", () => {
    const a = tbl("a", "alpha", [key("a"), col("a", "beta_id", "INT")]);
    const b = tbl("b", "beta", [key("b"), col("b", "alpha_id", "INT")]);
    const text = djangoMigration(docOf([]), docOf([a, b], [rel("r1", b, a, "id", "beta_id"), rel("r2", a, b, "id", "alpha_id")]), options).content;
    const [alpha, beta, link] = order(text, 'name="Alpha"', 'name="Beta"', "migrations.AddField");
    expect(alpha).toBeLessThan(beta);
    expect(beta).toBeLessThan(link);
    expect(text).toContain('("id", models.AutoField(primary_key=True, serialize=False)),');
  });

  it("moves one of two swapped names to a temporary name first", () => {
    const text = changed((doc) => {
      attribute(doc, "authors.name").name = "bio";
      attribute(doc, "authors.bio").name = "name";
    });
    const renames = [...text.matchAll(/old_name="(\w+)",\n\s+new_name="(\w+)"/g)].map((m) => `${m[1]}→${m[2]}`);
    expect(renames).toEqual(["bio→bio_relata", "name→bio", "bio_relata→name"]);
  });

  it("writes many-to-many fields, with their pivot table", () => {
    const shop = shopDocument();
    const without = structuredClone(shop);
    without.relations = without.relations.filter((r) => r.type !== "many-to-many");
    const text = djangoMigration(without, shop, options).content;
    expect(text).toContain('field=models.ManyToManyField(related_name="order_lines", db_table="order_lines_tags", blank=True, to="diagram.tag"),');
    expect(djangoMigration(shop, without, options).content).toContain("suppression de la relation plusieurs-à-plusieurs « tags » de « OrderLine » (table « order_lines_tags » et ses liens perdus)");
  });
});

describe("Django migration with Django's own tables in the diagram (issue 13 item 13)", () => {
  it("points a new key to the built-in model and depends on its app", () => {
    const user = tbl("u", "auth_user", [key("u"), col("u", "username", "VARCHAR", { isNullable: false, isUnique: true })]);
    const types = tbl("ct", "django_content_type", [key("ct"), col("ct", "model")]);
    const before = docOf([user, types, tbl("a", "article", [key("a"), col("a", "title")])]);
    const article = tbl("a", "article", [key("a"), col("a", "title"), col("a", "author_id", "INT"), col("a", "content_type_id", "INT")]);
    const after = docOf([user, types, article], [rel("r1", user, article, "id", "author_id"), rel("r2", types, article, "id", "content_type_id")]);
    const text = djangoMigration(before, after, options).content;
    expect(text).toContain("from django.conf import settings\nfrom django.db import migrations, models");
    expect(text).toContain("migrations.swappable_dependency(settings.AUTH_USER_MODEL),");
    expect(text).toContain('("contenttypes", "0002_remove_content_type_name"),');
    expect(text).toContain('related_name="diagram_articles", null=True, blank=True, to=settings.AUTH_USER_MODEL)');
    expect(text).toContain('to="contenttypes.ContentType")');
    expect(text).not.toContain("AuthUser");
  });
});

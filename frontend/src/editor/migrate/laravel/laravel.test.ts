import { describe, expect, it } from "vitest";

import type { DiagramDocument } from "../../model/types";
import { col, docOf, rel, shopDocument, tbl } from "../../export/fixtures";
import { laravelFiles } from "../../export/laravel";
import { laravelMigration } from "./index";

const NOW = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
const key = (table: string) => col(table, "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true });

function library(): DiagramDocument {
  const authors = tbl("authors", "authors", [key("authors"), col("authors", "name", "VARCHAR", { isNullable: false, length: 100 }), col("authors", "bio", "TEXT")]);
  const books = tbl("books", "books", [key("books"), col("books", "title"), col("books", "author_id", "INT")], {
    indexes: [{ id: "i1", name: "idx_books_title", type: "INDEX", method: "BTREE", comment: "", attributes: [{ attributeId: "books.title", order: "ASC" }] }],
  });
  return docOf([authors, books], [rel("r1", authors, books, "id", "author_id")]);
}

const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as DiagramDocument["tables"][number];
const attribute = (doc: DiagramDocument, id: string) => doc.tables.flatMap((t) => t.attributes).find((a) => a.id === id) as DiagramDocument["tables"][number]["attributes"][number];
const changed = (edit: (doc: DiagramDocument) => void) => {
  const doc = structuredClone(library());
  edit(doc);
  const text = laravelMigration(library(), doc, { now: NOW }).content;
  const [up, down] = text.split("public function down(): void");
  return { text, up, down };
};
const positions = (text: string, ...needles: string[]) => needles.map((needle) => {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} missing from\n${text}`);
  return at;
});
const ascending = (numbers: number[]) => numbers.every((n, at) => at === 0 || numbers[at - 1] < n);

describe("Laravel migration between two versions (issue 12)", () => {
  it("is one timestamped anonymous-class migration, like the export's", () => {
    const file = laravelMigration(library(), library(), { now: NOW });
    expect(file.fileName).toBe("2025_01_02_030405_relata_changes.php");
    expect(file.content).toContain("return new class extends Migration\n{");
    expect(file.content).toContain("public function up(): void\n    {\n        // Aucune modification entre les deux versions.\n    }");
    expect(file.content).not.toContain("Facades\\DB");
  });

  it("matches by id: a renamed column is renameColumn then change(), a renamed table Schema::rename", () => {
    const { up, down } = changed((doc) => {
      Object.assign(attribute(doc, "authors.name"), { name: "full_name", length: 200 });
      table(doc, "books").name = "works";
    });
    expect(up).toContain("Schema::rename('books', 'works');");
    expect(up).toContain("$table->renameColumn('name', 'full_name');");
    expect(up).toContain("$table->string('full_name', 200)->change();");
    expect(up).not.toContain("dropColumn");
    expect(ascending(positions(up, "renameColumn('name', 'full_name')", "->change()"))).toBe(true);
    // The key's name follows the table: dropped before the rename, added back after.
    expect(ascending(positions(up, "$table->dropForeign('fk_books_author_id');", "Schema::rename('books', 'works');", "$table->foreign('author_id', 'fk_works_author_id')"))).toBe(true);
    expect(down).toContain("Schema::rename('works', 'books');");
    expect(down).toContain("$table->renameColumn('full_name', 'name');");
    expect(down).toContain("$table->string('name', 100)->change();");
  });

  it("down() undoes up(): what up() adds, down() drops, and the other way round", () => {
    const { up, down } = changed((doc) => {
      doc.tables = doc.tables.filter((t) => t.id !== "authors");
      doc.relations = [];
      table(doc, "books").attributes.push(col("books", "pages", "SMALLINT"));
    });
    expect(up).toContain("// ATTENTION : destructif — suppression de la table « authors » et de toutes ses lignes\n        Schema::dropIfExists('authors');");
    expect(up).toContain("$table->smallInteger('pages')->nullable();");
    expect(down).toContain("Schema::create('authors', function (Blueprint $table) {");
    expect(down).toContain("// ATTENTION : destructif — suppression de la colonne « pages » de « books » (données perdues)\n            $table->dropColumn('pages');");
    expect(down).toContain("$table->foreign('author_id', 'fk_books_author_id')");
    expect(down).toContain("référence la nouvelle table « authors », vide");
    expect(ascending(positions(up, "dropForeign('fk_books_author_id')", "Schema::dropIfExists('authors')"))).toBe(true);
    expect(ascending(positions(down, "Schema::create('authors'", "$table->foreign('author_id'"))).toBe(true);
  });

  it("spells new tables exactly as the export's create migrations do", () => {
    const shop = shopDocument();
    const text = laravelMigration(docOf([]), shop, { now: NOW }).content;
    const files = laravelFiles(shop, {}, NOW);
    const users = files[Object.keys(files).find((name) => name.endsWith("_create_users_table.php")) as string];
    const body = (source: string) => source.slice(source.indexOf("Schema::create('users'"), source.indexOf("});", source.indexOf("Schema::create('users'")));
    expect(body(text)).toBe(body(users));
    // A cycle: both tables first, then the key that closes it.
    expect(ascending(positions(text, "Schema::create('alpha'", "Schema::create('beta'", "$table->foreign('alpha_id', 'fk_beta_alpha_id')"))).toBe(true);
  });

  it("counts the characters a text column is cut to in French", () => {
    const { up } = changed((doc) => Object.assign(attribute(doc, "authors.bio"), { type: "VARCHAR", length: 1 }));
    expect(up).toContain("texte limité à 1 caractère");
    expect(up).not.toContain("1 caractères");
    expect(changed((doc) => Object.assign(attribute(doc, "authors.bio"), { type: "VARCHAR", length: 20 })).up).toContain("texte limité à 20 caractères");
  });

  it("flags narrowing changes and fills NULLs before a column becomes NOT NULL", () => {
    const { text, up } = changed((doc) => {
      attribute(doc, "books.title").length = 80;
      attribute(doc, "authors.bio").isNullable = false;
      table(doc, "authors").attributes.push(col("authors", "awards", "INT", { isNullable: false }));
    });
    expect(up).toContain("// ATTENTION : destructif — colonne « title » de « books » : longueur réduite (255 → 80)");
    expect(up).toContain("$table->string('title', 80)->nullable()->change();");
    expect(ascending(positions(up, "DB::table('authors')->whereNull('bio')->update(['bio' => '']);", "$table->text('bio')->nullable(false)->change();"))).toBe(true);
    // A NOT NULL column without default: a one-off default for the rows there, then dropped.
    expect(ascending(positions(up, "$table->integer('awards')->default(0);", "$table->integer('awards')->change();"))).toBe(true);
    expect(text).toContain("use Illuminate\\Support\\Facades\\DB;");
  });

  it("keeps phases in separate closures and swaps names through a temporary one", () => {
    const { up } = changed((doc) => {
      attribute(doc, "authors.name").name = "bio";
      attribute(doc, "authors.bio").name = "name";
    });
    const renames = [...up.matchAll(/renameColumn\('(\w+)', '(\w+)'\)/g)].map((m) => `${m[1]}→${m[2]}`);
    expect(renames).toEqual(["bio→bio_relata", "name→bio", "bio_relata→name"]);
    expect(up.match(/Schema::table\('authors'/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("renames an index whose columns stay, and drops then adds one whose columns change", () => {
    const renamed = changed((doc) => (table(doc, "books").indexes[0].name = "idx_works_title")).up;
    expect(renamed).toContain("$table->renameIndex('idx_books_title', 'idx_works_title');");
    const moved = changed((doc) => table(doc, "books").indexes[0].attributes.push({ attributeId: "books.author_id", order: "ASC" })).up;
    expect(ascending(positions(moved, "$table->dropIndex('idx_books_title');", "$table->index(['title', 'author_id'], 'idx_books_title');"))).toBe(true);
  });
});

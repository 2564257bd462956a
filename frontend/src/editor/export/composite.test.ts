/**
 * Composite foreign keys through every export (issue 13 item 4): one key over several columns,
 * kept when its referenced columns are together a key of their table, written by each SQL
 * dialect and by Laravel's migrations, and kept as plain columns where an ORM cannot express it.
 */
import { describe, expect, it } from "vitest";

import type { DiagramDocument, Table } from "../model/types";
import { djangoFiles } from "./django";
import { col, compositeDocument, docOf, rel, tbl } from "./fixtures";
import { laravelFiles } from "./laravel";
import { prepareExport, type ExportSchema } from "./schema";
import { exportSql } from "./sql";

const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as Table;
const names = (columns: { name: string }[]) => columns.map((column) => column.name);
const keysOf = (schema: ExportSchema) => schema.foreignKeys.map((fk) => ({
  table: fk.table.name, columns: names(fk.columns), refTable: fk.refTable.name, refColumns: names(fk.refColumns),
}));
const column = (schema: ExportSchema, tableName: string, name: string) =>
  schema.tables.find((t) => t.name === tableName)?.columns.find((c) => c.name === name);

describe("the export model holds a composite key as one key", () => {
  it("gives one key over both columns, named after them, each column typed like the one it references", () => {
    const schema = prepareExport(compositeDocument());
    expect(keysOf(schema)).toEqual([{ table: "c", columns: ["a", "b"], refTable: "p", refColumns: ["a", "b"] }]);
    expect(schema.foreignKeys[0].name).toBe("fk_c_a_b");
    expect(column(schema, "c", "a")).toMatchObject({ type: "BIGINT", length: null, keyed: true });
    expect(column(schema, "c", "b")).toMatchObject({ type: "CHAR", length: 3, keyed: true });
    expect(schema.notes).toEqual([]);
    expect(schema.tables.map((t) => t.name)).toEqual(["p", "c"]);
  });

  it("writes the pairs in the order of the referenced key, each child column still facing its own", () => {
    const schema = prepareExport(compositeDocument({ swapped: true }));
    expect(keysOf(schema)).toEqual([{ table: "c", columns: ["a", "b"], refTable: "p", refColumns: ["a", "b"] }]);
  });

  it("reads a document saved before composite keys (no extraPairs) as a one-column key", () => {
    const doc = compositeDocument();
    delete (doc.relations[0] as Partial<DiagramDocument["relations"][number]>).extraPairs;
    table(doc, "p").attributes[1].isPrimaryKey = false;
    table(doc, "c").attributes[2] = { ...table(doc, "c").attributes[2], isForeignKey: false, referencedTable: null, referencedAttribute: null };
    expect(keysOf(prepareExport(doc))).toEqual([{ table: "c", columns: ["a"], refTable: "p", refColumns: ["a"] }]);
  });

  it("keeps a key on a unique index's columns, listed in the index's order", () => {
    const doc = compositeDocument({ swapped: true });
    const p = table(doc, "p");
    p.attributes.forEach((attribute) => (attribute.isPrimaryKey = false));
    p.attributes.unshift(col("p", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }));
    p.indexes = [{ id: "u", name: "uq_p_ba", type: "UNIQUE", method: "BTREE", comment: "", attributes: [{ attributeId: "p.b", order: "ASC" }, { attributeId: "p.a", order: "ASC" }] }];
    expect(keysOf(prepareExport(doc))).toEqual([{ table: "c", columns: ["b", "a"], refTable: "p", refColumns: ["b", "a"] }]);
  });

  it("leaves out, with a French note, a key whose columns are not together a key of their table, and makes no one-column key of its columns", () => {
    const doc = compositeDocument();
    table(doc, "p").attributes[1].isPrimaryKey = false;
    const schema = prepareExport(doc);
    expect(schema.foreignKeys).toEqual([]);
    expect(schema.notes).toEqual(["c.(a, b) : p.(a, b) ne forment ni la clé primaire ni une clé unique, clé étrangère omise"]);
    // The columns stay, typed like the columns they point to.
    expect(column(schema, "c", "b")).toMatchObject({ type: "CHAR", length: 3 });
  });

  it("notes a key whose referenced column is gone and writes none of it", () => {
    const doc = compositeDocument();
    doc.relations[0].extraPairs = [{ fromAttributeId: "p.gone", toAttributeId: "c.b" }];
    const schema = prepareExport(doc);
    expect(schema.foreignKeys).toEqual([]);
    expect(schema.notes).toEqual(["c.(a, b) : colonne référencée introuvable, clé étrangère omise"]);
  });

  it("makes every column nullable for SET NULL, and NO ACTION when one of them is in the primary key", () => {
    const nullable = prepareExport(compositeDocument({ onDelete: "SET NULL" }));
    expect(nullable.foreignKeys[0].onDelete).toBe("SET NULL");
    expect([column(nullable, "c", "a")?.nullable, column(nullable, "c", "b")?.nullable]).toEqual([true, true]);

    const doc = compositeDocument({ onDelete: "SET NULL" });
    table(doc, "c").attributes[1].isPrimaryKey = true;
    const keyed = prepareExport(doc);
    expect(keyed.foreignKeys[0].onDelete).toBe("NO ACTION");
    expect(column(keyed, "c", "b")?.nullable).toBe(false);
  });

  it("is one-to-one when its columns are together the child's primary key or unique, not otherwise", () => {
    expect(prepareExport(compositeDocument()).foreignKeys[0].oneToOne).toBe(false);
    const doc = compositeDocument();
    const c = table(doc, "c");
    c.attributes[0].isPrimaryKey = false;
    c.attributes[1].isPrimaryKey = c.attributes[2].isPrimaryKey = true;
    expect(prepareExport(doc).foreignKeys[0].oneToOne).toBe(true);
    const unique = compositeDocument();
    table(unique, "c").indexes = [{ id: "u", name: "uq_c", type: "UNIQUE", method: "BTREE", comment: "", attributes: [{ attributeId: "c.b", order: "ASC" }, { attributeId: "c.a", order: "ASC" }] }];
    expect(prepareExport(unique).foreignKeys[0].oneToOne).toBe(true);
  });

  it("waits for both tables of a cycle through a composite key", () => {
    const doc = compositeDocument();
    const p = table(doc, "p");
    p.attributes.push(col("p", "c_id", "INT"));
    // The cycle breaks at the earlier table, c: its composite key waits.
    doc.tables = [table(doc, "c"), p];
    doc.relations.push(rel("back", table(doc, "c"), p, "id", "c_id"));
    const schema = prepareExport(doc);
    expect(schema.foreignKeys.filter((fk) => fk.deferred).map((fk) => names(fk.columns))).toEqual([["a", "b"]]);
  });
});

describe("every SQL dialect writes one constraint over both columns", () => {
  it.each([
    ["mysql", "CONSTRAINT `fk_c_a_b` FOREIGN KEY (`a`, `b`) REFERENCES `p` (`a`, `b`) ON DELETE CASCADE ON UPDATE CASCADE"],
    ["postgres", 'ALTER TABLE "c" ADD CONSTRAINT "fk_c_a_b" FOREIGN KEY ("a", "b") REFERENCES "p" ("a", "b") ON DELETE CASCADE ON UPDATE CASCADE;'],
    ["sqlite", 'CONSTRAINT "fk_c_a_b" FOREIGN KEY ("a", "b") REFERENCES "p" ("a", "b") ON DELETE CASCADE ON UPDATE CASCADE'],
    ["sqlserver", "ALTER TABLE [c] ADD CONSTRAINT [fk_c_a_b] FOREIGN KEY ([a], [b]) REFERENCES [p] ([a], [b]) ON DELETE CASCADE ON UPDATE CASCADE;"],
  ] as const)("%s", (dialect, constraint) => {
    const sql = exportSql(compositeDocument(), dialect);
    expect(sql).toContain(constraint);
    expect(sql.match(/FOREIGN KEY/g)).toHaveLength(1);
  });
});

describe("the ORMs", () => {
  it("Laravel writes the key with column lists, and no Eloquent relation for it, saying why", () => {
    const files = laravelFiles(compositeDocument(), {}, new Date(Date.UTC(2025, 0, 2)));
    const migration = Object.entries(files).find(([path]) => path.endsWith("_create_c_table.php"))?.[1];
    expect(migration).toContain("$table->foreign(['a', 'b'], 'fk_c_a_b')->references(['a', 'b'])->on('p')->onDelete('cascade')->onUpdate('cascade');");
    for (const model of ["app/Models/C.php", "app/Models/P.php"]) expect(files[model]).not.toMatch(/belongsTo|hasMany|hasOne/);
    expect(files["app/Models/C.php"]).toContain("// Clé étrangère composite (a, b) vers p (a, b) : Eloquent ne sait pas l'exprimer");
    expect(files["README.md"]).toContain("- c.(a, b) : clé étrangère composite vers p, écrite dans la migration ; Eloquent ne sait pas l'exprimer");
  });

  it("Laravel's separate key migrations drop the composite key by its name", () => {
    const files = laravelFiles(compositeDocument(), { createForeignMigration: true }, new Date(Date.UTC(2025, 0, 2)));
    const keys = Object.entries(files).find(([path]) => path.includes("_add_foreign_keys_to_c_table"))?.[1];
    expect(keys).toContain("$table->foreign(['a', 'b'], 'fk_c_a_b')");
    expect(keys).toContain("$table->dropForeign('fk_c_a_b');");
  });

  it("Django keeps the columns as plain fields of the referenced types, with a comment and a README note", () => {
    const files = djangoFiles(compositeDocument(), "shop", { secretKey: "k" });
    const models = files["diagram/models.py"];
    expect(models).not.toContain("ForeignKey");
    expect(models).toContain("    # clé étrangère composite (a, b) vers p (a, b) : Django ne sait pas l'exprimer, colonnes gardées sans contrainte\n    a = models.BigIntegerField()\n    b = models.CharField(max_length=3)\n");
    expect(files["README.md"]).toContain("- c.(a, b) : clé étrangère composite vers p, que Django ne sait pas exprimer : colonnes gardées sans contrainte");
  });

  it("Django still writes a one-column key next to a composite one", () => {
    const doc = compositeDocument();
    const owner = tbl("u", "users", [col("u", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true })]);
    table(doc, "c").attributes.push(col("c", "user_id", "INT"));
    const withUser = docOf([...doc.tables, owner], [...doc.relations, rel("ru", owner, table(doc, "c"), "id", "user_id")]);
    const models = djangoFiles(withUser, "shop", { secretKey: "k" })["diagram/models.py"];
    expect(models).toContain('user = models.ForeignKey("User", on_delete=models.CASCADE, related_name="cs", null=True, blank=True)');
    expect(models).toContain("    a = models.BigIntegerField()\n");
  });
});

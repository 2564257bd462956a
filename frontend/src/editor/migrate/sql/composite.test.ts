/** A composite foreign key added, dropped or widened between two versions (issue 13 item 4). */
import { describe, expect, it } from "vitest";

import { compositeDocument, keylessCompositeDocument as keyless } from "../../export/fixtures";
import { SQL_DIALECTS } from "../../export/sql";
import type { DiagramDocument, Table } from "../../model/types";
import { sqlMigration } from ".";

const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as Table;


/** The same with the key: relation and column references back. */
function keyed(): DiagramDocument {
  const doc = keyless();
  const [, a, b] = table(doc, "c").attributes;
  Object.assign(a, { isForeignKey: true, referencedTable: "p", referencedAttribute: "p.a" });
  Object.assign(b, { isForeignKey: true, referencedTable: "p", referencedAttribute: "p.b" });
  doc.relations = structuredClone(compositeDocument().relations);
  return doc;
}

/** Only c.a references p.a: the key of one column the composite one grows from. */
function firstPairOnly(): DiagramDocument {
  const doc = keyed();
  doc.relations[0].extraPairs = [];
  Object.assign(table(doc, "c").attributes[2], { isForeignKey: false, referencedTable: null, referencedAttribute: null });
  // p.a alone must be a key for a one-column key to reference it.
  table(doc, "p").attributes[0].isUnique = true;
  table(doc, "p").attributes[0].isPrimaryKey = true;
  return doc;
}

describe("composite foreign keys in SQL migrations", () => {
  it.each(SQL_DIALECTS)("%s: the same composite key in both versions gives nothing to do", (dialect) => {
    expect(sqlMigration(keyed(), keyed(), dialect)).toContain("-- Aucune modification");
  });

  it.each([
    ["mysql", "ALTER TABLE `c` ADD CONSTRAINT `fk_c_a_b` FOREIGN KEY (`a`, `b`) REFERENCES `p` (`a`, `b`) ON DELETE CASCADE ON UPDATE CASCADE;"],
    ["postgres", 'ALTER TABLE "c" ADD CONSTRAINT "fk_c_a_b" FOREIGN KEY ("a", "b") REFERENCES "p" ("a", "b") ON DELETE CASCADE ON UPDATE CASCADE;'],
    ["sqlserver", "ALTER TABLE [c] ADD CONSTRAINT [fk_c_a_b] FOREIGN KEY ([a], [b]) REFERENCES [p] ([a], [b]) ON DELETE CASCADE ON UPDATE CASCADE;"],
    // SQLite has no ADD CONSTRAINT: the table is made again with the key in it.
    ["sqlite", 'CONSTRAINT "fk_c_a_b" FOREIGN KEY ("a", "b") REFERENCES "p" ("a", "b") ON DELETE CASCADE ON UPDATE CASCADE'],
  ] as const)("%s adds the key over both columns, and drops it going back", (dialect, added) => {
    const forward = sqlMigration(keyless(), keyed(), dialect);
    expect(forward).toContain(added);
    expect(forward.match(/FOREIGN KEY/g)).toHaveLength(1);
    const backward = sqlMigration(keyed(), keyless(), dialect);
    expect(backward).not.toContain("REFERENCES");
    const dropped = { mysql: "ALTER TABLE `c` DROP FOREIGN KEY `fk_c_a_b`;", postgres: 'ALTER TABLE "c" DROP CONSTRAINT "fk_c_a_b";', sqlserver: "ALTER TABLE [c] DROP CONSTRAINT [fk_c_a_b];", sqlite: 'ALTER TABLE "c__relata" RENAME TO "c";' }[dialect];
    expect(backward).toContain(dropped);
  });

  it("MySQL also drops the index InnoDB made under the key, no index of c starting with (a, b)", () => {
    expect(sqlMigration(keyed(), keyless(), "mysql")).toContain("ALTER TABLE `c` DROP INDEX `fk_c_a_b`;");
    const indexed = (doc: DiagramDocument) => {
      table(doc, "c").indexes = [{ id: "i", name: "idx_c_ab", type: "INDEX", method: "BTREE", comment: "", attributes: [{ attributeId: "c.a", order: "ASC" }, { attributeId: "c.b", order: "ASC" }] }];
      return doc;
    };
    expect(sqlMigration(indexed(keyed()), indexed(keyless()), "mysql")).not.toContain("DROP INDEX");
  });

  it.each([
    ["mysql", "DROP FOREIGN KEY `fk_c_a`", "ADD CONSTRAINT `fk_c_a_b` FOREIGN KEY (`a`, `b`)"],
    ["postgres", 'DROP CONSTRAINT "fk_c_a"', 'ADD CONSTRAINT "fk_c_a_b" FOREIGN KEY ("a", "b")'],
    ["sqlserver", "DROP CONSTRAINT [fk_c_a]", "ADD CONSTRAINT [fk_c_a_b] FOREIGN KEY ([a], [b])"],
  ] as const)("%s replaces a one-column key that gains a second pair", (dialect, drop, add) => {
    const after = keyed();
    table(after, "p").attributes[0].isUnique = true;
    const sql = sqlMigration(firstPairOnly(), after, dialect);
    expect(sql.indexOf(drop)).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf(drop)).toBeLessThan(sql.indexOf(add));
  });
});

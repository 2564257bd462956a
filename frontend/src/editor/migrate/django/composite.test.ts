/**
 * A composite foreign key between two versions, the Django way (issue 13 item 4): Django has no
 * composite key, the export keeps its columns as plain fields, so adding or dropping one changes
 * no field once the columns already have the referenced types.
 */
import { describe, expect, it } from "vitest";

import { compositeDocument } from "../../export/fixtures";
import type { DiagramDocument, Table } from "../../model/types";
import { djangoMigration } from "./index";

const options = { previous: "0001_initial", name: "relata_changes", now: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) };
const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as Table;

/** The composite document without its key: c.a and c.b keep their own declared types. */
function keyless(): DiagramDocument {
  const doc = compositeDocument();
  doc.relations = [];
  for (const attribute of table(doc, "c").attributes.slice(1)) Object.assign(attribute, { isForeignKey: false, referencedTable: null, referencedAttribute: null });
  return doc;
}


describe("Django migration of a composite foreign key", () => {
  it("alters the columns to the referenced types and adds no ForeignKey", () => {
    const text = djangoMigration(keyless(), compositeDocument(), options).content;
    expect(text).toContain('name="a",\n            field=models.BigIntegerField(),');
    expect(text).toContain('name="b",\n            field=models.CharField(max_length=3),');
    expect(text).not.toContain("ForeignKey");
  });

  it("has nothing to do when only the key comes or goes", () => {
    const typed = keyless();
    Object.assign(table(typed, "c").attributes[1], { type: "BIGINT" });
    Object.assign(table(typed, "c").attributes[2], { type: "CHAR", length: 3 });
    expect(djangoMigration(typed, compositeDocument(), options).content).toContain("operations = []");
    expect(djangoMigration(compositeDocument(), typed, options).content).toContain("operations = []");
  });
});

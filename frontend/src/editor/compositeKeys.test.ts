import { describe, expect, it } from "vitest";

import { History } from "./commands/history";
import { apply } from "./commands/reducer";
import { nextPair, setRelationPairs } from "./compositeKeys";
import { exportSql } from "./export/sql";
import { attr, compositeDocument, documentOf, relation, table } from "./testing/fixtures";

const keyOf = (doc: ReturnType<typeof compositeDocument>) =>
  doc.tables[1].attributes.map((a) => [a.name, a.isForeignKey, a.referencedAttribute]);

describe("setRelationPairs", () => {
  it("turns a one-column key into a composite one, marking the new key column, in one undoable step", () => {
    const doc = compositeDocument();
    const single = apply(doc, setRelationPairs(doc, "r", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }])!);
    expect(single.relations[0].extraPairs).toEqual([]);
    expect(keyOf(single)).toEqual([["id", false, null], ["a", true, "p.a"], ["b", false, null]]);

    const history = new History();
    const cmd = setRelationPairs(single, "r", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }, { fromAttributeId: "p.b", toAttributeId: "c.b" }])!;
    const composite = history.execute(single, cmd);
    expect(composite).toEqual(doc);
    expect(history.undo(composite)!.doc).toEqual(single);
  });

  it("refuses a column used twice, an unknown column or no pair at all", () => {
    const doc = compositeDocument();
    expect(setRelationPairs(doc, "r", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }, { fromAttributeId: "p.b", toAttributeId: "c.a" }])).toBeNull();
    expect(setRelationPairs(doc, "r", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }, { fromAttributeId: "p.b", toAttributeId: "c.nope" }])).toBeNull();
    expect(setRelationPairs(doc, "r", [])).toBeNull();
    expect(setRelationPairs(doc, "ghost", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }])).toBeNull();
  });

  it("keeps the key of a column another relation still ends on", () => {
    const doc = compositeDocument();
    doc.relations.push(relation("r2", doc.tables[0], doc.tables[1], "b", "b"));
    const after = apply(doc, setRelationPairs(doc, "r", [{ fromAttributeId: "p.a", toAttributeId: "c.a" }])!);
    expect(keyOf(after)[2]).toEqual(["b", true, "p.b"]);
  });

  it("gives the SQL export one FOREIGN KEY over both columns", () => {
    const parent = table("p", 0, 0, [], { attributes: [attr("p", "a", { isPrimaryKey: true, isNullable: false }), attr("p", "b", { isPrimaryKey: true, isNullable: false })] });
    const child = table("c", 400, 0, ["id", "a", "b"]);
    const doc = documentOf([parent, child], [relation("r", parent, child, "a", "a")]);
    const after = apply(doc, setRelationPairs(doc, "r", [...[["a", "a"], ["b", "b"]].map(([f, t]) => ({ fromAttributeId: `p.${f}`, toAttributeId: `c.${t}` }))])!);
    expect(exportSql(after, "postgres")).toMatch(/FOREIGN KEY \("a", "b"\) REFERENCES "p" \("a", "b"\)/);
  });
});

describe("nextPair", () => {
  it("proposes the next primary key column and the column of the same name", () => {
    const doc = compositeDocument();
    const single = { ...doc.relations[0], extraPairs: [] };
    expect(nextPair(doc, single)).toEqual({ fromAttributeId: "p.b", toAttributeId: "c.b" });
    expect(nextPair(doc, doc.relations[0])).toBeNull();
  });
});

/** The shared legacy vectors (document/legacy.py runs the same files). */
import { describe, expect, it } from "vitest";

import { parseImport } from "../export/json";
import { fromLegacy, toLegacy, type LegacyDiagram } from "./legacy";
import type { DiagramDocument } from "./types";

type Vector = { description: string; legacy: LegacyDiagram; document: DiagramDocument };
const files = import.meta.glob<Vector>("../../../../tests/vectors/legacy/*.json", { eager: true, import: "default" });
const vectors = Object.entries(files).map(([path, vector]) => [path.split("/").pop()!, vector] as const);

describe("legacy converter vectors", () => {
  it("has both directions", () => {
    expect(vectors.some(([name]) => name.startsWith("import_"))).toBe(true);
    expect(vectors.some(([name]) => name.startsWith("export_"))).toBe(true);
  });

  it.each(vectors)("%s", (name, vector) => {
    if (name.startsWith("import_")) expect(fromLegacy(vector.legacy)).toEqual(vector.document);
    else expect(toLegacy(vector.document)).toEqual(vector.legacy);
  });

  it("round-trips names, types, keys, positions and relations", () => {
    const [, vector] = vectors.find(([name]) => name.startsWith("import_"))!;
    const again = fromLegacy(toLegacy(vector.document));
    const shape = (doc: DiagramDocument) => ({
      tables: doc.tables.map((t) => [t.name, t.x, t.y, t.slug, t.softDeletes, t.seeds,
        t.attributes.map((a) => [a.name, a.type, a.isPrimaryKey, a.isUnique, a.isNullable, a.enumValues, a.defaultValue])]),
      relations: doc.relations.map((r) => [r.fromTableId === r.toTableId, r.type]),
    });
    expect(shape(again)).toEqual(shape(vector.document));
  });

  /** What a round trip must keep, by names (ids are the converter's own). */
  const fidelity = (doc: DiagramDocument) => {
    const names = new Map(doc.tables.flatMap((t) => t.attributes.map((a) => [`${t.id}|${a.id}`, a.name] as const)));
    const tableName = new Map(doc.tables.map((t) => [t.id, t.name]));
    return {
      tables: doc.tables.map((t) => [t.name, t.comment,
        t.attributes.map((a) => [a.name, a.comment, a.isForeignKey, a.referencedTable && tableName.get(a.referencedTable),
          names.get(`${a.referencedTable}|${a.referencedAttribute}`), a.precision, a.scale]),
        t.indexes.map((i) => [i.name, i.type, i.method, i.comment, i.attributes.map((c) => [names.get(`${t.id}|${c.attributeId}`), c.order])])]),
      relations: doc.relations.map((r) => [r.onDelete, r.onUpdate]),
    };
  };

  it.each(vectors)("keeps comments, foreign keys and indexes through a round trip: %s", (_, vector) => {
    expect(fidelity(fromLegacy(toLegacy(vector.document)))).toEqual(fidelity(vector.document));
  });

  it("imports a legacy JSON file with its foreign keys, comments and composite indexes", () => {
    const [, vector] = vectors.find(([name]) => name === "import_keys_comments_indexes.json")!;
    const imported = parseImport(JSON.stringify(vector.legacy));
    const [customers, orders] = imported.tables;
    const customerId = orders.attributes.find((a) => a.name === "customer_id")!;
    expect(customers.comment).toBe("Clients de la boutique");
    expect(customerId).toMatchObject({ isForeignKey: true, referencedTable: customers.id, referencedAttribute: customers.attributes[0].id, comment: "Client qui commande" });
    expect(customers.indexes.map((i) => i.attributes.length)).toEqual([2, 1]);
    expect(orders.indexes[0]).toMatchObject({ type: "UNIQUE", comment: "Un numéro par client" });
  });
});

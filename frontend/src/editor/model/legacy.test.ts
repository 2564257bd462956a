/** The shared legacy vectors (document/legacy.py runs the same files). */
import { describe, expect, it } from "vitest";

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
});

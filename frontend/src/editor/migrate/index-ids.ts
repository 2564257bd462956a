/**
 * Which document index each exported index comes from. The export keeps a table's indexes in
 * document order, dropping those with no column of the table (export/schema.ts, step 3): the
 * same filter pairs each exported index with its id, so both versions' indexes match by id.
 */
import type { DiagramDocument } from "../model/types";
import type { ExportSchema, XIndex } from "../export/schema";

export function indexIds(doc: DiagramDocument, schema: ExportSchema): Map<XIndex, string> {
  const ids = new Map<XIndex, string>();
  for (const table of doc.tables) {
    const exported = schema.tables.find((candidate) => candidate.id === table.id);
    if (!exported) continue;
    const own = new Set(table.attributes.map((attribute) => attribute.id));
    const kept = table.indexes.filter((index) => index.attributes.some((entry) => own.has(entry.attributeId)));
    if (kept.length !== exported.indexes.length) continue;
    kept.forEach((index, at) => ids.set(exported.indexes[at], index.id));
  }
  return ids;
}

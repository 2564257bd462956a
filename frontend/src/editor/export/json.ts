/** JSON export and import of the document, in its own form or the legacy GoJS form. */
import { TABLE } from "../model/constants";
import { AREA, NOTE, UNNAMED_TABLE } from "../model/generated/constants";
import { newAttribute } from "../model/factory";
import { contentHeight } from "../model/geometry";
import { fromLegacy, isLegacy, toLegacy } from "../model/legacy";
import { ATTRIBUTE_TYPES, DOCUMENT_FORMAT, type Area, type Attribute, type DiagramDocument, type Note, type Relation, type Table } from "../model/types";

export function documentJson(doc: DiagramDocument): string {
  return JSON.stringify(doc, null, 2);
}

export function legacyJson(doc: DiagramDocument): string {
  return JSON.stringify(toLegacy(doc), null, 2);
}

export class UnreadableJson extends Error {}

/**
 * A document from an imported file: either form. Relations whose tables are missing are dropped
 * (001 §5); the server validates everything else when the result is saved.
 */
export function parseImport(text: string): DiagramDocument {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UnreadableJson("invalid JSON");
  }
  if (isLegacy(data)) return fromLegacy(data);
  const candidate = data as Partial<DiagramDocument>;
  if (!candidate || !Array.isArray(candidate.tables)) throw new UnreadableJson("no tables");
  const tables = candidate.tables
    .filter((t): t is Table => typeof t === "object" && t !== null && typeof t.id === "string")
    .map(withDefaults);
  const ids = new Set(tables.map((t) => t.id));
  const relations = (Array.isArray(candidate.relations) ? candidate.relations : []).filter(
    (r): r is Relation => typeof r === "object" && r !== null && ids.has(r.fromTableId) && ids.has(r.toTableId),
  );
  const doc: DiagramDocument = { format: DOCUMENT_FORMAT, tables, relations };
  // Notes and areas come along when the file has them (a file made before them has none).
  if (Array.isArray(candidate.notes)) {
    doc.notes = withIds(candidate.notes).map((note) => ({
      x: 100, y: 100, width: NOTE.defaultWidth, height: NOTE.defaultHeight, text: "", color: NOTE.defaultColor, ...note,
    }) as Note);
  }
  if (Array.isArray(candidate.areas)) {
    doc.areas = withIds(candidate.areas).map((area) => ({
      x: 100, y: 100, width: NOTE.defaultWidth, height: NOTE.defaultHeight, name: "", color: AREA.defaultColor, ...area,
    }) as Area);
  }
  return doc;
}

function withIds<T extends { id: string }>(items: unknown[]): T[] {
  return items.filter((item): item is T => typeof item === "object" && item !== null && typeof (item as T).id === "string");
}

/** Older files may lack newer fields: fill them so the editor can draw the table. */
function withDefaults(table: Partial<Table> & { id: string }): Table {
  const attributes = (Array.isArray(table.attributes) ? table.attributes : [])
    .filter((a): a is Attribute => typeof a === "object" && a !== null && typeof a.id === "string")
    .map((a) => {
      const type = (ATTRIBUTE_TYPES as readonly string[]).includes(String(a.type).toUpperCase()) ? (String(a.type).toUpperCase() as Attribute["type"]) : "VARCHAR";
      return { ...newAttribute(String(a.name ?? ""), type), ...a, type };
    });
  return {
    name: UNNAMED_TABLE,
    x: 100,
    y: 100,
    width: TABLE.defaultWidth,
    height: contentHeight(attributes.length),
    color: TABLE.defaultColor,
    comment: "",
    schema: TABLE.defaultSchema,
    indexes: [],
    isCollapsed: false,
    slug: false,
    softDeletes: false,
    seeds: [],
    ...table,
    attributes,
  } as Table;
}

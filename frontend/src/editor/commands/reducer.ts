/**
 * The pure reducer: `apply(document, command)` returns the next document, sharing every part it
 * did not change (so a renderer can compare tables by reference). A command aimed at something
 * that no longer exists does nothing — in live collaboration a peer may have deleted it first.
 */
import { relationPairs, type Area, type Attribute, type DiagramDocument, type Index, type Note, type Relation, type Table } from "../model/types";
import { AREA_KEYS, ATTRIBUTE_KEYS, NOTE_KEYS, RELATION_KEYS, TABLE_KEYS, type Command, type TablePlace } from "./types";

function pick<T extends object>(changes: object, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(changes, key)) out[key] = (changes as Record<string, unknown>)[key];
  }
  return out as Partial<T>;
}

function insertAt<T>(items: readonly T[], item: T, index: number | undefined): T[] {
  const next = items.slice();
  const at = index === undefined || index < 0 || index > next.length ? next.length : index;
  next.splice(at, 0, item);
  return next;
}

function replaceTable(doc: DiagramDocument, tableId: string, update: (table: Table) => Table): DiagramDocument {
  const at = doc.tables.findIndex((table) => table.id === tableId);
  if (at < 0) return doc;
  const updated = update(doc.tables[at]);
  if (updated === doc.tables[at]) return doc;
  const tables = doc.tables.slice();
  tables[at] = updated;
  return { ...doc, tables };
}

/** References to a removed table or attribute are cleared, never left dangling. */
function clearReferences(tables: Table[], matches: (attribute: Attribute) => boolean): Table[] {
  return tables.map((table) => {
    if (!table.attributes.some(matches)) return table;
    return {
      ...table,
      attributes: table.attributes.map((attribute) =>
        matches(attribute)
          ? { ...attribute, isForeignKey: false, referencedTable: null, referencedAttribute: null }
          : attribute,
      ),
    };
  });
}

function withoutColumn(indexes: Index[], attributeId: string): Index[] {
  if (!indexes.some((index) => index.attributes.some((column) => column.attributeId === attributeId))) {
    return indexes;
  }
  return indexes
    .map((index) => ({ ...index, attributes: index.attributes.filter((c) => c.attributeId !== attributeId) }))
    .filter((index) => index.attributes.length > 0);
}

type Placed = "notes" | "areas";

/** A note or an area changed in place; a document stored before notes and areas has none. */
function replacePlaced<K extends Placed>(
  doc: DiagramDocument, key: K, id: string, update: (item: NonNullable<DiagramDocument[K]>[number]) => NonNullable<DiagramDocument[K]>[number] | null,
): DiagramDocument {
  const items = (doc[key] ?? []) as NonNullable<DiagramDocument[K]>[number][];
  const at = items.findIndex((item) => item.id === id);
  if (at < 0) return doc;
  const next = items.slice();
  const updated = update(items[at]);
  if (updated === null) next.splice(at, 1);
  else next[at] = updated;
  return { ...doc, [key]: next };
}

function addPlaced<T extends Note | Area>(doc: DiagramDocument, key: Placed, item: T, index: number | undefined): DiagramDocument {
  const items = (doc[key] ?? []) as T[];
  if (items.some((existing) => existing.id === item.id)) return doc;
  return { ...doc, [key]: insertAt(items, item, index) };
}

/** The tables a moved area carries, each put where the command says (missing ones skipped). */
function placeTables(doc: DiagramDocument, places: readonly TablePlace[]): DiagramDocument {
  if (!places.length) return doc;
  const where = new Map(places.map((place) => [place.tableId, place]));
  const tables = doc.tables.map((table) => {
    const place = where.get(table.id);
    return place ? { ...table, x: place.x, y: place.y } : table;
  });
  return { ...doc, tables };
}

export function apply(doc: DiagramDocument, cmd: Command): DiagramDocument {
  switch (cmd.type) {
    case "ADD_TABLE": {
      if (doc.tables.some((table) => table.id === cmd.data.table.id)) return doc;
      return { ...doc, tables: insertAt(doc.tables, cmd.data.table, cmd.data.index) };
    }
    case "REMOVE_TABLE": {
      const { tableId } = cmd.data;
      if (!doc.tables.some((table) => table.id === tableId)) return doc;
      const tables = clearReferences(
        doc.tables.filter((table) => table.id !== tableId),
        (attribute) => attribute.referencedTable === tableId,
      );
      const relations = doc.relations.filter((r) => r.fromTableId !== tableId && r.toTableId !== tableId);
      return { ...doc, tables, relations: relations.length === doc.relations.length ? doc.relations : relations };
    }
    case "MOVE_TABLE":
      return replaceTable(doc, cmd.data.tableId, (table) =>
        table.x === cmd.data.x && table.y === cmd.data.y ? table : { ...table, x: cmd.data.x, y: cmd.data.y },
      );
    case "UPDATE_TABLE":
      return replaceTable(doc, cmd.data.tableId, (table) => ({ ...table, ...pick<Table>(cmd.data.changes, TABLE_KEYS) }));
    case "ADD_ATTRIBUTE":
      return replaceTable(doc, cmd.data.tableId, (table) =>
        table.attributes.some((a) => a.id === cmd.data.attribute.id)
          ? table
          : { ...table, attributes: insertAt(table.attributes, cmd.data.attribute, cmd.data.index) },
      );
    case "REMOVE_ATTRIBUTE": {
      const { tableId, attributeId } = cmd.data;
      const table = doc.tables.find((t) => t.id === tableId);
      if (!table || !table.attributes.some((a) => a.id === attributeId)) return doc;
      const trimmed = replaceTable(doc, tableId, (t) => ({
        ...t,
        attributes: t.attributes.filter((a) => a.id !== attributeId),
        indexes: withoutColumn(t.indexes, attributeId),
      }));
      const tables = clearReferences(
        trimmed.tables,
        (a) => a.referencedTable === tableId && a.referencedAttribute === attributeId,
      );
      // A composite key that loses one of its columns is no longer that key: it goes whole.
      const touches = (r: Relation) => {
        const pairs = relationPairs(r);
        return (r.fromTableId === tableId && pairs.some((p) => p.fromAttributeId === attributeId)) ||
          (r.toTableId === tableId && pairs.some((p) => p.toAttributeId === attributeId));
      };
      const relations = doc.relations.some(touches) ? doc.relations.filter((r) => !touches(r)) : doc.relations;
      return { ...trimmed, tables, relations };
    }
    case "UPDATE_ATTRIBUTE":
      return replaceTable(doc, cmd.data.tableId, (table) => {
        const at = table.attributes.findIndex((a) => a.id === cmd.data.attributeId);
        if (at < 0) return table;
        const attributes = table.attributes.slice();
        attributes[at] = { ...attributes[at], ...pick<Attribute>(cmd.data.changes, ATTRIBUTE_KEYS) };
        return { ...table, attributes };
      });
    case "ADD_RELATION": {
      const { relation } = cmd.data;
      const exists = (id: string) => doc.tables.some((table) => table.id === id);
      if (doc.relations.some((r) => r.id === relation.id)) return doc;
      if (!exists(relation.fromTableId) || !exists(relation.toTableId)) return doc;
      return { ...doc, relations: insertAt(doc.relations, relation, cmd.data.index) };
    }
    case "REMOVE_RELATION": {
      if (!doc.relations.some((r) => r.id === cmd.data.relationId)) return doc;
      return { ...doc, relations: doc.relations.filter((r) => r.id !== cmd.data.relationId) };
    }
    case "UPDATE_RELATION": {
      const at = doc.relations.findIndex((r) => r.id === cmd.data.relationId);
      if (at < 0) return doc;
      const relations = doc.relations.slice();
      relations[at] = { ...relations[at], ...pick<Relation>(cmd.data.changes, RELATION_KEYS) };
      return { ...doc, relations };
    }
    case "ADD_NOTE":
      return addPlaced(doc, "notes", cmd.data.note, cmd.data.index);
    case "REMOVE_NOTE":
      return replacePlaced(doc, "notes", cmd.data.noteId, () => null);
    case "MOVE_NOTE":
      return replacePlaced(doc, "notes", cmd.data.noteId, (note) => ({ ...note, x: cmd.data.x, y: cmd.data.y }));
    case "UPDATE_NOTE":
      return replacePlaced(doc, "notes", cmd.data.noteId, (note) => ({ ...note, ...pick<Note>(cmd.data.changes, NOTE_KEYS) }));
    case "ADD_AREA":
      return addPlaced(doc, "areas", cmd.data.area, cmd.data.index);
    case "REMOVE_AREA":
      return replacePlaced(doc, "areas", cmd.data.areaId, () => null);
    case "MOVE_AREA": {
      const moved = replacePlaced(doc, "areas", cmd.data.areaId, (area) => ({ ...area, x: cmd.data.x, y: cmd.data.y }));
      return moved === doc ? doc : placeTables(moved, cmd.data.tables ?? []);
    }
    case "UPDATE_AREA":
      return replacePlaced(doc, "areas", cmd.data.areaId, (area) => ({ ...area, ...pick<Area>(cmd.data.changes, AREA_KEYS) }));
    case "BATCH":
      return cmd.data.commands.reduce(apply, doc);
  }
}

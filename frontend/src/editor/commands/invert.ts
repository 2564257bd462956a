/**
 * Inverse commands for undo: `invert(before, command)` is the command that takes
 * `apply(before, command)` back to `before`. Computed against the document the command was
 * applied to, so it restores exactly what the command removed or changed.
 */
import type { Area, Attribute, DiagramDocument, Note, Relation, Table } from "../model/types";
import { apply } from "./reducer";
import {
  AREA_KEYS,
  ATTRIBUTE_KEYS,
  NOTE_KEYS,
  RELATION_KEYS,
  TABLE_KEYS,
  type AreaChanges,
  type AttributeChanges,
  type Command,
  type NoteChanges,
  type RelationChanges,
  type TableChanges,
} from "./types";

const NOTHING = (cmd: Command): Command => ({ type: "BATCH", name: cmd.name, timestamp: cmd.timestamp, data: { commands: [] } });

function previous<T extends object>(current: T, changes: object, keys: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(changes, key)) out[key] = (current as Record<string, unknown>)[key];
  }
  return out as Partial<T>;
}

/** Commands restoring every attribute elsewhere whose reference the command cleared. */
function restoreReferences(before: DiagramDocument, after: DiagramDocument, cmd: Command): Command[] {
  const restores: Command[] = [];
  for (const table of after.tables) {
    const old = before.tables.find((t) => t.id === table.id);
    if (!old || old === table) continue;
    for (const attribute of table.attributes) {
      const was = old.attributes.find((a) => a.id === attribute.id);
      if (was && was.referencedTable !== attribute.referencedTable) {
        restores.push({
          type: "UPDATE_ATTRIBUTE", name: cmd.name, timestamp: cmd.timestamp,
          data: {
            tableId: table.id, attributeId: attribute.id,
            changes: { isForeignKey: was.isForeignKey, referencedTable: was.referencedTable, referencedAttribute: was.referencedAttribute },
          },
        });
      }
    }
  }
  return restores;
}

function readdRelations(before: DiagramDocument, after: DiagramDocument, cmd: Command): Command[] {
  const kept = new Set(after.relations.map((r) => r.id));
  return before.relations.flatMap((relation: Relation, index: number) =>
    kept.has(relation.id) ? [] : [{ type: "ADD_RELATION", name: cmd.name, timestamp: cmd.timestamp, data: { relation, index } } as Command],
  );
}

export function invert(before: DiagramDocument, cmd: Command): Command {
  const base = { name: cmd.name, timestamp: cmd.timestamp };
  const after = apply(before, cmd);
  if (after === before) return NOTHING(cmd);
  switch (cmd.type) {
    case "ADD_TABLE":
      return { ...base, type: "REMOVE_TABLE", data: { tableId: cmd.data.table.id } };
    case "REMOVE_TABLE": {
      const index = before.tables.findIndex((t) => t.id === cmd.data.tableId);
      const table = before.tables[index];
      return {
        ...base, type: "BATCH",
        data: { commands: [
          { ...base, type: "ADD_TABLE", data: { table, index } },
          ...restoreReferences(before, after, cmd),
          ...readdRelations(before, after, cmd),
        ] },
      };
    }
    case "MOVE_TABLE": {
      const table = before.tables.find((t) => t.id === cmd.data.tableId) as Table;
      return { ...base, type: "MOVE_TABLE", data: { tableId: table.id, x: table.x, y: table.y } };
    }
    case "UPDATE_TABLE": {
      const table = before.tables.find((t) => t.id === cmd.data.tableId) as Table;
      return { ...base, type: "UPDATE_TABLE", data: { tableId: table.id, changes: previous<Table>(table, cmd.data.changes, TABLE_KEYS) as TableChanges } };
    }
    case "ADD_ATTRIBUTE":
      return { ...base, type: "REMOVE_ATTRIBUTE", data: { tableId: cmd.data.tableId, attributeId: cmd.data.attribute.id } };
    case "REMOVE_ATTRIBUTE": {
      const table = before.tables.find((t) => t.id === cmd.data.tableId) as Table;
      const index = table.attributes.findIndex((a) => a.id === cmd.data.attributeId);
      return {
        ...base, type: "BATCH",
        data: { commands: [
          { ...base, type: "ADD_ATTRIBUTE", data: { tableId: table.id, attribute: table.attributes[index], index } },
          { ...base, type: "UPDATE_TABLE", data: { tableId: table.id, changes: { indexes: table.indexes } } },
          ...restoreReferences(before, after, cmd),
          ...readdRelations(before, after, cmd),
        ] },
      };
    }
    case "UPDATE_ATTRIBUTE": {
      const table = before.tables.find((t) => t.id === cmd.data.tableId) as Table;
      const attribute = table.attributes.find((a) => a.id === cmd.data.attributeId) as Attribute;
      return {
        ...base, type: "UPDATE_ATTRIBUTE",
        data: { tableId: table.id, attributeId: attribute.id, changes: previous<Attribute>(attribute, cmd.data.changes, ATTRIBUTE_KEYS) as AttributeChanges },
      };
    }
    case "ADD_RELATION":
      return { ...base, type: "REMOVE_RELATION", data: { relationId: cmd.data.relation.id } };
    case "REMOVE_RELATION": {
      const index = before.relations.findIndex((r) => r.id === cmd.data.relationId);
      return { ...base, type: "ADD_RELATION", data: { relation: before.relations[index], index } };
    }
    case "UPDATE_RELATION": {
      const relation = before.relations.find((r) => r.id === cmd.data.relationId) as Relation;
      return { ...base, type: "UPDATE_RELATION", data: { relationId: relation.id, changes: previous<Relation>(relation, cmd.data.changes, RELATION_KEYS) as RelationChanges } };
    }
    case "ADD_NOTE":
      return { ...base, type: "REMOVE_NOTE", data: { noteId: cmd.data.note.id } };
    case "REMOVE_NOTE": {
      const notes = before.notes ?? [];
      const index = notes.findIndex((n) => n.id === cmd.data.noteId);
      return { ...base, type: "ADD_NOTE", data: { note: notes[index], index } };
    }
    case "MOVE_NOTE": {
      const note = (before.notes ?? []).find((n) => n.id === cmd.data.noteId) as Note;
      return { ...base, type: "MOVE_NOTE", data: { noteId: note.id, x: note.x, y: note.y } };
    }
    case "UPDATE_NOTE": {
      const note = (before.notes ?? []).find((n) => n.id === cmd.data.noteId) as Note;
      return { ...base, type: "UPDATE_NOTE", data: { noteId: note.id, changes: previous<Note>(note, cmd.data.changes, NOTE_KEYS) as NoteChanges } };
    }
    case "ADD_AREA":
      return { ...base, type: "REMOVE_AREA", data: { areaId: cmd.data.area.id } };
    case "REMOVE_AREA": {
      const areas = before.areas ?? [];
      const index = areas.findIndex((a) => a.id === cmd.data.areaId);
      return { ...base, type: "ADD_AREA", data: { area: areas[index], index } };
    }
    case "MOVE_AREA": {
      const area = (before.areas ?? []).find((a) => a.id === cmd.data.areaId) as Area;
      const carried = new Set((cmd.data.tables ?? []).map((place) => place.tableId));
      // Only the tables it did move, back where they were (one listed twice lands on its last place).
      const tables = before.tables.filter((t) => carried.has(t.id)).map((t) => ({ tableId: t.id, x: t.x, y: t.y }));
      return { ...base, type: "MOVE_AREA", data: { areaId: area.id, x: area.x, y: area.y, tables } };
    }
    case "UPDATE_AREA": {
      const area = (before.areas ?? []).find((a) => a.id === cmd.data.areaId) as Area;
      return { ...base, type: "UPDATE_AREA", data: { areaId: area.id, changes: previous<Area>(area, cmd.data.changes, AREA_KEYS) as AreaChanges } };
    }
    case "BATCH": {
      const inverses: Command[] = [];
      let doc = before;
      for (const step of cmd.data.commands) {
        inverses.unshift(invert(doc, step));
        doc = apply(doc, step);
      }
      return { ...base, type: "BATCH", data: { commands: inverses } };
    }
  }
}

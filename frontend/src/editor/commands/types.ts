/**
 * Commands: the one change format shared by undo, saving and live collaboration (DESIGN.md §4).
 * Serialisable `{type, name, timestamp, data}`; applied by the pure reducer in reducer.ts and by
 * its Python twin document/reducer.py, both checked against tests/vectors/commands/. The server
 * validates each type with its own model (document/commands.py).
 */
import {
  AREA_KEYS,
  ATTRIBUTE_KEYS,
  COMMAND_TYPES as GENERATED_COMMAND_TYPES,
  NOTE_KEYS,
  RELATION_KEYS,
  TABLE_KEYS,
} from "../model/generated/constants";
import type { Area, Attribute, Note, Relation, Table } from "../model/types";

export type TableChanges = Partial<Omit<Table, "id" | "attributes">>;
export type AttributeChanges = Partial<Omit<Attribute, "id">>;
export type RelationChanges = Partial<Omit<Relation, "id">>;
/** Resizing a note or an area is an update of its width and height, as for a table. */
export type NoteChanges = Partial<Omit<Note, "id">>;
export type AreaChanges = Partial<Omit<Area, "id">>;
/** Where a table carried by a moved area ends up. */
export interface TablePlace {
  tableId: string;
  x: number;
  y: number;
}

interface Base<T extends string, D> {
  type: T;
  /** Shown in history and to collaborators, e.g. "Ajouter une table". */
  name: string;
  timestamp: number;
  data: D;
}

export type AddTable = Base<"ADD_TABLE", { table: Table; index?: number }>;
export type RemoveTable = Base<"REMOVE_TABLE", { tableId: string }>;
export type MoveTable = Base<"MOVE_TABLE", { tableId: string; x: number; y: number }>;
export type UpdateTable = Base<"UPDATE_TABLE", { tableId: string; changes: TableChanges }>;
export type AddAttribute = Base<"ADD_ATTRIBUTE", { tableId: string; attribute: Attribute; index?: number }>;
export type RemoveAttribute = Base<"REMOVE_ATTRIBUTE", { tableId: string; attributeId: string }>;
export type UpdateAttribute = Base<"UPDATE_ATTRIBUTE", { tableId: string; attributeId: string; changes: AttributeChanges }>;
export type AddRelation = Base<"ADD_RELATION", { relation: Relation; index?: number }>;
export type RemoveRelation = Base<"REMOVE_RELATION", { relationId: string }>;
export type UpdateRelation = Base<"UPDATE_RELATION", { relationId: string; changes: RelationChanges }>;
export type AddNote = Base<"ADD_NOTE", { note: Note; index?: number }>;
export type RemoveNote = Base<"REMOVE_NOTE", { noteId: string }>;
export type MoveNote = Base<"MOVE_NOTE", { noteId: string; x: number; y: number }>;
export type UpdateNote = Base<"UPDATE_NOTE", { noteId: string; changes: NoteChanges }>;
export type AddArea = Base<"ADD_AREA", { area: Area; index?: number }>;
export type RemoveArea = Base<"REMOVE_AREA", { areaId: string }>;
/**
 * The area's new place and that of each table it carries: those inside it when the move started,
 * chosen by the author's editor. Carried whole so that the server, collaborators and undo give
 * the same result whatever the tables' places are when it is applied.
 */
export type MoveArea = Base<"MOVE_AREA", { areaId: string; x: number; y: number; tables: TablePlace[] }>;
export type UpdateArea = Base<"UPDATE_AREA", { areaId: string; changes: AreaChanges }>;
export type Batch = Base<"BATCH", { commands: Command[] }>;

export type Command =
  | AddTable
  | RemoveTable
  | MoveTable
  | UpdateTable
  | AddAttribute
  | RemoveAttribute
  | UpdateAttribute
  | AddRelation
  | RemoveRelation
  | UpdateRelation
  | AddNote
  | RemoveNote
  | MoveNote
  | UpdateNote
  | AddArea
  | RemoveArea
  | MoveArea
  | UpdateArea
  | Batch;

export type CommandType = Command["type"];

export const COMMAND_TYPES: readonly CommandType[] = GENERATED_COMMAND_TYPES;

/** Keys a command may change; anything else in `changes` is ignored by both reducers. */
export { AREA_KEYS, ATTRIBUTE_KEYS, NOTE_KEYS, RELATION_KEYS, TABLE_KEYS };

export function command<C extends Command>(type: C["type"], name: string, data: C["data"], timestamp = Date.now()): C {
  return { type, name, timestamp, data } as C;
}

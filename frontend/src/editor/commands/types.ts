/**
 * Commands: the one change format shared by undo, saving and live collaboration (DESIGN.md §4).
 * Serialisable `{type, name, timestamp, data}`; applied by the pure reducer in reducer.ts and by
 * its Python twin document/reducer.py, both checked against tests/vectors/commands/. The server
 * validates each type with its own model (document/commands.py).
 */
import {
  ATTRIBUTE_KEYS,
  COMMAND_TYPES as GENERATED_COMMAND_TYPES,
  RELATION_KEYS,
  TABLE_KEYS,
} from "../model/generated/constants";
import type { Attribute, Relation, Table } from "../model/types";

export type TableChanges = Partial<Omit<Table, "id" | "attributes">>;
export type AttributeChanges = Partial<Omit<Attribute, "id">>;
export type RelationChanges = Partial<Omit<Relation, "id">>;

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
  | Batch;

export type CommandType = Command["type"];

export const COMMAND_TYPES: readonly CommandType[] = GENERATED_COMMAND_TYPES;

/** Keys a command may change; anything else in `changes` is ignored by both reducers. */
export { ATTRIBUTE_KEYS, RELATION_KEYS, TABLE_KEYS };

export function command<C extends Command>(type: C["type"], name: string, data: C["data"], timestamp = Date.now()): C {
  return { type, name, timestamp, data } as C;
}

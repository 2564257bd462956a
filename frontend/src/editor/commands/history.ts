/**
 * Undo and redo by inverse commands: at most 50 steps; a new command after an undo drops the redo
 * branch. A drag or a resize reaches history as one command, so it is one step.
 *
 * Undo is local (DESIGN.md §4): it only takes back the user's own commands. When a collaborator's
 * change arrives, `rebase` removes from every stored step the properties that change wrote, so an
 * undo or a redo never puts back a value over a collaborator's later one; a step aimed at an
 * entity a collaborator removed does nothing, and undo skips it.
 */
import type { Attribute, DiagramDocument, Relation, Table } from "../model/types";
import { invert } from "./invert";
import { apply } from "./reducer";
import { ATTRIBUTE_KEYS, RELATION_KEYS, TABLE_KEYS, type Command } from "./types";

export const HISTORY_LIMIT = 50;

interface Step {
  command: Command;
  inverse: Command;
}

export class History {
  private past: Step[] = [];
  private future: Step[] = [];

  constructor(private readonly limit = HISTORY_LIMIT) {}

  /** Applies `command` to `doc` and records it; returns the new document. */
  execute(doc: DiagramDocument, command: Command): DiagramDocument {
    const next = apply(doc, command);
    if (next === doc) return doc; // nothing changed: nothing to undo
    this.past.push({ command, inverse: invert(doc, command) });
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    return next;
  }

  /** The document after undoing the last step, and the command that did it (to save or send).
   * Steps that collaborators made void are dropped on the way: an undo always shows something. */
  undo(doc: DiagramDocument): { doc: DiagramDocument; command: Command } | null {
    for (let step = this.past.pop(); step; step = this.past.pop()) {
      const next = apply(doc, step.inverse);
      if (next === doc) continue;
      this.future.push(step);
      return { doc: next, command: step.inverse };
    }
    return null;
  }

  redo(doc: DiagramDocument): { doc: DiagramDocument; command: Command } | null {
    for (let step = this.future.pop(); step; step = this.future.pop()) {
      const next = apply(doc, step.command);
      if (next === doc) continue;
      // Recompute the inverse: the document may differ from when the step was first made.
      this.past.push({ command: step.command, inverse: invert(doc, step.command) });
      return { doc: next, command: step.command };
    }
    return null;
  }

  /**
   * A collaborator wrote these properties: no step may write them back. `pending` are the user's
   * commands the server has not applied yet: it applies them after the collaborator's, so their
   * steps are not undone to the value the user saw but to the collaborator's, which came between.
   */
  rebase(overwritten: Overwrites, pending: ReadonlySet<Command> = new Set()) {
    if (isEmpty(overwritten)) return;
    // Oldest first: once a pending step writes a property, the later steps' inverses hold its value.
    const unclaimed = pending.size > 0 ? copyOverwrites(overwritten) : overwritten;
    this.past = this.past.map((step) => {
      let inverse: Command;
      if (pending.has(step.command)) {
        inverse = withoutOverwritten(step.inverse, unclaimed, "adopt");
        claim(unclaimed, step.command);
      } else {
        inverse = withoutOverwritten(step.inverse, overwritten);
      }
      return inverse === step.inverse ? step : { ...step, inverse };
    });
    this.future = this.future.map((step) => {
      // An undo still pending comes after the collaborator's change: its redo overwrites nothing later.
      if (pending.has(step.inverse)) return step;
      const command = withoutOverwritten(step.command, overwritten);
      return command === step.command ? step : { ...step, command };
    });
  }

  /** The server refused `command` (the user's command, undo or redo): it leaves no step behind. */
  forget(command: Command): boolean {
    const size = this.past.length + this.future.length;
    this.past = this.past.filter((step) => step.command !== command);
    this.future = this.future.filter((step) => step.command !== command && step.inverse !== command);
    return this.past.length + this.future.length !== size;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  get size(): number {
    return this.past.length;
  }

  clear() {
    this.past = [];
    this.future = [];
  }
}

// --- what a collaborator overwrote --------------------------------------------------------------

type Values = Record<string, unknown>;

/** The properties a change wrote, with the values it left, by entity. Entities it added or removed
 * are not listed: nothing local can refer to the former, and steps on the latter do nothing. */
export interface Overwrites {
  tables: Map<string, Values>;
  /** Keyed by `attributeKey(tableId, attributeId)`. */
  attributes: Map<string, Values>;
  relations: Map<string, Values>;
}

export const emptyOverwrites = (): Overwrites => ({ tables: new Map(), attributes: new Map(), relations: new Map() });

export const attributeKey = (tableId: string, attributeId: string) => `${tableId}\n${attributeId}`;

export function isEmpty(overwritten: Overwrites): boolean {
  return overwritten.tables.size === 0 && overwritten.attributes.size === 0 && overwritten.relations.size === 0;
}

/** Structural equality of plain JSON values (documents received from the server are fresh
 * objects, so references alone would report every property as overwritten). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Values)[key], (b as Values)[key]));
}

function record(into: Map<string, Values>, id: string, before: object, after: object, keys: readonly string[]) {
  if (before === after) return;
  for (const key of keys) {
    const value = (after as Values)[key];
    if (sameValue((before as Values)[key], value)) continue;
    const values = into.get(id) ?? {};
    values[key] = value;
    into.set(id, values);
  }
}

/** Adds to `into` what changed from `before` to `after` (side effects included: a removed table
 * clears the references to it, and those attributes count as overwritten). */
export function overwritesBetween(before: DiagramDocument, after: DiagramDocument, into = emptyOverwrites()): Overwrites {
  if (before === after) return into;
  if (before.tables !== after.tables) {
    const old = new Map(before.tables.map((table) => [table.id, table]));
    for (const table of after.tables) {
      const was = old.get(table.id);
      if (!was || was === table) continue;
      record(into.tables, table.id, was, table, TABLE_KEYS);
      if (was.attributes === table.attributes) continue;
      const oldAttributes = new Map(was.attributes.map((attribute) => [attribute.id, attribute]));
      for (const attribute of table.attributes) {
        const previous = oldAttributes.get(attribute.id);
        if (previous) record(into.attributes, attributeKey(table.id, attribute.id), previous, attribute, ATTRIBUTE_KEYS);
      }
    }
  }
  if (before.relations !== after.relations) {
    const old = new Map(before.relations.map((relation) => [relation.id, relation]));
    for (const relation of after.relations) {
      const was = old.get(relation.id);
      if (was) record(into.relations, relation.id, was, relation, RELATION_KEYS);
    }
  }
  return into;
}

const nothing = (cmd: Command): Command => ({ type: "BATCH", name: cmd.name, timestamp: cmd.timestamp, data: { commands: [] } });

type Mode = "drop" | "adopt";

/** `changes` without the overwritten keys ("drop"), or with the values they were overwritten with
 * ("adopt"); the same object when no key is overwritten. */
function unwritten<T extends object>(changes: T, written: Values | undefined, mode: Mode = "drop"): T {
  if (!written || !Object.keys(changes).some((key) => key in written)) return changes;
  if (mode === "adopt") return Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, key in written ? written[key] : value])) as T;
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !(key in written))) as T;
}

function copyOverwrites(overwritten: Overwrites): Overwrites {
  const copy = (map: Map<string, Values>) => new Map([...map].map(([id, values]) => [id, { ...values }]));
  return { tables: copy(overwritten.tables), attributes: copy(overwritten.attributes), relations: copy(overwritten.relations) };
}

/** The properties `cmd` writes leave `overwritten`. */
function claim(overwritten: Overwrites, cmd: Command) {
  const release = (map: Map<string, Values>, id: string, keys: string[]) => {
    const values = map.get(id);
    if (!values) return;
    keys.forEach((key) => delete values[key]);
    if (Object.keys(values).length === 0) map.delete(id);
  };
  switch (cmd.type) {
    case "MOVE_TABLE":
      return release(overwritten.tables, cmd.data.tableId, ["x", "y"]);
    case "UPDATE_TABLE":
      return release(overwritten.tables, cmd.data.tableId, Object.keys(cmd.data.changes));
    case "UPDATE_ATTRIBUTE":
      return release(overwritten.attributes, attributeKey(cmd.data.tableId, cmd.data.attributeId), Object.keys(cmd.data.changes));
    case "UPDATE_RELATION":
      return release(overwritten.relations, cmd.data.relationId, Object.keys(cmd.data.changes));
    case "BATCH":
      return cmd.data.commands.forEach((step) => claim(overwritten, step));
  }
}

/** An entity a step re-adds comes back with the collaborator's latest values. */
function patched<T extends object>(entity: T, written: Values | undefined): T {
  return written ? { ...entity, ...written } : entity;
}

function patchedTable(table: Table, overwritten: Overwrites): Table {
  const attributes = table.attributes.map((a) => patched(a, overwritten.attributes.get(attributeKey(table.id, a.id))));
  const changed = attributes.some((a, at) => a !== table.attributes[at]);
  const next = patched(table, overwritten.tables.get(table.id));
  return changed ? { ...next, attributes } : next;
}

/** `cmd` with the properties in `overwritten` left out, or set to the values they were overwritten
 * with ("adopt"); the same object when nothing is overwritten. */
export function withoutOverwritten(cmd: Command, overwritten: Overwrites, mode: Mode = "drop"): Command {
  switch (cmd.type) {
    case "MOVE_TABLE": {
      const written = overwritten.tables.get(cmd.data.tableId);
      if (!written || (!("x" in written) && !("y" in written))) return cmd;
      if (mode === "adopt") return { ...cmd, data: { ...cmd.data, x: (written.x ?? cmd.data.x) as number, y: (written.y ?? cmd.data.y) as number } };
      const changes = unwritten({ x: cmd.data.x, y: cmd.data.y }, written);
      if (Object.keys(changes).length === 0) return nothing(cmd);
      return { type: "UPDATE_TABLE", name: cmd.name, timestamp: cmd.timestamp, data: { tableId: cmd.data.tableId, changes } };
    }
    case "UPDATE_TABLE": {
      const changes = unwritten(cmd.data.changes, overwritten.tables.get(cmd.data.tableId), mode);
      if (changes === cmd.data.changes) return cmd;
      return Object.keys(changes).length === 0 ? nothing(cmd) : { ...cmd, data: { ...cmd.data, changes } };
    }
    case "UPDATE_ATTRIBUTE": {
      const changes = unwritten(cmd.data.changes, overwritten.attributes.get(attributeKey(cmd.data.tableId, cmd.data.attributeId)), mode);
      if (changes === cmd.data.changes) return cmd;
      return Object.keys(changes).length === 0 ? nothing(cmd) : { ...cmd, data: { ...cmd.data, changes } };
    }
    case "UPDATE_RELATION": {
      const changes = unwritten(cmd.data.changes, overwritten.relations.get(cmd.data.relationId), mode);
      if (changes === cmd.data.changes) return cmd;
      return Object.keys(changes).length === 0 ? nothing(cmd) : { ...cmd, data: { ...cmd.data, changes } };
    }
    case "ADD_TABLE": {
      const table = patchedTable(cmd.data.table, overwritten);
      return table === cmd.data.table ? cmd : { ...cmd, data: { ...cmd.data, table } };
    }
    case "ADD_ATTRIBUTE": {
      const attribute: Attribute = patched(cmd.data.attribute, overwritten.attributes.get(attributeKey(cmd.data.tableId, cmd.data.attribute.id)));
      return attribute === cmd.data.attribute ? cmd : { ...cmd, data: { ...cmd.data, attribute } };
    }
    case "ADD_RELATION": {
      const relation: Relation = patched(cmd.data.relation, overwritten.relations.get(cmd.data.relation.id));
      return relation === cmd.data.relation ? cmd : { ...cmd, data: { ...cmd.data, relation } };
    }
    case "BATCH": {
      const commands = cmd.data.commands.map((step) => withoutOverwritten(step, overwritten, mode));
      return commands.every((step, at) => step === cmd.data.commands[at]) ? cmd : { ...cmd, data: { commands } };
    }
    default:
      return cmd;
  }
}

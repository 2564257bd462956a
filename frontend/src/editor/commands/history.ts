/**
 * Undo and redo by inverse commands: at most 50 steps; a new command after an undo drops the redo
 * branch. A drag or a resize reaches history as one command, so it is one step.
 *
 * Undo is local (DESIGN.md §4): it only takes back the user's own commands. When a collaborator's
 * change arrives, `rebase` removes from every stored step the properties that change wrote, so an
 * undo or a redo never puts back a value over a collaborator's later one; a step aimed at an
 * entity a collaborator removed does nothing, and undo skips it.
 */
import type { Area, Attribute, DiagramDocument, Note, Relation, Table } from "../model/types";
import { invert } from "./invert";
import { apply } from "./reducer";
import { AREA_KEYS, ATTRIBUTE_KEYS, NOTE_KEYS, RELATION_KEYS, TABLE_KEYS, type Command, type MoveTable } from "./types";

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
  notes: Map<string, Values>;
  areas: Map<string, Values>;
}

export const emptyOverwrites = (): Overwrites => ({ tables: new Map(), attributes: new Map(), relations: new Map(), notes: new Map(), areas: new Map() });

export const attributeKey = (tableId: string, attributeId: string) => `${tableId}\n${attributeId}`;

export function isEmpty(overwritten: Overwrites): boolean {
  return overwritten.tables.size === 0 && overwritten.attributes.size === 0 && overwritten.relations.size === 0
    && overwritten.notes.size === 0 && overwritten.areas.size === 0;
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
  recordPlaced(into.notes, before.notes, after.notes, NOTE_KEYS);
  recordPlaced(into.areas, before.areas, after.areas, AREA_KEYS);
  return into;
}

/** Notes and areas (issue 17): what changed on those present before and after. */
function recordPlaced(into: Map<string, Values>, before: readonly (Note | Area)[] | undefined, after: readonly (Note | Area)[] | undefined, keys: readonly string[]) {
  if (before === after || !before || !after) return;
  const old = new Map(before.map((item) => [item.id, item]));
  for (const item of after) {
    const was = old.get(item.id);
    if (was) record(into, item.id, was, item, keys);
  }
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
  return {
    tables: copy(overwritten.tables), attributes: copy(overwritten.attributes), relations: copy(overwritten.relations),
    notes: copy(overwritten.notes), areas: copy(overwritten.areas),
  };
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
    case "MOVE_NOTE":
      return release(overwritten.notes, cmd.data.noteId, ["x", "y"]);
    case "UPDATE_NOTE":
      return release(overwritten.notes, cmd.data.noteId, Object.keys(cmd.data.changes));
    case "MOVE_AREA":
      release(overwritten.areas, cmd.data.areaId, ["x", "y"]);
      return (cmd.data.tables ?? []).forEach((place) => release(overwritten.tables, place.tableId, ["x", "y"]));
    case "UPDATE_AREA":
      return release(overwritten.areas, cmd.data.areaId, Object.keys(cmd.data.changes));
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

/** A table's move without the coordinates a collaborator wrote since (an UPDATE_TABLE of the one
 * left, or nothing), or with their values ("adopt"). */
function withoutOverwrittenMove(cmd: MoveTable, overwritten: Overwrites, mode: Mode): Command {
  const written = overwritten.tables.get(cmd.data.tableId);
  if (!written || (!("x" in written) && !("y" in written))) return cmd;
  if (mode === "adopt") return { ...cmd, data: { ...cmd.data, x: (written.x ?? cmd.data.x) as number, y: (written.y ?? cmd.data.y) as number } };
  const changes = unwritten({ x: cmd.data.x, y: cmd.data.y }, written);
  if (Object.keys(changes).length === 0) return nothing(cmd);
  return { type: "UPDATE_TABLE", name: cmd.name, timestamp: cmd.timestamp, data: { tableId: cmd.data.tableId, changes } };
}

/** `cmd` with the properties in `overwritten` left out, or set to the values they were overwritten
 * with ("adopt"); the same object when nothing is overwritten. */
export function withoutOverwritten(cmd: Command, overwritten: Overwrites, mode: Mode = "drop"): Command {
  switch (cmd.type) {
    case "MOVE_TABLE":
      return withoutOverwrittenMove(cmd, overwritten, mode);
    case "MOVE_NOTE": {
      const written = overwritten.notes.get(cmd.data.noteId);
      if (!written || (!("x" in written) && !("y" in written))) return cmd;
      if (mode === "adopt") return { ...cmd, data: { ...cmd.data, x: (written.x ?? cmd.data.x) as number, y: (written.y ?? cmd.data.y) as number } };
      const changes = unwritten({ x: cmd.data.x, y: cmd.data.y }, written);
      if (Object.keys(changes).length === 0) return nothing(cmd);
      return { type: "UPDATE_NOTE", name: cmd.name, timestamp: cmd.timestamp, data: { noteId: cmd.data.noteId, changes } };
    }
    case "UPDATE_NOTE": {
      const changes = unwritten(cmd.data.changes, overwritten.notes.get(cmd.data.noteId), mode);
      if (changes === cmd.data.changes) return cmd;
      return Object.keys(changes).length === 0 ? nothing(cmd) : { ...cmd, data: { ...cmd.data, changes } };
    }
    case "UPDATE_AREA": {
      const changes = unwritten(cmd.data.changes, overwritten.areas.get(cmd.data.areaId), mode);
      if (changes === cmd.data.changes) return cmd;
      return Object.keys(changes).length === 0 ? nothing(cmd) : { ...cmd, data: { ...cmd.data, changes } };
    }
    case "MOVE_AREA": {
      // The area's place and each carried table's are guarded one by one: a collaborator who moved
      // one table out of the area keeps it where they put it, the rest still come back.
      const written = overwritten.areas.get(cmd.data.areaId);
      const places = cmd.data.tables ?? [];
      const tableWritten = places.some(({ tableId }) => { const w = overwritten.tables.get(tableId); return w && ("x" in w || "y" in w); });
      if (!tableWritten && (!written || (!("x" in written) && !("y" in written)))) return cmd;
      const moves = places.map(({ tableId, x, y }) => withoutOverwrittenMove(
        { type: "MOVE_TABLE", name: cmd.name, timestamp: cmd.timestamp, data: { tableId, x, y } }, overwritten, mode));
      if (mode === "adopt") {
        const tables = moves.map((move, at) => (move.type === "MOVE_TABLE" ? { tableId: move.data.tableId, x: move.data.x, y: move.data.y } : places[at]));
        return { ...cmd, data: { ...cmd.data, x: (written?.x ?? cmd.data.x) as number, y: (written?.y ?? cmd.data.y) as number, tables } };
      }
      const changes = unwritten({ x: cmd.data.x, y: cmd.data.y }, written);
      const area: Command[] = Object.keys(changes).length === 0 ? []
        : [{ type: "UPDATE_AREA", name: cmd.name, timestamp: cmd.timestamp, data: { areaId: cmd.data.areaId, changes } }];
      return { type: "BATCH", name: cmd.name, timestamp: cmd.timestamp, data: { commands: [...area, ...moves] } };
    }
    case "ADD_NOTE": {
      const note: Note = patched(cmd.data.note, overwritten.notes.get(cmd.data.note.id));
      return note === cmd.data.note ? cmd : { ...cmd, data: { ...cmd.data, note } };
    }
    case "ADD_AREA": {
      const area: Area = patched(cmd.data.area, overwritten.areas.get(cmd.data.area.id));
      return area === cmd.data.area ? cmd : { ...cmd, data: { ...cmd.data, area } };
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

/**
 * Undo and redo by inverse commands: at most 50 steps; a new command after an undo drops the redo
 * branch. A drag or a resize reaches history as one command, so it is one step.
 */
import type { DiagramDocument } from "../model/types";
import { invert } from "./invert";
import { apply } from "./reducer";
import type { Command } from "./types";

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

  /** The document after undoing the last step, and the command that did it (to save or send). */
  undo(doc: DiagramDocument): { doc: DiagramDocument; command: Command } | null {
    const step = this.past.pop();
    if (!step) return null;
    this.future.push(step);
    return { doc: apply(doc, step.inverse), command: step.inverse };
  }

  redo(doc: DiagramDocument): { doc: DiagramDocument; command: Command } | null {
    const step = this.future.pop();
    if (!step) return null;
    // Recompute the inverse: the document may differ from when the step was first made.
    this.past.push({ command: step.command, inverse: invert(doc, step.command) });
    return { doc: apply(doc, step.command), command: step.command };
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

/** The shared vectors (tests/vectors/commands): the same files run against document/reducer.py. */
import { describe, expect, it } from "vitest";

import type { DiagramDocument } from "../model/types";
import { invert } from "./invert";
import { apply } from "./reducer";
import { COMMAND_TYPES, type Command } from "./types";

interface Vector {
  description: string;
  before: DiagramDocument;
  commands: Command[];
  after: DiagramDocument;
}

const files = import.meta.glob<Vector>("../../../../tests/vectors/commands/*.json", { eager: true, import: "default" });
const vectors = Object.entries(files).map(([path, vector]) => [path.split("/").pop()!, vector] as const);

/** Absent notes or areas (a document stored before them) are none: undoing the first note added
 * to such a document leaves an empty list, the same document. */
function withLists(doc: DiagramDocument): DiagramDocument {
  return { ...doc, notes: doc.notes ?? [], areas: doc.areas ?? [] };
}

function typesIn(commands: Command[]): string[] {
  return commands.flatMap((c) => (c.type === "BATCH" ? ["BATCH", ...typesIn(c.data.commands)] : [c.type]));
}

describe("command vectors", () => {
  it("cover every command type", () => {
    const seen = new Set(vectors.flatMap(([, v]) => typesIn(v.commands)));
    expect([...COMMAND_TYPES].filter((type) => !seen.has(type))).toEqual([]);
  });

  it.each(vectors)("%s", (_file, vector) => {
    const result = vector.commands.reduce(apply, vector.before);
    expect(result).toEqual(vector.after);
  });

  it.each(vectors)("%s is undone by its inverse", (_file, vector) => {
    let doc = vector.before;
    const inverses: Command[] = [];
    for (const command of vector.commands) {
      inverses.unshift(invert(doc, command));
      doc = apply(doc, command);
    }
    expect(withLists(inverses.reduce(apply, doc))).toEqual(withLists(vector.before));
  });

  it.each(vectors)("%s leaves the input document untouched", (_file, vector) => {
    const frozen = structuredClone(vector.before);
    vector.commands.reduce(apply, vector.before);
    expect(vector.before).toEqual(frozen);
  });
});

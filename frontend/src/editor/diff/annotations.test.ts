import { describe, expect, it } from "vitest";

import type { Area, DiagramDocument, Note } from "../model/types";
import { documentOf } from "../testing/fixtures";
import { compareAnnotations, diffAnnotations, isEmptyAnnotationDiff } from "./annotations";
import { diffDocuments } from "./diff";
import { DIFF_COLORS } from "./display";

const note: Note = { id: "n1", x: 0, y: 0, width: 200, height: 120, text: "À relire", color: "#eab308" };
const area: Area = { id: "g1", x: 0, y: 0, width: 800, height: 600, name: "Facturation", color: "#3b82f6" };
const doc = (notes: Note[], areas: Area[]): DiagramDocument => ({ ...documentOf([]), notes, areas });

describe("notes and areas in a comparison", () => {
  it("lists added, removed and changed ones with the fields that differ, apart from the schema's counts", () => {
    const before = doc([note, { ...note, id: "n2" }], [area]);
    const after = doc([{ ...note, text: "Relu" }, { ...note, id: "n3" }], [{ ...area, name: "Ventes", x: 10 }]);
    const diff = diffAnnotations(before, after);
    expect(diff.notes.map((c) => [c.id, c.kind, c.fields.map((f) => f.field)])).toEqual([["n1", "changed", ["text"]], ["n3", "added", []], ["n2", "removed", []]]);
    expect(diff.areas.map((c) => [c.id, c.kind, c.fields.map((f) => f.field)])).toEqual([["g1", "changed", ["name", "x"]]]);
    expect(diffDocuments(before, after).counts).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(isEmptyAnnotationDiff(diffAnnotations(before, before))).toBe(true);
    expect(isEmptyAnnotationDiff(diffAnnotations(documentOf([]), doc([note], [])))).toBe(false);
  });

  it("colours them on the compare canvas, the removed ones put back", () => {
    const before = doc([note, { ...note, id: "n2" }], []);
    const after = doc([{ ...note, text: "Relu" }], [area]);
    const shown = compareAnnotations(after, diffAnnotations(before, after));
    expect(shown.notes!.map((n) => [n.id, n.color])).toEqual([["n1", DIFF_COLORS.changed], ["n2", DIFF_COLORS.removed]]);
    expect(shown.areas!.map((a) => [a.id, a.color])).toEqual([["g1", DIFF_COLORS.added]]);
  });
});

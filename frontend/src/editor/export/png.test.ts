import { describe, expect, it } from "vitest";

import { emptyDocument, type DiagramDocument } from "../model/types";
import { newTable } from "../model/factory";
import { exportFileName, NothingToExport, planPng } from "./png";

function docWith(...positions: Array<[number, number]>): DiagramDocument {
  let doc = emptyDocument();
  for (const [x, y] of positions) doc = { ...doc, tables: [...doc.tables, { ...newTable(doc), x, y }] };
  return doc;
}

describe("PNG export (001 §9)", () => {
  it("needs at least one table", () => {
    expect(() => planPng(emptyDocument())).toThrow(NothingToExport);
  });

  it("frames the content with 80 px of padding at scale 2", () => {
    const plan = planPng(docWith([100, 100], [600, 400]));
    const table = docWith([0, 0]).tables[0];
    expect(plan.pixelRatio).toBe(2);
    expect(plan.width).toBe(500 + table.width + 160);
    expect(plan.offsetX).toBe(80 - 100);
    expect(plan.offsetY).toBe(80 - 100);
  });

  it("lowers the scale only when the picture would exceed what browsers allow", () => {
    const plan = planPng(docWith([0, 0], [20_000, 0]));
    expect(plan.pixelRatio).toBeLessThan(2);
    expect(plan.width * plan.pixelRatio).toBeLessThanOrEqual(16_000);
  });

  it("names the file {projectName}_{timestamp}.png", () => {
    const at = new Date("2026-11-22T15:04:05Z");
    expect(exportFileName("Boutique en ligne", "png", at)).toBe("Boutique_en_ligne_20261122_150405.png");
    expect(exportFileName("  a/b:c  ", "json", at)).toBe("a_b_c_20261122_150405.json");
    expect(exportFileName("   ", "png", at)).toBe("diagramme_20261122_150405.png");
  });
});

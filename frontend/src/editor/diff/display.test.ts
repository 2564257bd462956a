import { describe, expect, it } from "vitest";

import { Renderer } from "../render/renderer";
import { RouteCache } from "../routing/routes";
import { SceneIndex } from "../spatial/sceneIndex";
import { TableBitmaps } from "../render/tableBitmaps";
import { RecordingContext, recordingSurfaces } from "../testing/fakeContext";
import { attr, documentOf, relation, table } from "../testing/fixtures";
import { diffDocuments } from "./diff";
import { compareView, DIFF_COLORS } from "./display";

function versions() {
  const users = table("users", 0, 0, ["id", "email", "name", "age"]);
  const orders = table("orders", 400, 0, ["id", "user_id"]);
  const legacy = table("legacy", 0, 400);
  const before = documentOf([users, orders, legacy], [relation("r1", orders, users, "user_id", "id"), relation("r0", legacy, users)]);
  const after = structuredClone(before);
  after.tables = after.tables.filter((t) => t.id !== "legacy");
  after.relations = after.relations.filter((r) => r.id !== "r0");
  after.tables[0].attributes = after.tables[0].attributes.filter((a) => a.name !== "name");
  after.tables[0].attributes.push(attr("users", "city"));
  after.tables[0].attributes[1].name = "mail";
  after.tables.push(table("products", 800, 0));
  return { before, after };
}

describe("compareView", () => {
  it("puts back what the older version lost and colours every change", () => {
    const { before, after } = versions();
    const { doc, rows } = compareView(after, diffDocuments(before, after));
    const colours = Object.fromEntries(doc.tables.map((t) => [t.id, t.color]));
    expect(colours).toEqual({ users: DIFF_COLORS.changed, orders: DIFF_COLORS.unchanged, products: DIFF_COLORS.added, legacy: DIFF_COLORS.removed });
    // The removed column is back where it stood, after the column that preceded it.
    expect(doc.tables[0].attributes.map((a) => a.name)).toEqual(["id", "mail", "name", "age", "city"]);
    expect(Object.fromEntries(rows.get("users")!)).toEqual({ "users.email": "changed", "users.name": "removed", "users.city": "added" });
    const r0 = doc.relations.find((r) => r.id === "r0")!;
    expect(r0).toMatchObject({ color: DIFF_COLORS.removed, isDashed: true });
    expect(doc.relations.find((r) => r.id === "r1")!.color).toBe(DIFF_COLORS.unchanged);
    // The newer version itself is left as it was.
    expect(after.tables[0].attributes.map((a) => a.name)).toEqual(["id", "mail", "age", "city"]);
  });

  it("tints the marked rows when the renderer draws at full detail", () => {
    const { before, after } = versions();
    const { doc, rows } = compareView(after, diffDocuments(before, after));
    const draw = (marks: typeof rows | null) => {
      const ctx = new RecordingContext();
      new Renderer(new SceneIndex(), new RouteCache(), new TableBitmaps(recordingSurfaces().factory)).draw(ctx.asCtx, {
        doc, camera: { scale: 1, offsetX: 0, offsetY: 0 }, width: 1600, height: 900, pixelRatio: 1, level: "high-quality",
        selection: null, hoverRelationId: null, hoverTableId: null, draft: null, showGrid: false, rowMarks: marks,
      });
      return ctx.n("fillRect");
    };
    expect(draw(rows) - draw(null)).toBe(3);
  });
});

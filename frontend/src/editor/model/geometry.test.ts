import { describe, expect, it } from "vitest";

import { table } from "../testing/fixtures";
import { TABLE } from "./constants";
import { attributeCenterY, contains, contentHeight, displayHeight, intersects, tableRect, unionRect } from "./geometry";

describe("geometry", () => {
  it("uses the spec's canvas constants (001 §9)", () => {
    expect(TABLE).toMatchObject({ headerHeight: 35, rowHeight: 28, padding: 12, minWidth: 200, minHeight: 80, resizeHandleRadius: 8 });
  });

  it("draws a collapsed table as its 35 px header alone (001 §4 collapsing toggles its height)", () => {
    const t = table("t", 0, 0, ["id", "a", "b", "c", "d"], { height: 400, isCollapsed: true });
    expect(displayHeight(t)).toBe(35);
    expect(tableRect(t).height).toBe(35);
    expect(displayHeight({ ...t, isCollapsed: false })).toBe(400);
  });

  it("grows an expanded table to fit its rows: header 35 + 28 per row + padding 12", () => {
    expect(contentHeight(5)).toBe(35 + 5 * 28 + 12);
    expect(contentHeight(0)).toBe(35 + 28 + 12); // an empty table still shows one row
    const t = table("t", 0, 0, ["id", "a", "b", "c", "d", "e", "f"], { height: 80 });
    expect(displayHeight(t)).toBe(35 + 7 * 28 + 12);
  });

  it("is never drawn under the 200 × 80 minimum (001 §9)", () => {
    const t = table("t", 5, 6, ["id"], { width: 120, height: 10 });
    expect(tableRect(t)).toEqual({ x: 5, y: 6, width: 200, height: 80 });
  });

  it("puts a row's centre at header + 28 × index + 14", () => {
    const t = table("t", 10, 100, ["id", "a", "b"]);
    expect(attributeCenterY(t, "t.id")).toBe(100 + 35 + 14);
    expect(attributeCenterY(t, "t.a")).toBe(100 + 35 + 28 + 14);
    expect(attributeCenterY(t, "t.b")).toBe(100 + 35 + 2 * 28 + 14);
  });

  it("anchors on the header centre when collapsed, without attribute, or for an unknown attribute", () => {
    const t = table("t", 10, 100, ["id", "a", "b"]);
    expect(attributeCenterY({ ...t, isCollapsed: true }, "t.b")).toBe(100 + 17.5);
    expect(attributeCenterY(t, null)).toBe(100 + 17.5);
    expect(attributeCenterY(t, "ghost")).toBe(100 + 17.5);
  });

  it("unions rectangles, null for none", () => {
    expect(unionRect([])).toBeNull();
    expect(unionRect([{ x: 0, y: 10, width: 5, height: 5 }, { x: -5, y: 20, width: 30, height: 1 }]))
      .toEqual({ x: -5, y: 10, width: 30, height: 11 });
  });

  it("counts edges as inside for contains and intersects", () => {
    const r = { x: 0, y: 0, width: 10, height: 10 };
    expect(contains(r, 10, 10)).toBe(true);
    expect(contains(r, 10.01, 5)).toBe(false);
    expect(intersects(r, { x: 10, y: 10, width: 5, height: 5 })).toBe(true);
    expect(intersects(r, { x: 10.5, y: 0, width: 5, height: 5 })).toBe(false);
    expect(intersects(r, { x: 2, y: 2, width: 1, height: 1 })).toBe(true);
  });
});

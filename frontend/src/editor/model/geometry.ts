/** Where things are on the canvas, in world coordinates. */
import { TABLE } from "./constants";
import type { Table } from "./types";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Height the rows need: header, one row per attribute, bottom padding. */
export function contentHeight(attributeCount: number): number {
  return TABLE.headerHeight + TABLE.rowHeight * Math.max(1, attributeCount) + TABLE.padding;
}

/** The drawn height: the header alone when collapsed (spec 001 §4), else at least the rows. */
export function displayHeight(table: Table): number {
  if (table.isCollapsed) return TABLE.headerHeight;
  return Math.max(table.height, contentHeight(table.attributes.length), TABLE.minHeight);
}

export function tableRect(table: Table): Rect {
  return { x: table.x, y: table.y, width: Math.max(table.width, TABLE.minWidth), height: displayHeight(table) };
}

/** The vertical centre of an attribute row; a collapsed table anchors everything on its header. */
export function attributeCenterY(table: Table, attributeId: string | null): number {
  if (table.isCollapsed || attributeId === null) return table.y + TABLE.headerHeight / 2;
  const index = table.attributes.findIndex((a) => a.id === attributeId);
  if (index < 0) return table.y + TABLE.headerHeight / 2;
  return table.y + TABLE.headerHeight + TABLE.rowHeight * index + TABLE.rowHeight / 2;
}

export function unionRect(rects: Iterable<Rect>): Rect | null {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const r of rects) {
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** Painting one table, with its top-left corner at the context's origin (world units). */
import { TABLE } from "../model/constants";
import { displayHeight } from "../model/geometry";
import type { Attribute, Table } from "../model/types";

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The canvas's own colours (a table's header keeps the colour its author chose). */
export interface CanvasPalette {
  background: string;
  grid: string;
  body: string;
  border: string;
  text: string;
  muted: string;
  key: string;
  foreignKey: string;
  selection: string;
  hover: string;
  relation: string;
  relationSelected: string;
  shadow: string;
  /** The ring around the resize handle, against the canvas. */
  handleRing: string;
}

export const LIGHT_CANVAS: CanvasPalette = {
  background: "#f8fafc",
  grid: "#e2e8f0",
  body: "#ffffff",
  border: "#cbd5e1",
  text: "#0f172a",
  muted: "#64748b",
  key: "#b45309",
  foreignKey: "#2563eb",
  selection: "#4f46e5",
  hover: "#a5b4fc",
  relation: "#94a3b8",
  relationSelected: "#4f46e5",
  shadow: "rgba(15, 23, 42, 0.12)",
  handleRing: "#ffffff",
};

/** Names 13.2:1, types 6.4:1, key markers 9.8:1 and 6.4:1 on the table body. */
export const DARK_CANVAS: CanvasPalette = {
  background: "#0b1120",
  grid: "#253044",
  body: "#162032",
  border: "#334155",
  text: "#e2e8f0",
  muted: "#94a3b8",
  key: "#fbbf24",
  foreignKey: "#60a5fa",
  selection: "#818cf8",
  hover: "#6366f1",
  relation: "#64748b",
  relationSelected: "#818cf8",
  shadow: "rgba(0, 0, 0, 0.5)",
  handleRing: "#0b1120",
};

/**
 * The palette painting uses: light, except within `paintWith`. A binding rather than a parameter
 * of every painter, so that whatever paints outside a frame of the app's canvas (PNG, SVG and PDF
 * exports) is light without asking; painting is synchronous, so the scope cannot leak.
 */
export let COLORS: CanvasPalette = LIGHT_CANVAS;

export function paintWith<T>(palette: CanvasPalette, paint: () => T): T {
  const before = COLORS;
  COLORS = palette;
  try {
    return paint();
  } finally {
    COLORS = before;
  }
}

const RADIUS = 8;
export const FONT = "Inter, ui-sans-serif, system-ui, sans-serif";

function roundedRect(ctx: Ctx2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Text cut with an ellipsis to fit `max` world units. */
export function fitText(ctx: Ctx2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= max) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

export function typeLabel(attribute: Attribute): string {
  return scalarLabel(attribute) + (attribute.isArray ? "[]" : "");
}

function scalarLabel(attribute: Attribute): string {
  if (attribute.length !== null && ["VARCHAR", "CHAR"].includes(attribute.type)) return `${attribute.type}(${attribute.length})`;
  if (["DECIMAL", "NUMERIC"].includes(attribute.type) && attribute.precision !== null) {
    return `${attribute.type}(${attribute.precision},${attribute.scale ?? 0})`;
  }
  return attribute.type;
}

function paintHeader(ctx: Ctx2D, table: Table, width: number, bold = true) {
  ctx.fillStyle = table.color;
  roundedRect(ctx, 0, 0, width, TABLE.headerHeight, RADIUS);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.font = `${bold ? "600 " : ""}14px ${FONT}`;
  ctx.textBaseline = "middle";
  ctx.fillText(fitText(ctx, table.name, width - TABLE.padding * 2), TABLE.padding, TABLE.headerHeight / 2);
}

/** The whole table: body, header, one row per attribute with its markers and type. */
export function paintTableFull(ctx: Ctx2D, table: Table, width: number, selected: boolean, shadows: boolean) {
  const height = displayHeight(table);
  if (shadows) {
    ctx.shadowColor = COLORS.shadow;
    ctx.shadowBlur = 8;
    ctx.shadowOffsetY = 2;
  }
  ctx.fillStyle = COLORS.body;
  roundedRect(ctx, 0, 0, width, height, RADIUS);
  ctx.fill();
  ctx.shadowColor = "transparent";
  paintHeader(ctx, table, width);
  if (!table.isCollapsed) {
    ctx.textBaseline = "middle";
    table.attributes.forEach((attribute, row) => {
      const y = TABLE.headerHeight + row * TABLE.rowHeight + TABLE.rowHeight / 2;
      const marker = attribute.isPrimaryKey ? "PK" : attribute.isForeignKey ? "FK" : attribute.isUnique ? "UQ" : "";
      if (marker) {
        ctx.font = `600 10px ${FONT}`;
        ctx.fillStyle = attribute.isPrimaryKey ? COLORS.key : COLORS.foreignKey;
        ctx.fillText(marker, TABLE.padding, y);
      }
      const type = typeLabel(attribute) + (attribute.isNullable ? "?" : "");
      ctx.font = `12px ${FONT}`;
      const typeWidth = Math.min(ctx.measureText(type).width, width / 2);
      ctx.fillStyle = COLORS.muted;
      ctx.fillText(fitText(ctx, type, width / 2), width - TABLE.padding - typeWidth, y);
      ctx.font = `${attribute.isPrimaryKey ? "600 " : ""}13px ${FONT}`;
      ctx.fillStyle = COLORS.text;
      const nameX = TABLE.padding + 24;
      ctx.fillText(fitText(ctx, attribute.name, width - nameX - typeWidth - TABLE.padding * 2), nameX, y);
    });
  }
  ctx.lineWidth = selected ? 2.5 : 1;
  ctx.strokeStyle = selected ? COLORS.selection : COLORS.border;
  roundedRect(ctx, 0, 0, width, height, RADIUS);
  ctx.stroke();
}

/** Zoomed out: the frame and the name only. */
export function paintTableHeader(ctx: Ctx2D, table: Table, width: number, selected: boolean) {
  const height = displayHeight(table);
  ctx.fillStyle = COLORS.body;
  ctx.fillRect(0, 0, width, height);
  paintHeader(ctx, table, width, false);
  ctx.lineWidth = selected ? 3 : 1;
  ctx.strokeStyle = selected ? COLORS.selection : COLORS.border;
  ctx.strokeRect(0, 0, width, height);
}

/** Far out: a coloured block, at (`x`, `y`) in the canvas's current coordinates. */
export function paintTableBlock(ctx: Ctx2D, table: Table, x: number, y: number, width: number, selected: boolean) {
  ctx.fillStyle = selected ? COLORS.selection : table.color;
  ctx.fillRect(x, y, width, displayHeight(table));
}

/** Every canvas constant of the editor spec (001 §9), in one place. */

export const ZOOM = { min: 0.1, max: 3, step: 0.1, wheelIn: 1.1, wheelOut: 0.9, initial: 1 } as const;
export const GRID = { spacing: 40, snap: 20 } as const;

export const TABLE = {
  minWidth: 200,
  minHeight: 80,
  defaultWidth: 250,
  headerHeight: 35,
  rowHeight: 28,
  padding: 12,
  resizeHandleRadius: 8,
  defaultColor: "#6366f1",
  defaultSchema: "public",
} as const;

export const NEW_TABLE = { origin: 100, step: 50 } as const;

export const ROUTING = {
  stackOffset: 8,
  clearanceMin: 15,
  clearanceMax: 40,
  cornerRadius: 12,
  offset: 30,
  collisionMargin: 20,
  penalty: 50,
  connectionBase: 15,
  connectionIncrement: 20,
  connectionMax: 100,
} as const;

export const HIT = {
  relationTolerance: (scale: number) => Math.max(8, 15 / scale),
  hoverTolerance: (scale: number) => 10 / scale,
  relationPopupWidth: 110,
  /** The resize handle in world units: 8 screen px when zoomed out, 8 world units when zoomed in. */
  resizeHandle: (scale: number) => TABLE.resizeHandleRadius / Math.min(scale, 1),
} as const;

export const KEYBOARD = { nudge: 1, nudgeShift: 10 } as const;
export const AUTO_SCROLL = { edge: 50, intervalMs: 16, speed: 12 } as const;

export const PNG_EXPORT = { scale: 2, padding: 80, background: "#ffffff" } as const;

/** complexity = tables + 0.5 × relations; under 20 high quality, under 60 balanced. */
export const PERFORMANCE = { balancedFrom: 20, performanceFrom: 60 } as const;

export const PALETTE = [
  { name: "Indigo", color: "#6366f1" },
  { name: "Bleu", color: "#3b82f6" },
  { name: "Cyan", color: "#06b6d4" },
  { name: "Vert", color: "#10b981" },
  { name: "Lime", color: "#84cc16" },
  { name: "Jaune", color: "#eab308" },
  { name: "Orange", color: "#f97316" },
  { name: "Rouge", color: "#ef4444" },
  { name: "Rose", color: "#ec4899" },
  { name: "Violet", color: "#8b5cf6" },
  { name: "Mauve", color: "#a855f7" },
  { name: "Fuchsia", color: "#d946ef" },
  { name: "Ardoise", color: "#64748b" },
  { name: "Gris", color: "#6b7280" },
  { name: "Zinc", color: "#71717a" },
  { name: "Pierre", color: "#78716c" },
] as const;

export const INTEGER_TYPES = ["INT", "BIGINT", "SMALLINT", "TINYINT"] as const;
export const LENGTH_TYPES = ["VARCHAR", "CHAR", "DECIMAL"] as const;

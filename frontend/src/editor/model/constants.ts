/**
 * Every canvas constant of the editor spec (001 §9), in one place. Those of the document itself
 * (table geometry, palette, type families) come from the server's definition, generated.
 */
import { INTEGER_TYPES, LENGTH_TYPES, NEW_TABLE, PALETTE, TABLE } from "./generated/constants";

export { INTEGER_TYPES, LENGTH_TYPES, NEW_TABLE, PALETTE, TABLE };

// A wheel notch (100 px of delta) zooms in ×1.1 (001 §9); out is its inverse (issue 16), so that
// in-then-out comes back to the same scale, where ×0.9 drifted (1 → 0.41 after 12 steps each way).
// `min` is the spec's 10 %; a diagram too big to show whole there may go lower, as far as showing
// it whole needs (issue 16), but never under `floor`, where a table is a 2-pixel dot.
export const ZOOM = { min: 0.1, floor: 0.01, max: 3, step: 0.1, wheelNotch: 1.1, wheelNotchPixels: 100, initial: 1 } as const;
export const GRID = { spacing: 40, snap: 20 } as const;

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

/**
 * Level of detail and the performance level (001 §4): complexity = tables + 0.5 × relations,
 * under 20 high quality, under 60 balanced, otherwise performance; the level can be forced.
 */
import { PERFORMANCE, TABLE } from "../model/constants";

export type PerformanceLevel = "high-quality" | "balanced" | "performance";
export type Detail = "full" | "headers" | "blocks";

export function complexity(tables: number, relations: number): number {
  return tables + 0.5 * relations;
}

export function performanceLevel(tables: number, relations: number): PerformanceLevel {
  const value = complexity(tables, relations);
  if (value < PERFORMANCE.balancedFrom) return "high-quality";
  if (value < PERFORMANCE.performanceFrom) return "balanced";
  return "performance";
}

/** On-screen row height below which rows are unreadable, per level. */
const ROW_PIXELS: Record<PerformanceLevel, { full: number; headers: number }> = {
  "high-quality": { full: 8, headers: 3 },
  balanced: { full: 11, headers: 4 },
  performance: { full: 14, headers: 6 },
};

export function detailFor(scale: number, level: PerformanceLevel): Detail {
  const row = TABLE.rowHeight * scale;
  if (row >= ROW_PIXELS[level].full) return "full";
  if (row >= ROW_PIXELS[level].headers) return "headers";
  return "blocks";
}

/** Effects worth their cost only on small diagrams. */
export function effectsFor(level: PerformanceLevel) {
  return {
    shadows: level === "high-quality",
    roundedRelations: level !== "performance",
    relationLabels: level !== "performance",
  };
}

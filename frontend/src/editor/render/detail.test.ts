import { describe, expect, it } from "vitest";

import { complexity, detailFor, effectsFor, performanceLevel, type Detail, type PerformanceLevel } from "./detail";

const LEVELS: PerformanceLevel[] = ["high-quality", "balanced", "performance"];
const RANK: Record<Detail, number> = { blocks: 0, headers: 1, full: 2 };

describe("performance level (001 §4: complexity = tables + 0.5 × relations, thresholds 20 and 60)", () => {
  it("computes the complexity", () => {
    expect(complexity(10, 7)).toBe(13.5);
    expect(complexity(0, 0)).toBe(0);
  });

  it.each([
    [19, 1, "high-quality"], // 19.5
    [0, 39, "high-quality"], // 19.5
    [20, 0, "balanced"], // 20
    [10, 20, "balanced"], // 20
    [59, 1, "balanced"], // 59.5
    [60, 0, "performance"], // 60
    [40, 40, "performance"], // 60
    [2000, 3000, "performance"],
  ] as const)("%i tables and %i relations → %s", (tables, relations, level) => {
    expect(performanceLevel(tables, relations)).toBe(level);
  });
});

describe("detailFor", () => {
  it("shows everything at 100 % whatever the level", () => {
    for (const level of LEVELS) expect(detailFor(1, level)).toBe("full");
  });

  it("switches full → headers → blocks as the zoom drops", () => {
    expect(detailFor(0.5, "balanced")).toBe("full");
    expect(detailFor(0.2, "balanced")).toBe("headers");
    expect(detailFor(0.1, "balanced")).toBe("blocks");
  });

  it("never gains detail when zooming out", () => {
    for (const level of LEVELS) {
      let previous = RANK.full;
      for (let scale = 3; scale >= 0.1; scale -= 0.01) {
        const rank = RANK[detailFor(scale, level)];
        expect(rank).toBeLessThanOrEqual(previous);
        previous = rank;
      }
      expect(previous).toBe(RANK.blocks); // reaches blocks at the 0.1 minimum zoom
    }
  });

  it("drops detail earlier at lower performance levels", () => {
    // At every zoom, performance ≤ balanced ≤ high quality.
    for (let scale = 0.1; scale <= 3; scale += 0.01) {
      const [hq, balanced, performance] = LEVELS.map((level) => RANK[detailFor(scale, level)]);
      expect(balanced).toBeLessThanOrEqual(hq);
      expect(performance).toBeLessThanOrEqual(balanced);
    }
    // And strictly earlier somewhere: the three levels disagree at these zooms.
    expect(LEVELS.map((level) => detailFor(0.3, level))).toEqual(["full", "headers", "headers"]);
    expect(LEVELS.map((level) => detailFor(0.45, level))).toEqual(["full", "full", "headers"]);
    expect(LEVELS.map((level) => detailFor(0.12, level))).toEqual(["headers", "blocks", "blocks"]);
    expect(LEVELS.map((level) => detailFor(0.2, level))).toEqual(["headers", "headers", "blocks"]);
  });
});

describe("effectsFor", () => {
  it("keeps shadows for high quality only and drops rounded relations and labels in performance", () => {
    expect(effectsFor("high-quality")).toEqual({ shadows: true, roundedRelations: true, relationLabels: true });
    expect(effectsFor("balanced")).toEqual({ shadows: false, roundedRelations: true, relationLabels: true });
    expect(effectsFor("performance")).toEqual({ shadows: false, roundedRelations: false, relationLabels: false });
  });
});

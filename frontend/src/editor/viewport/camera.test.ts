import { describe, expect, it } from "vitest";

import { ZOOM } from "../model/constants";
import { seeded } from "../testing/fixtures";
import {
  clampScale,
  fitContent,
  INITIAL_CAMERA,
  minScaleFor,
  pan,
  screenToWorld,
  stepZoom,
  visibleWorld,
  wheelZoom,
  worldToScreen,
  zoomAt,
  type Camera,
} from "./camera";

const camera = (scale: number, offsetX = 0, offsetY = 0): Camera => ({ scale, offsetX, offsetY });

describe("camera", () => {
  it("starts at scale 1 with no offset (001 §3 view transform default)", () => {
    expect(INITIAL_CAMERA).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  describe("minScaleFor", () => {
    it("is 10 % for a diagram that shows whole at 10 % (001 §9)", () => {
      expect(minScaleFor({ x: 0, y: 0, width: 5000, height: 3000 }, 1600, 900)).toBe(0.1);
      expect(minScaleFor(null, 1600, 900)).toBe(0.1);
    });

    it("goes as low as showing a big diagram whole needs, down to the floor", () => {
      expect(minScaleFor({ x: 0, y: 0, width: 30_000, height: 10_000 }, 1600, 900)).toBeCloseTo(1520 / 30_000, 12);
      expect(minScaleFor({ x: 0, y: 0, width: 10_000_000, height: 10 }, 1600, 900)).toBe(ZOOM.floor);
    });

    it("lets the wheel and the buttons zoom out to it and no further", () => {
      const min = minScaleFor({ x: 0, y: 0, width: 30_000, height: 10_000 }, 1600, 900);
      let cam = camera(0.1);
      for (let i = 0; i < 40; i += 1) cam = wheelZoom(cam, 800, 450, 100, min);
      expect(cam.scale).toBeCloseTo(min, 12);
      expect(stepZoom(camera(0.1), -1, 1600, 900, min).scale).toBeCloseTo(min, 12);
      expect(stepZoom(camera(min), 1, 1600, 900, min).scale).toBe(0.1);
    });
  });

  it("clamps zoom to 0.1–3 (001 §9)", () => {
    expect(clampScale(0.01)).toBe(0.1);
    expect(clampScale(0.1)).toBe(0.1);
    expect(clampScale(1.7)).toBe(1.7);
    expect(clampScale(3)).toBe(3);
    expect(clampScale(12)).toBe(3);
    expect(zoomAt(camera(1), 0, 0, 50).scale).toBe(3);
    expect(zoomAt(camera(1), 0, 0, -2).scale).toBe(0.1);
  });

  it("round-trips screen ↔ world for any camera", () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i += 1) {
      const cam = camera(0.1 + random() * 2.9, (random() - 0.5) * 4000, (random() - 0.5) * 4000);
      const x = (random() - 0.5) * 10_000;
      const y = (random() - 0.5) * 10_000;
      const screen = worldToScreen(cam, x, y);
      const back = screenToWorld(cam, screen.x, screen.y);
      expect(back.x).toBeCloseTo(x, 6);
      expect(back.y).toBeCloseTo(y, 6);
    }
  });

  it("maps screen = world × scale + offset", () => {
    expect(worldToScreen(camera(2, 10, -5), 3, 4)).toEqual({ x: 16, y: 3 });
    expect(screenToWorld(camera(2, 10, -5), 16, 3)).toEqual({ x: 3, y: 4 });
  });

  describe("button zoom", () => {
    it("steps by 0.1 around the centre of the screen (001 §9 step 0.1)", () => {
      const cam = camera(1, 30, 40);
      const centre = screenToWorld(cam, 400, 300);
      const zoomed = stepZoom(cam, 1, 800, 600);
      expect(zoomed.scale).toBe(1.1);
      const after = worldToScreen(zoomed, centre.x, centre.y);
      expect(after.x).toBeCloseTo(400, 9);
      expect(after.y).toBeCloseTo(300, 9);
      expect(stepZoom(cam, -1, 800, 600).scale).toBe(0.9);
    });

    it("lands on tidy tenths after many steps (no 0.30000000000000004)", () => {
      let cam = camera(1);
      for (let i = 0; i < 7; i += 1) cam = stepZoom(cam, -1, 800, 600);
      expect(cam.scale).toBe(0.3);
      for (let i = 0; i < 12; i += 1) cam = stepZoom(cam, 1, 800, 600);
      expect(cam.scale).toBe(1.5);
    });

    it("stops at the limits 0.1 and 3", () => {
      let cam = camera(0.2);
      for (let i = 0; i < 5; i += 1) cam = stepZoom(cam, -1, 800, 600);
      expect(cam.scale).toBe(0.1);
      cam = camera(2.9);
      for (let i = 0; i < 5; i += 1) cam = stepZoom(cam, 1, 800, 600);
      expect(cam.scale).toBe(3);
    });
  });

  describe("wheel zoom (001 §9: ×1.1 a notch in; issue 16: its inverse out, by the delta)", () => {
    it("zooms in ×1.1 on a notch up and out by the inverse on a notch down", () => {
      expect(wheelZoom(camera(1), 0, 0, -100).scale).toBeCloseTo(1.1, 12);
      expect(wheelZoom(camera(1), 0, 0, 100).scale).toBeCloseTo(1 / 1.1, 12);
      expect(wheelZoom(camera(2), 0, 0, -100).scale).toBeCloseTo(2.2, 12);
    });

    it("zooms by the delta: small trackpad deltas add up to one notch", () => {
      let cam = camera(1);
      for (let i = 0; i < 25; i += 1) cam = wheelZoom(cam, 400, 300, -4);
      expect(cam.scale).toBeCloseTo(1.1, 12);
      expect(wheelZoom(camera(1), 0, 0, -1).scale).toBeLessThan(1.001);
    });

    it("in then out comes back to the same scale, whatever the deltas", () => {
      const random = seeded(5);
      for (let run = 0; run < 50; run += 1) {
        // Eight notches at most: within the zoom's bounds, where no clamp breaks the symmetry.
        const deltas = Array.from({ length: 8 }, () => (random() < 0.5 ? 100 : 1 + random() * 60));
        let cam = camera(1, 37, -12);
        for (const delta of deltas) cam = wheelZoom(cam, 500, 400, -delta);
        for (const delta of [...deltas].reverse()) cam = wheelZoom(cam, 500, 400, delta);
        expect(cam.scale).toBeCloseTo(1, 9);
        expect(cam.offsetX).toBeCloseTo(37, 6);
        expect(cam.offsetY).toBeCloseTo(-12, 6);
      }
    });

    it("a fast flick zooms by at most five notches", () => {
      expect(wheelZoom(camera(1), 0, 0, -5000).scale).toBeCloseTo(1.1 ** 5, 12);
    });

    it("keeps the world point under the cursor fixed", () => {
      const random = seeded(11);
      for (let i = 0; i < 100; i += 1) {
        const cam = camera(0.2 + random() * 2, (random() - 0.5) * 2000, (random() - 0.5) * 2000);
        const x = random() * 1200;
        const y = random() * 800;
        const under = screenToWorld(cam, x, y);
        const zoomed = wheelZoom(cam, x, y, random() < 0.5 ? -120 : 120);
        const after = worldToScreen(zoomed, under.x, under.y);
        expect(after.x).toBeCloseTo(x, 6);
        expect(after.y).toBeCloseTo(y, 6);
      }
    });

    it("keeps the cursor point fixed even when the scale is clamped", () => {
      const cam = camera(2.95, 123, -45);
      const under = screenToWorld(cam, 300, 200);
      const zoomed = wheelZoom(cam, 300, 200, -120);
      expect(zoomed.scale).toBe(3);
      const after = worldToScreen(zoomed, under.x, under.y);
      expect(after.x).toBeCloseTo(300, 9);
      expect(after.y).toBeCloseTo(200, 9);
    });

    it("does not zoom out on a sideways scroll (no vertical delta)", () => {
      const cam = camera(1.5, 10, 20);
      expect(wheelZoom(cam, 100, 100, 0)).toEqual(cam);
    });
  });

  it("pans by screen pixels without touching the scale", () => {
    expect(pan(camera(2, 10, 20), 5, -7)).toEqual({ scale: 2, offsetX: 15, offsetY: 13 });
  });

  describe("visibleWorld", () => {
    it("is the world rectangle behind the screen", () => {
      expect(visibleWorld(camera(1), 800, 600)).toEqual({ x: 0, y: 0, width: 800, height: 600 });
      expect(visibleWorld(camera(2, 100, 50), 800, 600)).toEqual({ x: -50, y: -25, width: 400, height: 300 });
      expect(visibleWorld(camera(0.5, -100, 0), 800, 600)).toEqual({ x: 200, y: 0, width: 1600, height: 1200 });
    });

    it("has its corners at the screen corners", () => {
      const cam = camera(0.37, -812, 95);
      const view = visibleWorld(cam, 1024, 768);
      const bottomRight = worldToScreen(cam, view.x + view.width, view.y + view.height);
      expect(bottomRight.x).toBeCloseTo(1024, 9);
      expect(bottomRight.y).toBeCloseTo(768, 9);
    });
  });

  describe("fitContent", () => {
    it("centres small content at scale 1 and never zooms past 1", () => {
      const fit = fitContent([{ x: 500, y: 500, width: 100, height: 50 }], 800, 600);
      expect(fit.scale).toBe(1);
      const centre = worldToScreen(fit, 550, 525);
      expect(centre.x).toBeCloseTo(400, 9);
      expect(centre.y).toBeCloseTo(300, 9);
    });

    it("zooms out so large content fits inside the margins, centred", () => {
      const content = { x: -1000, y: 200, width: 4000, height: 1000 };
      const fit = fitContent([content], 800, 600, 40);
      expect(fit.scale).toBeCloseTo(720 / 4000, 12);
      const topLeft = worldToScreen(fit, content.x, content.y);
      const bottomRight = worldToScreen(fit, content.x + content.width, content.y + content.height);
      expect(topLeft.x).toBeCloseTo(40, 9);
      expect(bottomRight.x).toBeCloseTo(760, 9);
      expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300, 9);
      expect(topLeft.y).toBeGreaterThanOrEqual(40);
      expect(bottomRight.y).toBeLessThanOrEqual(560);
    });

    it("shows every table of a diagram too big for 10 %, on the tables (issue 16)", () => {
      // 1000 tables, 32 to a row, 340 × 600 apart: far wider and taller than 10 % can show.
      const tables = Array.from({ length: 1000 }, (_, i) => ({ x: (i % 32) * 340, y: Math.floor(i / 32) * 600, width: 250, height: 400 }));
      const fit = fitContent(tables, 1600, 900);
      expect(fit.scale).toBeLessThan(0.1);
      for (const table of tables) {
        const topLeft = worldToScreen(fit, table.x, table.y);
        const bottomRight = worldToScreen(fit, table.x + table.width, table.y + table.height);
        expect(topLeft.x).toBeGreaterThanOrEqual(40 - 1e-6);
        expect(topLeft.y).toBeGreaterThanOrEqual(40 - 1e-6);
        expect(bottomRight.x).toBeLessThanOrEqual(1560 + 1e-6);
        expect(bottomRight.y).toBeLessThanOrEqual(860 + 1e-6);
      }
    });

    it("beyond the floor, centres on where the tables are, not on the empty middle of their box", () => {
      // Two clusters a world apart: the box's middle is empty.
      const cluster = (x: number, count: number) => Array.from({ length: count }, (_, i) => ({ x: x + (i % 10) * 300, y: Math.floor(i / 10) * 300, width: 200, height: 200 }));
      const tables = [...cluster(0, 3), ...cluster(1_000_000, 60)];
      const fit = fitContent(tables, 800, 600);
      expect(fit.scale).toBe(ZOOM.floor);
      const middle = screenToWorld(fit, 400, 300);
      const shown = tables.filter((t) => Math.abs(t.x + t.width / 2 - middle.x) < 400 / fit.scale);
      expect(shown.length).toBeGreaterThanOrEqual(60);
    });

    it("returns the initial camera when there is nothing to fit", () => {
      expect(fitContent([], 800, 600)).toEqual(INITIAL_CAMERA);
    });
  });
});

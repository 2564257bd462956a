import { describe, expect, it } from "vitest";

import { screenToWorld } from "@/editor/viewport/camera";

import { cursorTransform, pointerToWorld, viewOf, viewToCamera } from "./viewMath";

describe("view conversions", () => {
  it("shares the camera in the protocol's shape", () => {
    expect(viewOf({ scale: 1.5, offsetX: -20, offsetY: 30 })).toEqual({ scale: 1.5, offset: { x: -20, y: 30 } });
  });

  it("takes a view as is when the viewports match", () => {
    expect(viewToCamera({ scale: 0.5, offset: { x: 10, y: -40 } }, { width: 800, height: 600 })).toEqual({ scale: 0.5, offsetX: 10, offsetY: -40 });
  });

  it("shows the sender's world centre in a viewport of another size", () => {
    const view = { scale: 2, offset: { x: -100, y: 50 } };
    const sender = { width: 1600, height: 900 };
    const theirs = screenToWorld({ scale: 2, offsetX: -100, offsetY: 50 }, 800, 450);
    const camera = viewToCamera(view, { width: 400, height: 300 }, sender);
    expect(camera.scale).toBe(2);
    expect(screenToWorld(camera, 200, 150)).toEqual(theirs);
  });

  it("keeps the scale within the editor's zoom range, around the same centre", () => {
    const camera = viewToCamera({ scale: 50, offset: { x: 0, y: 0 } }, { width: 100, height: 100 });
    expect(camera.scale).toBe(3);
    expect(screenToWorld(camera, 50, 50)).toEqual({ x: 1, y: 1 });
  });

  it("maps a pointer to the world and a world point to a cursor transform", () => {
    const camera = { scale: 2, offsetX: 10, offsetY: 20 };
    expect(pointerToWorld(camera, { left: 100, top: 50 }, 130, 90)).toEqual({ x: 10, y: 10 });
    expect(cursorTransform(camera, 10, 10)).toBe("translate3d(30px, 40px, 0)");
    expect(cursorTransform(camera, 0.3, -0.2)).toBe("translate3d(11px, 20px, 0)");
  });
});

import { useEffect, type RefObject } from "react";

import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";

import { pointerToWorld } from "./viewMath";

/**
 * Sends this user's pointer, in world coordinates, as it moves over the canvas. `overlay` covers
 * the canvas exactly: its box gives screen coordinates, and its parent (the canvas's container)
 * receives the canvas's pointer events, so CanvasView need not expose its element. The engine
 * keeps only the latest position, at most 20 a second.
 */
export function useCursorBroadcast(sync: DiagramSync | null, editor: Editor, overlay: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = overlay.current;
    const area = element?.parentElement;
    if (!sync || !element || !area) return;
    const moved = (event: PointerEvent) => {
      const world = pointerToWorld(editor.camera, element.getBoundingClientRect(), event.clientX, event.clientY);
      sync.moveCursor(world.x, world.y);
    };
    area.addEventListener("pointermove", moved, { passive: true });
    return () => area.removeEventListener("pointermove", moved);
  }, [sync, editor, overlay]);
}

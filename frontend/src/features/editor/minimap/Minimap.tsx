import { Map as MapIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";

import { cursorStore } from "../presence/cursorStore";
import { useViewSharing } from "../presence/usePresence";
import { sharedViewRect } from "./minimapMath";
import { MinimapView, type MinimapDot } from "./minimapView";

export const MINIMAP_WIDTH = 200;
export const MINIMAP_HEIGHT = 140;
/**
 * Shown by default from this many tables: below it the whole diagram fits on a screen at a
 * readable zoom and the panel would only hide part of the canvas. Whoever toggles it keeps their
 * choice (this browser, every diagram).
 */
export const MINIMAP_AUTO_TABLES = 30;
export const MINIMAP_STORAGE_KEY = "relata:minimap";

function storedChoice(): boolean | null {
  try {
    const value = localStorage.getItem(MINIMAP_STORAGE_KEY);
    return value === "shown" ? true : value === "hidden" ? false : null;
  } catch {
    return null; // storage refused (private mode): the default applies
  }
}

function storeChoice(shown: boolean) {
  try {
    localStorage.setItem(MINIMAP_STORAGE_KEY, shown ? "shown" : "hidden");
  } catch {
    // Not remembered, still toggled.
  }
}

/** The minimap and its toggle, bottom right of the canvas above the floating controls; navigation
 * only, so viewers and visitors of a public link have it too. Collaborators show as a frame of
 * their view and a dot at their cursor, in their colour. */
export function Minimap({ editor, sync }: { editor: Editor; sync: DiagramSync | null }) {
  const { t } = useTranslation("editor");
  // A boolean snapshot: the designer's edits re-render this only when the count crosses the line.
  const big = useSyncExternalStore(editor.subscribe, () => editor.document.tables.length >= MINIMAP_AUTO_TABLES);
  const [choice, setChoice] = useState(storedChoice);
  const shown = choice ?? big;
  const label = shown ? t("minimap.hide") : t("minimap.show");
  const toggle = () => {
    storeChoice(!shown);
    setChoice(!shown);
  };
  return (
    // Above the controls' bar (bottom-4, 44 px high); a phone's wrapped bar would sit under it.
    <div className="pointer-events-none absolute bottom-20 right-2 z-10 hidden flex-col items-end gap-1 sm:flex">
      {shown ? <MinimapPanel editor={editor} sync={sync} /> : null}
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={shown}
        onClick={toggle}
        className="pointer-events-auto inline-flex size-8 items-center justify-center rounded-lg bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-slate-100 aria-pressed:text-brand-700"
      >
        <MapIcon className="size-4" />
      </button>
    </div>
  );
}

function MinimapPanel({ editor, sync }: { editor: Editor; sync: DiagramSync | null }) {
  const { t } = useTranslation("editor");
  const ref = useRef<HTMLCanvasElement>(null);
  const view = useRef<MinimapView | null>(null);
  const cursors = useMemo(() => cursorStore(sync), [sync]);
  const sharing = useViewSharing(sync, editor);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(MINIMAP_WIDTH * ratio);
    canvas.height = Math.round(MINIMAP_HEIGHT * ratio);
    const dots = (): MinimapDot[] =>
      cursors.getLabels().flatMap(({ userId, color }) => {
        const at = cursors.tracker.position(userId);
        return at ? [{ x: at.x, y: at.y, color }] : [];
      });
    const views = () =>
      [...(sharing?.otherViews ?? [])].flatMap(([id, shared]) => {
        const color = sync?.users.find((entry) => entry.id === id)?.user.color;
        const rect = sharedViewRect(shared, editor);
        return color && rect ? [{ rect, color }] : [];
      });
    const minimap = new MinimapView(editor, { width: MINIMAP_WIDTH, height: MINIMAP_HEIGHT, pixelRatio: ratio, ctx: canvas.getContext("2d"), dots, views });
    view.current = minimap;
    const stopCursors = cursors.subscribe(() => minimap.invalidate());
    const stopMoves = cursors.onMove(() => minimap.invalidate());
    const stopViews = sharing?.onViews(() => minimap.invalidate());
    // The page must neither scroll nor zoom (Ctrl + wheel) under the panel; React's wheel
    // listener is passive, hence this one.
    const still = (event: WheelEvent) => event.preventDefault();
    canvas.addEventListener("wheel", still, { passive: false });
    // The editor tells no one of a resize (the sidebar folding, the window): the view's frame
    // changes size with the canvas area this panel floats over, its container's parent.
    const area = canvas.parentElement?.parentElement;
    const resized = area && typeof ResizeObserver !== "undefined" ? new ResizeObserver(() => minimap.invalidate()) : null;
    if (area) resized?.observe(area);
    return () => {
      resized?.disconnect();
      canvas.removeEventListener("wheel", still);
      stopMoves();
      stopViews?.();
      stopCursors();
      minimap.destroy();
      view.current = null;
    };
  }, [editor, cursors, sharing, sync]);

  const at = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={t("minimap.label")}
      data-testid="minimap"
      style={{ width: MINIMAP_WIDTH, height: MINIMAP_HEIGHT }}
      className="pointer-events-auto block cursor-pointer touch-none select-none rounded-lg bg-white/95 shadow-lg ring-1 ring-slate-200"
      onPointerDown={(event) => {
        if (event.button !== 0 || !view.current?.pointerDown(...at(event))) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (view.current?.dragging) view.current.pointerMove(...at(event));
      }}
      onPointerUp={() => view.current?.pointerUp()}
      onPointerCancel={() => view.current?.pointerUp()}
      onLostPointerCapture={() => view.current?.pointerUp()}
    />
  );
}

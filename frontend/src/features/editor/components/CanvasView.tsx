import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import { attachPointer, type PointerCallbacks } from "@/editor/interaction/pointer";

/** The canvas: sized to its box at the screen's pixel ratio, wired to the engine. */
export function CanvasView({ editor, callbacks }: { editor: Editor; callbacks?: PointerCallbacks }) {
  const { t } = useTranslation("editor");
  const ref = useRef<HTMLCanvasElement>(null);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  }, [callbacks]);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    editor.attach(canvas.getContext("2d"));
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(box.width * ratio));
      canvas.height = Math.max(1, Math.round(box.height * ratio));
      editor.resize(box.width, box.height, ratio);
      editor.drawNow();
    };
    fit();
    const observer = typeof ResizeObserver !== "undefined" ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);
    const detach = attachPointer(editor, canvas, {
      onRefused: (reason) => callbacksRef.current?.onRefused?.(reason),
      onRelationCreated: (created) => callbacksRef.current?.onRelationCreated?.(created),
    });
    return () => {
      observer?.disconnect();
      detach();
      editor.attach(null);
    };
  }, [editor]);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={t("canvasLabel")}
      data-testid="diagram-canvas"
      className="block h-full w-full touch-none select-none outline-none"
      tabIndex={0}
    />
  );
}

import { Grid3x3, Keyboard, LayoutGrid, Maximize, Minimize, Redo2, RotateCcw, Scan, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import type { Editor, LevelChoice } from "@/editor/editor";

import { performanceLevel } from "@/editor/render/detail";

import { useEditorCamera, useEditorSnapshot } from "../hooks/useEditor";

function ControlButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** Undo, redo, zoom out/in with the percentage, reset, centre, full screen (001 §2). */
export function FloatingControls({
  editor, fullScreen, onToggleFullScreen, onShowShortcuts, onAutoLayout = null,
}: { editor: Editor; fullScreen: boolean; onToggleFullScreen: () => void; onShowShortcuts: () => void; onAutoLayout?: (() => void) | null }) {
  const { t } = useTranslation("editor");
  const snapshot = useEditorSnapshot(editor);
  const camera = useEditorCamera(editor);
  return (
    // The bar wraps onto more rows when the canvas is narrower than it (a phone): nothing off-screen.
    <div className="pointer-events-none absolute inset-x-2 bottom-4 z-10 flex justify-center">
      <div role="toolbar" aria-label={t("controls.toolbar")}
        className="pointer-events-auto flex max-w-full flex-wrap items-center justify-center gap-1 rounded-xl bg-white/95 p-1 shadow-lg ring-1 ring-slate-200">
        {snapshot.editable ? (
          <>
            <ControlButton label={t("controls.undo")} onClick={() => editor.undo()} disabled={!snapshot.canUndo}><Undo2 className="size-4" /></ControlButton>
            <ControlButton label={t("controls.redo")} onClick={() => editor.redo()} disabled={!snapshot.canRedo}><Redo2 className="size-4" /></ControlButton>
            <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />
          </>
        ) : null}
        <ControlButton label={t("controls.zoomOut")} onClick={() => editor.zoomOut()}><ZoomOut className="size-4" /></ControlButton>
        <output aria-label={t("controls.zoomLevel")} className="w-12 text-center text-xs font-medium tabular-nums text-slate-700">
          {Math.round(camera.scale * 100)}%
        </output>
        <ControlButton label={t("controls.zoomIn")} onClick={() => editor.zoomIn()}><ZoomIn className="size-4" /></ControlButton>
        <ControlButton label={t("controls.zoomReset")} onClick={() => editor.resetZoom()}><RotateCcw className="size-4" /></ControlButton>
        <ControlButton label={t("controls.center")} onClick={() => editor.centerView()}><Scan className="size-4" /></ControlButton>
        <ControlButton label={fullScreen ? t("controls.exitFullScreen") : t("controls.fullScreen")} onClick={onToggleFullScreen}>
          {fullScreen ? <Minimize className="size-4" /> : <Maximize className="size-4" />}
        </ControlButton>
        {onAutoLayout ? <ControlButton label={t("layout.action")} onClick={onAutoLayout}><LayoutGrid className="size-4" /></ControlButton> : null}
        <ControlButton label={t("controls.shortcuts")} onClick={onShowShortcuts}><Keyboard className="size-4" /></ControlButton>
        <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />
        {snapshot.editable ? (
          <button
            type="button"
            aria-pressed={snapshot.snapToGrid}
            aria-label={t("controls.snap")}
            title={t("controls.snap")}
            onClick={() => editor.setSnapToGrid(!snapshot.snapToGrid)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-700"
          >
            <Grid3x3 className="size-4" />
          </button>
        ) : null}
        <select
          aria-label={t("controls.performance")}
          title={t("controls.performance")}
          value={snapshot.levelChoice}
          onChange={(e) => editor.setLevel(e.target.value as LevelChoice)}
          className="h-9 rounded-lg border-0 bg-transparent pr-7 text-xs text-slate-700 hover:bg-slate-100"
        >
          <option value="auto">{t("controls.performanceAuto", { level: t(`levels.${autoLevel(snapshot)}`) })}</option>
          <option value="high-quality">{t("levels.high-quality")}</option>
          <option value="balanced">{t("levels.balanced")}</option>
          <option value="performance">{t("levels.performance")}</option>
        </select>
      </div>
    </div>
  );
}

/** The level the automatic choice gives, whatever is forced now (shown in the "auto" option). */
function autoLevel(snapshot: { doc: { tables: unknown[]; relations: unknown[] } }) {
  return performanceLevel(snapshot.doc.tables.length, snapshot.doc.relations.length);
}

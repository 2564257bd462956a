import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { compareAnnotations, diffAnnotations, isEmptyAnnotationDiff } from "@/editor/diff/annotations";
import { diffDocuments, isEmptyDiff } from "@/editor/diff/diff";
import { compareView, DIFF_COLORS } from "@/editor/diff/display";
import { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { Modal } from "@/shared/ui/Modal";
import { Spinner } from "@/shared/ui/Spinner";

import { CanvasView } from "../components/CanvasView";
import { versionDetailOptions } from "./api";
import { AnnotationChanges } from "../annotations/AnnotationChanges";
import { ChangeList } from "./ChangeList";
import { changeLines } from "./changeList";
import { MigrationDownload } from "./MigrationDownload";
import type { VersionSummary } from "./types";
import { useCanvasTheme } from "../hooks/useCanvasTheme";

/** One side of a comparison: a version, or the diagram as it stands in the editor. */
export type CompareSide = { kind: "current" } | { kind: "version"; id: number };

const sideValue = (side: CompareSide) => (side.kind === "current" ? "current" : String(side.id));
const sideOf = (value: string): CompareSide => (value === "current" ? { kind: "current" } : { kind: "version", id: Number(value) });

function useSideDocument(side: CompareSide, current: DiagramDocument, enabled: boolean) {
  const detail = useQuery({ ...versionDetailOptions(side.kind === "version" ? side.id : 0), enabled: enabled && side.kind === "version" });
  if (side.kind === "current") return { doc: current, pending: false, error: false };
  return { doc: detail.data?.snapshot ?? null, pending: detail.isPending, error: detail.isError };
}

/**
 * Two versions side by side in one canvas (issue 12): the newer drawn with what changed
 * coloured and what was removed put back, a list of every change that reveals it on the
 * canvas, and the migration from one to the other to download.
 */
export function CompareView({ open, onClose, initial, versions, current, projectName }: {
  open: boolean;
  onClose: () => void;
  initial: { before: CompareSide; after: CompareSide };
  versions: VersionSummary[];
  current: DiagramDocument;
  projectName: string;
}) {
  const { t } = useTranslation("versions");
  const [before, setBefore] = useState(initial.before);
  const [after, setAfter] = useState(initial.after);
  const older = useSideDocument(before, current, open);
  const newer = useSideDocument(after, current, open);
  const canvas = useMemo(() => {
    const editor = new Editor();
    editor.setEditable(false);
    return editor;
  }, []);
  useCanvasTheme(canvas);

  const compared = useMemo(() => {
    if (!older.doc || !newer.doc) return null;
    const diff = diffDocuments(older.doc, newer.doc);
    const annotations = diffAnnotations(older.doc, newer.doc);
    const view = compareView(newer.doc, diff);
    return { diff, annotations, view: { ...view, doc: compareAnnotations(view.doc, annotations) }, lines: changeLines(diff, older.doc, newer.doc) };
  }, [older.doc, newer.doc]);

  useEffect(() => {
    if (!compared) return;
    canvas.load(compared.view.doc);
    canvas.setRowMarks(compared.view.rows);
    canvas.setEditable(false);
    // The canvas has its size once laid out.
    const frame = requestAnimationFrame(() => canvas.centerView());
    return () => cancelAnimationFrame(frame);
  }, [canvas, compared]);

  const choices = [
    { value: "current", label: t("compareView.currentDiagram") },
    ...versions.map((v) => ({ value: String(v.id), label: v.name })),
  ];
  const picker = (label: string, side: CompareSide, set: (side: CompareSide) => void) => (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-medium">{label}</span>
      <select className="max-w-56 rounded-lg border border-slate-300 px-2 py-1.5 text-sm" value={sideValue(side)} onChange={(e) => set(sideOf(e.target.value))}>
        {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </select>
    </label>
  );

  const { counts } = compared?.diff ?? { counts: { added: 0, removed: 0, changed: 0 } };
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t("compareView.title")} className="flex h-[92vh] max-w-[96vw] flex-col">
      <div className="mt-3 flex flex-wrap items-center gap-4 border-b border-slate-200 pb-3">
        {picker(t("compareView.older"), before, setBefore)}
        <span aria-hidden>→</span>
        {picker(t("compareView.newer"), after, setAfter)}
        {compared ? <span className="text-sm text-slate-600" data-testid="compare-summary">{t("compareView.summary", { added: t("compareView.added", { count: counts.added }), removed: t("compareView.removed", { count: counts.removed }), changed: t("compareView.changed", { count: counts.changed }) })}</span> : null}
        <span className="ml-auto flex items-center gap-3 text-xs text-slate-600">
          {(["added", "removed", "changed"] as const).map((kind) => (
            <span key={kind} className="inline-flex items-center gap-1">
              <span className="size-3 rounded-sm" style={{ background: DIFF_COLORS[kind] }} aria-hidden />
              {t(`compareView.legend${kind === "added" ? "Added" : kind === "removed" ? "Removed" : "Changed"}`)}
            </span>
          ))}
        </span>
      </div>
      {older.error || newer.error ? (
        <p role="alert" className="py-6 text-sm text-red-700">{t("compareView.loadError")}</p>
      ) : !compared ? (
        <div className="flex flex-1 items-center justify-center"><Spinner label={t("compareView.loading")} /></div>
      ) : (
        <div className="mt-3 flex min-h-0 flex-1 gap-3">
          <aside className="flex w-80 shrink-0 flex-col gap-3 overflow-hidden">
            <MigrationDownload before={older.doc!} after={newer.doc!} projectName={projectName} disabled={isEmptyDiff(compared.diff)} />
            {isEmptyDiff(compared.diff) && isEmptyAnnotationDiff(compared.annotations) ? (
              <p className="text-sm text-slate-600">{t("compareView.same")}</p>
            ) : isEmptyDiff(compared.diff) ? null : (
              <ChangeList lines={compared.lines} onReveal={(tableId) => { canvas.select({ kind: "table", id: tableId }); canvas.reveal(tableId); }} />
            )}
            <AnnotationChanges diff={compared.annotations} />
          </aside>
          <div className="relative min-w-0 flex-1 overflow-hidden rounded-xl border border-slate-200" data-testid="compare-canvas">
            <CanvasView editor={canvas} />
          </div>
        </div>
      )}
    </Modal>
  );
}

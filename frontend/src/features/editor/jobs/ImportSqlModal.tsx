import { Upload } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { isQuotaRefusal } from "@/shared/api/quota";
import { formatSize } from "@/shared/lib/fileSize";
import { useUserEvents } from "@/shared/realtime/RealtimeProvider";
import type { UserEvent } from "@/shared/realtime/userChannel";
import { Button, buttonClasses } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { Modal } from "@/shared/ui/Modal";

import { startImport } from "../api/jobs";
import { editorToast as toast } from "../toasts";
import { dispatchJobEvent, isFor, POLL_MS, settleFromRow, type JobHandlers, type JobProgress } from "./followJob";
import { fileProblem, isDbml } from "./importRules";

type Skipped = { line: number; excerpt: string; reason: string };
type State =
  | { step: "choose" }
  | { step: "uploading"; progress: JobProgress | null }
  | { step: "done"; count: number; skipped: Skipped[]; skippedCount: number }
  | { step: "error"; message: string }
  | { step: "quota"; message: string };

const DIALECTS = ["auto", "mysql", "postgres", "sqlite", "tsql"] as const;

/**
 * The SQL import modal (001 §2, §4): choose a file, options, confirm a replacement, then live
 * progress from the worker (real stages, not a simulated bar), then the result and the skipped
 * statements. It cannot be closed while the import runs.
 */
export function ImportSqlModal({
  open, onClose, projectId, hasTables, beforeImport, onImported,
}: {
  open: boolean;
  onClose: () => void;
  projectId: number;
  hasTables: boolean;
  /** Save pending edits first, so a merge starts from what the user sees. */
  beforeImport: () => Promise<void>;
  /** The server stored the imported diagram at this revision. */
  onImported: (revision: number) => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [merge, setMerge] = useState(false);
  const [autoLayout, setAutoLayout] = useState(true);
  const [snapshotBefore, setSnapshotBefore] = useState(true);
  const [dialect, setDialect] = useState<(typeof DIALECTS)[number]>("auto");
  const [state, setState] = useState<State>({ step: "choose" });
  const follow = useRef<{ jobId: string | null; clientRef: string; done: boolean } | null>(null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setState({ step: "choose" });
    follow.current = null;
  };

  const handlers: JobHandlers = {
    progress: (progress) => setState((s) => (s.step === "uploading" ? { step: "uploading", progress } : s)),
    completed: (data) => {
      if (!follow.current || follow.current.done) return;
      follow.current.done = true;
      const count = Number(data.tables_count ?? 0);
      void onImported(Number(data.revision)).then(() => {
        toast.success(t("sqlImport.success", { count }));
        setState({ step: "done", count, skipped: (data.skipped as Skipped[]) ?? [], skippedCount: Number(data.skipped_count ?? 0) });
      });
    },
    failed: (data) => {
      if (!follow.current || follow.current.done) return;
      follow.current.done = true;
      setState(data.error === "quota_reached"
        ? { step: "quota", message: data.message || t("sqlImport.limitDefault") }
        : { step: "error", message: data.message || t("sqlImport.failed") });
    },
  };
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useUserEvents(useCallback((event: UserEvent) => {
    const current = follow.current;
    if (!current || current.done || !isFor(event, "import", current.jobId, current.clientRef)) return;
    dispatchJobEvent(event, "import", handlersRef.current);
  }, []));

  // Missed events (a dropped socket) are caught up by reading the job row now and then.
  useEffect(() => {
    if (state.step !== "uploading") return;
    const timer = setInterval(() => {
      const jobId = follow.current?.jobId;
      if (jobId && !follow.current?.done) void settleFromRow(jobId, handlersRef.current);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [state.step]);

  function choose(candidate: File | undefined) {
    if (!candidate) return;
    const problem = fileProblem(candidate);
    setFileError(problem ? t(problem === "format" ? "sqlImport.formatError" : "sqlImport.sizeError") : null);
    setFile(problem ? null : candidate);
  }

  async function submit() {
    if (!file) return;
    if (!merge && hasTables) {
      const ok = await confirm({ title: t("sqlImport.confirmTitle"), message: t("sqlImport.confirmBody"), confirmLabel: t("sqlImport.confirmButton"), color: "yellow" });
      if (!ok) return;
    }
    const clientRef = crypto.randomUUID();
    follow.current = { jobId: null, clientRef, done: false };
    setState({ step: "uploading", progress: null });
    try {
      await beforeImport();
      const job = await startImport(projectId, { file, merge, autoLayout, dialect: dialect === "auto" || isDbml(file.name) ? "" : dialect, clientRef, snapshotBefore: hasTables && snapshotBefore });
      if (follow.current) follow.current.jobId = job.id;
      // In the embedded mode the import already ran before this answer: read its outcome.
      if (job.status === "succeeded" || job.status === "failed") await settleFromRow(job.id, handlersRef.current);
    } catch (error) {
      follow.current = null;
      if (isQuotaRefusal(error)) setState({ step: "quota", message: error.body?.message || t("sqlImport.limitDefault") });
      else setState({ step: "error", message: messageOf(error, t("sqlImport.failed")) });
    }
  }

  const busy = state.step === "uploading";
  const progress = state.step === "uploading" ? state.progress : null;
  const stageText = progress
    ? t(`sqlImport.stages.${progress.stage as "reading"}`, { done: progress.done, total: progress.total })
    : t("sqlImport.stages.uploading");

  return (
    <Modal open={open} dismissible={!busy} onOpenChange={(next) => { if (!next && !busy) { reset(); onClose(); } }} title={t("sqlImport.title")} className="max-w-lg">
      {state.step === "quota" ? (
        <div role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="font-semibold text-amber-900">{t("sqlImport.limitTitle")}</p>
          <p className="mt-1 text-sm text-amber-800">{state.message}</p>
          <Link to="/pricing" className={buttonClasses("primary", "sm") + " mt-3"}>{t("sqlImport.seePlans")}</Link>
        </div>
      ) : state.step === "done" ? (
        <div className="mt-4 space-y-3">
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">{t("sqlImport.success", { count: state.count })}</p>
          {state.skippedCount > 0 ? (
            <details open className="text-sm">
              <summary className="cursor-pointer font-medium text-slate-800">{t("sqlImport.skippedTitle", { count: state.skippedCount })}</summary>
              <ul className="mt-2 max-h-48 space-y-1.5 overflow-y-auto text-xs">
                {state.skipped.map((skip, i) => (
                  <li key={i} className="rounded bg-slate-50 px-2 py-1">
                    <span className="font-semibold">{t("sqlImport.skippedLine", { line: skip.line })}</span> — {skip.reason}
                    <code className="mt-0.5 block truncate text-slate-500">{skip.excerpt}</code>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="flex justify-end"><Button onClick={() => { reset(); onClose(); }}>{t("sqlImport.close")}</Button></div>
        </div>
      ) : busy ? (
        <div className="mt-6 space-y-2">
          <p className="text-sm text-slate-700">{stageText}</p>
          <div role="progressbar" aria-label={t("sqlImport.progressLabel")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress?.percent ?? 0} className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress?.percent ?? 2}%` }} />
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <button
            type="button"
            onClick={() => input.current?.click()}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={(e: DragEvent) => { e.preventDefault(); choose(e.dataTransfer.files?.[0]); }}
            className="flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-brand-500 hover:bg-brand-50"
          >
            <Upload className="size-6 text-slate-500" aria-hidden />
            <span className="text-sm font-medium text-slate-800">{file ? t("sqlImport.chosen", { name: file.name, size: formatSize(file.size) }) : t("sqlImport.drop")}</span>
            <span className="text-xs text-slate-500">{t("sqlImport.dropHint")}</span>
          </button>
          <input ref={input} type="file" accept=".sql,.txt,.dbml" aria-label={t("sqlImport.fileLabel")} className="hidden" onChange={(e) => { choose(e.target.files?.[0]); e.target.value = ""; }} />
          {fileError ? <p role="alert" className="text-sm text-red-600">{fileError}</p> : null}
          {state.step === "error" ? <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{state.message}</p> : null}
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={merge} onChange={(e) => setMerge(e.target.checked)} className="mt-0.5" />
            <span>{t("sqlImport.merge")}<span className="block text-xs text-slate-500">{t("sqlImport.mergeHint")}</span></span>
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={autoLayout} onChange={(e) => setAutoLayout(e.target.checked)} />
            {t("sqlImport.autoLayout")}
          </label>
          {hasTables ? (
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={snapshotBefore} onChange={(e) => setSnapshotBefore(e.target.checked)} className="mt-0.5" />
              <span>{t("sqlImport.snapshotBefore")}<span className="block text-xs text-slate-500">{t("sqlImport.snapshotBeforeHint")}</span></span>
            </label>
          ) : null}
          {file && isDbml(file.name) ? null : <label className="flex items-center gap-2 text-sm text-slate-700">
            {t("sqlImport.dialect")}
            <select value={dialect} onChange={(e) => setDialect(e.target.value as (typeof DIALECTS)[number])} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
              {DIALECTS.map((d) => <option key={d} value={d}>{t(`sqlImport.dialects.${d}`)}</option>)}
            </select>
          </label>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => { reset(); onClose(); }}>{t("sqlImport.cancel")}</Button>
            <Button onClick={() => void submit()} disabled={!file}>{t("sqlImport.submit")}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

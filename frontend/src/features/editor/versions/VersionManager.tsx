import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";

import type { Editor } from "@/editor/editor";
import { isQuotaRefusal } from "@/shared/api/quota";
import { buttonClasses } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { Modal } from "@/shared/ui/Modal";
import { Spinner } from "@/shared/ui/Spinner";

import { useEditorSnapshot } from "../hooks/useEditor";
import type { LiveSession } from "../live/liveSession";
import { editorToast as toast } from "../toasts";
import { createVersion, deleteVersion, restoreVersion, useVersionList, versionDetailOptions, versionsKey } from "./api";
import { CreateVersionForm } from "./CreateVersionForm";
import { differsFrom, unsavedByRevision } from "./currentVersion";
import type { VersionSummary } from "./types";
import { VersionTimeline } from "./VersionTimeline";

type Tab = "history" | "create";

type ManagerProps = {
  open: boolean;
  onClose: () => void;
  projectId: number;
  editor: Editor;
  live: LiveSession | null;
  canEdit: boolean;
  /** Compare a version with the diagram as it stands. */
  onCompare: (version: VersionSummary) => void;
};

/**
 * The version manager (001 §2, §4): the history with the current version badged, restore with
 * its confirmation, details, the create form and, at the plan's limit, the limit box. Closing
 * resets the form. A restore is stored by the server as one change every collaborator receives;
 * this tab waits to hold it before closing.
 */
export function VersionManager({ open, onClose, projectId, editor, live, canEdit, onCompare }: ManagerProps) {
  const { t } = useTranslation("versions");
  const [tab, setTab] = useState<Tab>("history");
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const list = useVersionList(projectId, open);
  const { doc } = useEditorSnapshot(editor);
  const versions = list.data ?? [];
  const newest = versions[0];
  const byRevision = open ? unsavedByRevision(newest, live ? { revision: live.sync.revision, pending: live.sync.pendingCount } : null) : true;
  const newestDetail = useQuery({ ...versionDetailOptions(newest?.id ?? 0), enabled: open && byRevision === null && newest?.status === "ready" });
  const unsaved = byRevision ?? (newestDetail.data ? differsFrom(newestDetail.data.snapshot, doc) : true);
  const currentId = !unsaved && newest ? newest.id : null;

  const failed = open && list.isError;
  useEffect(() => {
    if (failed) toast.error(t("loadError"));
  }, [failed, t]);

  const close = () => {
    if (restoringId !== null || saving) return;
    setTab("history");
    setLimit(null);
    setFormKey((k) => k + 1);
    onClose();
  };
  const reload = () => queries.invalidateQueries({ queryKey: versionsKey(projectId) });

  async function create(name: string, description: string) {
    setSaving(true);
    try {
      // What the user sent goes first, so the version is the diagram the server holds too.
      await live?.drain().catch(() => undefined);
      const version = await createVersion(projectId, name, description, editor.document);
      queries.setQueryData<VersionSummary[]>(versionsKey(projectId), (old) => [version, ...(old ?? []).filter((v) => v.id !== version.id)]);
      toast.success(t("created", { name: version.name }));
      setTab("history");
      setFormKey((k) => k + 1);
    } catch (error) {
      if (isQuotaRefusal(error)) setLimit(error.body?.message || t("limitDefault"));
      else toast.error(t("createError"));
    } finally {
      setSaving(false);
    }
  }

  async function restore(version: VersionSummary) {
    const ok = await confirm({
      title: t("restoreTitle"),
      message: (
        <>
          <span className="block">{t("restoreBody", { name: version.name })}</span>
          {unsaved ? <span className="mt-2 block font-medium text-amber-700">{t("restoreUnsaved")}</span> : null}
        </>
      ),
      confirmLabel: t("restoreConfirm"),
      color: "blue",
    });
    if (!ok) return;
    setRestoringId(version.id);
    try {
      await live?.drain().catch(() => undefined);
      const result = await restoreVersion(version.id);
      if (live) await live.reach(result.project.revision);
      else editor.load(result.project.schema as never);
      editor.centerView();
      toast.success(t("restored", { name: version.name }));
      if (result.autosaved) toast.info(t("autosaved", { name: result.autosaved.name }));
      await reload();
      setRestoringId(null);
      close();
    } catch (error) {
      setRestoringId(null);
      // A version larger than the plan allows (tables per diagram): say why, and where to go.
      if (isQuotaRefusal(error)) {
        toast.errorWithAction(error.body?.message || t("limitDefault"), { label: t("seePlans"), onClick: () => void navigate("/pricing") });
      } else toast.error(t("restoreError"));
    }
  }

  async function remove(version: VersionSummary) {
    const ok = await confirm({ title: t("removeTitle"), message: t("removeBody", { name: version.name }), confirmLabel: t("removeConfirm"), color: "red" });
    if (!ok) return;
    try {
      await deleteVersion(version.id);
      queries.setQueryData<VersionSummary[]>(versionsKey(projectId), (old) => (old ?? []).filter((v) => v.id !== version.id));
      setLimit(null);
      toast.success(t("removed"));
    } catch {
      toast.error(t("removeError"));
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} dismissible={restoringId === null && !saving} title={t("title")} className="max-w-2xl">
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List className="mt-4 flex gap-1 border-b border-slate-200" aria-label={t("title")}>
          <Tabs.Trigger value="history" className={tabClass}>{t("tabs.history")}</Tabs.Trigger>
          {canEdit ? <Tabs.Trigger value="create" className={tabClass}>{t("tabs.create")}</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="history">
          {list.isPending ? (
            <div className="py-10"><Spinner label={t("loading")} /></div>
          ) : list.isError ? (
            <p className="py-6 text-sm text-red-700">{t("loadError")}</p>
          ) : (
            <VersionTimeline versions={versions} currentId={currentId} canEdit={canEdit} busyId={restoringId}
              onRestore={(v) => void restore(v)} onCompare={(v) => { close(); onCompare(v); }} onDelete={(v) => void remove(v)} />
          )}
        </Tabs.Content>
        {canEdit ? (
          <Tabs.Content value="create">
            {limit !== null ? (
              <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
                <p className="font-semibold text-amber-900">{t("limitTitle")}</p>
                <p className="mt-1 text-sm text-amber-800">{limit}</p>
                <p className="mt-1 text-xs text-amber-700">{t("limitHint")}</p>
                <div className="mt-3 flex gap-2">
                  <Link to="/pricing" className={buttonClasses("primary", "sm")}>{t("seePlans")}</Link>
                  <button type="button" className={buttonClasses("secondary", "sm")} onClick={() => { setLimit(null); setTab("history"); }}>{t("backToHistory")}</button>
                </div>
              </div>
            ) : (
              <CreateVersionForm key={formKey} saving={saving} onSubmit={(name, description) => void create(name, description)} />
            )}
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Modal>
  );
}

const tabClass =
  "-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

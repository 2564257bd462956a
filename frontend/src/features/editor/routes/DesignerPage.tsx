import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { Editor } from "@/editor/editor";
import { handleShortcut, type ShortcutContext } from "@/editor/interaction/shortcuts";
import { useSession } from "@/shared/auth/useSession";
import { Spinner } from "@/shared/ui/Spinner";
import { editorToast as toast } from "../toasts";

import { Sidebar } from "../sidebar";
import { replaceDocument } from "@/editor/actions";
import type { DiagramDocument } from "@/editor/model/types";
import { api, unwrap } from "@/shared/api/client";

import { useOpenDiagram, type OpenedDiagram } from "../api/project";
import { ImportSqlModal } from "../jobs/ImportSqlModal";
import { useAutoLayout } from "../jobs/useAutoLayout";
import { CanvasView } from "../components/CanvasView";
import { ExportMenu, exportJson, exportPng } from "../components/ExportMenu";
import { FileMenu } from "../components/FileMenu";
import { FloatingControls } from "../components/FloatingControls";
import { ProjectName } from "../components/ProjectName";
import { RelationPopup } from "../components/RelationPopup";
import { SaveIndicator } from "../components/SaveIndicator";
import { ShareMenu } from "../components/ShareMenu";
import { ShortcutsHelp } from "../components/ShortcutsHelp";
import { useDesignerSession } from "../saving/useDesignerSession";

export type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: { id: number; name: string; access: "owner" | "admin" | "editor" | "viewer"; public_by_link: boolean };
};

/** The loader gives up after 5 s (001 §4) so a slow start never hides the screen for ever. */
const LOADER_LIMIT_MS = 5000;

/**
 * /projects/{id}: the diagram designer. React wires the engine to the screen; every editing rule
 * lives in src/editor. The global header and footer are hidden here (spec 000 §2).
 */
export function DesignerPage({ ShareDialog, accountMenu }: { ShareDialog?: ComponentType<ShareDialogProps>; accountMenu?: ReactNode }) {
  const { projectId } = useParams();
  const id = Number(projectId);
  const { access } = useSession();
  const query = useOpenDiagram(id, Boolean(access));
  if (!Number.isInteger(id) || query.data?.kind === "missing") return <NotFound />;
  return <Designer key={`${id}:${Boolean(access)}`} id={id} opened={query.data} loadError={query.isError} ShareDialog={ShareDialog} accountMenu={accountMenu} />;
}

function NotFound() {
  const { t } = useTranslation("editor");
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
      <Link to="/projects" className="mt-6 inline-block text-brand-600 hover:underline">← {t("back")}</Link>
    </div>
  );
}

function Designer({
  id, opened, loadError, ShareDialog, accountMenu,
}: { id: number; opened: OpenedDiagram | undefined; loadError: boolean; ShareDialog?: ComponentType<ShareDialogProps>; accountMenu?: ReactNode }) {
  const { t } = useTranslation("editor");
  const { access } = useSession();
  const editor = useMemo(() => new Editor(), []);
  const root = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [loaderExpired, setLoaderExpired] = useState(false);
  const state = useDesignerSession(editor, id, opened, loadError);

  useEffect(() => {
    // A handle for the benchmark and browser tests, which drive and measure the engine.
    (window as unknown as { __relataEditor?: Editor }).__relataEditor = editor;
  }, [editor]);

  useEffect(() => {
    const timer = setTimeout(() => setLoaderExpired(true), LOADER_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void root.current?.requestFullscreen?.().catch(() => undefined);
    setFullScreen((on) => !on);
  }, []);

  useEffect(() => {
    const sync = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  const name = state.name;
  const saver = state.saver;
  const saveNow = useMemo(() => (saver ? async () => {
    await saver.flush();
    const status = saver.lastStatus.state;
    if (status === "saved" || status === "idle") toast.success(t("save.success"));
    else toast.error(t("save.error"));
  } : null), [saver, t]);
  const flush = useCallback(async () => {
    await saver?.flush();
  }, [saver]);
  const autoLayout = useAutoLayout(editor, id, flush);
  const canLayout = state.editable && Boolean(state.member);

  /** The server stored an import: take its document as one undoable step, not saved again. */
  const applyServerDocument = useCallback(async (revision: number) => {
    const project = await unwrap(api.GET("/api/projects/{project_id}", { params: { path: { project_id: id } } }));
    editor.dispatch(replaceDocument(editor.document, project.schema as unknown as DiagramDocument, t("sqlImport.title")), "server");
    saver?.rebase(revision ?? project.revision);
    editor.centerView();
  }, [editor, id, saver, t]);

  const signedIn = Boolean(access);
  const shortcutContext: ShortcutContext = useMemo(() => ({
    editor,
    save: saveNow ? () => void saveNow() : undefined,
    // Exports are for signed-in users, as the Export button is (001 §2, §6): no shortcut around it.
    exportPng: signedIn ? () => void exportPng(editor, name, t) : undefined,
    exportJson: signedIn ? () => exportJson(editor, name, false) : undefined,
    toggleFullScreen,
    toggleHelp: () => setHelpOpen((open) => !open),
    autoLayout: canLayout ? () => void autoLayout() : undefined,
  }), [editor, saveNow, signedIn, name, t, toggleFullScreen, canLayout, autoLayout]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (helpOpen && event.key !== "?" && !(event.key === "/" && (event.ctrlKey || event.metaKey))) return;
      if (handleShortcut(event, shortcutContext)) event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcutContext, helpOpen]);

  if (!state.ready) {
    return (
      <div className="flex h-screen items-center justify-center">
        {loaderExpired ? null : <Spinner label={t("loading")} />}
      </div>
    );
  }

  const showSidebar = signedIn && !fullScreen;
  const project = state.member;
  return (
    <div ref={root} className="flex h-screen flex-col bg-slate-50">
      {fullScreen ? null : (
        <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3">
          {signedIn ? (
            <Link to="/projects" className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100">
              <ArrowLeft className="size-4" aria-hidden /> {t("back")}
            </Link>
          ) : null}
          <FileMenu editor={editor} onSaveNow={saveNow ? () => void saveNow() : null} onImportSql={canLayout ? () => setImportOpen(true) : null} />
          <ProjectName projectId={id} name={name} editable={state.editable && Boolean(project)} />
          {!state.editable ? <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t("readOnly")}</span> : null}
          <div className="ml-2 min-w-0 flex-1"><SaveIndicator saver={state.saver} /></div>
          <div data-testid="collaborators" className="flex -space-x-2" />
          {project ? (
            <ShareMenu
              projectId={id}
              isPublic={project.public_by_link}
              canShare={project.access === "owner" || project.access === "admin"}
              inviteSlot={ShareDialog && project.access !== "viewer" ? (
                <button type="button" className="text-sm font-medium text-brand-600 hover:underline" onClick={() => setShareOpen(true)}>{t("share.invite")}</button>
              ) : null}
            />
          ) : null}
          {signedIn ? <ExportMenu editor={editor} projectName={name} /> : null}
          {signedIn ? accountMenu : null}
        </header>
      )}
      {state.localOnly ? <p role="alert" className="bg-amber-50 px-4 py-2 text-sm text-amber-800">{t("localOnlyBanner")}</p> : null}
      <div className="flex min-h-0 flex-1">
        {showSidebar ? <Sidebar editor={editor} /> : null}
        <main className="relative min-w-0 flex-1">
          <CanvasView editor={editor} callbacks={{ onRefused: () => toast.error(t("relations.sameTable")) }} />
          <RelationPopup editor={editor} />
          <FloatingControls editor={editor} fullScreen={fullScreen} onToggleFullScreen={toggleFullScreen} onShowShortcuts={() => setHelpOpen(true)} onAutoLayout={canLayout ? () => void autoLayout() : null} />
        </main>
      </div>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} context={shortcutContext} />
      {canLayout ? (
        <ImportSqlModal
          open={importOpen}
          onClose={() => setImportOpen(false)}
          projectId={id}
          hasTables={editor.document.tables.length > 0}
          beforeImport={flush}
          onImported={applyServerDocument}
        />
      ) : null}
      {ShareDialog && project && project.access !== "viewer" ? (
        <ShareDialog open={shareOpen} onOpenChange={setShareOpen} project={{ id, name, access: project.access, public_by_link: project.public_by_link }} />
      ) : null}
    </div>
  );
}

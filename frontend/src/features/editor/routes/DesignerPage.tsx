import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router";

import { Editor } from "@/editor/editor";
import { handleShortcut, type ShortcutContext } from "@/editor/interaction/shortcuts";
import { loginPathFor } from "@/shared/auth/redirect";
import { useSession } from "@/shared/auth/useSession";
import { buttonClasses } from "@/shared/ui/Button";
import { Spinner } from "@/shared/ui/Spinner";
import { editorToast as toast } from "../toasts";

import type { DiagramSync, SocketLike } from "@/editor/sync/diagramSync";
import { Sidebar } from "../sidebar";

import { useOpenDiagram, type OpenedDiagram } from "../api/project";
import { ImportSqlModal } from "../jobs/ImportSqlModal";
import { useAutoLayout } from "../jobs/useAutoLayout";
import { CanvasView } from "../components/CanvasView";
import { CollaboratorAvatars, RemoteCursors } from "../presence";
import { ConnectionStatus } from "../components/ConnectionStatus";
import { ExportMenu, exportJson, exportPng } from "../components/ExportMenu";
import { FileMenu } from "../components/FileMenu";
import { FloatingControls } from "../components/FloatingControls";
import { Minimap } from "../minimap/Minimap";
import { ProjectName } from "../components/ProjectName";
import { RelationPopup } from "../components/RelationPopup";
import { AnnotationPopup } from "../annotations/AnnotationPopup";
import { AnnotationToolbar } from "../annotations/AnnotationToolbar";
import { InPlaceEditor } from "../annotations/InPlaceEditor";
import { SaveIndicator } from "../components/SaveIndicator";
import { ShareMenu } from "../components/ShareMenu";
import { ShortcutsHelp } from "../components/ShortcutsHelp";
import { useLiveActions } from "../live/useLiveActions";
import { useLiveState } from "../live/useLiveState";
import { useDesignerSession } from "../saving/useDesignerSession";
import { relationCreatedMessage } from "../relations";
import { useVersionList } from "../versions/api";
import { CompareView, type CompareSide } from "../versions/CompareView";
import { VersionManager } from "../versions/VersionManager";
import { useCanvasTheme } from "../hooks/useCanvasTheme";

export type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: {
    id: number; name: string; access: "owner" | "admin" | "editor" | "viewer"; public_by_link: boolean;
    public_key: string | null; visibility: "private" | "team" | "public";
  };
};

/** The loader gives up after 5 s (001 §4) so a slow start never hides the screen for ever. */
const LOADER_LIMIT_MS = 5000;

type DesignerProps = {
  ShareDialog?: ComponentType<ShareDialogProps>;
  accountMenu?: ReactNode;
  /** The diagram socket; a browser WebSocket by default (tests pass a fake one). */
  openSocket?: (url: string) => SocketLike;
};

/**
 * /projects/{id}: the diagram designer. React wires the engine to the screen; every editing rule
 * lives in src/editor. The global header and footer are hidden here (spec 000 §2).
 */
export function DesignerPage({ ShareDialog, accountMenu, openSocket }: DesignerProps) {
  const { projectId } = useParams();
  const id = Number(projectId);
  const { access } = useSession();
  // A diagram shared by link opens with the key its link carries (/projects/{id}?key=…).
  const [search] = useSearchParams();
  const linkKey = search.get("key");
  const query = useOpenDiagram(id, Boolean(access), linkKey);
  if (!Number.isInteger(id) || query.data?.kind === "missing") return <NotFound signedIn={Boolean(access)} />;
  return <Designer key={`${id}:${Boolean(access)}:${linkKey ?? ""}`} id={id} linkKey={linkKey} opened={query.data} loadError={query.isError} ShareDialog={ShareDialog} accountMenu={accountMenu} openSocket={openSocket} />;
}

/** A visitor (or a lapsed session) may be missing a private diagram only for want of signing in:
 * they are asked to, and come back to this very address afterwards. */
function NotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("editor");
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{signedIn ? t("notFound.body") : t("privateLink.body", { ns: "auth" })}</p>
      {signedIn ? (
        <Link to="/projects" className="mt-6 inline-block text-brand-600 hover:underline">← {t("back")}</Link>
      ) : (
        <Link to={loginPathFor(location)} className={buttonClasses("primary", "md") + " mt-6"}>
          {t("privateLink.signIn", { ns: "auth" })}
        </Link>
      )}
    </div>
  );
}

function Designer({
  id, linkKey, opened, loadError, ShareDialog, accountMenu, openSocket,
}: DesignerProps & { id: number; linkKey: string | null; opened: OpenedDiagram | undefined; loadError: boolean }) {
  const { t } = useTranslation("editor");
  const { access } = useSession();
  const editor = useMemo(() => new Editor(), []);
  useCanvasTheme(editor);
  const root = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [comparing, setComparing] = useState<{ before: CompareSide; after: CompareSide } | null>(null);
  const [loaderExpired, setLoaderExpired] = useState(false);
  const state = useDesignerSession(editor, id, opened, loadError, { openSocket, linkKey });
  const live = useLiveState(state.store);
  const canEdit = live.canEdit === true && !live.denied;
  const readOnly = !state.store || live.canEdit === false;

  useEffect(() => {
    // Handles for the benchmark and browser tests, which drive and measure the engine.
    const handles = window as unknown as { __relataEditor?: Editor; __relataSync?: DiagramSync | null };
    handles.__relataEditor = editor;
    handles.__relataSync = state.sync;
  }, [editor, state.sync]);

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
  const { saveNow, flush, importJson, beforeSqlImport, afterSqlImport } = useLiveActions(editor, id, state.live, canEdit);
  const autoLayout = useAutoLayout(editor, id, flush);
  const canLayout = canEdit && Boolean(state.member);

  const signedIn = Boolean(access);
  const compareVersions = useVersionList(id, comparing !== null);
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
  // Only those who administer a diagram share it: its link, invitations (web/projects/grants.py).
  const canShare = project?.access === "owner" || project?.access === "admin";
  return (
    <div ref={root} className="flex h-screen flex-col bg-slate-50">
      {fullScreen ? null : (
        // On a phone the labels give way to their icons and the bar wraps rather than run off.
        <header className="flex min-h-14 shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-3 py-2 sm:h-14 sm:flex-nowrap sm:py-0">
          {signedIn ? (
            <Link to="/projects" className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100">
              <ArrowLeft className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("back")}</span>
            </Link>
          ) : null}
          <FileMenu editor={editor} onSaveNow={saveNow ? () => void saveNow() : null} onImportSql={canLayout ? () => setImportOpen(true) : null}
            onVersions={signedIn && state.member ? () => setVersionsOpen(true) : null} onImportJson={importJson} />
          <ProjectName projectId={id} name={name} editable={canEdit && Boolean(project)} />
          {readOnly ? <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t("readOnly")}</span> : null}
          <ConnectionStatus store={state.store} />
          <div className="ml-2 min-w-0 flex-1"><SaveIndicator store={state.store} /></div>
          <CollaboratorAvatars sync={state.sync} editor={editor} />
          {project ? (
            <ShareMenu
              projectId={id}
              isPublic={project.public_by_link}
              publicKey={project.public_key}
              openById={project.visibility === "public"}
              canShare={canShare}
              name={name}
              inviteSlot={ShareDialog && canShare ? (
                <button type="button" className="text-sm font-medium text-brand-600 hover:underline" onClick={() => setShareOpen(true)}>{t("share.invite")}</button>
              ) : null}
            />
          ) : null}
          {signedIn ? <ExportMenu editor={editor} projectName={name} /> : null}
          {accountMenu}
        </header>
      )}
      {state.localOnly ? <p role="alert" className="bg-amber-50 px-4 py-2 text-sm text-amber-800">{t("localOnlyBanner")}</p> : null}
      {live.denied ? (
        <p role="alert" className="bg-red-50 px-4 py-2 text-sm text-red-800">{t(live.denied === "access" ? "live.accessLost" : "live.documentTooLarge")}</p>
      ) : null}
      {/* On a phone the sidebar sits above the canvas: beside it, it would leave the canvas a strip. */}
      <div className="flex min-h-0 flex-1 flex-col sm:flex-row">
        {showSidebar ? <Sidebar editor={editor} /> : null}
        <main className="relative min-w-0 flex-1">
          <CanvasView editor={editor} callbacks={{ onRefused: () => toast.error(t("relations.sameTable")), onRelationCreated: (created) => toast.info(relationCreatedMessage(created, t)) }} />
          <RemoteCursors sync={state.sync} editor={editor} />
          <RelationPopup editor={editor} />
          <AnnotationToolbar editor={editor} />
          <AnnotationPopup editor={editor} />
          <InPlaceEditor editor={editor} />
          <Minimap editor={editor} sync={state.sync} />
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
          beforeImport={beforeSqlImport}
          onImported={afterSqlImport}
        />
      ) : null}
      {signedIn && project ? (
        <VersionManager open={versionsOpen} onClose={() => setVersionsOpen(false)} projectId={id} editor={editor} live={state.live} canEdit={canEdit}
          onCompare={(version) => setComparing({ before: { kind: "version", id: version.id }, after: { kind: "current" } })} />
      ) : null}
      {comparing ? (
        <CompareView open onClose={() => setComparing(null)} initial={comparing} versions={compareVersions.data ?? []} current={editor.document} projectName={name} />
      ) : null}
      {ShareDialog && project && canShare ? (
        <ShareDialog open={shareOpen} onOpenChange={setShareOpen} project={{ id, name, access: project.access, public_by_link: project.public_by_link, public_key: project.public_key, visibility: project.visibility }} />
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import type { Editor } from "@/editor/editor";
import { PALETTE } from "@/editor/model/constants";
import { emptyDocument } from "@/editor/model/types";
import type { DiagramSync, SocketLike } from "@/editor/sync/diagramSync";
import { session } from "@/shared/auth/session";

import { postCommand } from "../api/commands";
import { fetchLiveDocument, type OpenedDiagram, type ProjectDetail } from "../api/project";
import { LiveSession, documentOf, type LiveNotices } from "../live/liveSession";
import type { LiveStore } from "../live/liveState";
import { LocalOnlySession } from "../live/localOnly";
import { liveTokens } from "../live/token";
import { editorToast as toast } from "../toasts";
import { readLocal, recoveryFor } from "./localCopy";

export interface DesignerSession {
  ready: boolean;
  name: string;
  member: ProjectDetail | null;
  /** The live session (members and visitors), null on the local-only canvas. */
  live: LiveSession | null;
  /** The live session's client, for the presence UI (avatars, cursors). */
  sync: DiagramSync | null;
  /** Save and connection state, live or local-only. */
  store: LiveStore | null;
  /** The server could not be reached at start: the canvas runs on the local copy. */
  localOnly: boolean;
}

const EDIT_LEVELS = new Set(["owner", "admin", "editor"]);
const NOT_READY: DesignerSession = { ready: false, name: "", member: null, live: null, sync: null, store: null, localOnly: false };

/** Who joins (advisory: the server takes the account's name); a colour of the palette per user. */
function liveUser(visitorName: string) {
  const user = session.get().user;
  const index = user ? Math.abs(Number(user.id) || 0) % PALETTE.length : Math.floor(Math.random() * PALETTE.length);
  return { id: user?.id ?? null, name: user?.username ?? visitorName, color: PALETTE[index].color };
}

export interface SessionOptions {
  /** The diagram socket (tests pass a fake); a browser WebSocket by default. */
  openSocket?: (url: string) => SocketLike;
  /** The public link's key a visitor came with (`?key=`): it opens a diagram shared by link. */
  linkKey?: string | null;
}

/**
 * Opens the diagram in the editor and keeps it live: a member or a visitor joins the diagram's
 * socket, edits go out as commands and collaborators' come in (the server saves). When the
 * server cannot be reached at start, the local copy opens in a local-only canvas (001 §4).
 */
export function useDesignerSession(editor: Editor, projectId: number, opened: OpenedDiagram | undefined, loadError: boolean, options: SessionOptions = {}): DesignerSession {
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  // Read when a toast's button is clicked: a new navigate function must not reopen the session.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [state, setState] = useState<DesignerSession>(NOT_READY);
  const { openSocket, linkKey = null } = options;

  useEffect(() => {
    const notices: LiveNotices = {
      commandError: ({ error, message }) => {
        if (error === "quota_reached") toast.errorWithAction(message || t("live.quota"), { label: t("sqlImport.seePlans"), onClick: () => void navigateRef.current("/pricing") });
        else toast.error(error === "too_large" ? t("live.tooLarge") : message || t("live.refused"));
      },
      accessChanged: (canEdit) => (canEdit ? toast.info(t("live.editable")) : toast.error(t("live.readOnlyNow"))),
      denied: (kind) => toast.error(kind === "access" ? t("live.accessLost") : t("live.documentTooLarge")),
      recovered: () => toast.info(t("recovery.recovered")),
      staleCopy: () => toast.info(t("recovery.stale")),
    };
    let next: DesignerSession | null = null;
    let live: LiveSession | null = null;
    let local: LocalOnlySession | null = null;
    if (opened?.kind === "member" || opened?.kind === "public") {
      const member = opened.kind === "member" ? opened.project : null;
      const schema = member ? member.schema : opened.kind === "public" ? opened.schema : null;
      const doc = documentOf(schema) ?? emptyDocument();
      const revision = member ? member.revision : opened.kind === "public" ? opened.revision : undefined;
      editor.load(doc);
      const canEditHint = member ? EDIT_LEVELS.has(member.access) : false;
      const readDocument = async () => {
        const read = await fetchLiveDocument(projectId, Boolean(member), linkKey);
        return { doc: documentOf(read.schema) ?? emptyDocument(), revision: read.revision };
      };
      live = new LiveSession({
        editor, projectId, notices, openSocket, canEditHint, linkKey,
        user: liveUser(t("live.visitor")),
        tokens: liveTokens(),
        initial: revision === undefined ? undefined : { doc, revision },
        // Without a revision the fetched copy could not be followed: a join error says so instead.
        fetchDocument: revision === undefined ? undefined : readDocument,
        postCommand: member ? (request) => postCommand(projectId, request) : undefined,
        signedIn: () => session.isSignedIn(),
        recovery: member && canEditHint ? recoveryFor(readLocal(projectId), member.revision) : { kind: "none" },
        recoveryName: t("recovery.commandName"),
      });
      live.start();
      next = { ready: true, name: member?.name ?? (opened.kind === "public" ? opened.name : ""), member, live, sync: live.sync, store: live.store, localOnly: false };
      editor.fitOnOpen();
    } else if (loadError) {
      const entry = readLocal(projectId);
      if (entry?.doc) {
        local = new LocalOnlySession(editor, projectId, { ...entry, doc: entry.doc });
        editor.fitOnOpen();
        toast.error(t("recovery.failed"));
        next = { ...NOT_READY, ready: true, store: local.store, localOnly: true };
      } else if (entry) {
        // Too large to keep whole in the browser: its pending edits wait there for the server.
        toast.error(t("recovery.tooLarge", { count: entry.pending?.length ?? 0 }));
        editor.load(emptyDocument());
        editor.setEditable(false);
        next = { ...NOT_READY, ready: true, localOnly: true };
      } else {
        toast.error(t("recovery.impossible"));
        editor.load(emptyDocument());
        editor.setEditable(false);
        next = { ...NOT_READY, ready: true, localOnly: true };
      }
    }
    // The editor is an external store loaded here; the screen state follows what was loaded.
    if (next) setState(next);
    const flush = () => {
      live?.flushLocal();
      local?.flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    // Reloading keeps pending edits (local copy), but closing leaves them unsent until next time.
    const warn = (event: BeforeUnloadEvent) => {
      flush();
      if ((live?.sync.pendingCount ?? 0) > 0) event.preventDefault();
    };
    // 001 §4 on leaving: force_save, then the socket closes. A page kept in the back-forward cache
    // comes back with `pageshow` and joins again.
    const onPageHide = () => {
      flush();
      live?.sync.forceSave().catch(() => undefined);
      live?.sync.stop();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) live?.start();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("beforeunload", warn);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("beforeunload", warn);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      live?.dispose();
      local?.dispose();
    };
  }, [editor, projectId, opened, loadError, openSocket, linkKey, t]);

  return state;
}

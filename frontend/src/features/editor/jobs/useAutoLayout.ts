import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";

import { command, type Command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import { useUserEvents } from "@/shared/realtime/RealtimeProvider";
import type { UserEvent } from "@/shared/realtime/userChannel";
import { messageOf } from "@/shared/api/errors";

import { requestLayout } from "../api/jobs";
import { processingStore } from "../sidebar";
import { editorToast as toast } from "../toasts";
import { dispatchJobEvent, isFor } from "./followJob";
import { layoutVerdict, type LayoutQuality } from "./layoutVerdict";

/** From this many tables a layout keeps the arrangement it replaces as an automatic version
 * (smaller ones are laid out in a moment, and undo is enough). 001 §9: 30 tables. */
export const LAYOUT_SNAPSHOT_FROM = 30;

type Positions = Record<string, { x: number; y: number }>;
type AreaPlaces = Record<string, { x: number; y: number; width: number; height: number }>;

/** The positions as one undoable step (tables moved since, or added, keep their place), with
 * each area's new rectangle around the tables it held. */
export function layoutCommand(editor: Editor, positions: Positions, name: string, areas: AreaPlaces = {}): Command | null {
  const moves: Command[] = editor.document.tables
    .filter((t) => positions[t.id] && (positions[t.id].x !== t.x || positions[t.id].y !== t.y))
    .map((t) => command("MOVE_TABLE", name, { tableId: t.id, x: positions[t.id].x, y: positions[t.id].y }));
  for (const area of editor.document.areas ?? []) {
    const place = areas[area.id];
    if (!place || (place.x === area.x && place.y === area.y && place.width === area.width && place.height === area.height)) continue;
    moves.push(command("UPDATE_AREA", name, { areaId: area.id, changes: { x: place.x, y: place.y, width: place.width, height: place.height } }));
  }
  return moves.length ? command("BATCH", name, { commands: moves }) : null;
}

/**
 * Auto layout (001 §9): pending edits are acknowledged first (the server lays out its own
 * document), then the server lays out; under 30 tables the answer carries the positions,
 * otherwise a worker announces them over the user channel. The result is one command.
 */
export function useAutoLayout(editor: Editor, projectId: number, flush: () => Promise<void>) {
  const { t, i18n } = useTranslation("editor");
  const waiting = useRef<string | null>(null);

  const apply = useCallback((positions: Positions, quality: LayoutQuality, areas?: AreaPlaces | null) => {
    const cmd = layoutCommand(editor, positions, t("layout.action"), areas ?? {});
    // Labelled for the change log: collaborators' histories show a layout, not hand moves.
    if (cmd) editor.dispatch(cmd, "local", "layout");
    editor.centerView();
    // A toast as well as the sidebar's line: the sidebar is hidden in full screen.
    const verdict = layoutVerdict(quality, t, i18n.language);
    processingStore.success(t("layout.done", { verdict }));
    toast.success(t("layout.finished", { verdict }));
  }, [editor, t, i18n]);

  useUserEvents(useCallback((event: UserEvent) => {
    if (!waiting.current || !isFor(event, "layout", waiting.current, "")) return;
    const outcome = dispatchJobEvent(event, "layout", {
      completed: (data) => apply(data.positions as Positions, data, data.areas as AreaPlaces | undefined),
      failed: (data) => processingStore.error(data.message ?? t("layout.failed")),
    });
    if (outcome === "done") waiting.current = null;
  }, [apply, t]));

  return useCallback(async () => {
    if (!editor.document.tables.length) {
      processingStore.error(t("layout.empty"));
      return;
    }
    processingStore.pending(t("layout.running"));
    try {
      await flush();
      // A large diagram's layout moves everything at once: keep the arrangement it replaces.
      const answer = await requestLayout(projectId, editor.document.tables.length >= LAYOUT_SNAPSHOT_FROM);
      const job = answer.job;
      if (job?.status === "succeeded") apply(job.result.positions as Positions, job.result, job.result.areas as AreaPlaces | undefined);
      else if (job?.status === "failed") processingStore.error(t("layout.failed"));
      else if (job) waiting.current = job.id;
      else if (answer.positions) apply(answer.positions, answer, answer.areas);
    } catch (error) {
      processingStore.error(messageOf(error, t("layout.failed")));
    }
  }, [editor, projectId, flush, apply, t]);
}

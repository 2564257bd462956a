import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import type { LiveState, LiveStore } from "../live/liveState";
import { useLiveState } from "../live/useLiveState";

/** The state as attributes, for browser tests and tools: they can wait for "nothing pending at
 * revision ≥ N" without reading the French message. */
function writeAttributes(element: HTMLElement, state: LiveState) {
  element.dataset.syncStatus = state.denied ? "error" : state.sync;
  element.dataset.pending = String(state.pending);
  element.dataset.revision = String(state.revision);
  element.dataset.saveState = state.save;
}

/**
 * The save message (001 §4): saving while the server has not acknowledged an edit, saved for
 * 1.5 s once it has, saved locally only for as long as edits wait offline.
 */
export function SaveIndicator({ store }: { store: LiveStore | null }) {
  const { t } = useTranslation("editor");
  const state = useLiveState(store);
  const element = useRef<HTMLDivElement>(null);

  // Written from the store's own notification, in the same call as the edit that changed it:
  // React's render comes a moment later.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || !store) return;
    writeAttributes(node, store.get());
    return store.subscribe(() => writeAttributes(node, store.get()));
  }, [store]);

  const error = state.save === "failed" || state.save === "local-only";
  const text =
    state.save === "saving" ? t("save.saving")
      : state.save === "saved" ? t("save.saved")
        : state.save === "failed" ? t("save.failed")
          : state.save === "local-only" ? t(state.reason === "signed-out" ? "save.localSignedOut" : "save.localServer")
            : null;
  return (
    <div ref={element} data-testid="save-status" role="status" className={`inline-flex items-center gap-1.5 text-xs ${error ? "text-amber-700" : "text-slate-600"}`}>
      {text === null ? null : state.save === "saving" ? <Loader2 className="size-3.5 animate-spin" aria-hidden />
        : error ? <AlertTriangle className="size-3.5" aria-hidden /> : <CheckCircle2 className="size-3.5 text-green-600" aria-hidden />}
      {text}
    </div>
  );
}

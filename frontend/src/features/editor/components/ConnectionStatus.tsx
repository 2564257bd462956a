import { useTranslation } from "react-i18next";

import type { ConnectionState, LiveStore } from "../live/liveState";
import { useLiveState } from "../live/useLiveState";

const DOT: Record<ConnectionState, string> = {
  online: "bg-green-500",
  syncing: "bg-amber-400 animate-pulse",
  offline: "bg-slate-400",
  refused: "bg-red-500",
  local: "bg-slate-400",
};

/** The diagram socket's state in the header: connected, synchronising, offline. */
export function ConnectionStatus({ store }: { store: LiveStore | null }) {
  const { t } = useTranslation("editor");
  const { connection } = useLiveState(store);
  if (!store) return null;
  return (
    <span data-testid="connection-status" data-connection={connection} className="inline-flex shrink-0 items-center gap-1.5 text-xs text-slate-600">
      <span className={`size-2 rounded-full ${DOT[connection]}`} aria-hidden />
      {t(`connection.${connection}`)}
    </span>
  );
}

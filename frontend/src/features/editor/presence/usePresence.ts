/** React access to the sync engine's presence: who is connected, and who this user follows. */
import { useEffect, useMemo, useSyncExternalStore } from "react";

import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";
import type { PresenceEntry } from "@/editor/sync/protocol";

import type { Person } from "./people";
import { viewSharingFor, type ViewSharing } from "./viewSharing";

export interface PresenceSnapshot {
  users: readonly PresenceEntry[];
  /** This connection's id: null before the first join. */
  me: string | null;
}

const NOBODY: PresenceSnapshot = { users: [], me: null };
const noSubscription = () => () => undefined;
const nobody = () => NOBODY;
const noOne = () => null;

/** Re-renders when someone joins or leaves (not on cursor moves). */
export function usePresenceUsers(sync: DiagramSync | null): PresenceSnapshot {
  const store = useMemo(() => presenceStore(sync), [sync]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

function presenceStore(sync: DiagramSync | null) {
  if (!sync) return { subscribe: noSubscription, get: nobody };
  let snapshot: PresenceSnapshot = { users: sync.users, me: sync.connectionId };
  // `sync.users` is a new array at each read: keep the snapshot unless its content changed, as
  // useSyncExternalStore requires.
  const refresh = () => {
    const users = sync.users;
    const same = users.length === snapshot.users.length && users.every((entry, at) => entry === snapshot.users[at]);
    if (!same || sync.connectionId !== snapshot.me) snapshot = { users, me: sync.connectionId };
  };
  return {
    subscribe: (changed: () => void) => {
      refresh(); // anything that happened between the first render and now
      const update = () => {
        refresh();
        changed();
      };
      // The join tells this connection's id after the presence list of the same frame.
      const stops = [sync.onPresence(update), sync.onJoin(update)];
      return () => stops.forEach((stop) => stop());
    },
    get: () => snapshot,
  };
}

/** The ViewSharing shared by every presence component of this sync and editor, listening while
 * one of them is mounted. */
export function useViewSharing(sync: DiagramSync | null, editor: Editor): ViewSharing | null {
  const sharing = sync ? viewSharingFor(sync, editor) : null;
  useEffect(() => sharing?.retain(), [sharing]);
  return sharing;
}

export function useFollowing(sharing: ViewSharing | null): Person | null {
  return useSyncExternalStore(sharing ? sharing.subscribe : noSubscription, sharing ? sharing.getFollowing : noOne, sharing ? sharing.getFollowing : noOne);
}

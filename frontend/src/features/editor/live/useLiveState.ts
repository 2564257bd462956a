import { useSyncExternalStore } from "react";

import { initialState, type LiveState, type LiveStore } from "./liveState";

const NONE = initialState(null);
const subscribeNothing = () => () => undefined;
const getNone = () => NONE;

/** The live session's state for React; a quiet default before the session exists. */
export function useLiveState(store: LiveStore | null): LiveState {
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.get ?? getNone, store?.get ?? getNone);
}

import { useSyncExternalStore } from "react";

import { session, type Session } from "./session";

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

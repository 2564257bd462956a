import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

import { session } from "@/shared/auth/session";
import { useSession } from "@/shared/auth/useSession";

import { UserChannel, type UserEvent } from "./userChannel";

const ChannelContext = createContext<UserChannel | null>(null);

/** Keeps the user channel open while someone is signed in; a sequence gap refetches queries. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { access } = useSession();
  const signedIn = Boolean(access);
  const queryClient = useQueryClient();
  const channel = useMemo(() => new UserChannel(() => session.get().access), []);

  useEffect(() => {
    if (!signedIn) return;
    channel.start();
    const offGap = channel.onGap(() => void queryClient.invalidateQueries());
    return () => {
      offGap();
      channel.stop();
    };
  }, [signedIn, channel, queryClient]);

  return <ChannelContext.Provider value={channel}>{children}</ChannelContext.Provider>;
}

/** Subscribe to the signed-in user's events while the component is mounted. */
export function useUserEvents(listener: (event: UserEvent) => void) {
  const channel = useContext(ChannelContext);
  useEffect(() => channel?.on(listener), [channel, listener]);
}

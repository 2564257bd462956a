import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";

import { onSilentSignOut } from "@/shared/api/client";
import { RealtimeProvider } from "@/shared/realtime/RealtimeProvider";
import { ConfirmProvider } from "@/shared/ui/confirm";
import { TOAST_DURATION_MS } from "@/shared/ui/toast";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  useEffect(() => onSilentSignOut(() => queryClient.clear()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <ConfirmProvider>
          {children}
          {/* At the top, toasts covered the account menu and the page toolbars while they showed. */}
          <Toaster position="bottom-right" richColors duration={TOAST_DURATION_MS} />
        </ConfirmProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

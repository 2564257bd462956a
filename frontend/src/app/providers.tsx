import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";

import { updateProfile } from "@/features/account/api/update-profile";
import { onSilentSignOut } from "@/shared/api/client";
import { languageStore } from "@/shared/i18n/language";
import { RealtimeProvider } from "@/shared/realtime/RealtimeProvider";
import { themeStore } from "@/shared/theme/theme";
import { useTheme } from "@/shared/theme/useTheme";
import { ConfirmProvider } from "@/shared/ui/confirm";
import { TOAST_DURATION_MS } from "@/shared/ui/toast";

// A theme or language picked from the account menu is saved to the signed-in account (it then applies on any
// browser the user signs in on).
themeStore.setSaver((theme) => updateProfile({ theme }));
languageStore.setSaver((language) => updateProfile({ language }));

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
  const { resolved } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <ConfirmProvider>
          {children}
          {/* At the top, toasts covered the account menu and the page toolbars while they showed. */}
          <Toaster position="bottom-right" theme={resolved} richColors duration={TOAST_DURATION_MS} />
        </ConfirmProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

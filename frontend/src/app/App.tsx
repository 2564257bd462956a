import { useState } from "react";
import { RouterProvider } from "react-router";

import { AppProviders, makeQueryClient } from "./providers";
import { createAppRouter } from "./router";

export function App() {
  const [queryClient] = useState(makeQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

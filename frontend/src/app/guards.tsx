import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";

import { loginPathFor, safeRedirect } from "@/features/auth/redirect";
import { useSession } from "@/shared/auth/useSession";

/** Protected routes send signed-out visitors to /login?redirect=<full path> (spec 000 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { access } = useSession();
  const location = useLocation();
  if (!access) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}

/** /login and /register send signed-in users on to the redirect target or /projects. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { access } = useSession();
  const [searchParams] = useSearchParams();
  if (access) return <Navigate to={safeRedirect(searchParams.get("redirect"))} replace />;
  return children;
}

import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";

import { openDiagramQueryOptions } from "@/features/editor/api/project";
import { session } from "@/shared/auth/session";

import { AuthPage } from "@/features/auth/routes/AuthPage";
import { ForgotPasswordPage } from "@/features/auth/routes/ForgotPasswordPage";
import { ResetPasswordPage } from "@/features/auth/routes/ResetPasswordPage";
import { VerifyEmailPage } from "@/features/auth/routes/VerifyEmailPage";
import { HomePage } from "@/features/home/routes/HomePage";

import { ErrorPage } from "./ErrorPage";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { RootLayout } from "./layout/RootLayout";
import { NotFoundPage } from "./NotFoundPage";
import { page } from "./lazyPage";
import { OpenDiagram } from "./routes/OpenDiagram";
import { staticPageRoutes } from "./staticRoutes";

// Pages load on demand: the first visit downloads only what its page needs.
const MyAccountPage = page(() => import("@/features/account/routes/MyAccountPage"), "MyAccountPage");
const CheckoutPage = page(() => import("@/features/billing/routes/CheckoutPage"), "CheckoutPage");
const PricingPage = page(() => import("@/features/billing/routes/PricingPage"), "PricingPage");
const AcceptInvitePage = page(() => import("@/features/invitations/routes/AcceptInvitePage"), "AcceptInvitePage");
const FolderPage = page(() => import("@/features/workspace/routes/FolderPage"), "FolderPage");
const MyDiagramsPage = page(() => import("@/features/workspace/routes/MyDiagramsPage"), "MyDiagramsPage");
const TeamPage = page(() => import("@/features/workspace/routes/TeamPage"), "TeamPage");
const WorkspacePage = page(() => import("@/features/workspace/routes/WorkspacePage"), "WorkspacePage");
const DesignerRoute = page(() => import("./routes/DesignerRoute"), "DesignerRoute");

export const routes = (queryClient?: QueryClient): RouteObject[] => [
  // The designer hides the global header and footer (spec 000 §2). Its diagram starts loading
  // with the route, alongside the designer's code rather than after it.
  {
    path: "/projects/:projectId",
    element: <DesignerRoute />,
    errorElement: <ErrorPage />,
    loader: ({ params, request }) => {
      const id = Number(params.projectId);
      const key = new URL(request.url).searchParams.get("key");
      if (queryClient && Number.isInteger(id)) void queryClient.prefetchQuery(openDiagramQueryOptions(id, session.isSignedIn(), key));
      return null;
    },
  },
  { path: "/diagram/:projectId", element: <OpenDiagram /> },
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/login", element: <RedirectIfSignedIn><AuthPage /></RedirectIfSignedIn> },
      { path: "/register", element: <RedirectIfSignedIn><AuthPage /></RedirectIfSignedIn> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password/:key", element: <ResetPasswordPage /> },
      { path: "/verify-email/:key", element: <VerifyEmailPage /> },
      { path: "/pricing", element: <PricingPage /> },
      { path: "/checkout/:packageId", element: <RequireAuth><CheckoutPage /></RequireAuth> },
      { path: "/my-account", element: <RequireAuth><MyAccountPage /></RequireAuth> },
      { path: "/projects", element: <RequireAuth><WorkspacePage /></RequireAuth> },
      { path: "/projects/my-diagrams", element: <RequireAuth><MyDiagramsPage /></RequireAuth> },
      { path: "/projects/team/:teamId", element: <RequireAuth><TeamPage /></RequireAuth> },
      { path: "/projects/folder/:folderId", element: <RequireAuth><FolderPage /></RequireAuth> },
      { path: "/accept-invite", element: <RequireAuth><AcceptInvitePage /></RequireAuth> },
      ...staticPageRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = (queryClient?: QueryClient) => createBrowserRouter(routes(queryClient));

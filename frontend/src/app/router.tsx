import { createBrowserRouter } from "react-router";

import { MyAccountPage } from "@/features/account/routes/MyAccountPage";
import { AuthPage } from "@/features/auth/routes/AuthPage";
import { ForgotPasswordPage } from "@/features/auth/routes/ForgotPasswordPage";
import { ResetPasswordPage } from "@/features/auth/routes/ResetPasswordPage";
import { VerifyEmailPage } from "@/features/auth/routes/VerifyEmailPage";
import { CheckoutPage } from "@/features/billing/routes/CheckoutPage";
import { PricingPage } from "@/features/billing/routes/PricingPage";
import { HomePage } from "@/features/home/routes/HomePage";
import { AcceptInvitePage } from "@/features/invitations/routes/AcceptInvitePage";
import { FolderPage } from "@/features/workspace/routes/FolderPage";
import { MyDiagramsPage } from "@/features/workspace/routes/MyDiagramsPage";
import { TeamPage } from "@/features/workspace/routes/TeamPage";
import { WorkspacePage } from "@/features/workspace/routes/WorkspacePage";

import { ErrorPage } from "./ErrorPage";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { RootLayout } from "./layout/RootLayout";
import { NotFoundPage } from "./NotFoundPage";
import { DesignerRoute } from "./routes/DesignerRoute";
import { staticPageRoutes } from "./staticRoutes";

export const routes = [
  // The designer hides the global header and footer (spec 000 §2).
  { path: "/projects/:projectId", element: <DesignerRoute />, errorElement: <ErrorPage /> },
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

export const createAppRouter = () => createBrowserRouter(routes);

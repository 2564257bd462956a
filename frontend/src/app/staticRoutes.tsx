import type { RouteObject } from "react-router";

import { LEGAL_PATHS } from "@/features/legal/paths";
import { PrivacyPolicyPage } from "@/features/legal/routes/PrivacyPolicyPage";
import { TermsOfUsePage } from "@/features/legal/routes/TermsOfUsePage";
import { RESOURCE_PATHS } from "@/features/resources/paths";
import { BlogArticlePage } from "@/features/resources/routes/BlogArticlePage";
import { BlogPage } from "@/features/resources/routes/BlogPage";
import { ContactPage } from "@/features/resources/routes/ContactPage";
import { DocsPage } from "@/features/resources/routes/DocsPage";
import { HelpPage } from "@/features/resources/routes/HelpPage";

/** Legal and resource pages (privacy, terms, contact, help, docs, blog); public, no sign-in. */
export const staticPageRoutes: RouteObject[] = [
  { path: LEGAL_PATHS.privacy, element: <PrivacyPolicyPage /> },
  { path: LEGAL_PATHS.terms, element: <TermsOfUsePage /> },
  { path: RESOURCE_PATHS.contact, element: <ContactPage /> },
  { path: RESOURCE_PATHS.help, element: <HelpPage /> },
  { path: RESOURCE_PATHS.docs, element: <DocsPage /> },
  { path: RESOURCE_PATHS.blog, element: <BlogPage /> },
  { path: `${RESOURCE_PATHS.blog}/:slug`, element: <BlogArticlePage /> },
];

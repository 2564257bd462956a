import type { RouteObject } from "react-router";

import { LEGAL_PATHS } from "@/features/legal/paths";
import { RESOURCE_PATHS } from "@/features/resources/paths";

import { page } from "./lazyPage";

const PrivacyPolicyPage = page(() => import("@/features/legal/routes/PrivacyPolicyPage"), "PrivacyPolicyPage");
const TermsOfUsePage = page(() => import("@/features/legal/routes/TermsOfUsePage"), "TermsOfUsePage");
const BlogArticlePage = page(() => import("@/features/resources/routes/BlogArticlePage"), "BlogArticlePage");
const BlogPage = page(() => import("@/features/resources/routes/BlogPage"), "BlogPage");
const ContactPage = page(() => import("@/features/resources/routes/ContactPage"), "ContactPage");
const DocsPage = page(() => import("@/features/resources/routes/DocsPage"), "DocsPage");
const GuidePage = page(() => import("@/features/resources/routes/GuidePage"), "GuidePage");
const HelpPage = page(() => import("@/features/resources/routes/HelpPage"), "HelpPage");

/** Legal and resource pages (privacy, terms, contact, help, docs, blog); public, no sign-in. */
export const staticPageRoutes: RouteObject[] = [
  { path: LEGAL_PATHS.privacy, element: <PrivacyPolicyPage /> },
  { path: LEGAL_PATHS.terms, element: <TermsOfUsePage /> },
  { path: RESOURCE_PATHS.contact, element: <ContactPage /> },
  { path: RESOURCE_PATHS.help, element: <HelpPage /> },
  { path: RESOURCE_PATHS.docs, element: <DocsPage /> },
  { path: `${RESOURCE_PATHS.docs}/:slug`, element: <GuidePage /> },
  { path: RESOURCE_PATHS.blog, element: <BlogPage /> },
  { path: `${RESOURCE_PATHS.blog}/:slug`, element: <BlogArticlePage /> },
];

import type { docs as fr } from "../../fr/docs";
import type { Translated } from "../shape";
import { collaboration } from "./collaboration";
import { editor } from "./editor";
import { exports } from "./exports";
import { plans } from "./plans";
import { sharing } from "./sharing";
import { sqlImport } from "./sqlImport";
import { versions } from "./versions";

/** The user guides in English (/docs/:slug), one file per guide; the frame's own words are here. */
export const docs: Translated<typeof fr> = {
  guidesTitle: "Guides",
  allGuides: "All documentation",
  toc: "On this page",
  pager: "Previous and next guides",
  helpGuidesTitle: "User guides",
  helpGuidesLead: "For the editor, import, exports, sharing, collaboration, versions and plans, the documentation has one guide per topic:",
  editorLink: "Editor documentation",
  notFound: {
    title: "Guide not found",
    body: "This guide doesn't exist or has been moved. Find all the guides on the documentation page.",
  },
  plansTable: {
    caption: "Limits of each plan",
    limit: "Limit",
    loading: "Loading plans…",
    error: "The plans could not be loaded. See the pricing page.",
    unlimited: "Unlimited",
    yes: "Yes",
    rows: {
      max_diagrams: "Diagrams",
      max_tables_per_diagram: "Tables per diagram",
      max_team_members: "Team members",
      max_versions_per_diagram: "Versions per diagram",
      max_imports_per_month: "SQL imports per month",
      priority_support: "Priority support",
    },
  },
  guides: { editor, sqlImport, exports, sharing, collaboration, versions, plans },
};

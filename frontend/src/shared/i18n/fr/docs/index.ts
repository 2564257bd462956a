import { collaboration } from "./collaboration";
import { editor } from "./editor";
import { exports } from "./exports";
import { plans } from "./plans";
import { sharing } from "./sharing";
import { sqlImport } from "./sqlImport";
import { versions } from "./versions";

/** The user guides (/docs/:slug), one file per guide; the frame's own words are here. */
export const docs = {
  guidesTitle: "Guides",
  allGuides: "Toute la documentation",
  toc: "Sur cette page",
  pager: "Guides précédent et suivant",
  helpGuidesTitle: "Guides d'utilisation",
  helpGuidesLead: "Pour l'éditeur, l'import, les exports, le partage, la collaboration, les versions et les plans, la documentation a un guide par sujet :",
  editorLink: "Documentation de l'éditeur",
  notFound: {
    title: "Guide introuvable",
    body: "Ce guide n'existe pas ou a été déplacé. Retrouvez tous les guides sur la page de la documentation.",
  },
  plansTable: {
    caption: "Limites de chaque plan",
    limit: "Limite",
    loading: "Chargement des plans…",
    error: "Les plans n'ont pas pu être chargés. Consultez la page des tarifs.",
    unlimited: "Illimité",
    yes: "Oui",
    rows: {
      max_diagrams: "Diagrammes",
      max_tables_per_diagram: "Tables par diagramme",
      max_team_members: "Membres d'équipe",
      max_versions_per_diagram: "Versions par diagramme",
      max_imports_per_month: "Imports SQL par mois",
      priority_support: "Support prioritaire",
    },
  },
  guides: { editor, sqlImport, exports, sharing, collaboration, versions, plans },
} as const;

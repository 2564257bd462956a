import type { resources } from "@/shared/i18n";

import { RESOURCE_PATHS } from "../paths";
import type { DocBlock } from "./blocks";

export type GuideKey = keyof (typeof resources)["fr"]["docs"]["guides"];

/** A guide as the `docs` catalogue stores it. */
export type GuideContent = {
  readonly title: string;
  readonly summary: string;
  readonly sections: ReadonlyArray<{ readonly id: string; readonly title: string; readonly blocks: readonly DocBlock[] }>;
};

/**
 * The guides, in reading order. Their text lives in the `docs` catalogue under `guides.<key>`;
 * documenting a new area means adding its catalogue file and one line here.
 */
export const GUIDES: ReadonlyArray<{ slug: string; key: GuideKey }> = [
  { slug: "editeur", key: "editor" },
  { slug: "import-sql", key: "sqlImport" },
  { slug: "exports", key: "exports" },
  { slug: "partage", key: "sharing" },
  { slug: "collaboration", key: "collaboration" },
  { slug: "versions", key: "versions" },
  { slug: "offres", key: "plans" },
];

export const guidePath = (slug: string) => `${RESOURCE_PATHS.docs}/${slug}`;

export const findGuide = (slug: string | undefined) => GUIDES.find((guide) => guide.slug === slug);

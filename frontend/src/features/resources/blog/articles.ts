import type { resources } from "@/shared/i18n";
import { localeTag } from "@/shared/i18n/current";
import type { ProseBlock, ProseSectionContent } from "@/shared/ui/Prose";

export type ArticleKey = keyof (typeof resources)["fr"]["blog"];

/** An article as the `blog` catalogue stores it. */
export type ArticleContent = {
  readonly title: string;
  readonly summary: string;
  readonly intro: readonly string[];
  readonly sections: readonly ProseSectionContent[];
};

/**
 * The published articles, newest first. The text lives in the `blog` catalogue under `key`;
 * publishing an article means adding its catalogue file and one line here.
 */
export const ARTICLES: ReadonlyArray<{ slug: string; key: ArticleKey; publishedOn: string }> = [
  { slug: "bien-nommer-tables-et-colonnes", key: "naming", publishedOn: "2025-10-27" },
  { slug: "cle-primaire-entier-ou-uuid", key: "primaryKeys", publishedOn: "2025-10-13" },
  { slug: "normaliser-sans-exces", key: "normalisation", publishedOn: "2025-09-29" },
];

export const findArticle = (slug: string | undefined) => ARTICLES.find((article) => article.slug === slug);

const WORDS_PER_MINUTE = 200;

const blockText = (block: ProseBlock) =>
  typeof block === "string" ? block : "list" in block ? block.list.join(" ") : block.steps.join(" ");

/** Words a reader goes through: intro, section titles and every block. */
export function wordCount(article: ArticleContent): number {
  const text = [
    ...article.intro,
    ...article.sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)]),
  ].join(" ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const readingMinutes = (article: ArticleContent) => Math.max(1, Math.ceil(wordCount(article) / WORDS_PER_MINUTE));

/** "2025-10-27" → "27 octobre 2025" ("October 27, 2025" in English), whatever the reader's time zone. */
export const formatPublishedOn = (isoDate: string) =>
  new Intl.DateTimeFormat(localeTag(), { dateStyle: "long", timeZone: "UTC" }).format(new Date(isoDate));

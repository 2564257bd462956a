import type { ProseBlock } from "@/shared/ui/Prose";

/** Parts of a guide drawn from the product itself rather than written out, so they stay true. */
export type DocWidget = "shortcuts" | "plans";

/**
 * A block of a guide: the prose blocks every long page has, plus a screenshot (a file of
 * `public/docs/`, made by tests/e2e/docs/screenshots.ts), commands to type, a link to another
 * page, or a widget.
 */
export type DocBlock =
  | ProseBlock
  | { readonly figure: string; readonly alt: string; readonly caption?: string }
  | { readonly code: readonly string[] }
  | { readonly link: string; readonly label: string }
  | { readonly widget: DocWidget };

/** Where screenshots are served from (the frontend's public assets). */
export const FIGURE_BASE = "/docs/";

export const isFigure = (block: DocBlock): block is Extract<DocBlock, { figure: string }> => typeof block === "object" && "figure" in block;

/**
 * The shape an English content namespace must have: the French one's keys, sections and blocks
 * (tuple lengths included), every prose leaf widened to `string`. The French files are `as const`,
 * so `typeof fr` alone would force English to repeat the French words.
 *
 * Some leaves are not prose and must not be translated: anchors and routes (`id`, `link`),
 * screenshot files (`figure`), widgets and email addresses. They keep their French literal type,
 * so a changed anchor or file name fails to compile instead of breaking a link.
 */
type Fixed = "id" | "link" | "figure" | "widget" | "email";

export type Translated<T> = T extends string
  ? string
  : { readonly [K in keyof T]: K extends Fixed ? T[K] : Translated<T[K]> };

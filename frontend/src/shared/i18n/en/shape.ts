/**
 * The shape an English content namespace must have: the French one's keys, sections and blocks
 * (tuple lengths included), every prose leaf widened to `string`. The French files are `as const`,
 * so `typeof fr` alone would force English to repeat the French words.
 *
 * Some leaves are not prose and must not be translated: section anchors (`id`), a guide link's
 * route (`link` beside a `label`; elsewhere `link` is the text of a link), screenshot files
 * (`figure`), widgets and email addresses. They keep their French literal type, so a changed
 * anchor or file name fails to compile instead of breaking a link.
 */
type Fixed<T> = "id" | "figure" | "widget" | "email" | (T extends { readonly label: string } ? "link" : never);

export type Translated<T> = T extends string
  ? string
  : { readonly [K in keyof T]: K extends Fixed<T> ? T[K] : Translated<T[K]> };

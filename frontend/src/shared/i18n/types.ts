/**
 * The shape another language's catalogue must have: the French namespace's keys, every leaf a
 * string. The French files are `as const` (their literal types would otherwise force English to
 * repeat the French words), so the shape widens each leaf to `string` and keeps the keys.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

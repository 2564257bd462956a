/**
 * French agreement for counts written into generated migration files (0 and 1 take the
 * singular): file text, not the UI catalogue, so Intl's French rule rather than i18next.
 */
const FRENCH = new Intl.PluralRules("fr");

export const counted = (count: number, one: string, other: string): string => `${count} ${FRENCH.select(count) === "one" ? one : other}`;

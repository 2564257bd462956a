/** The editor's sidebar (spec 001 §2): tables, attributes, indexes, relations, seeds. */
export const sidebar = {} as const;

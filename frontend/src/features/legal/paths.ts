/** Where the legal pages live (spec 000 §2 route table); the pages link to each other through these. */
export const LEGAL_PATHS = { privacy: "/privacy-policy", terms: "/terms-of-use" } as const;

export type LegalDocumentKind = keyof typeof LEGAL_PATHS;

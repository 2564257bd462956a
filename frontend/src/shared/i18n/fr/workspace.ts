export const workspace = {} as const;

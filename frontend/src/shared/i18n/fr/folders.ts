export const folders = {} as const;

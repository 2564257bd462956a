export const invitations = {} as const;

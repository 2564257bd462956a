/** The diagram editor screen (spec 001): header, canvas controls, saving, exports, shortcuts. */
export const editor = {} as const;

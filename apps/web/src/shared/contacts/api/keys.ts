/** Every contact query sits under this key, so a change anywhere refreshes every list and picker. */
export const contactsKey = ['contacts'] as const;

/** Every audit query sits under this key. */
export const auditKey = ['audit'] as const;

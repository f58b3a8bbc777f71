/** Every claim query of a shipment sits under this key, so a save or a status refreshes them all. */
export const claimsKey = (consignmentId: number) => ['claims', consignmentId] as const;

/** Every complaint list sits under this key, so a save, a mark or a delete refreshes them all. */
export const complaintsKey = ['complaints'] as const;

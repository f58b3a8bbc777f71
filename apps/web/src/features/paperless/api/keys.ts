export const paperlessKey = (consignmentId: number) => ['paperless', consignmentId] as const;
export const paperlessPath = (consignmentId: number) => `/consignment/upspaperless/${consignmentId}`;

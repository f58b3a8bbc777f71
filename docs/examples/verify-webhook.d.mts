// The example's types, for the tests that import and run it (apps/api/test/webhooks-delivery.test.ts).
export declare const TOLERANCE_SECONDS: number;
export declare function verifySkeppaWebhook(
  rawBody: string,
  header: string,
  secrets: string | string[],
  now?: number,
): boolean;

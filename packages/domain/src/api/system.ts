import { z } from 'zod';

/** GET /config: what the web app is told before anyone signs in. */
export const appSettingsSchema = z.object({ loginPageEnabled: z.boolean() });
export type AppSettings = z.infer<typeof appSettingsSchema>;

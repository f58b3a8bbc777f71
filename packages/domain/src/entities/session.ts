import { z } from 'zod';

export const loginFormSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** What the web app keeps (encrypted) about the signed-in user. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  accessToken: z.string(),
  refreshToken: z.string(),
  email: z.string(),
  demoUser: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

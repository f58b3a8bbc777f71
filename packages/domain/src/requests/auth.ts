import { z } from 'zod';

export const signinRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export const signinResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  id: z.number().int(),
  email: z.string(),
  demoUser: z.boolean(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const ssoRequestSchema = z.object({ key: z.string().min(16).max(200) });
export const logoutRequestSchema = z.object({
  userId: z.number().int(),
  token: z.string().min(1).max(500),
});
export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(500) });
export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

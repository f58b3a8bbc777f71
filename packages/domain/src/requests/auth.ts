import { z } from 'zod';
import { filledTextSchema, int4Schema, textSchema } from '../entities/primitives.ts';

export const signinRequestSchema = z.object({
  username: filledTextSchema.max(254).trim(),
  password: textSchema.min(1).max(200),
});
export const signinResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  id: z.number().int(),
  email: z.string(),
  demoUser: z.boolean(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const ssoRequestSchema = z.object({ key: textSchema.min(16).max(200) });
export const logoutRequestSchema = z.object({
  userId: int4Schema,
  token: textSchema.min(1).max(500),
});
export const refreshRequestSchema = z.object({ refreshToken: textSchema.min(1).max(500) });
export const refreshResponseSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

import { z } from 'zod';
import { textSchema } from '../entities/primitives.ts';
import { servicePointSchema } from '../entities/service-point.ts';

/** The most points one search answers; the finder shows ten by default. */
export const SERVICE_POINTS_MAX = 20;
export const SERVICE_POINTS_DEFAULT = 10;

/** SPEC §8 "No pickup points (or access points) for given postal code". */
export const SERVICE_POINTS_NOT_FOUND_CODE = 'servicepoint.not_found';

/** `GET /servicepoint`: the points of a carrier near a postcode (the receiver's). */
export const servicePointQuerySchema = z.object({
  supplierId: z.coerce.number().int().min(1).max(9999),
  postcode: textSchema.min(1).max(12).regex(/\S/),
  countryCode: textSchema
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .default('SE'),
  limit: z.coerce.number().int().min(1).max(SERVICE_POINTS_MAX).default(SERVICE_POINTS_DEFAULT),
});
export type ServicePointQuery = z.infer<typeof servicePointQuerySchema>;

/** The points nearest first. */
export const servicePointListSchema = z.object({ servicePoints: z.array(servicePointSchema) });
export type ServicePointList = z.infer<typeof servicePointListSchema>;

import { apiErrorBodySchema } from '@skeppa/domain';

/** Response schemas for the error statuses a route can answer with (DESIGN §4 error body). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorBodySchema])) as Record<
    S,
    typeof apiErrorBodySchema
  >;
}

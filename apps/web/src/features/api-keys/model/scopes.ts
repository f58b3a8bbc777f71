import { API_KEY_AREAS, type ApiKeyArea, type ApiKeyScope } from '@skeppa/domain';

/** What a key may do in one area, as the form asks it. */
export type AreaAccess = 'none' | 'read' | 'write';
export type ScopeChoice = Record<ApiKeyArea, AreaAccess>;

export const noScopes = (): ScopeChoice =>
  Object.fromEntries(API_KEY_AREAS.map((a) => [a, 'none'])) as ScopeChoice;

/** The form's choice as the scopes the server takes: write alone stands for read and write. */
export function scopesOf(choice: ScopeChoice): ApiKeyScope[] {
  return API_KEY_AREAS.flatMap((a) => (choice[a] === 'none' ? [] : [`${a}:${choice[a]}` as ApiKeyScope]));
}

/** A key's scopes, one per area, the widest first: for the table. */
export interface AreaGrant {
  area: ApiKeyArea;
  access: 'read' | 'write';
}

export function accessOf(scopes: readonly ApiKeyScope[]): AreaGrant[] {
  return API_KEY_AREAS.flatMap((area): AreaGrant[] => {
    if (scopes.includes(`${area}:write`)) return [{ area, access: 'write' }];
    if (scopes.includes(`${area}:read`)) return [{ area, access: 'read' }];
    return [];
  });
}

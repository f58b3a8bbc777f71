import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyScope,
  CUSTOMER_LEVEL_ADMIN,
  stockholmWallTime,
  todayInStockholm,
} from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { ApiKeyRepository, ApiKeyRow } from './repository.ts';
import { apiKeyPrefix, hashApiKey, newApiKey, sameHash } from './secret.ts';

type Listed = Awaited<ReturnType<ApiKeyRepository['list']>>[number];

/** A key acting: the claims of its maker, marked as the key, and what the key may do. */
export interface ApiKeyCaller {
  claims: AccessClaims;
  scopes: ApiKeyScope[];
}

function statusOf(key: ApiKeyRow, now: Date): ApiKey['status'] {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return 'active';
}

function present(row: Listed, now: Date): ApiKey {
  const { key } = row;
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    createdBy: { customerId: key.createdBy, name: `${row.makerFirstName} ${row.makerLastName}`.trim() },
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: key.lastUsedFrom,
    status: statusOf(key, now),
  };
}

/** The end of a Swedish day: a key's last day works until midnight in Sweden. */
const endOfDay = (date: string) => new Date(stockholmWallTime(date, 23, 59) + 60_000);

/**
 * A company's API keys (issue 35 point 1): made, listed, revoked and rotated by its
 * administrators; a key is shown once, kept as a hash, and acts as its maker within its scopes.
 */
export function apiKeyService(repo: ApiKeyRepository, deps: { now: () => Date; audit: Audit }) {
  function admin(user: AccessClaims) {
    if (user.level !== CUSTOMER_LEVEL_ADMIN || user.apiKeyId !== undefined)
      throw new AppError('apikey.admin_required');
  }

  async function shown(user: AccessClaims, id: number) {
    const row = await repo.find(user.companyId, id);
    if (!row) throw new AppError('apikey.not_found');
    return row;
  }

  /** A key kept with its audit entry: the prefix names it there, never the secret. */
  async function make(
    tx: Executor,
    user: AccessClaims,
    req: ApiKeyCreateRequest,
    expiresAt: Date | null,
    replaces: ApiKeyRow | null,
  ) {
    const { key, prefix, hash } = newApiKey();
    const scopes = [...new Set(req.scopes)];
    const id = await repo.insert(tx, {
      companyId: user.companyId,
      createdBy: user.customerId,
      name: req.name,
      prefix,
      secretHash: hash,
      scopes,
      expiresAt,
    });
    await deps.audit.record(tx, user, {
      action: replaces ? 'apikey.rotated' : 'apikey.created',
      object: { id, label: `${req.name} (${prefix})` },
      changes: replaces
        ? { prefix: { from: replaces.prefix, to: prefix } }
        : {
            scopes: { from: null, to: scopes },
            expiresAt: { from: null, to: expiresAt?.toISOString() ?? null },
          },
    });
    return { id, key };
  }

  async function made(user: AccessClaims, created: { id: number; key: string }): Promise<ApiKeyCreated> {
    return { ...present(await shown(user, created.id), deps.now()), secret: created.key };
  }

  return {
    async list(user: AccessClaims) {
      admin(user);
      const now = deps.now();
      return { keys: (await repo.list(user.companyId)).map((r) => present(r, now)) };
    },

    async create(user: AccessClaims, req: ApiKeyCreateRequest) {
      admin(user);
      if (req.expiresOn && req.expiresOn < todayInStockholm(deps.now()))
        throw new AppError('apikey.expiry_past');
      const expiresAt = req.expiresOn ? endOfDay(req.expiresOn) : null;
      return made(user, await repo.db.transaction((tx) => make(tx, user, req, expiresAt, null)));
    },

    async revoke(user: AccessClaims, id: number) {
      admin(user);
      const { key } = await shown(user, id);
      if (!key.revokedAt)
        await repo.db.transaction(async (tx) => {
          await repo.revoke(tx, user.companyId, id, deps.now());
          await deps.audit.record(tx, user, {
            action: 'apikey.revoked',
            object: { id, label: `${key.name} (${key.prefix})` },
          });
        });
      return present(await shown(user, id), deps.now());
    },

    /** A new key of the same name, scopes and end; the old one works `overlapHours` more. */
    async rotate(user: AccessClaims, id: number, overlapHours: number) {
      admin(user);
      const now = deps.now();
      const { key } = await shown(user, id);
      if (statusOf(key, now) !== 'active') throw new AppError('apikey.not_active');
      const created = await repo.db.transaction(async (tx) => {
        const fresh = await make(
          tx,
          user,
          { name: key.name, scopes: key.scopes as ApiKeyScope[], expiresOn: null },
          key.expiresAt,
          key,
        );
        if (overlapHours === 0) await repo.revoke(tx, user.companyId, id, now);
        else await repo.endAt(tx, id, new Date(now.getTime() + overlapHours * 3_600_000));
        return fresh;
      });
      return made(user, created);
    },

    /**
     * The caller a presented key stands for, or a 401 with why. The key's maker must still be of
     * the key's company; an administrator made it, and it acts at the maker's level now.
     */
    async authenticate(token: string, address: string): Promise<ApiKeyCaller> {
      const prefix = apiKeyPrefix(token);
      const row = prefix ? await repo.byPrefix(prefix) : undefined;
      if (
        !row ||
        !sameHash(row.key.secretHash, hashApiKey(token)) ||
        row.makerCompanyId !== row.key.companyId
      )
        throw new AppError('apikey.invalid');
      const now = deps.now();
      const status = statusOf(row.key, now);
      if (status === 'revoked') throw new AppError('apikey.revoked');
      if (status === 'expired') throw new AppError('apikey.expired');
      await repo.used(row.key.id, address, now);
      return {
        claims: {
          customerId: row.key.createdBy,
          companyId: row.key.companyId,
          demo: false,
          level: row.makerLevel,
          apiKeyId: row.key.id,
          address,
        },
        scopes: row.key.scopes as ApiKeyScope[],
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof apiKeyService>;

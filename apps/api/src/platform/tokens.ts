import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'skeppa';
const AUDIENCE = 'skeppa-api';
const TYPE = 'at+jwt';

export interface AccessClaims {
  customerId: number;
  companyId: number;
  demo: boolean;
  level: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ cid: claims.companyId, demo: claims.demo, lvl: claims.level })
      .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
      .setSubject(String(claims.customerId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TYPE,
        requiredClaims: ['exp', 'sub'],
      });
      const customerId = Number(payload.sub);
      if (!Number.isInteger(customerId) || typeof payload.cid !== 'number')
        throw new AppError('auth.token_invalid');
      return {
        customerId,
        companyId: payload.cid,
        demo: payload.demo === true,
        level: Number(payload.lvl ?? 0),
      };
    } catch (err) {
      if (err instanceof AppError || err instanceof errors.JOSEError)
        throw new AppError('auth.token_invalid');
      throw err;
    }
  }
}

/** Opaque random tokens (refresh tokens, SSO keys); only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import type { Role } from '../write/index.ts';

export interface AccessClaims {
  readonly userId: string;
  readonly role: Exclude<Role, 'system'>;
  /** The session (refresh-token family) the token was issued for; absent on tokens minted without one. */
  readonly sid?: string | undefined;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'marketplace';
const ISSUER = 'marketplace-api';
const ACCESS_TOKEN_TYPE = 'access';
/** Verified access tokens remembered until they expire: the first verified go first when full. */
const VERIFIED_LIMIT = 5_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The generated signing secret's file in the data folder. */
export const JWT_SECRET_FILE = 'jwt-secret';

/** The signing secret: configured, or generated once and kept in the data folder (embedded default). */
export function loadJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Short-lived access tokens: algorithm pinned, audience, issuer and token type checked. */
export class TokenService {
  /**
   * The secret as a key object, made once: given the text, the library makes one per token it
   * checks, first trying to read it as a public key (a third of a fast request's CPU time).
   */
  private readonly secret: KeyObject;
  /**
   * Tokens whose signature and claims were checked, with their expiry: a buyer's every request
   * carries the same token, and checking it again (decoding, HMAC, JSON) was 5 % of an order's
   * CPU (ADR 0094). Only valid tokens are kept, so a stream of forged ones adds nothing.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  constructor(secret: string) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  signAccess(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
    const payload = { role: claims.role, typ: ACCESS_TOKEN_TYPE, ...(claims.sid ? { sid: claims.sid } : {}) };
    return jwt.sign(payload, this.secret, {
      algorithm: ALGORITHM,
      audience: AUDIENCE,
      issuer: ISSUER,
      subject: claims.userId,
      expiresIn: ttlSeconds,
    });
  }

  /** When a (verified) access token expires, in ms since the epoch; null when it carries no expiry. */
  accessExpiresAt(token: string): number | null {
    const payload = jwt.decode(token);
    return payload && typeof payload === 'object' && typeof payload.exp === 'number'
      ? payload.exp * 1000
      : null;
  }

  /** The claims of a valid access token, or null for anything else (forged, expired, wrong type). */
  verifyAccess(token: string): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) {
      // As the library decides: a token is expired from the second of its `exp` on.
      if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return null;
    }
    const checked = this.check(token);
    // Only a token with an expiry and no start is kept (every token signed here is one).
    if (checked && checked.expiresAt !== null) {
      this.verified.set(token, { claims: checked.claims, expiresAt: checked.expiresAt });
      if (this.verified.size > VERIFIED_LIMIT) this.verified.delete(this.verified.keys().next().value!);
    }
    return checked?.claims ?? null;
  }

  private check(token: string): { claims: AccessClaims; expiresAt: number | null } | null {
    try {
      const payload = jwt.verify(token, this.secret, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        issuer: ISSUER,
      });
      if (typeof payload !== 'object' || payload.typ !== ACCESS_TOKEN_TYPE || typeof payload.sub !== 'string')
        return null;
      const role = payload.role as unknown;
      if (role !== 'admin' && role !== 'supplier' && role !== 'buyer') return null;
      const sid = payload.sid as unknown;
      if (sid !== undefined && typeof sid !== 'string') return null;
      const claims: AccessClaims = { userId: payload.sub, role, ...(sid === undefined ? {} : { sid }) };
      const kept = typeof payload.exp === 'number' && payload.nbf === undefined;
      return { claims, expiresAt: kept ? payload.exp! : null };
    } catch {
      return null;
    }
  }
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a mailed link: `<userId>.<32 random bytes, base64url>`. The user id finds the
 * stream; only the SHA-256 of the random part is stored (256 random bits need no slow hash).
 */
export function newLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

export const linkTokenHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The user and the secret of a token as it came back from a link; null for anything else. */
export function parseLinkToken(token: string): { userId: number; secret: string } | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return match ? { userId: Number(match[1]), secret: match[2]! } : null;
}

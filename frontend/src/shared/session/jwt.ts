/**
 * Reading (never verifying: that is the server's job) the payload of a stored access token, to
 * throw away tokens that cannot be tokens at all before they are sent anywhere.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return null;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
        .map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function isWellFormedToken(token: string): boolean {
  return decodeJwtPayload(token) !== null;
}

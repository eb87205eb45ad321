import { hash, randomBytes } from 'node:crypto';

/** A new opaque session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex (the token itself is never stored). Every
 * logged-in call hashes its token: the one-shot `crypto.hash` costs a third of a `Hash` object.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Headers a proxy adds to say whom it forwards for. A reverse proxy on the same host connects
 * from the loopback interface for every visitor: a request carrying any of them is not local,
 * whatever its address (and whatever ZAR_TRUSTED_PROXIES says).
 */
const forwardingHeader =
  /^(?:forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|x-cluster-client-ip|x-original-forwarded-for|true-client-ip|cf-connecting-ip|fastly-client-ip)$/;

/**
 * A call from this machine's own loopback interface, not forwarded by a proxy: `request.ip` is the
 * client's as ZAR_TRUSTED_PROXIES derives it, and any forwarding header disqualifies the call.
 */
export function isLocalCall(request: FastifyRequest): boolean {
  return (
    ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip) &&
    !Object.keys(request.headers).some((name) => forwardingHeader.test(name))
  );
}

/** Whether `given` is `expected`, compared in constant time. */
export function sameSecret(given: string | null, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

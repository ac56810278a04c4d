import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Where the social sign-in buttons load their scripts, styles and frames from (Google Identity Services, Sign in with Apple). */
const GOOGLE = 'https://accounts.google.com/gsi/';
const APPLE_SCRIPT = 'https://appleid.cdn-apple.com';
const APPLE_FRAME = 'https://appleid.apple.com';

/**
 * The storefront's Content-Security-Policy. No inline script runs: the boot data in index.html is a
 * non-executable application/json block, and every script comes from this origin or a sign-in provider.
 * Images may come from any https host (a store's banners and products can live on its own CDN), and from the
 * map tiles' origin when that one is plain http (a tile server on the store's own network).
 */
export function contentSecurityPolicy(https: boolean, tileUrl?: string): Record<string, string[]> {
  const tiles = tileOrigin(tileUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", `${GOOGLE}client`, APPLE_SCRIPT],
    'style-src': ["'self'", `${GOOGLE}style`],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", GOOGLE],
    'frame-src': [GOOGLE, APPLE_FRAME],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The origin a tile URL template loads from, as a CSP source: `{s}` subdomains become a wildcard. An https origin
 * is already allowed, so only an http one is named; a template that is no URL adds nothing.
 */
export function tileOrigin(tileUrl: string | undefined): string | undefined {
  if (!tileUrl) return undefined;
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'tile-subdomain'));
    if (url.protocol !== 'http:') return undefined;
    return `http://${url.host.replace('tile-subdomain', '*')}`;
  } catch {
    return undefined;
  }
}

/**
 * The policy with inline styles of these hashes allowed (`sha256-…`): the storefront's page carries its store's
 * colours in one <style>, allowed by its hash alone, so no other inline style can run.
 */
export function allowInlineStyles(policy: string, hashes: string[]): string {
  // contentSecurityPolicy() always names style-src
  return policy.replace(/((?:^|;)\s*style-src)(?=\s|;|$)/, `$1 ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
}

/** Geolocation for the store's own pages only (the address form and the delivery map); nothing else is asked for. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/**
 * The headers helmet sets for these options, read once from a throwaway app: @fastify/helmet builds helmet's
 * middleware again on every request (its options and the whole CSP parsed each time, about 5 % of the CPU an item
 * lookup costs), while with fixed options (no nonces) the headers never change.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // onRequest hooks (helmet's) have run when the handler starts: the reply's headers are helmet's alone
  probe.get('/', async (_request, reply) => reply.getHeaders());
  try {
    const headers = (await probe.inject({ method: 'GET', url: '/' })).json<Record<string, string>>();
    if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Security headers on every answer: CSP, no framing, nosniff, a referrer that leaks no path to other sites,
 * the permissions above, and HSTS when the store is served over https (PUBLIC_URL).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  tileUrl?: string,
): Promise<void> {
  const https = new URL(publicUrl).protocol === 'https:';
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, tileUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the sign-in providers answer in a popup that must be able to talk back to the page
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

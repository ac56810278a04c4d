import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so `data/` and the built storefront resolve the same from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** A key web push's VAPID needs: URL-safe base64 without padding, of `bytes` bytes once decoded. */
const vapidKey = (bytes: number) =>
  z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be URL-safe base64 of ${bytes} bytes (npx web-push generate-vapid-keys)`,
    );

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  // Channel names on a Redis other apps (or test runs) share start with this.
  REDIS_PREFIX: z.string().min(1).max(100).default('store:'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DEFAULT_STORE: z.string().min(1).default('petshop'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be a pino log level' })
    .default('info'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  // Unset: the demo stores in development and tests, never in production unless asked for (SEED=demo).
  SEED: z.enum(['demo', 'none'], { message: 'must be demo or none' }).optional(),
  OAUTH_CLIENT_ID: z.string().min(1, 'must not be empty').default('storefront'),
  OAUTH_CLIENT_SECRET: z.string().min(1, 'must not be empty').default('storefront-secret'),
  GOOGLE_JWKS_URL: url(['https:', 'http:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_JWKS_URL: url(['https:', 'http:']).default('https://appleid.apple.com/auth/keys'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  // Unset: on, except under NODE_ENV=test, whose runs must never reach the internet.
  CEP_PROVIDERS: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  CEP_PROVIDER_URL: url(['https:', 'http:']).default('https://viacep.com.br/ws/{cep}/json/'),
  CEP_FALLBACK_URL: url(['https:', 'http:']).default('https://brasilapi.com.br/api/cep/v2/{cep}'),
  CEP_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(60_000, 'must be at most 60000')
    .default(3000),
  // Map tiles the storefront draws ({z}/{x}/{y} and optionally {s}); the store's pages allow images from that origin.
  MAP_TILE_URL: url(['https:', 'http:']).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  // Reverse geocoding ('Meu local' fills the address form). Unset: on, except under NODE_ENV=test.
  GEOCODING_PROVIDERS: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  GEOCODING_URL: url(['https:', 'http:']).default(
    'https://nominatim.openstreetmap.org/reverse?format=jsonv2&addressdetails=1&lat={lat}&lon={lon}',
  ),
  GEOCODING_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(60_000, 'must be at most 60000')
    .default(4000),
  // Live tracking sockets one user may hold open on one instance; raised only for load tests (bench:ws).
  DELIVERY_SOCKETS_PER_USER: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(5),
  // Anonymous GraphQL answers kept in memory while nothing they read changed (decision 0031); off for measuring.
  ANSWER_CACHE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address like Loja <no-reply@example.com>')
    .default('Loja <no-reply@localhost>'),
  // Web push's application server keys, both or neither (unset: a pair made once in DATA_DIR/keys/vapid.json).
  VAPID_PUBLIC_KEY: vapidKey(65).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32).optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => ['mailto:', 'https:'].includes(URL.parse(value)?.protocol ?? ''), {
      message: 'must be a mailto: address or an https:// URL',
    })
    .optional(),
  // The native app's pushes: FCM's HTTP v1 API (project and token both, or neither) and Expo's push API.
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_ACCESS_TOKEN: z.string().min(1).optional(),
  FCM_URL: url(['https:', 'http:']).default('https://fcm.googleapis.com'),
  EXPO_PUSH_URL: url(['https:', 'http:']).optional(),
  EXPO_ACCESS_TOKEN: z.string().min(1).optional(),
  // Only a local fake push service in tests is on a private address; production leaves this unset.
  PUSH_ALLOW_PRIVATE_HOSTS: z.enum(['1', '0'], { message: 'must be 1 or 0' }).optional(),
});

/** Settings that only make sense together: naming one without the other is a mistake, not "off". */
const PAIRS = [
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ['FCM_PROJECT_ID', 'FCM_ACCESS_TOKEN'],
] as const;

export type PushConfig = {
  /** web push's application server keys; undefined: a pair made once in DATA_DIR/keys/vapid.json */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** who the push services may contact about this sender: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address */
  vapidSubject: string;
  /** FIREBASE_APP devices are sent to only with these */
  fcm: { url: string; projectId: string; accessToken: string } | undefined;
  /** EXPO_APP devices are sent to only with these; the token only when the Expo project requires one */
  expo: { url: string; accessToken: string | undefined } | undefined;
  /** web push may reach endpoints on private or local addresses (a local fake push service in tests) */
  allowPrivateHosts: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** the start of this app's Redis channel names */
  redisPrefix: string;
  publicUrl: string;
  defaultStore: string;
  logLevel: string;
  webDist: string;
  seed: 'demo' | 'none';
  jwtSecret: string | undefined;
  trustProxy: boolean;
  /** signs gateway webhooks (HMAC-SHA256); unset: a random one kept in DATA_DIR/keys */
  paymentWebhookSecret: string | undefined;
  /** The storefront's OAuth client: a public client, so this names the app rather than keeping a secret from users. */
  oauthClientId: string;
  oauthClientSecret: string;
  googleJwksUrl: string;
  appleJwksUrl: string;
  /** unset: e-mails go to DATA_DIR/outbox and the log */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the CEP services asked in order before the local tables (`{cep}` marks the digits); empty with CEP_PROVIDERS=off */
  cepProviderUrls: string[];
  /** how long each CEP service may take before the next source is asked */
  cepTimeoutMs: number;
  /** the storefront's map tiles: a URL template and the attribution shown on every map */
  mapTiles: { url: string; attribution: string };
  /** the reverse-geocoding service (`{lat}`, `{lon}` mark the position); undefined with GEOCODING_PROVIDERS=off */
  geocodingUrl: string | undefined;
  geocodingTimeoutMs: number;
  /** live tracking sockets per user and instance */
  deliverySocketsPerUser: number;
  /** anonymous catalogue answers kept between requests (graphql/answer-cache.ts) */
  answerCache: boolean;
  /** web push and the native app's push services */
  push: PushConfig;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError whose message names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in a .env file with `PORT=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  for (const [one, other] of PAIRS) {
    const [given, missing] = e[one] ? [one, other] : [other, one];
    if (e[given] && !e[missing]) throw new ConfigError(`Environment variable ${missing} is missing: ${given} needs it`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    defaultStore: e.DEFAULT_STORE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY === 'true',
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    oauthClientId: e.OAUTH_CLIENT_ID,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    appleJwksUrl: e.APPLE_JWKS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cepProviderUrls:
      (e.CEP_PROVIDERS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on'
        ? [e.CEP_PROVIDER_URL, e.CEP_FALLBACK_URL]
        : [],
    cepTimeoutMs: e.CEP_TIMEOUT_MS,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    geocodingUrl:
      (e.GEOCODING_PROVIDERS ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on' ? e.GEOCODING_URL : undefined,
    geocodingTimeoutMs: e.GEOCODING_TIMEOUT_MS,
    deliverySocketsPerUser: e.DELIVERY_SOCKETS_PER_USER,
    answerCache: e.ANSWER_CACHE === 'on',
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ?? `mailto:${e.MAIL_FROM.match(/<?([^\s<>]+@[^\s<>]+)>?$/)?.[1] ?? 'no-reply@localhost'}`,
      fcm:
        e.FCM_PROJECT_ID && e.FCM_ACCESS_TOKEN
          ? { url: e.FCM_URL, projectId: e.FCM_PROJECT_ID, accessToken: e.FCM_ACCESS_TOKEN }
          : undefined,
      expo: e.EXPO_PUSH_URL ? { url: e.EXPO_PUSH_URL, accessToken: e.EXPO_ACCESS_TOKEN } : undefined,
      allowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS === '1',
    },
  };
}

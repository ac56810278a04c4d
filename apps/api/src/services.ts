import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { MemoryRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { TokenBuckets } from './lib/token-bucket.js';
import { loadSigningSecret } from './modules/auth/secret.js';
import { createMailer } from './modules/mail/create-mailer.js';
import type { MailLog, Mailer } from './modules/mail/mailer.js';
import { createGateways, type Gateways } from './modules/payments/create-gateways.js';
import { createPostalCodeLookup, type PostalCodeLookup } from './modules/postal-codes/lookup.js';

/** What every route and resolver may use, made once per app. Providers (mail, gateway, CEP) join here. */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  /** signs and checks access tokens */
  signingSecret: Uint8Array;
  /** SMTP when SMTP_URL is set, else files in DATA_DIR/outbox */
  mailer: Mailer;
  /** attempt counters for sign-in, registration and password recovery */
  rateLimiter: RateLimiter;
  /** each client's rows of catalogue lists (GRAPHQL_LIMITS.clientRows) */
  workBudget: TokenBuckets;
  /** payment gateways by name ('sandbox' built in) */
  gateways: Gateways;
  /** CEP services (CEP_PROVIDER_URL, CEP_FALLBACK_URL), then the seeded table, then the CEP bands; cached */
  postalCodes: PostalCodeLookup;
};

export function createServices(config: Config, database: DatabaseHandle, log?: MailLog): Services {
  return {
    config,
    database,
    signingSecret: loadSigningSecret(config.dataDir, config.jwtSecret),
    mailer: createMailer(config, log),
    rateLimiter: new MemoryRateLimiter(),
    workBudget: new TokenBuckets(),
    gateways: createGateways(config),
    postalCodes: createPostalCodeLookup(config, database.db),
  };
}
